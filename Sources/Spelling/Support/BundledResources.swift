import Foundation
import WordKitResources

/// The dictionaries and content WordKit ships, found with no configuration.
///
/// The package's `Dictionaries/` and `Content/` travel with every program
/// built against a WordKit product as a SwiftPM resource bundle; see
/// ``DictionaryDirectory/locate(environment:)`` for the dictionaries an app
/// gets by default. `WORDKIT_DICTIONARIES` and `WORDKIT_CONTENT` still point
/// WordKit elsewhere.
public enum BundledResources {
    /// The shipped folder of Hunspell dictionaries (`en_US`, `es_ES`, `it_IT`),
    /// or nil when the resource bundle is missing.
    public static var dictionaries: URL? { BundledData.location.dictionaries }

    /// The shipped content folder (lexicons, root words, decks, levels), or nil.
    public static var content: URL? { BundledData.location.content }

    /// Where WordKit looked for its data, for a message when it is missing.
    public static var searched: [String] { BundledData.location.searched }

    /// The WordKit source checkout the package was built from, if it is still
    /// there: its `Dictionaries/` and `Content/` are what `wordkit content build`
    /// reads and writes (the bundled copies are refreshed by the next build).
    package static var sourceCheckout: URL? { BundledData.sourceCheckout }

    /// The content folder to read: `WORDKIT_CONTENT` when it is set, else the shipped one.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: The folder, or nil when there is none.
    public static func contentDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let path = environment["WORDKIT_CONTENT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return content
    }
}
