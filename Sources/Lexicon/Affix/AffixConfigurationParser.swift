/// The first of Hunspell's two readings of an `.aff` file: the settings its
/// word table needs before the `.dic` is loaded (`HashMgr::load_config`).
///
/// `FLAG`, `AF`, `AM`, `REP`, `FORBIDDENWORD`, `SET`, `LANG`, `IGNORE` and
/// `COMPLEXPREFIXES` are read here. The flag type and the aliases found in
/// this pass apply to the whole file, wherever they are written, because
/// Hunspell finishes this pass before it reads a single affix rule. The pass
/// ends early where Hunspell's does: at a failed directive, or at the first
/// affix class once a `REP` table has been read.
struct AffixConfigurationParser {
    let fileName: String

    private var sawSet = false
    private var sawLanguage = false
    private var sawForbidden = false
    private var sawIgnore = false
    private var sawReplacements = false
    private var sawMorphologyAliases = false
    /// Notes for ``AffixFile/diagnostics``.
    private(set) var diagnostics: [Diagnostic] = []

    init(fileName: String) {
        self.fileName = fileName
    }

    mutating func parse(_ lines: [TextLine], into file: inout AffixFile) {
        var index = 0
        var flagLines = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix(Keyword.flag), line.bytes.count > 4, Self.isSpace(line.bytes[line.bytes.startIndex + 4]) {
                flagLines += 1
                if flagLines > 1 {
                    note(line.number, "a second FLAG line; the last flag type named wins, as in Hunspell")
                }
                let value = line.bytes
                if value.contains(Keyword.long) { file.flagType = .long }
                if value.contains(Keyword.num) { file.flagType = .numeric }
                if value.contains(Keyword.utf8) { file.flagType = .utf8 }
                if !value.contains(Keyword.long), !value.contains(Keyword.num), !value.contains(Keyword.utf8) {
                    note(line.number, "FLAG needs long, num or UTF-8; Hunspell keeps one-byte flags")
                }
            }
            if line.hasPrefix(Keyword.forbiddenWord) {
                guard !sawForbidden, let value = line.fields.dropFirst().first else { return stop(line.number, "FORBIDDENWORD") }
                sawForbidden = true
                file.forbiddenWord = file.flagType.decodeSingle(value)
            }
            if line.hasPrefix(Keyword.set) {
                guard !sawSet, let value = line.fields.dropFirst().first else { return stop(line.number, "SET") }
                sawSet = true
                file.declaredEncoding = value.text
                if let encoding = TextEncoding(setName: value.text) {
                    file.encoding = encoding
                } else {
                    note(line.number, "unknown character set \"\(value.text)\"; Hunspell reads the file as ISO8859-1 (known: \(TextEncoding.supportedNames))")
                }
            }
            if line.hasPrefix(Keyword.language) {
                guard !sawLanguage, line.fields.count >= 2 else { return stop(line.number, "LANG") }
                sawLanguage = true
            }
            if line.hasPrefix(Keyword.ignore) {
                guard !sawIgnore, let value = line.fields.dropFirst().first else { return stop(line.number, "IGNORE") }
                sawIgnore = true
                if let scalars = file.encoding.decode(value) { file.ignoredCharacters = Set(scalars) }
            }
            if line.hasPrefix(Keyword.alias), line.bytes.count > 2, Self.isSpace(line.bytes[line.bytes.startIndex + 2]) {
                guard readAliases(lines, header: line, next: &index, into: &file) else { return }
            }
            if line.hasPrefix(Keyword.morphologyAlias), line.bytes.count > 2, Self.isSpace(line.bytes[line.bytes.startIndex + 2]) {
                guard !sawMorphologyAliases else { return stop(line.number, "AM", reason: "table is defined a second time") }
                sawMorphologyAliases = true
                guard readTable(lines, header: line, keyword: "AM", minimumFields: 2, next: &index, file: &file) else { return }
            }
            if line.hasPrefix(Keyword.complexPrefixes) {
                file.complexPrefixes = true
            }
            if line.hasPrefix(Keyword.replacement) {
                guard !sawReplacements else { return stop(line.number, "REP", reason: "table is defined a second time") }
                sawReplacements = true
                guard readTable(lines, header: line, keyword: "REP", minimumFields: 3, next: &index, file: &file) else { return }
            }
            // Hunspell stops here when a REP table came first (Afrikaans keeps REP at the end).
            if sawReplacements, line.hasPrefix(Keyword.suffix) || line.hasPrefix(Keyword.prefix),
               line.bytes.count > 3, Self.isSpace(line.bytes[line.bytes.startIndex + 3]) {
                return
            }
        }
    }

    /// Reads an `AF` table; false when Hunspell's reading ends here (its
    /// aliases are then dropped: Hunspell keeps none of a corrupt table).
    private mutating func readAliases(_ lines: [TextLine], header: TextLine, next index: inout Int, into file: inout AffixFile) -> Bool {
        let fields = header.fields
        guard file.flagAliases.isEmpty, fields.count >= 2 else {
            stop(header.number, "AF")
            return false
        }
        let count = fields[1].atoiValue
        file.tableHeaders.append(.init(keyword: "AF", line: header.number, count: count, linesAfter: lines.count - index))
        guard count >= 1 else {
            stop(header.number, "AF", reason: "announces \(fields[1].text) aliases")
            return false
        }
        var aliases: [[UInt32]] = []
        for _ in 0..<count {
            guard index < lines.count else {
                stop(header.number, "AF", reason: "announces \(count) aliases but the file ends after \(aliases.count)")
                return false
            }
            let line = lines[index]
            index += 1
            let entry = line.fields
            guard entry.count >= 2, entry[0].starts(with: Keyword.alias) else {
                stop(line.number, "AF", reason: "line \(line.number) is not an AF alias of the table announced on line \(header.number); Hunspell drops every alias")
                return false
            }
            aliases.append(file.flagType.decodeList(entry[1]).sorted())
        }
        file.flagAliases = aliases
        return true
    }

    /// Steps over a table Hunspell reads in this pass (`AM`, `REP`); false
    /// when its reading ends inside it.
    private mutating func readTable(_ lines: [TextLine], header: TextLine, keyword: String, minimumFields: Int, next index: inout Int, file: inout AffixFile) -> Bool {
        let fields = header.fields
        guard fields.count >= 2 else {
            stop(header.number, keyword)
            return false
        }
        let count = fields[1].atoiValue
        file.tableHeaders.append(.init(keyword: keyword, line: header.number, count: count, linesAfter: lines.count - index))
        guard count >= 1 else {
            stop(header.number, keyword, reason: "announces \(fields[1].text) entries")
            return false
        }
        let key = Array(keyword.utf8)
        for read in 0..<count {
            guard index < lines.count else {
                stop(header.number, keyword, reason: "announces \(count) entries but the file ends after \(read)")
                return false
            }
            let line = lines[index]
            index += 1
            let entry = line.fields
            guard entry.count >= minimumFields, entry[0].starts(with: key) else {
                stop(line.number, keyword, reason: "line \(line.number) is not a \(keyword) entry of the table announced on line \(header.number)")
                return false
            }
        }
        return true
    }

    private mutating func note(_ line: Int, _ message: String) {
        diagnostics.append(Diagnostic(file: fileName, line: line, message: message))
    }

    /// Records where this pass ends.
    private mutating func stop(_ line: Int, _ keyword: String, reason: String? = nil) {
        let why = reason.map { "\(keyword) \($0)" } ?? "\(keyword) is defined twice or has no value"
        note(line, "\(why); Hunspell reads no further FLAG, AF, REP or FORBIDDENWORD lines")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

/// The ASCII bytes of the directives the parsers look for.
enum Keyword {
    static let flag = Array("FLAG".utf8)
    static let long = Array("long".utf8)
    static let num = Array("num".utf8)
    static let utf8 = Array("UTF-8".utf8)
    static let forbiddenWord = Array("FORBIDDENWORD".utf8)
    static let set = Array("SET".utf8)
    static let language = Array("LANG".utf8)
    static let ignore = Array("IGNORE".utf8)
    static let alias = Array("AF".utf8)
    static let morphologyAlias = Array("AM".utf8)
    static let complexPrefixes = Array("COMPLEXPREFIXES".utf8)
    static let replacement = Array("REP".utf8)
    static let suffix = Array("SFX".utf8)
    static let prefix = Array("PFX".utf8)
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs anywhere in the bytes (C++ `string::find`).
    func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, count >= needle.count else { return needle.isEmpty }
        var index = startIndex
        while index + needle.count <= endIndex {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
