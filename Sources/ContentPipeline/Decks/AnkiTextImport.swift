import Foundation
import GameKernel

extension DeckTextFormat {
    /// Parses a deck file that may hold several decks: Anki's "notes in plain
    /// text" (as Anki exports it, or as WordKit does) or a JSON deck.
    ///
    /// A text file is read as Anki reads it. Header lines at the top
    /// (`#separator:`, `#html:`, `#tags:`, `#columns:`, `#notetype:`,
    /// `#deck:`, `#notetype column:`, `#deck column:`, `#tags column:`,
    /// `#guid column:`; see Anki's manual) say how; column numbers count from
    /// 1. Without `#separator:` a `.csv` file is split at commas and any other
    /// at the first of tab, pipe, semicolon, colon, comma and space that it
    /// holds (Anki's order). The guid, deck, note-type and tags columns are
    /// metadata; of the other columns the ones `#columns:` labels
    /// `Front`/`Prompt`/`Question` and `Back`/`Answer` are prompt and answer,
    /// else the first two (a label `ID` or `GUID` names the guid column, as
    /// WordKit's first exports did). Without a tags or note-type column, the
    /// first other column after the answer holds tags, as Anki takes it for a
    /// two-field note type. `#tags:` tags every card. Fields quoted with `"`
    /// may hold separators and line breaks; a line starting with `#` is a
    /// comment; empty lines are skipped.
    ///
    /// With `#html:true` (or, without `#html:`, when one of the first five
    /// notes holds a tag, as Anki guesses) prompts and answers are HTML: a
    /// card gets their plain text (see ``CardExtras``), and the HTML is kept
    /// in ``ContentDeck/cardExtras`` when it has formatting. Tags are kept there too.
    ///
    /// Each deck named in the deck column (or `#deck:`, else `id` or the file
    /// name) becomes one ``ContentDeck``, in the order the file first names
    /// them: its title is the name (Anki's `Parent::Child` included) and its id
    /// the name's ``slug(_:)``. A card's id is its guid, else `<deck id>:<prompt>`.
    ///
    /// - Parameters:
    ///   - data: The file's bytes (UTF-8, with or without a byte-order mark).
    ///   - path: The file's path (for messages and the default deck id).
    ///   - id: The deck id to use for a file of one deck, or nil.
    ///   - languages: The decks' languages.
    /// - Returns: The decks, none empty.
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)`` for the first
    ///   problem, naming the line (a file, a line or a card count past
    ///   ``Limits`` included); nothing is returned then.
    public static func importDecks(_ data: Data, path: String, id: String? = nil, languages: [LanguageCode] = []) throws -> [ContentDeck] {
        try checkLimits(data, path: path)
        guard var text = String(data: data, encoding: .utf8) else {
            throw ContentError.invalidDeck(path: path, line: nil, reason: "not valid UTF-8 text")
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        if path.lowercased().hasSuffix(".json") || text.trimmingWhitespaceAndNewlines().hasPrefix("{") {
            return [try importDeck(data, path: path, id: id, languages: languages)]
        }
        return try AnkiTextImporter(text: text, path: path, id: id, languages: languages).decks()
    }
}

/// Turns the text of an Anki "notes in plain text" file into decks.
struct AnkiTextImporter {
    let path: String
    let id: String?
    let languages: [LanguageCode]
    let lines: [String]
    let header: AnkiTextHeader

    init(text: String, path: String, id: String?, languages: [LanguageCode]) throws {
        self.path = path
        self.id = id
        self.languages = languages
        lines = AnkiTextRecords.lines(text)
        header = try AnkiTextHeader(lines: lines, path: path)
    }

    /// Where prompt, answer and metadata are: 1-based column numbers.
    struct Layout {
        var prompt: Int
        var answer: Int
        var guid: Int?
        var deck: Int?
        var tags: Int?
        /// The columns of the card's own extra fields, by their labels in
        /// `DeckTextFormat.exportColumns` (`Part of speech`, `Gender`, …).
        var details: CardDetailColumns = CardDetailColumns()
    }

    /// A deck as it fills up.
    private struct Group {
        var name: String?
        var deckID: String
        var line: Int
        var cards: [Card] = []
        var extras: [String: CardExtras] = [:]
    }

    func decks() throws -> [ContentDeck] {
        let separator = header.separator ?? defaultSeparator()
        let records = try AnkiTextRecords.records(lines, from: header.endLine, separator: separator, path: path)
        let layout = try self.layout(separator: separator, records: records)
        let isHTML = header.isHTML ?? records.prefix(5).contains { $0.fields.contains(where: Self.looksLikeHTML) }

        var groups: [Group] = []
        var groupIndex: [String: Int] = [:]
        var seenCards: [String: Int] = [:]
        var seenDeckIDs: [String: (name: String, line: Int)] = [:]
        for record in records {
            let fields = record.fields
            let needed = max(layout.prompt, layout.answer)
            guard fields.count >= needed else {
                throw failure(record.line, "expected at least \(needed) fields separated by \(Self.describe(separator)), found \(fields.count)")
            }
            let prompt = text(of: fields[layout.prompt - 1], isHTML: isHTML)
            let answer = text(of: fields[layout.answer - 1], isHTML: isHTML)
            guard !prompt.text.isEmpty, !answer.text.isEmpty else {
                throw failure(record.line, prompt.text.isEmpty ? "empty prompt" : "empty answer")
            }

            let deckName = Self.field(layout.deck, of: fields).flatMap { $0.isEmpty ? nil : $0 } ?? header.deck
            let groupKey = deckName ?? ""
            if groupIndex[groupKey] == nil {
                if id != nil, let first = groups.first {
                    throw failure(record.line, "the file holds more than one deck (\"\(first.name ?? first.deckID)\", \"\(groupKey)\"); an id can name only one")
                }
                let deckID = try self.deckID(for: deckName, line: record.line)
                if let earlier = seenDeckIDs[deckID] {
                    throw failure(record.line, "decks \"\(earlier.name)\" (line \(earlier.line)) and \"\(groupKey)\" would both get the id \"\(deckID)\"")
                }
                seenDeckIDs[deckID] = (groupKey, record.line)
                groupIndex[groupKey] = groups.count
                groups.append(Group(name: deckName, deckID: deckID, line: record.line))
            }
            guard let index = groupIndex[groupKey] else { continue }

            let guid = Self.field(layout.guid, of: fields) ?? ""
            let cardID = guid.isEmpty ? "\(groups[index].deckID):\(prompt.text)" : guid
            if let first = seenCards[cardID] {
                throw failure(record.line, "card id \"\(cardID)\" already used on line \(first)")
            }
            seenCards[cardID] = record.line
            var card = Card(id: cardID, prompt: prompt.text, answer: answer.text)
            try layout.details.read(into: &card, fields: fields, languages: languages) { failure(record.line, $0) }
            groups[index].cards.append(card)

            var tags: [String] = []
            for tag in AnkiTextHeader.tagList(Substring(Self.field(layout.tags, of: fields) ?? "")) + header.tags where !tags.contains(tag) {
                tags.append(tag)
            }
            let extras = CardExtras(tags: tags, promptHTML: prompt.html, answerHTML: answer.html)
            if !extras.isEmpty { groups[index].extras[cardID] = extras }
        }
        guard !groups.isEmpty else { throw ContentError.invalidDeck(path: path, line: nil, reason: "the deck has no cards") }
        return groups.map { group in
            var deck = ContentDeck(id: group.deckID, title: group.name ?? group.deckID, languages: languages, cards: group.cards,
                                   source: "imported from \(URL(fileURLWithPath: path).lastPathComponent)")
            deck.cardExtras = group.extras.isEmpty ? nil : group.extras
            return deck
        }
    }

    // MARK: - Columns

    private func layout(separator: Unicode.Scalar, records: [AnkiTextRecord]) throws -> Layout {
        let labels = try header.columns(separator: separator, path: path) ?? []
        let names = labels.map { $0.lowercased() }
        var guid = header.guidColumn
        if guid == nil, let position = names.firstIndex(where: { $0 == "id" || $0 == "guid" }) {
            guid = position + 1
        }
        let meta = Set([guid, header.deckColumn, header.notetypeColumn, header.tagsColumn].compactMap { $0 })
        func labelled(_ wanted: Set<String>) -> Int? {
            names.indices.first { wanted.contains(names[$0]) && !meta.contains($0 + 1) }.map { $0 + 1 }
        }
        func firstFree(after taken: Set<Int>) -> Int {
            var column = 1
            while meta.contains(column) || taken.contains(column) { column += 1 }
            return column
        }
        let prompt = labelled(["front", "prompt", "question"]) ?? firstFree(after: [])
        let answer = labelled(["back", "answer"]).flatMap { $0 == prompt ? nil : $0 } ?? firstFree(after: [prompt])
        var tags = header.tagsColumn
        if tags == nil, header.notetypeColumn == nil {
            let width = labels.isEmpty ? records.first?.fields.count ?? 0 : labels.count
            let candidate = (max(prompt, answer) + 1...max(max(prompt, answer) + 1, width)).first { !meta.contains($0) }
            if let candidate, candidate <= width { tags = candidate }
        }
        return Layout(
            prompt: prompt, answer: answer, guid: guid, deck: header.deckColumn, tags: tags,
            details: CardDetailColumns(labels: names, skipping: meta.union([prompt, answer])))
    }

    /// The separator when the file names none.
    private func defaultSeparator() -> Unicode.Scalar {
        if path.lowercased().hasSuffix(".csv") { return "," }
        var sample = String.UnicodeScalarView()
        for line in lines[header.endLine...] {
            sample.append(contentsOf: line.unicodeScalars)
            if sample.count > 8_192 { break }
        }
        let candidates: [Unicode.Scalar] = ["\t", "|", ";", ":", ",", " "]
        return candidates.first { sample.contains($0) } ?? "\t"
    }

    // MARK: - Fields

    /// A field's plain text and, when it is HTML with formatting, the HTML.
    private func text(of field: String, isHTML: Bool) -> (text: String, html: String?) {
        guard isHTML else { return (field.trimmingWhitespaceAndNewlines(), nil) }
        let html = field.trimmingWhitespaceAndNewlines()
        return (HTMLText.plainText(html), HTMLText.isPlain(html) ? nil : html)
    }

    /// The trimmed field in a 1-based column, or nil when there is no such column.
    private static func field(_ column: Int?, of fields: [String]) -> String? {
        guard let column, column <= fields.count else { return nil }
        return fields[column - 1].trimmingWhitespaceAndNewlines()
    }

    /// Whether a field holds something like a tag, as Anki's guess checks.
    private static func looksLikeHTML(_ field: String) -> Bool {
        guard let open = field.firstIndex(of: "<") else { return false }
        return field[open...].contains(">")
    }

    private func deckID(for name: String?, line: Int) throws -> String {
        let deckID = DeckTextFormat.slug(id ?? name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        guard !deckID.isEmpty else { throw ContentError.noDeckID(path: path, line: line) }
        return deckID
    }

    private func failure(_ line: Int, _ reason: String) -> ContentError {
        .invalidDeck(path: path, line: line, reason: reason)
    }

    static func describe(_ separator: Unicode.Scalar) -> String {
        switch separator {
        case "\t": "tabs"
        case ",": "commas"
        case ";": "semicolons"
        case "|": "pipes"
        case ":": "colons"
        case " ": "spaces"
        default: "\"\(separator)\""
        }
    }
}
