import Foundation
import Spelling

/// Where a player's Hunspell dictionaries are: a folder named by the front
/// end (or by `WORDKIT_DICTIONARIES`), else the folder WordKit ships. Every
/// dictionary a game opens, and every language a player switches to, is
/// looked up here.
public struct DictionaryFolder: Sendable {
    /// The folder named, nil for the shipped one (found with `DictionaryDirectory.locate`).
    public var path: String?
    /// Called with a dictionary from outside the shipped folder before it is
    /// used, to load it somewhere it cannot crash the player (a child
    /// process); nil trusts every dictionary.
    public var probe: (@Sendable (DictionaryFiles) throws -> Void)?
    /// Said when a regional dictionary stands in for the one asked for.
    public var notice: @Sendable (String) -> Void

    /// A dictionary folder.
    ///
    /// - Parameters:
    ///   - path: The folder named by the front end, if any.
    ///   - environment: Where `WORDKIT_DICTIONARIES` is read when no folder is named.
    ///   - probe: How a dictionary from outside the shipped folder is checked before use.
    ///   - notice: Where a regional fallback is said.
    public init(
        path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        probe: (@Sendable (DictionaryFiles) throws -> Void)? = nil, notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        let variable = environment["WORDKIT_DICTIONARIES"]
        self.path = path ?? (variable?.isEmpty == false ? variable : nil)
        self.probe = probe
        self.notice = notice
    }

    /// The dictionary folder.
    ///
    /// - Throws: ``PlayEnvironmentError`` when the folder named is missing,
    ///   not a folder or holds no dictionary; `SpellingError` when none is named and none is shipped.
    public func directory() throws -> DictionaryDirectory {
        guard let path else { return try DictionaryDirectory.locate(environment: [:]) }
        let directory = DictionaryDirectory(path: path)
        if directory.availableDictionaries.isEmpty {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
                throw PlayEnvironmentError.dictionaryFolderMissing(path: directory.path)
            }
            throw isDirectory.boolValue
                ? PlayEnvironmentError.dictionaryFolderEmpty(path: directory.path) : PlayEnvironmentError.dictionaryFolderNotAFolder(path: directory.path)
        }
        return directory
    }

    /// The dictionary for a language, checked but not loaded: a regional
    /// fallback is said through ``notice``, a dictionary from outside the
    /// shipped folder goes through ``probe``.
    ///
    /// - Parameter language: A language such as `es`, or a dictionary name such as `es_MX`.
    /// - Throws: ``PlayEnvironmentError`` for the folder, `SpellingError` for the language or its files.
    public func resolve(_ language: String) throws -> DictionaryResolution {
        let directory = try directory()
        let resolution = try directory.resolve(language)
        if let fallback = resolution.fallbackNotice { notice(fallback) }
        if let probe, !Self.isShipped(directory) { try probe(resolution.files) }
        return resolution
    }

    /// Fails unless a dictionary of this folder serves `language` (as `:lang`
    /// checks a language before switching to it); nothing is loaded.
    ///
    /// - Parameter language: A language such as `es`, or a dictionary name such as `es_MX`.
    /// - Throws: ``PlayEnvironmentError`` for the folder, `SpellingError.unknownLanguage` listing those available.
    public func checkLanguage(_ language: String) throws {
        _ = try directory().dictionary(for: language)
    }

    /// Whether `directory` is the dictionary folder WordKit ships, bundled or
    /// in the source checkout it was built from (trusted: its files are
    /// tested against libhunspell in CI).
    public static func isShipped(_ directory: DictionaryDirectory) -> Bool {
        func canonical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
        let shipped = [DictionaryDirectory.bundled?.path, BundledResources.sourceCheckout?.appendingPathComponent("Dictionaries").path]
        return shipped.compactMap { $0 }.map(canonical).contains(canonical(directory.path))
    }
}
