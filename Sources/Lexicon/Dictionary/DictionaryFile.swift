import Foundation

/// A parsed Hunspell dictionary file (`.dic`), read as Hunspell 1.7 reads it.
///
/// The first line holds the (approximate) number of entries; every further
/// line is `word[/flags][ morphology…]`. Read like Hunspell does:
///
/// - `\/` in the word is a literal slash;
/// - morphological fields (`po:noun st:casa`) start at the first
///   whitespace-preceded `xx:` field, or at a tab;
/// - empty lines, lines starting with `/` (it_IT.dic keeps its licence that
///   way), with a tab or with `#` are comments;
/// - a byte-order mark and CRLF line ends are allowed.
///
/// The count is a hint and is never used to size memory. When it is missing
/// or not a positive number below 268,435,449, Hunspell loads no word at all
/// from the file, and neither does this type (``diagnostics`` says so).
/// Flags are decoded with the affix file's flag type and `AF` aliases, so
/// the affix file comes first; a word that is not valid text in the file's
/// encoding is left out with a note.
public struct DictionaryFile: Sendable {
    /// The file name used in messages.
    public let fileName: String
    /// The count on the first line (a hint; files often differ from it), as
    /// `atoi` reads it; 0 when there is none.
    public let declaredCount: Int
    /// The word lines, in file order.
    public let entries: [DictionaryEntry]
    /// Lines read differently from how they are written, or not at all.
    public let diagnostics: [Diagnostic]

    /// The largest count Hunspell 1.7 accepts on a 64-bit machine
    /// (`(INT_MAX - 1 - 6) / sizeof(void *)`, exclusive).
    static let countLimit = (Int(Int32.max) - 1 - 6) / 8

    /// Reads and parses a dictionary file.
    ///
    /// - Parameters:
    ///   - url: The `.dic` file.
    ///   - affixFile: The matching affix file (encoding, flag type, aliases).
    /// - Throws: ``LexiconError/unreadable(file:reason:)``; problems inside
    ///   the file are ``diagnostics``.
    public init(contentsOf url: URL, affixFile: AffixFile) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LexiconError.unreadable(file: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, affixFile: affixFile, fileName: url.lastPathComponent)
    }

    /// Parses dictionary contents held in memory.
    ///
    /// - Parameters:
    ///   - data: The file contents.
    ///   - affixFile: The matching affix file.
    ///   - fileName: The name used in messages.
    /// - Throws: Nothing today; kept for files that cannot be parsed at all.
    /// - Complexity: O(*n*) in the file size.
    public init(data: Data, affixFile: AffixFile, fileName: String = "<dic>") throws {
        self.fileName = fileName
        let lines = TextLine.split([UInt8](data))
        var diagnostics: [Diagnostic] = []
        let count = lines.first?.bytes.atoiValue ?? 0
        declaredCount = max(count, 0)
        guard count > 0, count < Self.countLimit else {
            let written = lines.first.map { "\"\($0.bytes.text.prefix(40))\"" } ?? "nothing"
            diagnostics.append(Diagnostic(file: fileName, line: 1, message: "the first line must be the number of words (it holds \(written)); Hunspell loads no word from this file"))
            entries = []
            self.diagnostics = diagnostics
            return
        }
        var entries: [DictionaryEntry] = []
        var undecodable = 0
        for line in lines.dropFirst() {
            switch Self.parseEntry(line, affixFile: affixFile) {
            case let .entry(entry):
                entries.append(entry)
            case .skip:
                continue
            case let .undecodable(number):
                undecodable += 1
                if undecodable <= 3 {
                    diagnostics.append(Diagnostic(file: fileName, line: number, message: "the word is not valid \(affixFile.encoding.rawValue) text; the lexicon leaves it out"))
                }
            case let .badAlias(entry, number):
                entries.append(entry)
                diagnostics.append(Diagnostic(file: fileName, line: number, message: "the flags name no AF alias (1 to \(affixFile.flagAliases.count)); Hunspell gives the word no flags"))
            }
        }
        if undecodable > 3 {
            diagnostics.append(Diagnostic(file: fileName, line: lines.last?.number ?? 1, message: "\(undecodable) words in all are not valid \(affixFile.encoding.rawValue) text"))
        }
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// Parses dictionary text, for tests and inline examples.
    ///
    /// - Parameters:
    ///   - text: The file contents; encoded as UTF-8 before parsing.
    ///   - affixFile: The matching affix file.
    ///   - fileName: The name used in messages.
    /// - Throws: Nothing today (see ``init(data:affixFile:fileName:)``).
    public init(text: String, affixFile: AffixFile, fileName: String = "<dic>") throws {
        try self.init(data: Data(text.utf8), affixFile: affixFile, fileName: fileName)
    }

    /// What one line holds.
    private enum ParsedLine {
        case entry(DictionaryEntry)
        case skip
        case undecodable(line: Int)
        case badAlias(DictionaryEntry, line: Int)
    }

    /// Parses one line.
    private static func parseEntry(_ line: TextLine, affixFile: AffixFile) -> ParsedLine {
        let bytes = line.bytes
        guard let firstByte = bytes.first else { return .skip }
        if firstByte == UInt8(ascii: "/") || firstByte == UInt8(ascii: "#") || firstByte == 0x09 { return .skip }

        let (headEnd, morphStart) = splitMorphology(bytes)
        var head = bytes[bytes.startIndex..<headEnd]
        while let last = head.last, last == 0x20 || last == 0x09 { head = head.dropLast() }
        if head.isEmpty { return .skip }

        // The flag separator is the first unescaped slash after the first byte.
        var wordBytes: [UInt8] = []
        wordBytes.reserveCapacity(head.count)
        var flagBytes: ArraySlice<UInt8>?
        var index = head.startIndex
        while index < head.endIndex {
            let byte = head[index]
            if byte == UInt8(ascii: "\\"), index + 1 < head.endIndex, head[index + 1] == UInt8(ascii: "/") {
                wordBytes.append(UInt8(ascii: "/"))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), index > head.startIndex {
                flagBytes = head[(index + 1)...]
                break
            }
            wordBytes.append(byte)
            index += 1
        }
        guard let scalars = affixFile.decodeText(wordBytes[...]) else { return .undecodable(line: line.number) }
        var flags: [UInt32] = []
        var aliasMissing = false
        if let flagBytes, !flagBytes.isEmpty {
            if let decoded = affixFile.decodeFlags(flagBytes) { flags = decoded } else { aliasMissing = true }
        }
        var morphology: [String] = []
        if let morphStart {
            morphology = TextLine(number: line.number, bytes: bytes[morphStart...]).fields.map(\.text)
        }
        let entry = DictionaryEntry(scalars: scalars, flagValues: flags, morphology: morphology, line: line.number)
        return aliasMissing ? .badAlias(entry, line: line.number) : .entry(entry)
    }

    /// Finds where the word/flags part ends and the morphology begins.
    ///
    /// Like Hunspell: a morphological field is `xx:` preceded by whitespace;
    /// failing that, a tab starts the morphology.
    ///
    /// - Returns: The end of the word/flags part and the start of the
    ///   morphological fields, if any.
    private static func splitMorphology(_ bytes: ArraySlice<UInt8>) -> (headEnd: Int, morphStart: Int?) {
        let start = bytes.startIndex
        var index = start + 3
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: ":"), bytes[index - 3] == 0x20 || bytes[index - 3] == 0x09 {
                var end = index - 3
                while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                if end > start { return (end, index - 2) }
                break
            }
            index += 1
        }
        if let tab = bytes.firstIndex(of: 0x09) {
            return (tab, tab + 1)
        }
        return (bytes.endIndex, nil)
    }
}
