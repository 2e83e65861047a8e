import Foundation

/// A parsed Hunspell dictionary file (`.dic`).
///
/// The first line holds the (approximate) number of entries; every further
/// line is `word[/flags][ morphology…]`. Read like Hunspell does:
///
/// - `\/` in the word is a literal slash;
/// - morphological fields (`po:noun st:casa`) start at the first
///   whitespace-preceded `xx:` field, or at a tab;
/// - empty lines, lines starting with `/` (it_IT.dic keeps its licence that
///   way), with a tab or with `#` are comments.
///
/// Flags are decoded with the affix file's flag type and `AF` aliases, so the
/// affix file comes first.
public struct DictionaryFile: Sendable {
    /// The file name used in error messages.
    public let fileName: String
    /// The count on the first line (a hint; files often differ from it).
    public let declaredCount: Int
    /// The word lines, in file order.
    public let entries: [DictionaryEntry]

    /// Reads and parses a dictionary file.
    ///
    /// - Parameters:
    ///   - url: The `.dic` file.
    ///   - affixFile: The matching affix file (encoding, flag type, aliases).
    /// - Throws: ``LexiconError/unreadable(file:reason:)``, or
    ///   ``LexiconError/malformed(file:line:reason:)`` for a bad count line,
    ///   undecodable text or invalid flags.
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
    ///   - fileName: The name used in error messages.
    /// - Throws: ``LexiconError/malformed(file:line:reason:)``.
    /// - Complexity: O(*n*) in the file size.
    public init(data: Data, affixFile: AffixFile, fileName: String = "<dic>") throws {
        self.fileName = fileName
        let lines = TextLine.split([UInt8](data))
        guard let first = lines.first, let countField = first.fields.first, let count = countField.decimalValue else {
            throw LexiconError.malformed(file: fileName, line: 1, reason: "first line must be the number of entries")
        }
        declaredCount = count
        var entries: [DictionaryEntry] = []
        entries.reserveCapacity(count)
        for line in lines.dropFirst() {
            if let entry = try Self.parseEntry(line, affixFile: affixFile, fileName: fileName) {
                entries.append(entry)
            }
        }
        self.entries = entries
    }

    /// Parses dictionary text, for tests and inline examples.
    ///
    /// - Parameters:
    ///   - text: The file contents; encoded as UTF-8 before parsing.
    ///   - affixFile: The matching affix file.
    ///   - fileName: The name used in error messages.
    /// - Throws: ``LexiconError/malformed(file:line:reason:)``.
    public init(text: String, affixFile: AffixFile, fileName: String = "<dic>") throws {
        try self.init(data: Data(text.utf8), affixFile: affixFile, fileName: fileName)
    }

    /// Parses one line; `nil` for comments and empty lines.
    private static func parseEntry(_ line: TextLine, affixFile: AffixFile, fileName: String) throws -> DictionaryEntry? {
        let bytes = line.bytes
        guard let firstByte = bytes.first else { return nil }
        if firstByte == UInt8(ascii: "/") || firstByte == UInt8(ascii: "#") || firstByte == 0x09 { return nil }

        let (headEnd, morphStart) = splitMorphology(bytes)
        var head = bytes[bytes.startIndex..<headEnd]
        while let last = head.last, last == 0x20 || last == 0x09 { head = head.dropLast() }
        if head.isEmpty { return nil }

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
        guard let scalars = affixFile.decodeText(wordBytes[...]) else {
            throw LexiconError.malformed(file: fileName, line: line.number, reason: "word is not valid \(affixFile.encoding.rawValue) text")
        }
        var flags: [UInt32] = []
        if let flagBytes, !flagBytes.isEmpty {
            guard let decoded = affixFile.decodeFlags(flagBytes) else {
                let expected = affixFile.flagAliases.isEmpty
                    ? "\(affixFile.flagType.rawValue) flags"
                    : "an AF alias number from 1 to \(affixFile.flagAliases.count)"
                throw LexiconError.malformed(file: fileName, line: line.number, reason: "flags \"\(flagBytes.text)\" are not valid: expected \(expected)")
            }
            flags = decoded
        }
        var morphology: [String] = []
        if let morphStart {
            morphology = TextLine(number: line.number, bytes: bytes[morphStart...]).fields.map(\.text)
        }
        return DictionaryEntry(scalars: scalars, flagValues: flags, morphology: morphology, line: line.number)
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
