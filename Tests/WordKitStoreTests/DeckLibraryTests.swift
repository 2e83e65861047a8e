import ContentPipeline
import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// Shipped and imported decks are found, shown and played by id alike.
@Suite struct DeckLibraryTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-decks-\(UUID().uuidString)")

    func deck(_ id: String, cards: Int = 2) -> ContentDeck {
        ContentDeck(
            id: id, title: "Deck \(id)", languages: ["en", "es"],
            cards: (0..<cards).map { Card(id: "\(id):\($0)", prompt: "p\($0)", answer: "a\($0)") }, source: "test")
    }

    /// A content folder holding the shipped decks `ids`.
    func content(_ ids: [String]) throws -> GameContent {
        let decks = folder.appendingPathComponent("decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        for id in ids { try ContentJSON.encode(deck(id)).write(to: decks.appendingPathComponent("\(id).json")) }
        return GameContent(directory: folder)
    }

    @Test func importedDecksAreListedShownAndPlayedByID() throws {
        let library = DeckLibrary(content: try content(["b-shipped", "a-shipped"]), store: .inMemory())
        try library.importDeck(deck("mine", cards: 3), replacing: false)
        let (entries, warnings) = library.all()
        #expect(warnings.isEmpty)
        #expect(entries.map(\.deck.id) == ["a-shipped", "b-shipped", "mine"])
        #expect(entries.map(\.origin) == [.bundled, .bundled, .imported])
        #expect(try library.deck("mine").deck.cards.count == 3)
        #expect(try library.deckToPlay("mine").cards.count == 3)
        #expect(try library.deckToPlay(nil).id == "a-shipped")
        let path = folder.appendingPathComponent("decks/b-shipped.json").path
        #expect(try library.deckToPlay(path).id == "b-shipped")
    }

    @Test func idsAreNeverTakenTwice() throws {
        let library = DeckLibrary(content: try content(["shipped"]), store: .inMemory())
        #expect(throws: DeckLibraryError.bundledID("shipped")) { try library.importDeck(deck("shipped"), replacing: true) }
        try library.importDeck(deck("mine"), replacing: false)
        #expect(throws: DeckLibraryError.alreadyImported("mine")) { try library.importDeck(deck("mine", cards: 5), replacing: false) }
        try library.importDeck(deck("mine", cards: 5), replacing: true)
        #expect(try library.deck("mine").deck.cards.count == 5)
    }

    @Test func missingDecksSayWhatHelps() throws {
        let library = DeckLibrary(content: nil, store: .inMemory())
        #expect(throws: PlayError.unknownDeck("nope")) { try library.deck("nope") }
        #expect(PlayError.unknownDeck("nope").description.contains("wordkit deck list"))
        #expect(throws: PlayError.self) { try library.deckToPlay(nil) }
        #expect(throws: PlayError.missingDeckFile(path: "/no/such/deck.json")) { try library.deckToPlay("/no/such/deck.json") }
    }

    @Test func aDamagedImportedDeckIsSkippedWithAWarning() throws {
        let store = PlayerStore.inMemory()
        try store.saveImportedDeck("broken", Data("{\"id\": 3}".utf8))
        let library = DeckLibrary(content: nil, store: store)
        let (entries, warnings) = library.all()
        #expect(entries.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("broken") == true)
        #expect(throws: PlayError.self) { try library.deck("broken") }
    }
}
