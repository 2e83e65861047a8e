/// The second of Hunspell's two readings of an `.aff` file: affix classes
/// and every other directive (`AffixMgr::parse_file`).
///
/// One pass, in file order. A directive is recognised by the first bytes of
/// its line, as in Hunspell, and a table consumes the lines it announces
/// whatever they hold. Where Hunspell stops reading the file (an affix class
/// or table whose line does not belong to it, a count below one, a setting
/// defined twice or without a value), this parser stops too and records the
/// place in ``AffixFile/stop``: the classes read before it count, the class
/// being read and everything after it do not.
struct AffixFileParser {
    let fileName: String
    /// Whether affix rules are decoded (false: only their layout is followed).
    let readingRules: Bool

    /// Settings already defined (a second definition ends Hunspell's reading).
    private var defined = Set<String>()
    /// Affix flags that already have a class of each kind.
    private var seenClasses = Set<String>()
    /// The encoding set by the `SET` lines read so far (Hunspell reads
    /// `WORDCHARS` in the encoding in force on its line).
    private var encodingInForce = TextEncoding.isoLatin1

    init(fileName: String, readingRules: Bool) {
        self.fileName = fileName
        self.readingRules = readingRules
    }

    /// What a directive is, for the dispatch below.
    private enum Directive {
        /// A setting with one string value (`TRY abc`).
        case string
        /// A setting with one flag value (`NEEDAFFIX X`).
        case flag
        /// A setting with one number (`COMPOUNDMIN 3`).
        case number
        /// A switch without a value (`FULLSTRIP`).
        case toggle
        /// A table: a header with a count, then that many lines starting
        /// with the keyword and holding at least `fields` fields. Hunspell
        /// stops at an empty line in it when `emptyStops`; `zeroAllowed` lets
        /// a count of 0 through (`BREAK 0`).
        case table(fields: Int, emptyStops: Bool, zeroAllowed: Bool)
        /// `COMPOUNDSYLLABLE max vowels`.
        case syllable
        /// An affix class header.
        case affix(AffixKind)
    }

    /// Every directive of Hunspell 1.7's `parse_file`, in its order. None is
    /// a prefix of another, so the first match is the only one.
    private static let directives: [(keyword: String, bytes: [UInt8], kind: Directive)] = directiveList.map { ($0.0, Array($0.0.utf8), $0.1) }

    private static let directiveList: [(String, Directive)] = [
        ("KEY", .string), ("TRY", .string), ("SET", .string), ("COMPLEXPREFIXES", .toggle),
        ("COMPOUNDFLAG", .flag), ("COMPOUNDBEGIN", .flag), ("COMPOUNDMIDDLE", .flag), ("COMPOUNDEND", .flag),
        ("COMPOUNDWORDMAX", .number), ("COMPOUNDROOT", .flag), ("COMPOUNDPERMITFLAG", .flag),
        ("COMPOUNDFORBIDFLAG", .flag), ("COMPOUNDMORESUFFIXES", .toggle), ("CHECKCOMPOUNDDUP", .toggle),
        ("CHECKCOMPOUNDREP", .toggle), ("CHECKCOMPOUNDTRIPLE", .toggle), ("SIMPLIFIEDTRIPLE", .toggle),
        ("CHECKCOMPOUNDCASE", .toggle), ("NOSUGGEST", .flag), ("NONGRAMSUGGEST", .flag), ("FORBIDDENWORD", .flag),
        ("LEMMA_PRESENT", .flag), ("CIRCUMFIX", .flag), ("ONLYINCOMPOUND", .flag), ("PSEUDOROOT", .flag),
        ("NEEDAFFIX", .flag), ("COMPOUNDMIN", .number), ("COMPOUNDSYLLABLE", .syllable), ("SYLLABLENUM", .string),
        ("CHECKNUM", .toggle), ("WORDCHARS", .string), ("IGNORE", .string),
        ("ICONV", .table(fields: 3, emptyStops: true, zeroAllowed: false)),
        ("OCONV", .table(fields: 3, emptyStops: true, zeroAllowed: false)),
        ("PHONE", .table(fields: 3, emptyStops: true, zeroAllowed: false)),
        ("CHECKCOMPOUNDPATTERN", .table(fields: 1, emptyStops: false, zeroAllowed: false)),
        ("COMPOUNDRULE", .table(fields: 1, emptyStops: false, zeroAllowed: false)),
        ("MAP", .table(fields: 2, emptyStops: true, zeroAllowed: false)),
        ("BREAK", .table(fields: 2, emptyStops: true, zeroAllowed: true)),
        ("LANG", .string), ("VERSION", .toggle), ("MAXNGRAMSUGS", .number), ("ONLYMAXDIFF", .toggle),
        ("MAXDIFF", .number), ("MAXCPDSUGS", .number), ("NOSPLITSUGS", .toggle), ("FULLSTRIP", .toggle),
        ("SUGSWITHDOTS", .toggle), ("KEEPCASE", .flag), ("FORCEUCASE", .flag), ("WARN", .flag),
        ("FORBIDWARN", .toggle), ("SUBSTANDARD", .flag), ("CHECKSHARPS", .toggle),
        ("PFX", .affix(.prefix)), ("SFX", .affix(.suffix)),
    ]

    /// Directives that make Hunspell accept compound words.
    private static let compounding: Set<String> = [
        "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND", "COMPOUNDRULE",
    ]

    /// Parses every line into `file`, up to where Hunspell stops.
    mutating func parse(_ lines: [TextLine], into file: inout AffixFile) {
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let directive = Self.directives.first(where: { line.hasPrefix($0.bytes) }) else { continue }
            let fields = line.fields
            let keyword = directive.keyword
            if Self.compounding.contains(keyword), !file.compoundingDirectives.contains(keyword) {
                file.compoundingDirectives.append(keyword)
            }
            switch directive.kind {
            case .toggle:
                switch keyword {
                case "COMPLEXPREFIXES": file.complexPrefixes = true
                case "FULLSTRIP": file.fullStrip = true
                case "CHECKCOMPOUNDCASE": file.checkCompoundCase = true
                default: break
                }
            case .string, .flag, .number:
                // parse_flag lets FORBIDDENWORD be set once over its default.
                guard defined.insert(keyword == "PSEUDOROOT" ? "NEEDAFFIX" : keyword).inserted else {
                    return stop(file: &file, line.number, "\(keyword) is defined a second time")
                }
                guard fields.count >= 2 else {
                    return stop(file: &file, line.number, "\(keyword) has no value")
                }
                apply(keyword, value: fields[1], line: line.number, to: &file)
            case .syllable:
                guard fields.count >= 2 else { return stop(file: &file, line.number, "COMPOUNDSYLLABLE has no value") }
            case let .table(minimum, emptyStops, zeroAllowed):
                guard defined.insert(keyword).inserted else {
                    return stop(file: &file, line.number, "a second \(keyword) table")
                }
                guard readTable(lines, header: line, keyword: keyword, minimumFields: minimum, emptyStops: emptyStops,
                                zeroAllowed: zeroAllowed, next: &index, into: &file)
                else { return }
            case let .affix(kind):
                guard readClass(lines, header: line, kind: kind, next: &index, into: &file) else { return }
            }
        }
    }

    /// Stores the value of a one-value setting WordKit uses.
    private mutating func apply(_ keyword: String, value: ArraySlice<UInt8>, line: Int, to file: inout AffixFile) {
        let flag = file.flagType.decodeSingle(value)
        switch keyword {
        case "SET":
            encodingInForce = TextEncoding(setName: value.text) ?? .isoLatin1
            if file.declaredEncoding == nil, let encoding = TextEncoding(setName: value.text) {
                file.declaredEncoding = value.text
                file.encoding = encoding
            }
        case "NEEDAFFIX", "PSEUDOROOT": file.needAffix = flag
        case "FORBIDDENWORD": file.forbiddenWord = flag
        case "ONLYINCOMPOUND": file.onlyInCompound = flag
        case "CIRCUMFIX": file.circumfix = flag
        case "KEEPCASE": file.keepCase = flag
        case "WORDCHARS": file.wordCharacters = (Array(value), encodingInForce)
        default: break
        }
    }

    // MARK: Tables

    /// Reads a table; false when Hunspell stops reading the file in it.
    private mutating func readTable(
        _ lines: [TextLine], header: TextLine, keyword: String, minimumFields: Int, emptyStops: Bool,
        zeroAllowed: Bool, next index: inout Int, into file: inout AffixFile
    ) -> Bool {
        let fields = header.fields
        guard fields.count >= 2 else {
            stop(file: &file, header.number, "\(keyword) table header has no count")
            return false
        }
        let count = fields[1].atoiValue
        file.tableHeaders.append(.init(keyword: keyword, line: header.number, count: count, linesAfter: lines.count - index))
        guard count >= 1 || (zeroAllowed && count == 0) else {
            stop(file: &file, header.number, "\(keyword) table announces \(fields[1].text) entries")
            return false
        }
        let key = Array(keyword.utf8)
        var corruptLine: Int?
        for read in 0..<count {
            guard index < lines.count else {
                stop(file: &file, header.number, "\(keyword) table announces \(count) entries but the file ends after \(read)")
                return false
            }
            let line = lines[index]
            index += 1
            let entry = line.fields
            if entry.isEmpty {
                if emptyStops { corruptLine = corruptLine ?? line.number }
            } else if !entry[0].starts(with: key) || entry.count < minimumFields {
                corruptLine = corruptLine ?? line.number
            }
            // BREAK checks its size after reading every line; the others stop at once.
            if let corrupt = corruptLine, keyword != "BREAK" {
                stop(file: &file, corrupt, "line is not a \(keyword) entry of the table announced on line \(header.number)")
                return false
            }
            guard !entry.isEmpty, corruptLine == nil else { continue }
            if keyword == "ICONV", let pattern = file.encoding.decode(entry[1]), let replacement = file.encoding.decode(entry[2]) {
                file.inputConversions.append((pattern, replacement))
            } else if keyword == "PHONE" {
                file.phoneRules.append((line.number, Array(entry[1])))
            }
        }
        if let corrupt = corruptLine {
            stop(file: &file, corrupt, "line is not a \(keyword) entry of the table announced on line \(header.number)")
            return false
        }
        return true
    }

    // MARK: Affix classes

    /// Reads an affix class; false when Hunspell stops reading the file in it
    /// (the class is then dropped whole, as in Hunspell).
    private mutating func readClass(_ lines: [TextLine], header: TextLine, kind: AffixKind, next index: inout Int, into file: inout AffixFile) -> Bool {
        let fields = header.fields
        let name = kind.rawValue
        guard fields.count >= 4 else {
            stop(file: &file, header.number, "\(name) header has \(fields.count) fields, expected 4 (\(name) flag Y|N count)")
            return false
        }
        let flag = file.flagType.decodeSingle(fields[1])
        let count = fields[3].atoiValue
        file.tableHeaders.append(.init(keyword: name, line: header.number, count: count, linesAfter: lines.count - index))
        guard count >= 1 else {
            stop(file: &file, header.number, "\(name) header announces \(fields[3].text) rules")
            return false
        }
        if !seenClasses.insert("\(name) \(flag)").inserted {
            file.diagnostics.append(Diagnostic(file: fileName, line: header.number, message: "a second \(name) class \(fields[1].text); Hunspell adds its rules to the first"))
        }
        var affixClass = AffixClass(kind: kind, flag: flag, crossProduct: fields[2].first == UInt8(ascii: "Y"), entries: [])
        for read in 0..<count {
            guard index < lines.count else {
                stop(file: &file, header.number, "\(name) class \(fields[1].text) announces \(count) rules but the file ends after \(read)")
                return false
            }
            let line = lines[index]
            index += 1
            let entry = line.fields
            guard entry.count >= 2, file.flagType.decodeSingle(entry[1]) == flag else {
                stop(file: &file, line.number, "line is not a rule of the \(name) class \(fields[1].text) announced on line \(header.number) (it announces \(count) rules)")
                return false
            }
            guard entry.count >= 4 else {
                stop(file: &file, line.number, "\(name) rule has \(entry.count) fields, expected at least 4 (\(name) flag strip add [condition])")
                return false
            }
            if readingRules, let rule = rule(entry, line: line.number, file: &file) {
                affixClass.entries.append(rule)
            }
        }
        if kind == .prefix {
            if file.prefixes[flag] == nil { file.prefixes[flag] = affixClass } else { file.prefixes[flag]?.entries += affixClass.entries }
        } else {
            if file.suffixes[flag] == nil { file.suffixes[flag] = affixClass } else { file.suffixes[flag]?.entries += affixClass.entries }
        }
        return true
    }

    /// Decodes one rule, or nil (with a note) when WordKit cannot model it;
    /// Hunspell keeps such rules, so only the lexicon misses their forms.
    private func rule(_ fields: [ArraySlice<UInt8>], line: Int, file: inout AffixFile) -> AffixEntry? {
        func skip(_ reason: String) -> AffixEntry? {
            file.diagnostics.append(Diagnostic(file: fileName, line: line, message: "\(reason); the lexicon leaves this rule out"))
            return nil
        }
        guard let strip = decodeAffixText(fields[2], file) else {
            return skip("strip field \"\(fields[2].text)\" is not valid \(file.encoding.rawValue) text")
        }
        let addField = fields[3]
        var appendBytes = addField
        var continuation: [UInt32] = []
        if let slash = addField.firstIndex(of: UInt8(ascii: "/")) {
            appendBytes = addField[addField.startIndex..<slash]
            continuation = file.decodeFlags(addField[(slash + 1)...]) ?? []
        }
        guard let append = decodeAffixText(appendBytes, file) else {
            return skip("add field \"\(appendBytes.text)\" is not valid \(file.encoding.rawValue) text")
        }
        var condition = AffixCondition.always
        if fields.count >= 5 {
            guard let scalars = file.encoding.decode(fields[4]), let parsed = AffixCondition.parse(scalars) else {
                return skip("condition \"\(fields[4].text)\" is malformed (unclosed or empty [ ] class)")
            }
            condition = parsed
        }
        return AffixEntry(strip: strip, append: append, continuation: continuation, condition: condition, line: line)
    }

    /// Decodes a strip or add column, where `0` stands for the empty string.
    private func decodeAffixText(_ bytes: ArraySlice<UInt8>, _ file: AffixFile) -> [UInt32]? {
        if bytes.elementsEqual([UInt8(ascii: "0")]) || bytes.isEmpty { return [] }
        return file.decodeText(bytes)
    }

    /// Records where Hunspell stops reading the file.
    private func stop(file: inout AffixFile, _ line: Int, _ reason: String) {
        let diagnostic = Diagnostic(file: fileName, line: line, message: "\(reason); Hunspell stops reading the affix file here and ignores the rest")
        file.stop = diagnostic
        file.diagnostics.append(diagnostic)
    }
}
