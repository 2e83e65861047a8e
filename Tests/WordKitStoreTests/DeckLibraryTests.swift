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
        #expect(try library.deckToPlay("mine", language: "en").cards.count == 3)
        #expect(try library.deckToPlay(nil, language: "en").id == "a-shipped")
        let path = folder.appendingPathComponent("decks/b-shipped.json").path
        #expect(try library.deckToPlay(path, language: "en").id == "b-shipped")
    }

    @Test func idsAreNeverTakenTwice() throws {
        let library = DeckLibrary(content: try content(["shipped"]), store: .inMemory())
        #expect(throws: DeckLibraryError.bundledID("shipped")) { try library.importDeck(deck("shipped"), replacing: true) }
        try library.importDeck(deck("mine"), replacing: false)
        #expect(throws: DeckLibraryError.alreadyImported("mine")) { try library.importDeck(deck("mine", cards: 5), replacing: false) }
        try library.importDeck(deck("mine", cards: 5), replacing: true)
        #expect(try library.deck("mine").deck.cards.count == 5)
    }

    @Test func missingDecksAreNamed() throws {
        let library = DeckLibrary(content: nil, store: .inMemory())
        #expect(throws: PlayError.unknownDeck("nope")) { try library.deck("nope") }
        #expect(PlayError.unknownDeck("nope").description == "no deck \"nope\"")
        #expect(throws: PlayError.self) { try library.deckToPlay(nil, language: "en") }
        #expect(throws: PlayError.missingDeckFile(path: "/no/such/deck.json")) { try library.deckToPlay("/no/such/deck.json", language: "en") }
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

    /// An import named like an imported deck that cannot be read stops
    /// rather than overwrite it (it was taken for a new deck and replaced);
    /// `replacing` still replaces it when asked.
    @Test func aDamagedImportedDeckIsNeverOverwrittenByAnImport() throws {
        let store = PlayerStore.inMemory()
        let damaged = Data("{\"id\": 3}".utf8)
        try store.saveImportedDeck("broken", damaged)
        let library = DeckLibrary(content: nil, store: store)
        #expect(throws: PlayError.self) { try library.importDecks([deck("broken")], replacing: false) }
        #expect(throws: PlayError.self) { try library.importDecks([deck("other")], into: "broken", replacing: false) }
        #expect(try store.importedDeck("broken") == damaged)
        #expect(try library.importDecks([deck("broken")], replacing: true).map(\.description) == ["imported 2 cards as deck broken"])
        #expect(try library.deck("broken").deck.cards.count == 2)
    }

    /// A file imports into the deck it names; the decks it shares cards with
    /// are named, and `into` merges into one of them.
    @Test func aFileImportsIntoTheDeckItNamesAndIntoOnlyWhenAsked() throws {
        // Cards without a guid, as Anki text without one gives them: `<deck id>:<prompt>`.
        func unguided(_ id: String, _ answers: [String]) -> ContentDeck {
            ContentDeck(id: id, title: id, languages: ["it", "en"],
                        cards: answers.enumerated().map { Card(id: "\(id):p\($0)", prompt: "p\($0)", answer: $1) }, source: "test")
        }
        let library = DeckLibrary(content: nil, store: .inMemory())
        _ = try library.importDecks([unguided("italian", ["a0", "a1"])], replacing: false)
        let spanish = unguided("spanish", ["other"])
        let added = try library.importDecks([spanish], replacing: false)
        #expect(added == [DeckImport(deckID: "spanish", change: .added(cards: 1), sharedCards: [.init(deckID: "italian", cards: 1)])])
        #expect(try library.deck("italian").deck.cards.map(\.answer) == ["a0", "a1"])
        let merged = try library.importDecks([spanish], into: "italian", replacing: false)
        #expect(merged.map(\.description) == ["updated deck italian: 0 added, 1 updated, 0 unchanged"])
        #expect(try library.deck("italian").deck.cards.map(\.answer) == ["other", "a1"])
        #expect(throws: DeckLibraryError.notImported("nosuch")) { try library.importDecks([spanish], into: "nosuch", replacing: false) }
        #expect(throws: DeckLibraryError.intoNeedsOneDeck(count: 2)) {
            try library.importDecks([spanish, deck("x")], into: "italian", replacing: false)
        }
    }
}

/// Issue 21: a new player's deck is a vocabulary deck from the settings'
/// language (read as the player's own), not English anagrams.
@Suite struct DefaultDeckTests {
    static let shipped = [
        "anagrams-en", "anagrams-es", "anagrams-it", "en-es-full", "en-es-top500", "en-it-full", "en-it-top500",
        "es-en-full", "es-en-top500", "es-it-full", "es-it-top500", "it-en-full", "it-en-top500", "it-es-full", "it-es-top500",
    ]

    @Test(arguments: [("en", "en-es-top500"), ("es", "es-en-top500"), ("it", "it-en-top500"), ("es_MX", "es-en-top500"), ("EN", "en-es-top500")])
    func theTop500DeckFromTheLanguage(language: String, expected: String) {
        #expect(DeckLibrary.defaultDeckID(among: Self.shipped.shuffled(), language: language) == expected)
    }

    @Test func aLanguageWithoutDecksFallsBackToAVocabularyDeckThenToAnyDeck() {
        #expect(DeckLibrary.defaultDeckID(among: Self.shipped, language: "de") == "en-es-top500")
        #expect(DeckLibrary.defaultDeckID(among: ["anagrams-en", "fr-de-full"], language: "en") == "fr-de-full")
        #expect(DeckLibrary.defaultDeckID(among: ["anagrams-en", "anagrams-es"], language: "es") == "anagrams-en")
        #expect(DeckLibrary.defaultDeckID(among: [], language: "en") == nil)
    }

    /// Every shipped deck id the rule picks names a deck whose cards' prompts
    /// are in the language (the deck file's own `languages`).
    @Test(arguments: ["en", "es", "it"])
    func theShippedDefaultDeckPromptsInTheLanguage(language: String) throws {
        let library = DeckLibrary(content: GameContent(directory: Repository.content), store: .inMemory())
        let id = try #require(library.defaultDeckID(language: language))
        let deck = try library.deck(id).deck
        #expect(deck.languages.first?.rawValue == language && deck.languages.last?.rawValue != language)
        #expect(!id.hasPrefix("anagrams"))
        #expect(try library.deckToPlay(nil, language: language).id == id)
    }

    @Test func aNamedDeckStillWins() throws {
        let library = DeckLibrary(content: GameContent(directory: Repository.content), store: .inMemory())
        #expect(try library.deckToPlay("anagrams-en", language: "es").id == "anagrams-en")
    }
}

/// Issue 21: the deck picker's figures: cards, due today, new today.
@Suite struct DeckOverviewTests {
    @Test func eachDeckShowsItsCardsDueAndNewToday() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-overview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = DeckLibraryTests()
        let decks = folder.appendingPathComponent("decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        for (id, cards) in [("a-deck", 5), ("b-deck", 3)] {
            try ContentJSON.encode(tests.deck(id, cards: cards)).write(to: decks.appendingPathComponent("\(id).json"))
        }
        let store = PlayerStore.inMemory()
        let library = DeckLibrary(content: GameContent(directory: folder), store: store)
        let morning = StudyStoreTests.morning()
        // Two cards of a-deck seen this morning: one again (due in minutes), one easy (due in days).
        var rng = SplitMix64(seed: 0)
        let scheduler = FSRSScheduler()
        let reviews = [("a-deck:0", ReviewGrade.again), ("a-deck:1", .easy)].map { id, grade in
            CardReview(deckID: "a-deck", log: scheduler.review(CardSchedule(cardID: id, due: morning), grade: grade, at: morning, using: &rng).log)
        }
        try store.recordReviews(reviews)
        let options = StudyStoreTests.options(newCardsPerDay: 2)
        let (overviews, warnings) = library.overviews(at: morning.addingTimeInterval(60), options: options)
        #expect(warnings.isEmpty)
        #expect(overviews.map(\.id) == ["a-deck", "b-deck"])
        // The oracle: each deck's own statistics and its new cards introduced today.
        for overview in overviews {
            let history = DeckReviews(deck: try library.deckToPlay(overview.id, language: "en"), from: reviews)
            let stats = history.stats(at: morning.addingTimeInterval(60), options: options)
            #expect(overview.cards == stats.cards && overview.dueToday == stats.dueToday)
        }
        #expect(overviews.map(\.cards) == [5, 3])
        #expect(overviews.map(\.dueToday) == [1, 0])
        // a-deck brought in its 2 new cards today: none left; b-deck has 2 of its 3.
        #expect(overviews.map(\.newToday) == [0, 2])
        let wider = library.overviews(at: morning.addingTimeInterval(60), options: StudyStoreTests.options(newCardsPerDay: 10)).overviews
        #expect(wider.map(\.newToday) == [3, 3])
    }
}
