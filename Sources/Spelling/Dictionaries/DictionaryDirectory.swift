import Foundation

/// A folder of Hunspell dictionaries and the languages it serves.
///
/// Two layouts are read: WordKit's own (`DIR/en_US/en_US.aff`, as in the
/// repository's `Dictionaries/`) and the flat one of system packages
/// (`DIR/en_US.aff`, as in `/usr/share/hunspell`). A new language needs only
/// its dictionary folder: every `xx_YY` found is offered as `xx_YY` and, when
/// it is the preferred or only dictionary of its language, as `xx`.
public struct DictionaryDirectory: Sendable, Hashable {
    /// The folder's path.
    public let path: String

    /// The dictionary preferred for a bare language code when several exist.
    static let preferredDictionary: [String: String] = [
        "en": "en_US",
        "es": "es_ES",
        "it": "it_IT",
    ]

    /// Uses the folder at `path` (not checked until a dictionary is opened).
    ///
    /// - Parameter path: A directory holding dictionaries in either layout.
    public init(path: String) {
        self.path = path
    }

    /// The names of the dictionaries in this folder (`en_US`, `es_ES`, …), sorted.
    public var availableDictionaries: [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        var names = Set<String>()
        for entry in entries {
            if entry.hasSuffix(".aff") {
                let name = String(entry.dropLast(4))
                if FileManager.default.fileExists(atPath: "\(path)/\(name).dic") { names.insert(name) }
            } else if FileManager.default.fileExists(atPath: "\(path)/\(entry)/\(entry).aff") {
                names.insert(entry)
            }
        }
        return names.sorted()
    }

    /// Finds the dictionary for a language tag.
    ///
    /// Accepts `en`, `en_US`, `en-US`, `es_MX` (served by another `es`
    /// dictionary when there is no `es_MX`), in any letter case.
    ///
    /// - Parameter language: The language tag.
    /// - Returns: The validated files of the dictionary that serves it.
    /// - Throws: ``SpellingError/unknownLanguage(_:available:)`` listing what is
    ///   available, or the errors of ``DictionaryFiles/init(name:affixPath:dictionaryPath:)``.
    public func dictionary(for language: String) throws -> DictionaryFiles {
        let available = availableDictionaries
        guard let name = Self.resolve(language, among: available) else {
            throw SpellingError.unknownLanguage(language, available: available)
        }
        return try files(named: name)
    }

    /// The files of the dictionary called `name`, in whichever layout it is stored.
    ///
    /// - Throws: ``SpellingError/missingDictionaryFile(path:)`` and the other
    ///   errors of ``DictionaryFiles/init(name:affixPath:dictionaryPath:)``.
    public func files(named name: String) throws -> DictionaryFiles {
        let nested = "\(path)/\(name)/\(name)"
        let base = FileManager.default.fileExists(atPath: nested + ".aff") ? nested : "\(path)/\(name)"
        return try DictionaryFiles(name: name, affixPath: base + ".aff", dictionaryPath: base + ".dic")
    }

    /// Picks the dictionary name serving `language` among `available`, or nil.
    static func resolve(_ language: String, among available: [String]) -> String? {
        let parts = language.replacingOccurrences(of: "-", with: "_").split(separator: "_", maxSplits: 1)
        guard let first = parts.first, !first.isEmpty else { return nil }
        let code = first.lowercased()
        let exact = parts.count == 2 ? "\(code)_\(parts[1].uppercased())" : code
        if available.contains(exact) { return exact }
        if let preferred = preferredDictionary[code], available.contains(preferred) { return preferred }
        return available.first { $0.hasPrefix(code + "_") }
    }
}

extension DictionaryDirectory {
    /// The dictionaries shipped with WordKit (`en_US`, `es_ES`, `it_IT`), or
    /// nil when its resource bundle is missing (see ``BundledResources``).
    public static var bundled: DictionaryDirectory? {
        BundledResources.dictionaries.map { DictionaryDirectory(path: $0.path) }
    }

    /// Finds the dictionaries to use when none is named.
    ///
    /// `WORDKIT_DICTIONARIES` when it is set, else the shipped dictionaries
    /// (``bundled``), which an app gets with no configuration.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: The directory found.
    /// - Throws: ``SpellingError/noDictionaryDirectory(searched:)`` listing where it looked.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DictionaryDirectory {
        if let path = environment["WORDKIT_DICTIONARIES"], !path.isEmpty {
            return DictionaryDirectory(path: path)
        }
        if let bundled { return bundled }
        throw SpellingError.noDictionaryDirectory(searched: ["WORDKIT_DICTIONARIES (unset)"] + BundledResources.searched)
    }
}
