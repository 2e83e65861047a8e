import Foundation

/// A parsed Hunspell affix file (`.aff`), read as Hunspell 1.7 reads it.
///
/// Holds what affix expansion needs: the encoding (`SET`), the flag type
/// (`FLAG`), flag aliases (`AF`), the prefix and suffix classes, the special
/// flags `NEEDAFFIX`, `FORBIDDENWORD`, `ONLYINCOMPOUND`, `CIRCUMFIX` and
/// `KEEPCASE`, `FULLSTRIP`, `IGNORE`, `COMPLEXPREFIXES` and the input
/// conversions (`ICONV`). Every other directive Hunspell knows is recognised
/// and its table lines are skipped, so the file is followed exactly as far as
/// Hunspell follows it.
///
/// Nothing a file holds is an error: where Hunspell warns and carries on,
/// or stops reading (a class that announces more rules than follow, a second
/// `SET`, a table whose line is not of that table), the same happens here and
/// ``diagnostics`` says so with the line. Counts in the file are never
/// trusted to size memory.
///
/// ```swift
/// let affixes = try AffixFile(contentsOf: URL(fileURLWithPath: "it_IT.aff"))
/// let dictionary = try DictionaryFile(contentsOf: dicURL, affixFile: affixes)
/// ```
public struct AffixFile: Sendable {
    /// The file name used in messages.
    public let fileName: String
    /// The character encoding from `SET` (ISO8859-1 when absent, as in Hunspell).
    public internal(set) var encoding: TextEncoding = .isoLatin1
    /// The value of the first `SET` line as written, or nil when there is none.
    public internal(set) var declaredEncoding: String?
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
    /// `IGNORE`: characters Hunspell removes from words, affixes and input.
    package internal(set) var ignoredCharacters: Set<UInt32> = []
    /// `COMPLEXPREFIXES`: two prefixes and one suffix instead of one prefix
    /// and two suffixes (right-to-left scripts and agglutinative prefixing).
    public internal(set) var complexPrefixes = false
    /// `ICONV`: input conversions Hunspell applies before looking a word up,
    /// as (pattern, replacement) pairs of decoded text in file order. An
    /// underscore at the start or end anchors the pattern there.
    package internal(set) var inputConversions: [(pattern: [UInt32], replacement: [UInt32])] = []
    /// The `WORDCHARS` bytes as written (decoded by the caller: Hunspell reads
    /// them in the encoding in force on their line).
    package internal(set) var wordCharacters: (bytes: [UInt8], encoding: TextEncoding)?
    /// `CHECKCOMPOUNDCASE`.
    package internal(set) var checkCompoundCase = false
    /// Compounding directives met (`COMPOUNDFLAG`, `COMPOUNDRULE`, …), by
    /// name: Hunspell accepts compound words that no expansion lists.
    public internal(set) var compoundingDirectives: [String] = []
    /// Table headers (`REP 12`, `PFX A Y 3`, …) with the count they announce
    /// and how many lines of the file follow them, for callers that must not
    /// hand a file with an absurd count to a library that trusts it.
    package internal(set) var tableHeaders: [TableHeader] = []
    /// The search strings of the `PHONE` table, with their lines.
    package internal(set) var phoneRules: [(line: Int, rule: [UInt8])] = []
    /// Where Hunspell stops reading the affix rules, if it does: the line and why.
    public internal(set) var stop: Diagnostic?
    /// What was read differently from how it is written, or not at all, with
    /// lines: warnings a person fixing the file wants.
    public internal(set) var diagnostics: [Diagnostic] = []

    /// A table header and what follows it.
    package struct TableHeader: Sendable {
        /// The directive (`REP`, `SFX`, …).
        package let keyword: String
        /// The 1-based line of the header.
        package let line: Int
        /// The count the header announces (`atoi`, as Hunspell reads it).
        package let count: Int
        /// The lines of the file after the header.
        package let linesAfter: Int
    }

    /// Reads and parses an affix file.
    ///
    /// - Parameter url: The `.aff` file.
    /// - Throws: ``LexiconError/unreadable(file:reason:)`` when the file
    ///   cannot be read. Problems inside the file are ``diagnostics``.
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
    ///   - fileName: The name used in messages.
    ///   - readingRules: When false, the prefix and suffix rules are only
    ///     checked for their layout, not decoded (a quicker scan for callers
    ///     that need the settings and the structure only).
    /// - Throws: Nothing today; kept for files that cannot be parsed at all.
    /// - Complexity: O(*n*) in the file size.
    public init(data: Data, fileName: String = "<aff>", readingRules: Bool = true) throws {
        self.fileName = fileName
        let lines = TextLine.split([UInt8](data))
        var configuration = AffixConfigurationParser(fileName: fileName)
        configuration.parse(lines, into: &self)
        diagnostics = configuration.diagnostics
        var parser = AffixFileParser(fileName: fileName, readingRules: readingRules)
        parser.parse(lines, into: &self)
    }

    /// Parses affix-file text, for tests and inline examples.
    ///
    /// - Parameters:
    ///   - text: The file contents; encoded as UTF-8 before parsing.
    ///   - fileName: The name used in messages.
    /// - Throws: Nothing today (see ``init(data:fileName:readingRules:)``).
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
    /// - Returns: The flags, sorted, or `nil` when the field names an
    ///   undeclared alias (Hunspell then gives the word no flags).
    package func decodeFlags(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        if !flagAliases.isEmpty {
            let index = bytes.atoiValue
            guard index >= 1, index <= flagAliases.count else { return nil }
            return flagAliases[index - 1]
        }
        return flagType.decodeList(bytes).sorted()
    }

    /// Decodes text (a word or an affix string) as written, ignored
    /// characters included.
    ///
    /// - Parameter bytes: Encoded text.
    /// - Returns: The scalars, or `nil` when the bytes are invalid.
    package func decodeText(_ bytes: ArraySlice<UInt8>) -> [UInt32]? {
        encoding.decode(bytes)
    }
}

/// A note about one line of a dictionary file: what was read differently
/// from how it is written, or not at all.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// What happened there.
    public let message: String

    /// Creates a note.
    ///
    /// - Parameters:
    ///   - file: The file's name.
    ///   - line: The 1-based line.
    ///   - message: What happened there.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
