/// What the header lines at the top of an Anki "notes in plain text" file say.
///
/// Headers are `#key:value` lines before the first note (Anki reads them only
/// there); a first line `tags:…` is the older form of `#tags:`; a `#` line
/// without a colon is a comment. Keys are case-insensitive. Column numbers
/// count from 1. Every key Anki writes or reads is understood; any other is
/// an error, so that a misspelt header is not silently ignored.
struct AnkiTextHeader {
    /// `#separator:` – Tab, Pipe, Semicolon, Colon, Comma or Space (by name or as the character).
    var separator: Unicode.Scalar?
    /// `#html:` – whether fields are HTML; nil when the file does not say.
    var isHTML: Bool?
    /// `#tags:` (or a first line `tags:`) – tags added to every note.
    var tags: [String] = []
    /// `#columns:` – the column labels, split once the separator is known.
    var columnsValue: String?
    /// `#notetype:` – the note type of every note (a name or an Anki id).
    var notetype: String?
    /// `#deck:` – the deck of every note without a deck column (a name or an Anki id).
    var deck: String?
    /// `#notetype column:` – the column holding each note's note type.
    var notetypeColumn: Int?
    /// `#deck column:` – the column holding each note's deck.
    var deckColumn: Int?
    /// `#tags column:` – the column holding each note's tags, separated by spaces.
    var tagsColumn: Int?
    /// `#guid column:` – the column holding each note's Anki guid (WordKit's card id).
    var guidColumn: Int?
    /// The index of the first line after the headers.
    var endLine = 0

    /// The keys a header may have.
    static let keys = ["separator", "html", "tags", "columns", "notetype", "deck", "notetype column", "deck column",
                       "tags column", "guid column", "match scope", "if matches"]

    /// Reads the headers at the top of `lines`.
    ///
    /// - Parameters:
    ///   - lines: The file's lines.
    ///   - path: The file, for messages.
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)`` for an unknown
    ///   key or a value that is not one the key takes.
    init(lines: [String], path: String) throws {
        var index = 0
        // Lines are read by Unicode scalar, as Anki reads them: by `Character`, a
        // `#` or `:` followed by a combining mark is a different character, so a
        // header was missed or cut at a later colon (found by the `decks` fuzz target).
        if let first = lines.first, first.unicodeScalars.starts(with: "tags:".unicodeScalars) {
            tags = Self.tagList(Substring(first.unicodeScalars.dropFirst(5)))
            index = 1
        }
        while index < lines.count, lines[index].unicodeScalars.first == "#" {
            let line = lines[index].unicodeScalars
            index += 1
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[line.index(after: line.startIndex)..<colon]).trimmingWhitespaceAndNewlines().lowercased()
            let value = String(line[line.index(after: colon)...])
            try read(key: key, value: value, line: index, path: path)
        }
        endLine = index
    }

    /// The column labels, split with the final separator.
    func columns(separator: Unicode.Scalar, path: String) throws -> [String]? {
        guard let columnsValue else { return nil }
        guard let labels = AnkiTextRecords.fields(ofLine: columnsValue, separator: separator) else {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "\"#columns:\" has a quoted label that is never closed")
        }
        return labels.map { $0.trimmingWhitespaceAndNewlines() }
    }

    private mutating func read(key: String, value: String, line: Int, path: String) throws {
        func failure(_ reason: String) -> ContentError { .invalidDeck(path: path, line: line, reason: reason) }
        func column() throws -> Int {
            guard let number = Int(Self.trimmed(value)), number >= 1 else {
                throw failure("\"#\(key):\" needs a column number from 1")
            }
            return number
        }
        switch key {
        case "separator":
            guard let parsed = Self.separator(value) else {
                throw failure("unknown separator \"\(value)\" (use Tab, Comma, Semicolon, Pipe, Space or Colon)")
            }
            separator = parsed
        case "html":
            switch Self.trimmed(value).lowercased() {
            case "true": isHTML = true
            case "false": isHTML = false
            default: throw failure("\"#html:\" must be true or false, not \"\(value)\"")
            }
        case "tags":
            tags = Self.tagList(Substring(value))
        case "columns":
            columnsValue = value
        case "notetype":
            notetype = value.trimmingWhitespaceAndNewlines()
        case "deck":
            let name = value.trimmingWhitespaceAndNewlines()
            deck = name.isEmpty ? nil : name
        case "notetype column":
            notetypeColumn = try column()
        case "deck column":
            deckColumn = try column()
        case "tags column":
            tagsColumn = try column()
        case "guid column":
            guidColumn = try column()
        case "match scope", "if matches":
            // How Anki matches existing notes in its collection; WordKit matches by guid.
            break
        default:
            throw failure("unknown header \"#\(key):\" (Anki's headers are \(Self.keys.map { "#\($0):" }.joined(separator: ", ")))")
        }
    }

    /// Tags separated by whitespace, split by Unicode scalar as Anki splits
    /// them: by `Character`, a space and a combining mark after it are one
    /// character, and a tag that starts with the mark was lost (found by the
    /// `decks` fuzz target).
    static func tagList(_ text: Substring) -> [String] {
        text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace }).map { String(String.UnicodeScalarView($0)) }
    }

    /// A value cut at the first character after the first that is not an
    /// ASCII letter or digit, as Anki reads single-word values: a spreadsheet
    /// that saved the header as a row adds separators after it.
    static func cut(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        guard scalars.count > 1,
              let end = scalars[1...].firstIndex(where: { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) })
        else { return value }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<end])
        return String(result)
    }

    /// ``cut(_:)``, trimmed.
    static func trimmed(_ value: String) -> String {
        cut(value).trimmingWhitespaceAndNewlines()
    }

    /// The separator a `#separator:` value names.
    static func separator(_ value: String) -> Unicode.Scalar? {
        let names: [String: Unicode.Scalar] = ["tab": "\t", "pipe": "|", "semicolon": ";", "colon": ":", "comma": ",", "space": " "]
        let cut = cut(value)
        if let named = names[cut.trimmingWhitespaceAndNewlines().lowercased()] { return named }
        guard cut.unicodeScalars.count == 1, let scalar = cut.unicodeScalars.first, names.values.contains(scalar) else { return nil }
        return scalar
    }
}
