import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

@Suite struct DeckTests {
    static let sample = ContentDeck(
        id: "sample", title: "Sample, with \"quotes\"", languages: ["en", "es"],
        cards: [
            Card(id: "sample:house", prompt: "house", answer: "casa, hogar"),
            Card(id: "sample:tab", prompt: "a\ttab", answer: "line\nbreak"),
            Card(id: "x-1", prompt: "#hash", answer: "\"quoted\""),
            Card(id: "sample:dog", prompt: "dog", answer: "el perro",
                 example: CardExample(text: "The dog\tbarks, \"woof\".", translation: "El perro\nladra.", source: "Tatoeba")),
            Card(id: "sample:cat", prompt: "cat", answer: "el gato", example: CardExample(text: "#1 cat")),
        ],
        source: "test"
    )

    @Test func ankiTextRoundTripKeepsIdsPromptsAndAnswers() throws {
        let text = DeckTextFormat.exportTSV(Self.sample)
        #expect(text.hasPrefix("#separator:tab\n#html:false\n#columns:Front\tBack\tID\tPart of speech\tGender\tRank\tExample\tExample translation\tExample source\tAudio\tAudio language\tTags\n#guid column:3\n#tags column:12\n"))
        let back = try DeckTextFormat.importDeck(Data(text.utf8), path: "/tmp/sample.txt", id: "sample", languages: ["en", "es"])
        #expect(back.cards == Self.sample.cards)
        #expect(back.title == Self.sample.title)
    }

    @Test func readsCSVWithColumnsByNameAndDefaultIds() throws {
        let csv = "#separator:Comma\n#columns:Back,Front\n\"casa, hogar\",house\nperro,dog\n\n"
        let deck = try DeckTextFormat.importDeck(Data(csv.utf8), path: "/x/My Words.csv")
        #expect(deck.id == "my-words")
        #expect(deck.cards == [Card(id: "my-words:house", prompt: "house", answer: "casa, hogar"),
                               Card(id: "my-words:dog", prompt: "dog", answer: "perro")])
    }

    @Test func csvExtensionDefaultsToCommas() throws {
        let deck = try DeckTextFormat.importDeck(Data("uno,one\r\ndos,two\r\n".utf8), path: "n.csv")
        #expect(deck.cards.map(\.answer) == ["one", "two"])
    }

    @Test(arguments: [
        ("front\tback\nonly-one-field\n", 2, "expected at least 2 fields separated by tabs, found 1"),
        ("a\tb\n\tb\n", 2, "empty prompt"),
        ("a\t\n", 1, "empty answer"),
        ("a\tb\na\tc\n", 2, "card id \"d:a\" already used on line 1"),
        ("#separator:weird\na\tb\n", 1, "unknown separator \"weird\" (use Tab, Comma, Semicolon, Pipe, Space or Colon)"),
        ("a\t\"open\nb\tc\n", 1, "a quoted field is never closed"),
    ])
    func badTextFilesNameTheLine(_ text: String, line: Int, reason: String) {
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: line, reason: reason)) {
            try DeckTextFormat.importDeck(Data(text.utf8), path: "d.tsv")
        }
    }

    @Test func badJSONAndEmptyFilesAreRejected() {
        #expect(throws: ContentError.self) { try DeckTextFormat.importDeck(Data("{\"title\": 3}".utf8), path: "d.json") }
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: nil, reason: "the deck has no cards")) {
            try DeckTextFormat.importDeck(Data("#html:false\n\n".utf8), path: "d.tsv")
        }
        #expect(throws: ContentError.invalidDeck(path: "d.tsv", line: nil, reason: "not valid UTF-8 text")) {
            try DeckTextFormat.importDeck(Data([0x61, 0x09, 0xFF, 0x0A]), path: "d.tsv")
        }
    }

    /// Found by the decks fuzz target: a JSON deck took a rank of 0, which
    /// its own Anki export then could not be read back with.
    @Test func aJSONDeckRankCountsFromOneAsInAnkiText() throws {
        for rank in [0, -3] {
            let json = #"{"id": "r", "title": "R", "languages": [], "cards": [{"id": "r:1", "prompt": "uno", "answer": "one", "rank": \#(rank)}]}"#
            #expect(throws: ContentError.invalidDeck(path: "r.json", line: nil, reason: "card 1 has rank \(rank); ranks count from 1")) {
                try DeckTextFormat.importDeck(Data(json.utf8), path: "r.json")
            }
        }
        let ranked = #"{"id": "r", "title": "R", "languages": [], "cards": [{"id": "r:1", "prompt": "uno", "answer": "one", "rank": 1}]}"#
        let deck = try DeckTextFormat.importDeck(Data(ranked.utf8), path: "r.json")
        let back = try DeckTextFormat.importDecks(Data(DeckTextFormat.exportTSV(deck).utf8), path: "r.txt")
        #expect(back.first?.cards == deck.cards)
    }

    /// A JSON deck's fields are read without the whitespace around them, as
    /// Anki text reads its columns, so the deck comes back from its own export
    /// as it was read (found by the `decks` fuzz target: " old:cane" came back
    /// as "old:cane", "that, " as "that,"); an id of only whitespace is an error.
    @Test func aJSONDeckCardIDIsReadAsAnkiTextReadsItsGuid() throws {
        let json = #"{"id": "r", "title": "R", "languages": [], "cards": [{"id": " r:1\n", "prompt": " uno", "answer": "that, ", "example": " "}]}"#
        let deck = try DeckTextFormat.importDeck(Data(json.utf8), path: "r.json")
        #expect(deck.cards == [Card(id: "r:1", prompt: "uno", answer: "that,")])
        let back = try DeckTextFormat.importDecks(Data(DeckTextFormat.exportTSV(deck).utf8), path: "r.txt")
        #expect(back.first?.cards == deck.cards)
        let blank = #"{"id": "r", "title": "R", "languages": [], "cards": [{"id": " ", "prompt": "uno", "answer": "one"}]}"#
        #expect(throws: ContentError.invalidDeck(path: "r.json", line: nil, reason: "card 1 has an empty id")) {
            try DeckTextFormat.importDeck(Data(blank.utf8), path: "r.json")
        }
    }

    @Test func jsonDeckDecodesAsAGameKernelDeck() throws {
        let data = try ContentJSON.encode(Self.sample)
        let deck = try JSONDecoder().decode(Deck.self, from: data)
        #expect(deck == Self.sample.deck)
        let imported = try DeckTextFormat.importDeck(data, path: "sample.json")
        #expect(imported == Self.sample)
    }

    @Test func freeDictEntriesLoseNotationAndNumbering() throws {
        let entry = try #require(FreeDictReader.parse("box /bɔks/\n1. arca, caja\n2. estuche, jarro\n"))
        #expect(entry.headword == "box")
        #expect(entry.translations == ["arca", "caja", "estuche", "jarro"])
        let text = "box /bɔks/\n1. arca, caja\n2. estuche\n"
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let index = "box\tA\t\(digits[text.utf8.count])\n"
        let entries = try FreeDictReader.entries(index: index, dictionary: Data(text.utf8), indexPath: "i")
        #expect(entries.first?.headword == "box")
        #expect(throws: ContentError.self) { try FreeDictReader.entries(index: "box\tA\t//\n", dictionary: Data(), indexPath: "i") }
    }

    @Test func anagramPromptsAreSeededShufflesThatDifferFromTheWord() {
        let first = AnagramDeckBuilder.cards(for: ["garden", "listen"], language: "en", seed: 7)
        let again = AnagramDeckBuilder.cards(for: ["listen"], language: "en", seed: 7)
        #expect(first[1] == again[0])
        for card in first {
            #expect(card.prompt != card.answer)
            #expect(card.prompt.sorted() == card.answer.sorted())
            #expect(card.id == "anagrams-en:\(card.answer)")
        }
    }

    @Test func slugsAreLowercaseAsciiWithDashes() {
        #expect(DeckTextFormat.slug("Mis Palabras (español)!") == "mis-palabras-espanol")
        #expect(DeckTextFormat.slug("***") == "")
    }
}
