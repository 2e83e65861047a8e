import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// WordKit's deck text against Anki's own library (``AnkiOracle``): what
/// WordKit exports, Anki imports as meant; what Anki exports, WordKit
/// imports as meant; and round trips give back the same decks.
@Suite struct AnkiRoundTripTests {
    /// Cards that test the format: separators, line breaks, quotes, a leading
    /// `#`, markup characters, accents and emoji.
    static let sample: ContentDeck = {
        var deck = ContentDeck(
            id: "sample", title: "Sample, with \"quotes\"", languages: ["en", "es"],
            cards: [
                Card(id: "sample:house", prompt: "house", answer: "casa, hogar"),
                Card(id: "sample:tab", prompt: "a\ttab", answer: "line\nbreak"),
                Card(id: "x-1", prompt: "#hash", answer: "\"quoted\""),
                Card(id: "sample:markup", prompt: "a < b & c > d", answer: "it's 'single' <b>not bold</b>"),
                Card(id: "sample:accents", prompt: "naïve café", answer: "ñandú 🦜"),
                Card(id: "Ab#1{x}^~", prompt: "guid", answer: "with Anki's own characters"),
            ],
            source: "test")
        deck.cardExtras = ["sample:house": CardExtras(tags: ["noun", "home"]), "x-1": CardExtras(tags: ["q::sub"])]
        return deck
    }()

    static let verbs = ContentDeck(
        id: "verbos", title: "Español::Verbos", languages: ["es", "en"],
        cards: [Card(id: "verbos:hablar", prompt: "hablar", answer: "to speak"),
                Card(id: "verbos:comer", prompt: "comer", answer: "to eat")],
        source: "test")

    @Test func wordKitExportsComeBackFromAnkiWithTheSameCardsIdsTitlesAndTags() throws {
        let folder = try AnkiOracle.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sampleFile = folder.appendingPathComponent("sample.txt")
        let verbsFile = folder.appendingPathComponent("verbos.txt")
        let exported = folder.appendingPathComponent("anki.txt")
        try Data(DeckTextFormat.exportTSV(Self.sample).utf8).write(to: sampleFile)
        try Data(DeckTextFormat.exportTSV(Self.verbs, schedules: [:]).utf8).write(to: verbsFile)

        let anki = try AnkiOracle.run(.init(imports: [sampleFile.path, verbsFile.path, sampleFile.path], export: exported.path))
        // Anki read every card as a new note, then deduplicated the re-import by guid.
        #expect(anki.imports.map(\.new) == [6, 2, 0])
        #expect(anki.imports[2].duplicate == 6 && anki.imports[2].updated == 0)
        #expect(anki.notes.map(\.guid) == (Self.sample.cards + Self.verbs.cards).map(\.id))
        #expect(anki.notes.map(\.deck) == Array(repeating: Self.sample.title, count: 6) + [Self.verbs.title, Self.verbs.title])
        #expect(anki.notes.allSatisfy { $0.notetype == "Basic" && $0.fields.count == 2 })
        #expect(anki.notes[0].tags.sorted() == ["home", "noun"] && anki.notes[2].tags == ["q::sub"] && anki.notes[6].tags.isEmpty)
        #expect(anki.exported == 8)

        let decks = try DeckTextFormat.importDecks(try Data(contentsOf: exported), path: exported.path)
        #expect(decks.map(\.title) == [Self.sample.title, Self.verbs.title])
        #expect(decks.map(\.id) == ["sample-with-quotes", "espanol-verbos"])
        #expect(decks.map(\.cards) == [Self.sample.cards, Self.verbs.cards])
        // Tags come back (Anki sorts them); HTML that only escapes text is not kept.
        #expect(decks[0].cardExtras?["sample:house"]?.tags.sorted() == ["home", "noun"])
        #expect(decks[0].cardExtras?["x-1"] == CardExtras(tags: ["q::sub"]))
        #expect(decks[0].cardExtras?.count == 2 && decks[1].cardExtras == nil)
    }

    /// Cards with example sentences: a full one with characters Anki text
    /// and HTML treat specially, one of a sentence alone, and none.
    static let examples = ContentDeck(
        id: "es-en", title: "Spanish → English", languages: ["es", "en"],
        cards: [
            Card(id: "es-en:perro", prompt: "el perro", answer: "dog", partOfSpeech: .noun, gender: .masculine, rank: 312,
                 example: CardExample(text: "El perro ladra: \"¡guau!\"", translation: "The dog barks\tloudly <& bites>\nsometimes.",
                                      source: "Tatoeba"),
                 audio: CardAudio(language: "es", text: "el perro")),
            Card(id: "es-en:gato", prompt: "el gato", answer: "cat", example: CardExample(text: "#1: el gato duerme.")),
            Card(id: "es-en:y", prompt: "y", answer: "and"),
        ],
        source: "test")

    /// Anki fills a note type's fields by the labels of WordKit's columns, so
    /// a note type with `Example`, `Example translation` and `Example source`
    /// fields gets the example; the default Basic note type still gets the
    /// prompt and answer alone.
    @Test func examplesArriveInAnkiFieldsNamedAsTheirColumns() throws {
        let folder = try AnkiOracle.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("es-en.txt")
        let text = DeckTextFormat.exportTSV(Self.examples)
        try Data(text.utf8).write(to: file)
        // A note type as a learner makes it, its fields in an order of their own.
        let notetype = AnkiOracle.NotetypeSpec(
            name: "Vocabulary", fields: ["Front", "Back", "Example source", "Example", "Example translation", "Rank"])
        let anki = try AnkiOracle.run(.init(notetypes: [notetype], imports: [file.path], importNotetype: "Vocabulary"))
        #expect(anki.imports.map(\.new) == [3])
        #expect(anki.notes.map(\.guid) == Self.examples.cards.map(\.id))
        #expect(anki.notes.allSatisfy { $0.notetype == "Vocabulary" && $0.fieldNames == notetype.fields })
        for (note, card) in zip(anki.notes, Self.examples.cards) {
            // A plain-text file: Anki keeps each field as HTML showing that text.
            let shown = { (name: String) in note[field: name].map(HTMLText.plainText) }
            #expect(shown("Front") == card.prompt && shown("Back") == card.answer)
            #expect(shown("Example") == (card.example?.text ?? ""), "\(card.id)")
            #expect(shown("Example translation") == (card.example?.translation ?? ""), "\(card.id)")
            #expect(shown("Example source") == (card.example?.source ?? ""), "\(card.id)")
            #expect(shown("Rank") == (card.rank.map(String.init) ?? ""))
        }
        #expect(anki.notes[0][field: "Example translation"] == "The dog barks\tloudly &lt;&amp; bites&gt;<br>sometimes.")

        // Into the default note type: Basic's two fields, the other columns left out.
        let basic = try AnkiOracle.run(.init(imports: [file.path]))
        #expect(basic.notes.map(\.fields) == Self.examples.cards.map { [$0.prompt, $0.answer] })

        // And WordKit reads its own file back to the same cards.
        #expect(try DeckTextFormat.importDecks(Data(text.utf8), path: file.path).first?.cards == Self.examples.cards)
    }

    @Test func anEditedExportUpdatesAnkisNotesInPlace() throws {
        let folder = try AnkiOracle.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var edited = Self.verbs
        edited.cards[1].answer = "to eat, to have lunch"
        edited.cards.append(Card(id: "verbos:vivir", prompt: "vivir", answer: "to live"))
        let first = folder.appendingPathComponent("first.txt")
        let second = folder.appendingPathComponent("second.txt")
        try Data(DeckTextFormat.exportTSV(Self.verbs).utf8).write(to: first)
        try Data(DeckTextFormat.exportTSV(edited).utf8).write(to: second)
        let anki = try AnkiOracle.run(.init(imports: [first.path, second.path]))
        #expect(anki.imports[1].new == 1 && anki.imports[1].updated == 1 && anki.imports[1].duplicate == 1)
        #expect(anki.notes.map(\.fields) == [["hablar", "to speak"], ["comer", "to eat, to have lunch"], ["vivir", "to live"]])
    }

    /// Notes as a person makes them in Anki: formatting, entities, media, several decks.
    static let ankiNotes: [AnkiOracle.NoteSpec] = [
        .init(deck: "Spanish::Verbs", fields: ["<b>hablar</b>", "to <i>speak</i>, to talk"], tags: ["verb", "es"]),
        .init(deck: "Italian", fields: ["<div>la casa</div><div>il cane</div>", "the house<br>the dog"]),
        .init(deck: "Spanish::Verbs", fields: ["comer&nbsp;(yo)", "to eat &amp; drink"]),
        .init(deck: "Spanish::Nouns", fields: ["el caf&eacute; <img src=\"cafe.jpg\">", "coffee [sound:cafe.mp3]"], guid: "custom-guid-1"),
        .init(deck: "Italian", fields: ["<!-- a note --><span style=\"color: red\">rosso</span>", "red &lt;3"]),
    ]

    @Test func ankisHTMLAndSeveralDecksBecomePlainTextDecksAndGoBackAsTheyWere() throws {
        let folder = try AnkiOracle.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = folder.appendingPathComponent("anki.txt")
        let anki = try AnkiOracle.run(.init(notes: Self.ankiNotes, export: exported.path))
        let guids = anki.notes.map(\.guid)

        let decks = try DeckTextFormat.importDecks(try Data(contentsOf: exported), path: exported.path, languages: ["es", "en"])
        #expect(decks.map(\.title) == ["Spanish::Verbs", "Italian", "Spanish::Nouns"])
        #expect(decks.map(\.id) == ["spanish-verbs", "italian", "spanish-nouns"])
        #expect(decks.map { $0.cards.map(\.id) } == [[guids[0], guids[2]], [guids[1], guids[4]], ["custom-guid-1"]])
        let texts = decks.flatMap { $0.cards.map { [$0.prompt, $0.answer] } }
        #expect(texts == [["hablar", "to speak, to talk"], ["comer (yo)", "to eat & drink"],
                          ["la casa\nil cane", "the house\nthe dog"], ["rosso", "red <3"],
                          ["el café", "coffee"]])
        let verbs = try #require(decks.first?.cardExtras)
        #expect(verbs[guids[0]] == CardExtras(tags: ["es", "verb"], promptHTML: "<b>hablar</b>", answerHTML: "to <i>speak</i>, to talk"))
        #expect(verbs[guids[2]] == CardExtras(promptHTML: "comer&nbsp;(yo)"))
        #expect(decks[1].cardExtras?[guids[4]] == CardExtras(promptHTML: "<!-- a note --><span style=\"color: red\">rosso</span>"))

        // Back into a new collection: the same notes, field for field.
        var files: [String] = []
        for deck in decks {
            let file = folder.appendingPathComponent("\(deck.id).txt")
            let text = DeckTextFormat.exportTSV(deck)
            #expect(text.hasPrefix("#separator:tab\n#html:true\n"))
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let again = try AnkiOracle.run(.init(imports: files))
        let byGUID = Dictionary(uniqueKeysWithValues: again.notes.map { ($0.guid, $0) })
        for original in anki.notes {
            let note = try #require(byGUID[original.guid], "note \(original.guid) missing")
            #expect(note.fields == original.fields)
            #expect(note.deck == original.deck)
            #expect(note.tags.sorted() == original.tags.sorted())
        }
    }

    @Test func ankisPlainTextExportImportsToo() throws {
        let folder = try AnkiOracle.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let exported = folder.appendingPathComponent("plain.txt")
        _ = try AnkiOracle.run(.init(notes: Self.ankiNotes, export: exported.path, exportHTML: false))
        let decks = try DeckTextFormat.importDecks(try Data(contentsOf: exported), path: exported.path)
        #expect(decks.map(\.title) == ["Spanish::Verbs", "Italian", "Spanish::Nouns"])
        // Anki's plain text puts everything on one line.
        #expect(decks[0].cards.map(\.prompt) == ["hablar", "comer (yo)"])
        #expect(decks[1].cards.first?.answer == "the house the dog")
        #expect(decks.allSatisfy { deck in deck.cardExtras?.values.allSatisfy { $0.promptHTML == nil && $0.answerHTML == nil } ?? true })
    }
}
