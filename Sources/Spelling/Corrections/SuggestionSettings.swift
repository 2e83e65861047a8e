import Foundation

/// The settings of a Hunspell affix file (`.aff`) that shape suggestions.
///
/// `TRY` (the letters worth trying, most frequent first), `KEY` (keyboard
/// rows, `|` between them), `REP` (typical replacements, typed text first),
/// `MAP` (related characters), `ICONV`/`OCONV` (input and output
/// conversions) and `NOSUGGEST` (the flag of words never to suggest). The
/// affix rules themselves are `Lexicon`'s business and are skipped here.
///
/// From Hunspell's `hunspell(5)`: "REP: This table specifies modifications
/// to try first. First REP is the header of this table and one or more REP
/// data line are following it. With this table, Hunspell can suggest the
/// right forms for the typical spelling mistakes when the incorrect form
/// differs by more than 1 letter from the right form." In a REP pattern `_`
/// stands for a space, `^` and `$` anchor it to the start and end of the word.
struct SuggestionSettings: Sendable, Equatable {
    /// One `REP` line: text as typed and as it should be.
    struct Replacement: Sendable, Equatable {
        /// The typed text (no anchors).
        var typed: [Unicode.Scalar]
        /// What it should be (`_` already turned into spaces).
        var intended: [Unicode.Scalar]
        /// Whether the pattern must start the word (`^`).
        var atStart = false
        /// Whether the pattern must end the word (`$`).
        var atEnd = false
    }

    /// `TRY`: the letters Hunspell tries, most frequent first.
    var tryCharacters: [Unicode.Scalar] = []
    /// `KEY`: keyboard rows (neighbouring keys are adjacent in a row); nil when unset.
    var keyboardRows: [[Unicode.Scalar]]?
    /// `REP` entries in file order.
    var replacements: [Replacement] = []
    /// `MAP` classes: characters (or parenthesised strings) that are related.
    var mapClasses: [[[Unicode.Scalar]]] = []
    /// `ICONV`: applied to a word before it is looked up.
    var inputConversion = ConversionTable()
    /// `OCONV`: applied to every suggestion before it is shown.
    var outputConversion = ConversionTable()
    /// The `NOSUGGEST` flag, decoded as Lexicon's `AffixFlag` values are.
    var noSuggestFlag: UInt32?

    /// No settings: what a dictionary without these lines gets.
    init() {}

    /// Reads the settings of an affix file.
    ///
    /// - Parameter path: The `.aff` file; an unreadable file gives no settings.
    init(affixPath path: String) {
        self.init(data: FileManager.default.contents(atPath: path) ?? Data())
    }

    /// Parses affix-file contents.
    ///
    /// The character set comes from `SET` (UTF-8, else ISO 8859-1, as
    /// Hunspell's default); malformed lines are skipped, as Hunspell skips them.
    ///
    /// - Parameter data: The file's bytes.
    init(data: Data) {
        let text = Self.decode(Self.settingLines(of: data))
        var flagType = "char"
        var noSuggest: Substring?
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = fields.first, rawLine.first != " ", rawLine.first != "\t" else { continue }
            switch keyword {
            case "FLAG" where fields.count >= 2:
                flagType = String(fields[1])
            case "NOSUGGEST" where fields.count >= 2:
                noSuggest = fields[1]
            case "TRY" where fields.count >= 2 && tryCharacters.isEmpty:
                tryCharacters = Array(fields[1].unicodeScalars)
            case "KEY" where fields.count >= 2 && keyboardRows == nil:
                keyboardRows = fields[1].split(separator: "|").map { Array($0.unicodeScalars) }
            case "REP" where fields.count >= 3:
                if let replacement = Self.replacement(fields[1], fields[2]) { replacements.append(replacement) }
            case "MAP" where fields.count >= 2 && Int(fields[1]) == nil:
                mapClasses.append(Self.mapClass(fields[1]))
            case "ICONV" where fields.count >= 3:
                inputConversion.add(String(fields[1]), String(fields[2]))
            case "OCONV" where fields.count >= 3:
                outputConversion.add(String(fields[1]), String(fields[2]))
            default:
                continue
            }
        }
        if let noSuggest { noSuggestFlag = Self.flag(noSuggest, type: flagType) }
    }

    /// The keywords whose lines this type reads (`SET` for the character set).
    private static let keywords: [[UInt8]] = ["SET", "FLAG", "NOSUGGEST", "TRY", "KEY", "REP", "MAP", "ICONV", "OCONV"].map { Array($0.utf8) }

    /// The lines of `data` that start with one of ``keywords`` followed by a
    /// space or a tab, each ending with a newline: the affix rules, nearly
    /// all of a large file (es_ES.aff: 170 kB), are dropped before decoding.
    private static func settingLines(of data: Data) -> Data {
        var kept = Data()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let wanted = keywords.contains { keyword in
                    line.count > keyword.count && line.starts(with: keyword) && (line[keyword.count] == 0x20 || line[keyword.count] == 0x09)
                }
                if wanted {
                    kept.append(line)
                    kept.append(0x0A)
                }
                start = end + 1
            }
        }
        return kept
    }

    /// Decodes the file with the character set its `SET` line names.
    private static func decode(_ data: Data) -> String {
        let ascii = String(decoding: data, as: UTF8.self)
        let declared = ascii.split(separator: "\n").first { $0.hasPrefix("SET ") || $0.hasPrefix("SET\t") }
        let name = declared?.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.map { $0.uppercased() }
        if name == "UTF-8" || name == "UTF8" { return ascii }
        return String(data: data, encoding: .isoLatin1) ?? ascii
    }

    private static func replacement(_ typed: Substring, _ intended: Substring) -> Replacement? {
        var typed = Array(typed.unicodeScalars)
        var result = Replacement(typed: [], intended: [])
        if typed.first == "^" {
            result.atStart = true
            typed.removeFirst()
        }
        if typed.last == "$" {
            result.atEnd = true
            typed.removeLast()
        }
        var intended = Array(intended.unicodeScalars)
        if result.atStart, intended.first == "^" { intended.removeFirst() }
        if result.atEnd, intended.last == "$" { intended.removeLast() }
        guard !typed.isEmpty else { return nil }
        result.typed = typed.map { $0 == "_" ? " " : $0 }
        result.intended = intended.map { $0 == "_" ? " " : $0 }
        return result
    }

    /// `aáàâ` or `u(ue)` into its members.
    private static func mapClass(_ field: Substring) -> [[Unicode.Scalar]] {
        var members: [[Unicode.Scalar]] = []
        var group: [Unicode.Scalar]?
        for scalar in field.unicodeScalars {
            switch scalar {
            case "(": group = []
            case ")":
                if let finished = group, !finished.isEmpty { members.append(finished) }
                group = nil
            default:
                if group != nil { group?.append(scalar) } else { members.append([scalar]) }
            }
        }
        return members
    }

    /// A flag's value as Lexicon's `AffixFlag` holds it: a byte (`char`), a
    /// pair of bytes `first << 8 | second` (`long`), a decimal (`num`), or a
    /// Unicode scalar value (`UTF-8`).
    static func flag(_ text: Substring, type: String) -> UInt32? {
        switch type.lowercased() {
        case "long":
            let bytes = Array(text.utf8)
            guard bytes.count >= 2 else { return nil }
            return UInt32(bytes[0]) << 8 | UInt32(bytes[1])
        case "num":
            return UInt32(text.prefix { $0 != "," })
        case "utf-8", "utf8":
            return text.unicodeScalars.first?.value
        default:
            return text.utf8.first.map(UInt32.init)
        }
    }
}
