import Foundation

// Every test target seeds its inputs with the kernel's generator: one
// definition of SplitMix64 in the whole package.
@_exported import struct GameKernel.SplitMix64

/// The repository's folders, found from this file's place.
public enum Repository {
    /// The repository root.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shipped Hunspell dictionaries (`Dictionaries/`).
    public static let dictionaries = root.appendingPathComponent("Dictionaries", isDirectory: true)

    /// The generated content (`Content/`).
    public static let content = root.appendingPathComponent("Content", isDirectory: true)

    /// Hunspell's own test cases (`.aff`, `.dic`, `.good`, `.wrong`) of 1.7.1 and later,
    /// vendored unmodified: see `Tests/HunspellUpstream/README.md`.
    public static let hunspellUpstreamCases = root.appendingPathComponent("Tests/HunspellUpstream/cases", isDirectory: true)

    /// The base path (without `.aff`/`.dic`) of a shipped dictionary, such as `en_US`.
    ///
    /// - Parameter name: The dictionary's name.
    public static func dictionaryBase(_ name: String) -> String {
        dictionaries.appendingPathComponent("\(name)/\(name)").path
    }
}
