import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// A study grade undone leaves the player's store (issue 21): the latest
/// equal review is removed, from the SQLite store or from a pending file,
/// and a study session's undo goes through the recorder to the store.
@Suite struct ReviewWithdrawalTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-withdraw-\(UUID().uuidString)")
    var paths: WordKitPaths { WordKitPaths(environment: ["WORDKIT_HOME": home.path]) }

    /// A review of `card` graded `grade` at `seconds` after 2026-01-05T09:00:00Z.
    static func review(_ card: String, _ grade: ReviewGrade, at seconds: TimeInterval) -> CardReview {
        var rng = SplitMix64(seed: 0)
        let time = Date(timeIntervalSince1970: 1_767_603_600 + seconds)
        let log = FSRSScheduler().review(CardSchedule(cardID: card, due: time), grade: grade, at: time, using: &rng).log
        return CardReview(deckID: "d", log: log)
    }

    @Test(arguments: [false, true])
    func theLatestEqualReviewIsRemoved(live: Bool) throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let store = live ? PlayerStore.live(paths: paths, warn: warnings.add) : .inMemory()
        let a = Self.review("a", .again, at: 0)
        let b = Self.review("b", .good, at: 0)
        // The same card graded the same at the same moment twice (a session under --now): two equal reviews.
        try store.recordReviews([a, b, a])
        try store.recordReviews([Self.review("c", .easy, at: 5)])
        #expect(try store.withdrawReviews([Self.review("c", .easy, at: 5)]) == 0)
        #expect(try store.reviews() == [a, b, a])
        #expect(try store.withdrawReviews([a]) == 0)
        #expect(try store.reviews() == [a, b])
        // Several at once, oldest first: both go.
        #expect(try store.withdrawReviews([a, b]) == 0)
        #expect(try store.reviews().isEmpty)
        // One that is not there is counted, and nothing else changes.
        try store.recordReviews([b])
        #expect(try store.withdrawReviews([a]) == 1)
        #expect(try store.reviews() == [b])
        #expect(warnings.all.isEmpty, "\(warnings.all)")
    }

    @Test func aReviewStillPendingIsRemovedFromItsFile() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        let stored = Self.review("a", .good, at: 0)
        try store.recordReviews([stored])
        // Two reviews kept pending (the store was locked when they were made), as WordKit writes them.
        struct Rows: Encodable {
            var games: [GameRecord] = []
            var reviews: [CardReview]
        }
        let folder = URL(fileURLWithPath: paths.historyDatabase.path + ".pending")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = Self.review("b", .again, at: 10)
        let second = Self.review("a", .good, at: 0)
        try JSONEncoder().encode(Rows(reviews: [first, second])).write(to: folder.appendingPathComponent("1-a.json"))
        #expect(try store.reviews() == [stored, first, second])
        // The newest equal review is the pending one: the file loses it, the store keeps its own.
        #expect(try store.withdrawReviews([second]) == 0)
        #expect(try store.reviews() == [stored, first])
        #expect(try store.withdrawReviews([first]) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("1-a.json").path))
        #expect(try store.reviews() == [stored])
    }

    @Test func aSessionsUndoLeavesTheStore() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let store = PlayerStore.live(paths: paths)
        let deck = Deck(id: "d", title: "D", languages: [], cards: ["x", "y"].map { Card(id: $0, prompt: $0, answer: $0.uppercased()) })
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let now = Date(timeIntervalSince1970: 1_767_603_600)
        var session = try GameSession.study(
            deck, options: StudyOptions(newCardsPerDay: 5, fuzz: false, calendar: calendar), store: store, seed: 1, at: now)
        session.perform(.reveal, at: now)
        session.perform(.grade(.again), at: now)
        session.perform(.reveal, at: now)
        let before = session.game
        let storedBefore = try store.reviews()
        session.perform(.grade(.good), at: now)
        #expect(try store.reviews().count == 2)
        let events = session.perform(.undo, at: now)
        #expect(events.map(\.kind) == ["undo", "card", "answer"])
        #expect(session.game == before)
        #expect(try store.reviews() == storedBefore)
        // And back to the start: the store is empty again.
        session.perform(.undo, at: now)
        #expect(try store.reviews().isEmpty)
        #expect(session.perform(.undo, at: now).map(\.kind) == ["ignored"])
    }
}
