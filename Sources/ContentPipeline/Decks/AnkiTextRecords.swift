/// One note line of an Anki text file, split into fields.
struct AnkiTextRecord: Hashable {
    /// The 1-based line the record starts on.
    var line: Int
    /// The fields, unquoted.
    var fields: [String]
}

/// Splits Anki text into lines and records the way Anki's reader does (the
/// Rust `csv` crate as Anki configures it): a field that starts with `"` is
/// quoted, may hold separators and line breaks, and writes a quote as `""`;
/// a quote anywhere else is an ordinary character; a line that starts with
/// `#` outside a quoted field is a comment; empty lines are skipped; rows may
/// have any number of fields.
enum AnkiTextRecords {
    /// The file's lines without their ends (`\n`, `\r\n` or a lone `\r`).
    ///
    /// - Parameter text: The whole text.
    /// - Returns: The lines; the first is line 1.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue }
            }
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                afterCR = scalar == "\r"
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    /// The records of `lines` from index `start` on.
    ///
    /// - Parameters:
    ///   - lines: The file's lines.
    ///   - start: The index of the first line after the headers.
    ///   - separator: The field separator.
    ///   - path: The file, for messages.
    /// - Returns: The records, each with the line it starts on.
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)`` for a quoted field never closed.
    static func records(_ lines: [String], from start: Int, separator: Unicode.Scalar, path: String) throws -> [AnkiTextRecord] {
        var records: [AnkiTextRecord] = []
        var index = start
        while index < lines.count {
            let first = index
            let line = lines[index]
            if line.isEmpty || line.unicodeScalars.first == "#" {
                index += 1
                continue
            }
            var parser = FieldParser(separator: separator)
            parser.feed(line)
            while parser.isInQuotes {
                index += 1
                guard index < lines.count else {
                    throw ContentError.invalidDeck(path: path, line: first + 1, reason: "a quoted field is never closed")
                }
                parser.feedLineBreak()
                parser.feed(lines[index])
            }
            index += 1
            let fields = parser.finish()
            if fields.count == 1, fields[0].unicodeScalars.allSatisfy(\.properties.isWhitespace) { continue }
            try DeckTextFormat.checkCardCount(records.count + 1, path: path, line: first + 1)
            records.append(AnkiTextRecord(line: first + 1, fields: fields))
        }
        return records
    }

    /// The fields of one line (for the `#columns:` header).
    ///
    /// - Returns: The fields, or nil when a quoted field is not closed on the line.
    static func fields(ofLine line: String, separator: Unicode.Scalar) -> [String]? {
        var parser = FieldParser(separator: separator)
        parser.feed(line)
        return parser.isInQuotes ? nil : parser.finish()
    }

    /// The CSV state machine over Unicode scalars.
    private struct FieldParser {
        enum State {
            case fieldStart, unquoted, quoted, quoteInQuoted
        }

        let separator: Unicode.Scalar
        var state = State.fieldStart
        var field = String.UnicodeScalarView()
        var fields: [String] = []

        init(separator: Unicode.Scalar) {
            self.separator = separator
        }

        var isInQuotes: Bool { state == .quoted }

        mutating func feed(_ line: String) {
            for scalar in line.unicodeScalars {
                switch state {
                case .fieldStart:
                    if scalar == "\"" {
                        state = .quoted
                    } else if scalar == separator {
                        endField()
                    } else {
                        field.append(scalar)
                        state = .unquoted
                    }
                case .unquoted:
                    if scalar == separator { endField() } else { field.append(scalar) }
                case .quoted:
                    if scalar == "\"" { state = .quoteInQuoted } else { field.append(scalar) }
                case .quoteInQuoted:
                    if scalar == "\"" {
                        field.append(scalar)
                        state = .quoted
                    } else if scalar == separator {
                        endField()
                    } else {
                        // Text after a closing quote continues the field, as in Anki.
                        field.append(scalar)
                        state = .unquoted
                    }
                }
            }
        }

        /// A line break inside a quoted field.
        mutating func feedLineBreak() {
            field.append("\n")
        }

        mutating func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            state = .fieldStart
        }

        mutating func finish() -> [String] {
            endField()
            return fields
        }
    }
}
