import ContentPipeline
import Foundation
import GameKernel

/// Deck import, as `wordkit deck import FILE` reads a file: Anki's "notes in
/// plain text" (TSV, or CSV for a `.csv` file) and JSON decks.
///
/// The input is the file's bytes, imported three times: as `fuzz.txt`, as
/// `fuzz.csv` and as `fuzz.json` (the name decides the default separator and
/// whether the file is JSON; text starting with `{` is JSON whatever its
/// name).
///
/// Properties: a file that cannot be imported fails with
/// `ContentError.invalidDeck` or `.noDeckID` naming the file (and, when it
/// names a line, a line of the file); an import gives decks, none empty, each with unique
/// card ids and no empty prompt or answer; nothing is lost on the way back
/// out: each deck exported as Anki text (`exportTSV`) imports again as one
/// deck with the same cards and tags, and as JSON with the same cards. (Anki
/// text reads a line break inside a field as a line feed, and card details
/// trimmed, so those are compared that way.)
enum DeckFuzzTarget {
    static func run(_ data: Data) throws {
        for path in ["fuzz.txt", "fuzz.csv", "fuzz.json"] {
            let decks: [ContentDeck]
            do {
                decks = try DeckTextFormat.importDecks(data, path: path, languages: ["en", "es"])
            } catch let ContentError.invalidDeck(errorPath, line, reason) {
                try require(errorPath == path, "\(path): the error names \(errorPath)")
                try require(!reason.isEmpty, "\(path): an error without a reason")
                if let line {
                    let lines = data.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
                    try require((1...lines).contains(line), "\(path): line \(line) of at most \(lines): \(reason)")
                }
                continue
            } catch let ContentError.noDeckID(errorPath, line) {
                try require(errorPath == path, "\(path): the error names \(errorPath)")
                if let line {
                    let lines = data.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
                    try require((1...lines).contains(line), "\(path): line \(line) of at most \(lines): no usable deck id")
                }
                continue
            } catch {
                throw FuzzFailure("\(path): expected ContentError.invalidDeck or .noDeckID, got \(error)")
            }
            try require(!decks.isEmpty, "\(path): imported no deck and no error")
            for deck in decks {
                try check(deck, from: path)
            }
        }
    }

    private static func check(_ deck: ContentDeck, from path: String) throws {
        try require(!deck.cards.isEmpty, "\(path): deck \(deck.id) has no cards")
        try require(!deck.id.isEmpty, "\(path): a deck without an id")
        try require(Set(deck.cards.map(\.id)).count == deck.cards.count, "\(path): deck \(deck.id) repeats a card id")
        for card in deck.cards {
            try require(!card.prompt.trimmingCharacters(in: .whitespaces).isEmpty && !card.answer.trimmingCharacters(in: .whitespaces).isEmpty,
                        "\(path): card \(card.id.debugDescription) has an empty prompt or answer")
        }

        // Out as Anki text and back in: the same cards and tags.
        let text = DeckTextFormat.exportTSV(deck)
        let again: [ContentDeck]
        do {
            again = try DeckTextFormat.importDecks(Data(text.utf8), path: "export.txt", id: deck.id)
        } catch {
            throw FuzzFailure("\(path): deck \(deck.id) exported as\n\(text)\ndoes not import again: \(error)")
        }
        try require(again.count == 1, "\(path): deck \(deck.id) exported comes back as \(again.count) decks")
        if let back = again.first {
            // A line break inside a quoted field is read back as a line feed, whichever it was.
            // Details are read trimmed, an empty one as none (CardDetailColumns), so they are compared that way.
            for (card, cardBack) in zip(deck.cards, back.cards) where canonical(card) != canonical(cardBack) {
                throw FuzzFailure("\(path): card \(card) comes back from Anki text as \(cardBack); exported as\n\(text.prefix(2000).debugDescription)")
            }
            try require(back.cards.count == deck.cards.count, "\(path): \(deck.cards.count) cards come back from Anki text as \(back.cards.count)")
            func tags(_ deck: ContentDeck) -> [String: [String]] {
                let kept = deck.cardExtras?.filter { !$0.value.tags.isEmpty } ?? [:]
                return Dictionary(kept.map { (lineFeeds(Card(id: $0.key, prompt: "", answer: "")).id, $0.value.tags) }, uniquingKeysWith: { first, _ in first })
            }
            let (tags, tagsBack) = (tags(deck), tags(back))
            try require(tags == tagsBack, "\(path): tags \(tags) come back from Anki text as \(tagsBack)")
        }

        // Out as JSON and back in: the same cards.
        let json = try JSONEncoder().encode(deck)
        let fromJSON: ContentDeck
        do {
            fromJSON = try DeckTextFormat.importDeck(json, path: "export.json")
        } catch {
            throw FuzzFailure("\(path): deck \(deck.id) as JSON does not import again: \(error)")
        }
        try require(fromJSON.cards == deck.cards, "\(path): cards come back from JSON as \(fromJSON.cards)")
    }

    /// `card` as Anki text reads it back: line breaks as line feeds, details
    /// trimmed, an empty detail as none (an example without its sentence as
    /// none), the audio's language `en` when empty.
    private static func canonical(_ card: Card) -> Card {
        func detail(_ text: String?) -> String? {
            let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return trimmed.isEmpty ? nil : trimmed
        }
        var card = lineFeeds(card)
        card.partOfSpeech = detail(card.partOfSpeech?.rawValue).map(PartOfSpeech.init(rawValue:))
        // The example travels as three columns; without its sentence there is none.
        card.example = card.example.flatMap { example in
            detail(example.text).map { CardExample(text: $0, translation: detail(example.translation) ?? "", source: detail(example.source) ?? "") }
        }
        if let audio = card.audio {
            let language = detail(audio.language.rawValue).map(LanguageCode.init(rawValue:)) ?? "en"
            card.audio = detail(audio.text).map { CardAudio(language: language, text: $0) }
        }
        return card
    }

    /// `card` with every line break (`\r\n`, `\r`) a line feed, as Anki text reads it back.
    private static func lineFeeds(_ card: Card) -> Card {
        func feeds(_ text: String) -> String {
            var result = String.UnicodeScalarView()
            var afterCR = false
            for scalar in text.unicodeScalars {
                defer { afterCR = scalar == "\r" }
                if afterCR && scalar == "\n" { continue }
                result.append(scalar == "\r" ? "\n" : scalar)
            }
            return String(result)
        }
        var card = card
        card.id = feeds(card.id)
        card.prompt = feeds(card.prompt)
        card.answer = feeds(card.answer)
        card.example = card.example.map { CardExample(text: feeds($0.text), translation: feeds($0.translation), source: feeds($0.source)) }
        if let audio = card.audio { card.audio?.text = feeds(audio.text) }
        return card
    }
}
