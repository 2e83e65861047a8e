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
    /// See ``resolve(_:)``; this drops the note of a regional fallback.
    ///
    /// - Parameter language: The language tag or dictionary name.
    /// - Returns: The validated files of the dictionary that serves it.
    /// - Throws: As ``resolve(_:)``.
    public func dictionary(for language: String) throws -> DictionaryFiles {
        try resolve(language).files
    }

    /// Finds the dictionary for a name or language tag, saying when it is
    /// another language variety's.
    ///
    /// In order:
    /// 1. a dictionary called exactly `language` (`IJ`, `1748408-1`,
    ///    `opentaal_keepcase`: any name that exists as files);
    /// 2. the same name with `-` for `_` and the usual letter case (`en-us`
    ///    is `en_US`);
    /// 3. for a bare language code (`es`), the preferred dictionary of that
    ///    language (`es_ES`, `de_DE`), or else the first one;
    /// 4. for a regional tag with no dictionary of its own (`es_MX`), a
    ///    dictionary of the same language (2 or 3 letters before the `_`),
    ///    with ``DictionaryResolution/fallbackNotice`` set.
    ///
    /// A name is never served by a dictionary of another language, nor by one
    /// that merely shares the part before `_` (`utf8_nonbmp` is not `utf8_bom`).
    ///
    /// - Parameter language: The language tag or dictionary name.
    /// - Returns: The dictionary, and whether it is a fallback.
    /// - Throws: ``SpellingError/unknownLanguage(_:available:)`` listing what
    ///   is available, or the errors of ``DictionaryFiles/init(name:affixPath:dictionaryPath:)``.
    public func resolve(_ language: String) throws -> DictionaryResolution {
        let available = availableDictionaries
        guard let (name, isFallback) = Self.resolve(language, among: available) else {
            throw SpellingError.unknownLanguage(language, available: available)
        }
        let files = try files(named: name)
        return DictionaryResolution(requested: language, files: files, isFallback: isFallback, directory: path)
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

    /// Picks the dictionary name serving `language` among `available`, and
    /// whether it is a regional fallback; nil when none serves it.
    package static func resolve(_ language: String, among available: [String]) -> (name: String, isFallback: Bool)? {
        guard !language.isEmpty, !language.contains("/"), !language.contains("\0") else { return nil }
        if available.contains(language) { return (language, false) }
        let parts = language.replacingOccurrences(of: "-", with: "_").split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
        let code = parts[0].lowercased()
        let spelled = parts.count == 2 ? "\(code)_\(parts[1].uppercased())" : code
        if let match = available.first(where: { $0.caseInsensitiveCompare(spelled) == .orderedSame }) { return (match, false) }
        // Only language codes fall back, and only within their language.
        guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let sameLanguage = available.filter { $0.lowercased() == code || $0.lowercased().hasPrefix(code + "_") }
        let candidates = [preferredDictionary[code], "\(code)_\(code.uppercased())", code].compactMap { $0 }
        let preferred = candidates.lazy.compactMap { name in sameLanguage.first { $0 == name } }.first
        guard let choice = preferred ?? sameLanguage.first else { return nil }
        return (choice, parts.count == 2)
    }
}

/// The dictionary chosen for a requested language, and whether it is a
/// fallback from a regional variety that has no dictionary of its own.
public struct DictionaryResolution: Sendable, Hashable {
    /// The name or tag asked for (`es_MX`).
    public let requested: String
    /// The dictionary that serves it.
    public let files: DictionaryFiles
    /// Whether `files` is another variety of the requested language because
    /// no dictionary has the requested name.
    public let isFallback: Bool
    /// The folder searched.
    public let directory: String

    /// One sentence for a person when the dictionary is a fallback, else nil:
    /// `no dictionary es_MX in DIR; using es_ES (the same language)`.
    public var fallbackNotice: String? {
        guard isFallback else { return nil }
        return "no dictionary \(requested) in \(directory); using \(files.name) (the same language)"
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
