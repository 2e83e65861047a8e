import Foundation
import GameKernel

/// Reads and writes decks as Anki's "notes in plain text" (TSV or CSV with
/// `#separator:`, `#html:`, `#columns:`, `#deck:` and `#guid column:` headers)
/// and as JSON.
///
/// Reading is all or nothing: the first problem is thrown, naming the line,
/// and nothing is returned.
public enum DeckTextFormat {
    /// Parses a deck file to import.
    ///
    /// JSON (a `.json` file, or text starting with `{`) must hold a deck as in
    /// `Content/decks` (`id`, `title`, `languages`, `cards`). Any other file
    /// is read as Anki text: optional `#key:value` header lines, then one note
    /// a line. The separator is `#separator:` (Tab, Comma, Semicolon, Pipe,
    /// Space, Colon or a single character), else a comma for `.csv` and a tab
    /// otherwise. Columns named `Front`/`Prompt`/`Question`, `Back`/`Answer`
    /// and `ID`/`GUID` in `#columns:` are used by name, else the first two
    /// columns are prompt and answer; `#guid column:N` names the id column.
    /// Fields may be quoted with `"` (a doubled `""` is a quote), which lets
    /// them hold separators and line breaks.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path (for messages and the default id).
    ///   - id: The deck id to use, or nil for `#deck:`, else the file name.
    ///   - languages: The languages when the file does not say.
    /// - Returns: The deck; cards without an id get `<deck id>:<prompt>`.
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)``.
    public static func importDeck(_ data: Data, path: String, id: String? = nil, languages: [LanguageCode] = []) throws -> ContentDeck {
        guard var text = String(data: data, encoding: .utf8) else {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "not valid UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if path.lowercased().hasSuffix(".json") || trimmed.hasPrefix("{") {
            return try importJSON(Data(text.utf8), path: path, id: id)
        }
        return try importText(text, path: path, id: id, languages: languages)
    }

    /// The columns ``exportTSV(_:)`` writes, in order.
    public static let exportColumns = ["Front", "Back", "ID", "Part of speech", "Gender", "Rank", "Example", "Audio"]

    /// Writes a deck as Anki-importable TSV: headers, then one line per card,
    /// `prompt<TAB>answer<TAB>id` followed by the card's part of speech,
    /// gender, rank, example and audio text (empty when the card has none),
    /// which Anki imports as extra fields.
    ///
    /// - Parameter deck: The deck.
    /// - Returns: The text, LF line ends, final newline.
    public static func exportTSV(_ deck: ContentDeck) -> String {
        var lines = ["#separator:tab", "#html:false", "#columns:" + exportColumns.joined(separator: "\t"), "#guid column:3",
                     "#deck:\(deck.title.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " "))"]
        for card in deck.cards {
            let fields = [card.prompt, card.answer, card.id, card.partOfSpeech?.rawValue ?? "", card.gender?.rawValue ?? "",
                          card.rank.map(String.init) ?? "", card.example ?? "", card.audio?.text ?? ""]
            lines.append(fields.map { quoteIfNeeded($0, separator: "\t") }.joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A deck id from any name: lowercase letters, digits and `-`.
    ///
    /// - Parameter name: A file name or deck title.
    /// - Returns: The id; empty when the name has no letter or digit.
    public static func slug(_ name: String) -> String {
        var result = ""
        for character in name.lowercased().folding(options: .diacriticInsensitive, locale: nil) {
            if character.isASCII, character.isLetter || character.isNumber {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    // MARK: - JSON

    private static func importJSON(_ data: Data, path: String, id: String?) throws -> ContentDeck {
        struct Stored: Decodable {
            var id: String?
            var title: String?
            var languages: [LanguageCode]?
            var cards: [Card]
            var source: String?
        }
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "missing \"\(key.stringValue)\" at \(codingPath(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "wrong value at \(codingPath(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "not a deck in JSON (\(error.localizedDescription))")
        }
        let deckID = slug(id ?? stored.id ?? fileStem(path))
        guard !deckID.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "no usable deck id; pass one with --id") }
        var seen: [String: Int] = [:]
        for (index, card) in stored.cards.enumerated() {
            let place = "card \(index + 1)"
            if card.prompt.trimmingCharacters(in: .whitespaces).isEmpty || card.answer.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) has an empty prompt or answer")
            }
            if let first = seen[card.id] {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) repeats the id \"\(card.id)\" of card \(first)")
            }
            seen[card.id] = index + 1
        }
        guard !stored.cards.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "the deck has no cards") }
        return ContentDeck(id: deckID, title: stored.title ?? deckID, languages: stored.languages ?? [], cards: stored.cards,
                           source: stored.source ?? "imported from \(fileName(path))")
    }

    private static func codingPath(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    // MARK: - Text

    private static func importText(_ text: String, path: String, id: String?, languages: [LanguageCode]) throws -> ContentDeck {
        var separator: Character = path.lowercased().hasSuffix(".csv") ? "," : "\t"
        var columns: [String]?
        var deckName: String?
        var guidColumn: Int?
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lineIndex = 0
        // Headers come first; Anki reads `#key:value` lines only at the top.
        while lineIndex < lines.count, lines[lineIndex].hasPrefix("#") {
            let header = lines[lineIndex].dropFirst()
            let number = lineIndex + 1
            lineIndex += 1
            guard let colon = header.firstIndex(of: ":") else { continue }
            let key = header[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(header[header.index(after: colon)...])
            switch key {
            case "separator":
                guard let parsed = parseSeparator(value) else {
                    throw ContentError.invalidDeck(path: path, line: number, reason: "unknown separator \"\(value)\" (use Tab, Comma, Semicolon, Pipe, Space, Colon or one character)")
                }
                separator = parsed
            case "columns":
                columns = value.split(separator: separator, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            case "deck":
                deckName = value.trimmingCharacters(in: .whitespaces)
            case "guid column":
                guard let column = Int(value.trimmingCharacters(in: .whitespaces)), column >= 1 else {
                    throw ContentError.invalidDeck(path: path, line: number, reason: "\"#guid column:\" needs a column number from 1")
                }
                guidColumn = column - 1
            default:
                continue
            }
        }
        if let columns {
            for (position, name) in columns.enumerated() where ["id", "guid"].contains(name.lowercased()) && guidColumn == nil {
                guidColumn = position
            }
        }
        let names = columns?.map { $0.lowercased() } ?? []
        let promptColumn = names.firstIndex { ["front", "prompt", "question"].contains($0) } ?? 0
        let answerColumn = names.firstIndex { ["back", "answer"].contains($0) } ?? (promptColumn == 0 ? 1 : 0)
        let deckID = slug(id ?? deckName ?? fileStem(path))
        guard !deckID.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "no usable deck id; pass one with --id") }

        var cards: [Card] = []
        var seen: [String: Int] = [:]
        while lineIndex < lines.count {
            let number = lineIndex + 1
            var fields: [String]
            (fields, lineIndex) = try splitRecord(lines, from: lineIndex, separator: separator, path: path)
            if fields.count == 1, fields[0].trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let needed = max(promptColumn, answerColumn, guidColumn ?? 0) + 1
            guard fields.count >= needed else {
                throw ContentError.invalidDeck(path: path, line: number, reason: "expected at least \(needed) fields separated by \(describe(separator)), found \(fields.count)")
            }
            let prompt = fields[promptColumn].trimmingCharacters(in: .whitespaces)
            let answer = fields[answerColumn].trimmingCharacters(in: .whitespaces)
            guard !prompt.isEmpty, !answer.isEmpty else {
                throw ContentError.invalidDeck(path: path, line: number, reason: prompt.isEmpty ? "empty prompt" : "empty answer")
            }
            let given = guidColumn.map { fields[$0].trimmingCharacters(in: .whitespaces) } ?? ""
            let cardID = given.isEmpty ? "\(deckID):\(prompt)" : given
            if let first = seen[cardID] {
                throw ContentError.invalidDeck(path: path, line: number, reason: "card id \"\(cardID)\" already used on line \(first)")
            }
            seen[cardID] = number
            cards.append(Card(id: cardID, prompt: prompt, answer: answer))
        }
        guard !cards.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "the deck has no cards") }
        return ContentDeck(id: deckID, title: deckName ?? deckID, languages: languages, cards: cards, source: "imported from \(fileName(path))")
    }

    /// Splits one record, which may continue over several lines inside quotes.
    private static func splitRecord(_ lines: [String], from start: Int, separator: Character, path: String) throws -> ([String], Int) {
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var atFieldStart = true
        var index = start
        var characters = Array(lines[index])
        var position = 0
        while true {
            if position == characters.count {
                if inQuotes {
                    index += 1
                    guard index < lines.count else {
                        throw ContentError.invalidDeck(path: path, line: start + 1, reason: "a quoted field is never closed")
                    }
                    field.append("\n")
                    characters = Array(lines[index])
                    position = 0
                    continue
                }
                fields.append(field)
                return (fields, index + 1)
            }
            let character = characters[position]
            position += 1
            if inQuotes {
                if character == "\"" {
                    if position < characters.count, characters[position] == "\"" {
                        field.append("\"")
                        position += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == separator {
                fields.append(field)
                field = ""
                atFieldStart = true
                continue
            } else if character == "\"", atFieldStart, field.allSatisfy(\.isWhitespace) {
                field = ""
                inQuotes = true
            } else {
                field.append(character)
            }
            atFieldStart = false
        }
    }

    private static func parseSeparator(_ value: String) -> Character? {
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "tab", "\t": return "\t"
        case "comma", ",": return ","
        case "semicolon", ";": return ";"
        case "pipe", "|": return "|"
        case "space": return " "
        case "colon", ":": return ":"
        default:
            return value.count == 1 ? value.first : nil
        }
    }

    private static func describe(_ separator: Character) -> String {
        switch separator {
        case "\t": return "tabs"
        case ",": return "commas"
        case ";": return "semicolons"
        default: return "\"\(separator)\""
        }
    }

    private static func quoteIfNeeded(_ field: String, separator: Character) -> String {
        guard field.contains(separator) || field.contains("\n") || field.contains("\"") || field.hasPrefix("#") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    private static func fileStem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
