import Foundation

/// A parsed Hunspell affix file (`.aff`).
///
/// Holds what affix expansion needs: the encoding (`SET`), the flag type
/// (`FLAG`), flag aliases (`AF`), the prefix and suffix classes and the
/// special flags `NEEDAFFIX`, `FORBIDDENWORD`, `ONLYINCOMPOUND`, `CIRCUMFIX`
/// and `KEEPCASE`, plus `FULLSTRIP` and `IGNORE`. Suggestion and compounding
/// settings (`TRY`, `REP`, `MAP`, `COMPOUND*`, …) are read past. `AM`
/// (morphological aliases) lines are skipped.
///
/// ```swift
/// let affixes = try AffixFile(contentsOf: URL(fileURLWithPath: "it_IT.aff"))
/// let dictionary = try DictionaryFile(contentsOf: dicURL, affixFile: affixes)
/// ```
public struct AffixFile: Sendable {
    /// The file name used in error messages.
    public let fileName: String
    /// The character encoding from `SET` (ISO8859-1 when absent, as in Hunspell).
    public internal(set) var encoding: TextEncoding = .isoLatin1
    /// The flag type from `FLAG` (single bytes when absent).
    public internal(set) var flagType: FlagType = .singleByte

    /// Flag sets named by number (`AF`), index 0 being alias 1.
    package internal(set) var flagAliases: [[UInt32]] = []
    /// Prefix classes by flag.
    var prefixes: [UInt32: AffixClass] = [:]
    /// Suffix classes by flag.
    var suffixes: [UInt32: AffixClass] = [:]
    /// `NEEDAFFIX` (or its old name `PSEUDOROOT`).
    package internal(set) var needAffix: UInt32?
    /// `FORBIDDENWORD`; Hunspell's default is 65510 when not set.
    package internal(set) var forbiddenWord: UInt32? = 65_510
    /// `ONLYINCOMPOUND`.
    package internal(set) var onlyInCompound: UInt32?
    /// `CIRCUMFIX`.
    package internal(set) var circumfix: UInt32?
    /// `KEEPCASE`.
    package internal(set) var keepCase: UInt32?
    /// `FULLSTRIP`: an affix may strip the whole word.
    package internal(set) var fullStrip = false
    /// `IGNORE`: characters removed from words and affixes.
    package internal(set) var ignoredCharacters: Set<UInt32> = []

    /// Reads and parses an affix file.
    ///
    /// - Parameter url: The `.aff` file.
    /// - Throws: ``LexiconError/unreadable(file:reason:)`` when the file
    ///   cannot be read, ``LexiconError/malformed(file:line:reason:)`` naming
    ///   the line of the first problem.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LexiconError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// Parses affix-file contents held in memory.
    ///
    /// - Parameters:
    ///   - data: The file contents.
    ///   - fileName: The name used in error messages.
    /// - Throws: ``LexiconError/malformed(file:line:reason:)``.
    /// - Complexity: O(*n*) in the file size.
    public init(data: Data, fileName: String = "<aff>") throws {
        self.fileName = fileName
        var parser = AffixFileParser(fileName: fileName)
        try parser.parse(TextLine.split([UInt8](data)), into: &self)
    }

    /// Parses affix-file text, for tests and inline examples.
    ///
    /// - Parameters:
    ///   - text: The file contents; encoded as UTF-8 before parsing.
    ///   - fileName: The name used in error messages.
    /// - Throws: ``LexiconError/malformed(file:line:reason:)``.
    public init(text: String, fileName: String = "<aff>") throws {
        try self.init(data: Data(text.utf8), fileName: fileName)
    }

    /// The number of `PFX` classes.
    public var prefixClassCount: Int { prefixes.count }
    /// The number of `SFX` classes.
    public var suffixClassCount: Int { suffixes.count }
    /// The number of `PFX` and `SFX` rule lines.
    public var affixEntryCount: Int {
        prefixes.values.reduce(0) { $0 + $1.entries.count } + suffixes.values.reduce(0) { $0 + $1.entries.count }
    }

    /// Decodes the flag field of a dictionary line or an affix's `/flags`,
    /// resolving an `AF` alias number when aliases are declared.
    ///
    /// - Parameter bytes: The encoded flags.
    /// - Returns: The flags, sorted, or `nil` when the field is not valid for
    ///   the flag type or names an undeclared alias.
    package func decodeFlags(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        if !flagAliases.isEmpty {
            guard let index = bytes.decimalValue, index >= 1, index <= flagAliases.count else { return nil }
            return flagAliases[index - 1]
        }
        return flagType.decodeList(bytes)?.sorted()
    }

    /// Decodes text (a word or an affix string) and removes `IGNORE` characters.
    ///
    /// - Parameter bytes: Encoded text.
    /// - Returns: The scalars, or `nil` when the bytes are invalid.
    package func decodeText(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        guard var scalars = encoding.decode(bytes) else { return nil }
        if !ignoredCharacters.isEmpty {
            scalars.removeAll { ignoredCharacters.contains($0) }
        }
        return scalars
    }
}
