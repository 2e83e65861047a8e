import Foundation
import GameKernel

/// Reads and writes decks as Anki's "notes in plain text" (TSV or CSV with
/// the `#…:` headers Anki writes and reads) and as JSON.
///
/// Reading is all or nothing: the first problem is thrown, naming the line,
/// and nothing is returned.
public enum DeckTextFormat {
    /// Parses a deck file of one deck to import.
    ///
    /// JSON (a `.json` file, or text starting with `{`) must hold a deck as in
    /// `Content/decks` (`id`, `title`, `languages`, `cards`). Any other file
    /// is read as Anki text, as ``importDecks(_:path:id:languages:)`` describes,
    /// and must hold one deck.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path (for messages and the default id).
    ///   - id: The deck id to use, or nil for `#deck:`, else the file name.
    ///   - languages: The languages when the file does not say.
    /// - Returns: The deck; cards without an id get `<deck id>:<prompt>`.
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)``.
    public static func importDeck(_ data: Data, path: String, id: String? = nil, languages: [LanguageCode] = []) throws -> ContentDeck {
        try checkLimits(data, path: path)
        guard var text = String(data: data, encoding: .utf8) else {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "not valid UTF-8 text")
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if path.lowercased().hasSuffix(".json") || trimmed.hasPrefix("{") {
            return try importJSON(Data(text.utf8), path: path, id: id)
        }
        let decks = try AnkiTextImporter(text: text, path: path, id: id, languages: languages).decks()
        guard decks.count == 1, let deck = decks.first else {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "the file holds \(decks.count) decks; import it with importDecks")
        }
        return deck
    }

    /// The columns every export starts with: the card's own fields, which
    /// Anki imports as fields of the note (tags and schedule columns follow).
    public static let exportColumns = [
        "Front", "Back", "ID", "Part of speech", "Gender", "Rank", "Example", "Example translation", "Example source", "Audio",
        "Audio language",
    ]

    /// Writes a deck as Anki-importable TSV: headers, then one line per card,
    /// `prompt<TAB>answer<TAB>id`, the card's part of speech, gender, rank,
    /// example sentence, its translation and its source, audio text and its
    /// language (empty when the card has none), then its tags.
    /// ``importDecks(_:path:id:languages:)`` reads them all back, by their
    /// `#columns:` labels; Anki fills a note type's fields named as those labels.
    ///
    /// Anki imports it into the deck named by `#deck:` with the card ids as
    /// note guids, so importing it again updates those notes. Fields are
    /// plain text (`#html:false`) unless a card kept HTML from an import
    /// (``CardExtras``); then all are HTML (`#html:true`).
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - schedules: With a value, adds `State`, `Due`, `Stability` and
    ///     `Difficulty` columns from these schedules by card id (a card not in
    ///     them is `new`); Anki ignores those columns.
    /// - Returns: The text, LF line ends, final newline.
    public static func exportTSV(_ deck: ContentDeck, schedules: [String: CardSchedule]? = nil) -> String {
        // Tags and schedule columns follow WordKit's own (AnkiTextExport.swift).
        let extras = AnkiTextExportExtras(deck: deck, schedules: schedules)
        var lines = ["#separator:tab", "#html:\(extras.isHTML)", "#columns:\((exportColumns + extras.labels).joined(separator: "\t"))", "#guid column:3"]
            + extras.headers(after: exportColumns.count)
            + ["#deck:\(oneLine(deck.title))"]
        for card in deck.cards {
            let fields = [
                extras.prompt(of: card), extras.answer(of: card), card.id, card.partOfSpeech?.rawValue ?? "",
                card.gender?.rawValue ?? "", card.rank.map(String.init) ?? "", card.example?.text ?? "",
                card.example?.translation ?? "", card.example?.source ?? "", card.audio?.text ?? "", card.audio?.language.rawValue ?? "",
            ] + extras.values(for: card)
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
        guard !deckID.isEmpty else { throw ContentError.noDeckID(path: path, line: nil) }
        var seen: [String: Int] = [:]
        // Fields are read as Anki text reads its columns, without the whitespace around them (an
        // empty optional field is none), so that a deck read here comes back from its own export
        // as it was read.
        try checkCardCount(stored.cards.count, path: path, line: nil)
        let cards = stored.cards.map(Self.trimmed)
        for (index, card) in cards.enumerated() {
            let place = "card \(index + 1)"
            if card.id.isEmpty {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) has an empty id")
            }
            if card.prompt.trimmingCharacters(in: .whitespaces).isEmpty || card.answer.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) has an empty prompt or answer")
            }
            // As in Anki text (CardDetailColumns): a rank counts from 1, so a deck read here can be exported and read back.
            if let rank = card.rank, rank < 1 {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) has rank \(rank); ranks count from 1")
            }
            // As in Anki text too: a translation or source belongs to a sentence.
            if let example = card.example, example.text.isEmpty {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) has an example translation or source but no example \"text\"")
            }
            if let first = seen[card.id] {
                throw ContentError.invalidDeck(path: path, line: nil, reason: "\(place) repeats the id \"\(card.id)\" of card \(first)")
            }
            seen[card.id] = index + 1
        }
        guard !cards.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "the deck has no cards") }
        return ContentDeck(id: deckID, title: stored.title ?? deckID, languages: stored.languages ?? [], cards: cards,
                           source: stored.source ?? "imported from \(fileName(path))")
    }

    /// A card's fields without the whitespace around them, as Anki text reads them.
    private static func trimmed(_ card: Card) -> Card {
        func optional(_ text: String?) -> String? {
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return text
        }
        var card = card
        card.id = card.id.trimmingWhitespaceAndNewlines()
        card.prompt = card.prompt.trimmingWhitespaceAndNewlines()
        card.answer = card.answer.trimmingWhitespaceAndNewlines()
        card.partOfSpeech = optional(card.partOfSpeech?.rawValue).map(PartOfSpeech.init(rawValue:))
        // An example of only whitespace is none; one with a translation or source but no sentence stays, to be refused.
        card.example = card.example.flatMap { example in
            let trimmed = CardExample(text: optional(example.text) ?? "", translation: optional(example.translation) ?? "",
                                      source: optional(example.source) ?? "")
            return trimmed == CardExample(text: "") ? nil : trimmed
        }
        card.audio = card.audio.flatMap { audio in optional(audio.text).map { CardAudio(language: audio.language, text: $0) } }
        return card
    }

    /// Where a decoding error happened: `.cards[2].example (card 3)`, cards counted from 1 as the other messages count them.
    private static func codingPath(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the top level" }
        let keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        guard path.count > 1, path[0].stringValue == "cards", let index = path[1].intValue else { return keys }
        return "\(keys) (card \(index + 1))"
    }

    /// Quotes a field that a reader would otherwise split, end or skip.
    ///
    /// Looked at scalar by scalar, as readers read (WordKit's and Anki's):
    /// a quote followed by a combining mark is one `Character` but still a
    /// quote, and a lone `\r` ends a line.
    private static func quoteIfNeeded(_ field: String, separator: Character) -> String {
        let special = Set(separator.unicodeScalars).union(["\n", "\r", "\""])
        guard field.unicodeScalars.contains(where: special.contains) || field.unicodeScalars.first == "#" else { return field }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in field.unicodeScalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// A header value on one line: tabs and line breaks (`\n`, `\r`) become spaces.
    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { ["\t", "\n", "\r"].contains($0) ? " " : $0 }))
    }

    private static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }

    private static func fileStem(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
