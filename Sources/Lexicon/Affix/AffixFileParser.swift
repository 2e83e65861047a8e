/// Reads the lines of an `.aff` file into an ``AffixFile``.
///
/// One pass, in file order, as Hunspell does: `SET` and `FLAG` apply to the
/// lines after them. Unknown keywords are ignored, so that files written for
/// newer Hunspell versions still load. Comment and blank lines inside a
/// class's rule block are skipped (Hunspell instead drops the class as
/// corrupt; forms it would then reject are removed by verification).
struct AffixFileParser {
    let fileName: String

    /// Affix class whose rule lines are still expected.
    private var pending: (kind: AffixKind, flag: UInt32, remaining: Int, headerLine: Int)?
    /// `AF` aliases still expected after the `AF n` header.
    private var pendingAliases = 0
    private var aliasHeaderSeen = false
    /// `AM` lines still expected after the `AM n` header.
    private var pendingMorphAliases = 0
    private var morphAliasHeaderSeen = false

    init(fileName: String) {
        self.fileName = fileName
    }

    /// Parses every line into `file`.
    ///
    /// - Throws: ``LexiconError/malformed(file:line:reason:)``.
    mutating func parse(_ lines: [TextLine], into file: inout AffixFile) throws {
        for line in lines {
            try parse(line, into: &file)
        }
        if let pending {
            throw error(pending.headerLine, "\(pending.kind.rawValue) class announces \(pending.remaining) more rule line(s) than the file has")
        }
        if pendingAliases > 0 {
            throw error(lines.last?.number ?? 1, "AF announces \(pendingAliases) more alias line(s) than the file has")
        }
    }

    private mutating func parse(_ line: TextLine, into file: inout AffixFile) throws {
        let fields = line.fields
        guard let keywordField = fields.first, line.bytes.first.map({ $0 != 0x20 && $0 != 0x09 }) == true else {
            return
        }
        let keyword = keywordField.text
        if keyword.hasPrefix("#") { return }

        if let current = pending {
            guard keyword == current.kind.rawValue else {
                throw error(line.number, "expected \(current.remaining) more \(current.kind.rawValue) rule line(s) of the class declared on line \(current.headerLine)")
            }
            try parseRule(fields, line: line.number, kind: current.kind, flag: current.flag, into: &file)
            pending = current.remaining > 1 ? (current.kind, current.flag, current.remaining - 1, current.headerLine) : nil
            return
        }

        switch keyword {
        case "SET":
            let name = try value(fields, line)
            guard let encoding = TextEncoding(setName: name) else {
                throw error(line.number, "unsupported encoding \"\(name)\" (supported: UTF-8, ISO8859-1, ISO8859-15)")
            }
            file.encoding = encoding
        case "FLAG":
            let name = try value(fields, line)
            guard let type = FlagType(flagLineValue: name) else {
                throw error(line.number, "unknown flag type \"\(name)\" (expected UTF-8, long or num)")
            }
            file.flagType = type
        case "AF":
            try parseAlias(fields, line: line.number, into: &file)
        case "AM":
            try skipMorphAlias(fields, line: line.number)
        case "PFX", "SFX":
            try parseClassHeader(fields, line: line.number, kind: keyword == "PFX" ? .prefix : .suffix, into: &file)
        case "NEEDAFFIX", "PSEUDOROOT":
            file.needAffix = try flag(fields, line, file)
        case "FORBIDDENWORD":
            file.forbiddenWord = try flag(fields, line, file)
        case "ONLYINCOMPOUND":
            file.onlyInCompound = try flag(fields, line, file)
        case "CIRCUMFIX":
            file.circumfix = try flag(fields, line, file)
        case "KEEPCASE":
            file.keepCase = try flag(fields, line, file)
        case "FULLSTRIP":
            file.fullStrip = true
        case "IGNORE":
            guard fields.count >= 2, let scalars = file.encoding.decode(fields[1]) else {
                throw error(line.number, "IGNORE needs a list of characters")
            }
            file.ignoredCharacters = Set(scalars)
        default:
            break
        }
    }

    // MARK: Affix classes

    private mutating func parseClassHeader(_ fields: [ArraySlice<UInt8>], line: Int, kind: AffixKind, into file: inout AffixFile) throws {
        guard fields.count >= 4 else {
            throw error(line, "\(kind.rawValue) header has \(fields.count) fields, expected 4 (\(kind.rawValue) flag Y|N count)")
        }
        guard let flag = file.flagType.decodeSingle(fields[1]) else {
            throw error(line, "\(kind.rawValue) header has an invalid \(file.flagType.rawValue) flag \"\(fields[1].text)\"")
        }
        let cross = fields[2].text
        guard cross == "Y" || cross == "N" else {
            throw error(line, "\(kind.rawValue) header: cross-product field is \"\(cross)\", expected Y or N")
        }
        guard let count = fields[3].decimalValue else {
            throw error(line, "\(kind.rawValue) header: rule count \"\(fields[3].text)\" is not a number")
        }
        var classes = kind == .prefix ? file.prefixes : file.suffixes
        if classes[flag] == nil {
            classes[flag] = AffixClass(kind: kind, flag: flag, crossProduct: cross == "Y", entries: [])
        }
        if kind == .prefix { file.prefixes = classes } else { file.suffixes = classes }
        if count > 0 {
            pending = (kind, flag, count, line)
        }
    }

    private func parseRule(_ fields: [ArraySlice<UInt8>], line: Int, kind: AffixKind, flag: UInt32, into file: inout AffixFile) throws {
        guard fields.count >= 4 else {
            throw error(line, "\(kind.rawValue) rule has \(fields.count) fields, expected at least 4 (\(kind.rawValue) flag strip add [condition])")
        }
        guard file.flagType.decodeSingle(fields[1]) == flag else {
            throw error(line, "\(kind.rawValue) rule names class \"\(fields[1].text)\", but the open class is another one")
        }
        guard let strip = decodeAffixText(fields[2], file) else {
            throw error(line, "strip field \"\(fields[2].text)\" is not valid \(file.encoding.rawValue) text")
        }
        let addField = fields[3]
        var appendBytes = addField
        var continuation: [UInt32] = []
        if let slash = addField.firstIndex(of: UInt8(ascii: "/")) {
            appendBytes = addField[addField.startIndex..<slash]
            let flagBytes = addField[(slash + 1)...]
            guard let flags = file.decodeFlags(flagBytes) else {
                throw error(line, "continuation flags \"\(flagBytes.text)\" are not valid \(file.flagAliases.isEmpty ? file.flagType.rawValue + " flags" : "AF alias numbers")")
            }
            continuation = flags
        }
        guard let append = decodeAffixText(appendBytes, file) else {
            throw error(line, "add field \"\(appendBytes.text)\" is not valid \(file.encoding.rawValue) text")
        }
        var condition = AffixCondition.always
        if fields.count >= 5 {
            guard let scalars = file.encoding.decode(fields[4]), let parsed = AffixCondition.parse(scalars) else {
                throw error(line, "condition \"\(fields[4].text)\" is malformed (unclosed or empty [ ] class)")
            }
            condition = parsed
        }
        let entry = AffixEntry(strip: strip, append: append, continuation: continuation, condition: condition, line: line)
        if kind == .prefix {
            file.prefixes[flag]?.entries.append(entry)
        } else {
            file.suffixes[flag]?.entries.append(entry)
        }
    }

    /// Decodes a strip or add column, where `0` stands for the empty string.
    private func decodeAffixText(_ bytes: ArraySlice<UInt8>, _ file: AffixFile) -> [UInt32]? {
        if bytes.elementsEqual([UInt8(ascii: "0")]) || bytes.isEmpty { return [] }
        return file.decodeText(bytes)
    }

    // MARK: Aliases

    private mutating func parseAlias(_ fields: [ArraySlice<UInt8>], line: Int, into file: inout AffixFile) throws {
        guard fields.count >= 2 else { throw error(line, "AF line needs a value") }
        if !aliasHeaderSeen {
            guard let count = fields[1].decimalValue else {
                throw error(line, "AF header: alias count \"\(fields[1].text)\" is not a number")
            }
            aliasHeaderSeen = true
            pendingAliases = count
            file.flagAliases.reserveCapacity(count)
            return
        }
        guard pendingAliases > 0 else {
            throw error(line, "more AF lines than the AF header announced")
        }
        guard let flags = file.flagType.decodeList(fields[1]) else {
            throw error(line, "AF alias \"\(fields[1].text)\" is not a valid \(file.flagType.rawValue) flag list")
        }
        file.flagAliases.append(flags.sorted())
        pendingAliases -= 1
    }

    private mutating func skipMorphAlias(_ fields: [ArraySlice<UInt8>], line: Int) throws {
        guard !morphAliasHeaderSeen else {
            guard pendingMorphAliases > 0 else { throw error(line, "more AM lines than the AM header announced") }
            pendingMorphAliases -= 1
            return
        }
        guard fields.count >= 2, let count = fields[1].decimalValue else {
            throw error(line, "AM header needs a numeric alias count")
        }
        morphAliasHeaderSeen = true
        pendingMorphAliases = count
    }

    // MARK: Helpers

    private func value(_ fields: [ArraySlice<UInt8>], _ line: TextLine) throws -> String {
        guard fields.count >= 2 else {
            throw error(line.number, "\(fields.first?.text ?? "keyword") needs a value")
        }
        return fields[1].text
    }

    private func flag(_ fields: [ArraySlice<UInt8>], _ line: TextLine, _ file: AffixFile) throws -> UInt32 {
        guard fields.count >= 2, let flag = file.flagType.decodeSingle(fields[1]) else {
            throw error(line.number, "\(fields.first?.text ?? "keyword") needs one valid \(file.flagType.rawValue) flag")
        }
        return flag
    }

    private func error(_ line: Int, _ reason: String) -> LexiconError {
        .malformed(file: fileName, line: line, reason: reason)
    }
}
