import Foundation
import Lexicon

/// The two files of one Hunspell dictionary, checked to exist, be readable
/// and be safe to hand to libhunspell.
///
/// Hunspell's own `Hunspell_create` returns a working handle even when a path
/// is wrong and then rejects every word; opening through this type turns that
/// silent failure into an error that names the file. The `.aff` file is read
/// first as Hunspell reads it (`Lexicon.AffixFile`): its character set and
/// `WORDCHARS` shape how text reaches Hunspell, and the patterns that make
/// libhunspell 1.7.1 crash are refused with the file and line (see
/// ``DictionaryPreflight``).
public struct DictionaryFiles: Sendable, Hashable {
    /// The dictionary's name, such as `en_US`.
    public let name: String
    /// Path of the `.aff` (affix) file.
    public let affixPath: String
    /// Path of the `.dic` (word list) file.
    public let dictionaryPath: String
    /// Characters the dictionary counts as part of a word besides letters (`WORDCHARS`).
    public let extraWordCharacters: Set<Unicode.Scalar>
    /// The dictionary's character set (`SET`; ISO8859-1 when there is none).
    /// Words cross WordKit's API as Swift strings; only libhunspell sees this.
    public let encoding: TextEncoding
    /// Where the `.aff` file is read differently from how it is written, or
    /// where Hunspell stops reading it, with lines.
    public let diagnostics: [Diagnostic]

    /// Opens and validates a dictionary given its two paths.
    ///
    /// - Parameters:
    ///   - name: The dictionary's name (for messages and ``SpellChecker/language``).
    ///   - affixPath: The `.aff` file.
    ///   - dictionaryPath: The `.dic` file.
    /// - Throws: ``SpellingError/missingDictionaryFile(path:)``,
    ///   ``SpellingError/unreadableDictionaryFile(path:)``,
    ///   ``SpellingError/unsupportedEncoding(_:path:)`` for a `SET` Hunspell
    ///   does not know either, or ``SpellingError/malformedDictionary(path:line:reason:)``
    ///   for a file libhunspell would crash on.
    public init(name: String, affixPath: String, dictionaryPath: String) throws {
        for path in [affixPath, dictionaryPath] {
            try Self.checkReadableFile(path)
        }
        try DictionaryPreflight.checkSizes(affixPath: affixPath, dictionaryPath: dictionaryPath)
        guard let data = FileManager.default.contents(atPath: affixPath),
              let affix = try? AffixFile(data: data, fileName: (affixPath as NSString).lastPathComponent, readingRules: false)
        else {
            throw SpellingError.unreadableDictionaryFile(path: affixPath)
        }
        if let declared = affix.declaredEncoding, TextEncoding(setName: declared) == nil {
            throw SpellingError.unsupportedEncoding(declared, path: affixPath)
        }
        try DictionaryPreflight.check(affix, path: affixPath)
        try DictionaryPreflight.checkAffixRules(data, path: affixPath)
        self.name = name
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
        self.encoding = affix.encoding
        self.diagnostics = affix.diagnostics
        self.extraWordCharacters = Self.wordCharacters(of: affix)
    }

    /// `WORDCHARS` as the `hunspell` command reads it for UTF-8 input: in the
    /// encoding in force on its line (before a `SET UTF-8` line, Hunspell
    /// keeps no UTF-8 word characters at all), one Unicode scalar each.
    private static func wordCharacters(of affix: AffixFile) -> Set<Unicode.Scalar> {
        guard let (bytes, encoding) = affix.wordCharacters else { return [] }
        if affix.encoding.isUTF8, !encoding.isUTF8 { return [] }
        if encoding.isUTF8 { return Set(String(decoding: bytes, as: UTF8.self).unicodeScalars) }
        // The hunspell command converts them with iconv, which stops at the
        // first byte the character set leaves undefined.
        var scalars = Set<Unicode.Scalar>()
        for byte in bytes {
            guard let character = encoding.decode([byte]) else { break }
            scalars.formUnion(character.unicodeScalars)
        }
        return scalars
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
