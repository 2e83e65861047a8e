import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// Study over a player's store: schedules read from it, reviews written to
/// it, kept by card id across edited and rebuilt decks.
@Suite struct StudyStoreTests {
    static let deck = Deck(
        id: "en-es", title: "English → Spanish", languages: [.english, .spanish],
        cards: ["the", "to", "and", "of", "a"].map { Card(id: "en-es:\($0)", prompt: $0, answer: "«\($0)»") })

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// 2026-01-05T09:00:00Z and seconds after.
    static func morning(_ seconds: TimeInterval = 0) -> Date { Date(timeIntervalSince1970: 1_767_603_600 + seconds) }

    static func options(newCardsPerDay: Int = 2) -> StudyOptions {
        StudyOptions(newCardsPerDay: newCardsPerDay, fuzz: false, calendar: utc)
    }

    @Test func theStoreSessionReadsAndWritesThePlayersStore() throws {
        let store = PlayerStore.inMemory()
        var session = try GameSession.study(Self.deck, options: Self.options(newCardsPerDay: 1), store: store, seed: 3, at: Self.morning())
        session.perform(.reveal, at: Self.morning())
        session.perform(.grade(.easy), at: Self.morning())
        #expect(!session.isPlaying)
        #expect(try store.schedules(for: ["en-es:the"])["en-es:the"]?.state == .review)
        #expect(DeckReviews(deck: Self.deck, from: try store.reviews()).newCardsIntroduced(in: Self.options().day(containing: Self.morning())) == 1)
        #expect(throws: PlayError.self) {
            try GameSession.study(Self.deck, options: StudyOptions(newCardsPerDay: -1), store: store, seed: 1, at: Self.morning())
        }
        #expect(throws: PlayError.self) {
            try GameSession.study(Self.deck, options: StudyOptions(desiredRetention: 1.5), store: store, seed: 1, at: Self.morning())
        }
    }

    @Test func anEditedOrRebuiltDeckKeepsItsCardsSchedulesByID() throws {
        let store = PlayerStore.inMemory()
        var session = try GameSession.study(Self.deck, options: Self.options(newCardsPerDay: 2), store: store, seed: 1, at: Self.morning())
        for _ in 0..<2 {
            session.perform(.reveal, at: Self.morning())
            session.perform(.grade(.easy), at: Self.morning())
        }
        // The rebuilt deck: answers edited, cards reordered, one card gone and one added; another deck shares a card.
        var rebuilt = Self.deck
        rebuilt.cards = [Card(id: "en-es:new", prompt: "new", answer: "nuevo")] + Self.deck.cards.reversed().map { card in
            Card(id: card.id, prompt: card.prompt, answer: card.answer + " (edited)")
        }.filter { $0.id != "en-es:a" }
        let before = try store.schedules(for: Self.deck.cards.map(\.id))
        #expect(before.keys.sorted() == ["en-es:the", "en-es:to"])
        #expect(try DeckReviews.load(rebuilt, from: store).schedules == before)
        let full = Deck(id: "en-es-full", title: "All", languages: [], cards: [Card(id: "en-es:to", prompt: "to", answer: "a")])
        #expect(try DeckReviews.load(full, from: store).schedules == ["en-es:to": before["en-es:to"]].compactMapValues { $0 })
        // Studying the rebuilt deck the same day: its two reviewed cards are not new again, and the day's limit is spent.
        let again = try GameSession.study(rebuilt, options: Self.options(newCardsPerDay: 2), store: store, seed: 1, at: Self.morning(60))
        #expect(again.openingEvents.first == .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 0, new: 0, newCards: .dailyLimitReached, newCardsPerDay: 2)))
    }

    @Test func theRecorderKeepsGamesAndReviewsAndWarnsWhenItCannot() throws {
        let store = PlayerStore.inMemory()
        let recorder = GameRecorder.storing(in: store, warn: { _ in })
        var rng = SplitMix64(seed: 0)
        let review = CardReview(deckID: "d", log: FSRSScheduler().review(CardSchedule(cardID: "c", due: Self.morning()), grade: .good, at: Self.morning(), using: &rng).log)
        recorder.recordReviews([review])
        recorder.record(GameRecord(game: .guess, start: Self.morning(), duration: 1, result: .won, steps: 1, score: nil, language: nil, details: [:]))
        #expect(try store.reviews() == [review])
        #expect(try store.games().count == 1)
        // A store that cannot be written: a warning, and play goes on.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-unwritable-\(UUID().uuidString)")
        try Data().write(to: home)  // a file where the folders should be
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let broken = GameRecorder.storing(in: .live(paths: WordKitPaths(environment: ["WORDKIT_HOME": home.path])), warn: warnings.add)
        broken.recordReviews([review, review])
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.hasPrefix("could not save 2 reviews: cannot save the reviews to ") == true)
    }
}
