import Foundation

/// The two files of one Hunspell dictionary, checked to exist and be readable.
///
/// Hunspell's own `Hunspell_create` returns a working handle even when a path
/// is wrong and then rejects every word; opening through this type turns that
/// silent failure into an error that names the file.
public struct DictionaryFiles: Sendable, Hashable {
    /// The dictionary's name, such as `en_US`.
    public let name: String
    /// Path of the `.aff` (affix) file.
    public let affixPath: String
    /// Path of the `.dic` (word list) file.
    public let dictionaryPath: String
    /// Characters the dictionary counts as part of a word besides letters (`WORDCHARS`).
    public let extraWordCharacters: Set<Unicode.Scalar>

    /// Opens and validates a dictionary given its two paths.
    ///
    /// - Parameters:
    ///   - name: The dictionary's name (for messages and ``SpellChecker/language``).
    ///   - affixPath: The `.aff` file.
    ///   - dictionaryPath: The `.dic` file.
    /// - Throws: ``SpellingError/missingDictionaryFile(path:)``,
    ///   ``SpellingError/unreadableDictionaryFile(path:)`` or
    ///   ``SpellingError/unsupportedEncoding(_:path:)``.
    public init(name: String, affixPath: String, dictionaryPath: String) throws {
        for path in [affixPath, dictionaryPath] {
            try Self.checkReadableFile(path)
        }
        guard let affix = FileManager.default.contents(atPath: affixPath) else {
            throw SpellingError.unreadableDictionaryFile(path: affixPath)
        }
        let header = AffixHeader(affix)
        guard header.isUTF8 else {
            throw SpellingError.unsupportedEncoding(header.encoding ?? "ISO8859-1 (the default)", path: affixPath)
        }
        self.name = name
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
        self.extraWordCharacters = header.wordCharacters
    }

    private static func checkReadableFile(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpellingError.missingDictionaryFile(path: path)
        }
        guard !isDirectory.boolValue, FileManager.default.isReadableFile(atPath: path) else {
            throw SpellingError.unreadableDictionaryFile(path: path)
        }
    }
}

/// The few `.aff` settings the spelling layer needs itself: the character set
/// (`SET`) and the extra word characters (`WORDCHARS`) that shape tokenisation.
struct AffixHeader {
    var encoding: String?
    var wordCharacters: Set<Unicode.Scalar> = []

    init(_ data: Data) {
        // Settings are ASCII keywords at the start of a line; the values we keep
        // are UTF-8 in every dictionary WordKit accepts.
        let text = String(decoding: data, as: UTF8.self)
        var sawWordChars = false
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2 else { continue }
            switch fields[0] {
            case "SET" where encoding == nil:
                encoding = String(fields[1])
            case "WORDCHARS" where !sawWordChars:
                // Hunspell takes the first definition and warns about later ones.
                sawWordChars = true
                wordCharacters = Set(fields[1].unicodeScalars)
            default:
                continue
            }
        }
    }

    var isUTF8: Bool {
        guard let encoding else { return false }
        return ["UTF-8", "UTF8"].contains(encoding.uppercased())
    }
}
