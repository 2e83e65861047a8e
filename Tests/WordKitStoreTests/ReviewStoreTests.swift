import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// Card reviews in the store: both implementations alike, bad rows skipped
/// and counted, the schedule of a card derived from its latest review.
@Suite struct ReviewStoreTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-reviews-\(UUID().uuidString)")

    enum Kind: String, CaseIterable, Sendable { case live, inMemory }

    func store(_ kind: Kind, warn: @escaping @Sendable (String) -> Void = { _ in }) -> (PlayerStore, WordKitPaths) {
        let paths = WordKitPaths(environment: ["WORDKIT_HOME": Self.folder.appendingPathComponent(UUID().uuidString).path])
        switch kind {
        case .live: return (.live(paths: paths, warn: warn), paths)
        case .inMemory: return (.inMemory(), paths)
        }
    }

    /// `count` reviews of card `id` in deck `deck`, a day apart, as the scheduler makes them.
    static func reviews(_ id: String, deck: String, grades: [ReviewGrade], from start: TimeInterval = 1_767_603_600) -> [CardReview] {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 1)
        var card = CardSchedule(cardID: id, due: Date(timeIntervalSince1970: start))
        return grades.enumerated().map { index, grade in
            let outcome = scheduler.review(card, grade: grade, at: Date(timeIntervalSince1970: start + Double(index) * 86_400.5), using: &rng)
            card = outcome.card
            return CardReview(deckID: deck, log: outcome.log)
        }
    }

    @Test(arguments: Kind.allCases)
    func reviewsComeBackAsStoredAndGiveEachCardsSchedule(kind: Kind) throws {
        let (store, _) = store(kind)
        #expect(try store.reviews().isEmpty)
        #expect(try store.schedules(for: ["a"]).isEmpty)
        let first = Self.reviews("en-es:the", deck: "en-es-top500", grades: [.good, .good, .again])
        let second = Self.reviews("en-es:to", deck: "en-es-full", grades: [.easy])
        try store.recordReviews(Array(first.prefix(2)))
        try store.recordReviews(second)
        try store.recordReviews([first[2]])
        try store.recordReviews([])
        let stored = try store.reviews()
        #expect(stored == Array(first.prefix(2)) + second + [first[2]])
        // Each card's schedule is the one after its latest review, whatever deck it was studied in.
        let schedules = try store.schedules(for: ["en-es:the", "en-es:to", "en-es:and"])
        #expect(schedules == ["en-es:the": first[2].log.after, "en-es:to": second[0].log.after])
        #expect(schedules["en-es:the"]?.state == .relearning)
    }

    @Test func aBadReviewRowIsSkippedAndCountedAndTheCardFallsBackToItsLastGoodReview() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }
        let warnings = Warnings()
        let (store, paths) = store(.live, warn: warnings.add)
        let reviews = Self.reviews("c", deck: "d", grades: [.good, .good, .good, .good, .good, .good])
        try store.recordReviews(reviews)
        try sqlite(paths, """
            UPDATE review SET rating = 9 WHERE id = 6;
            UPDATE review SET stability_after = -1 WHERE id = 5;
            UPDATE review SET state_before = 'lost' WHERE id = 4;
            UPDATE review SET due_after = 'soon' WHERE id = 3;
            UPDATE review SET step_after = -2 WHERE id = 2;
            """)
        #expect(try store.reviews() == [reviews[0]])
        #expect(warnings.all == [
            "skipped 5 unreadable reviews in \(paths.historyDatabase.path) (row id 2, 3, 4, 5, 6)"
        ])
        #expect(try store.schedules(for: ["c"]) == ["c": reviews[0].log.after])
        // The store still takes reviews and games.
        try store.recordReviews(Array(reviews.suffix(1)))
        #expect(try store.reviews().count == 2)
    }

    @Test func reviewsOfAStoreWithoutTheTableAreNoneAndNothingIsCreatedByReading() throws {
        let (store, paths) = store(.live)
        #expect(try store.reviews().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: paths.historyDatabase.path))
        try store.recordGame(GameRecord(game: .guess, start: Date(timeIntervalSince1970: 1), duration: 1, result: .won, steps: 1, score: nil, language: nil, details: [:]))
        #expect(try store.reviews().isEmpty)
    }

    /// Found by the history fuzz target: the reviews were read with `SELECT *`,
    /// and a row without one of the columns trapped in GRDB when it was read.
    /// Then a missing column made reading the reviews an error (issue #25:
    /// the schedules were lost from view); now it reads as empty, and the
    /// next write adds it back.
    @Test func aReviewTableMissingAColumnIsReadNotATrap() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }
        let (store, paths) = store(.live)
        let reviews = Self.reviews("c1", deck: "d", grades: [.good, .good, .good])
        try store.recordReviews(Array(reviews.prefix(2)))
        try sqlite(paths, "ALTER TABLE review DROP COLUMN stability_before;")
        let read = try store.reviews()
        #expect(read.map(\.log.after) == reviews.prefix(2).map(\.log.after))
        #expect(read.map(\.log.before.stability) == [nil, nil])
        #expect(try store.schedules(for: ["c1"]) == ["c1": reviews[1].log.after])
        // The games are still read, and the next write puts the column back.
        #expect(try store.games().isEmpty)
        try store.recordReviews([reviews[2]])
        #expect(try store.reviews().last == reviews[2])
    }

    @Test func aStoreOfTheFirstVersionGainsReviewsAndResults() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else { return }
        let (store, paths) = store(.live)
        try FileManager.default.createDirectory(at: paths.stateDirectory, withIntermediateDirectories: true)
        // The schema and rows WordKit wrote before reviews and results existed.
        try sqlite(paths, """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1');
            CREATE TABLE game (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, start DOUBLE NOT NULL,
                duration DOUBLE NOT NULL, won BOOLEAN, steps INTEGER, score INTEGER, language TEXT, details TEXT NOT NULL DEFAULT '{}');
            CREATE INDEX game_kind_start ON game (kind, start);
            INSERT INTO game (kind, start, duration, won, details) VALUES
                ('flashcards', 1, 5, 0, '{"reason":"quit","wrong":"0"}'),
                ('flashcards', 2, 5, 0, '{"reason":"time-up"}'),
                ('flashcards', 3, 5, 1, '{"reason":"no-cards"}'),
                ('guess', 4, 5, 0, '{"lives":"3"}'),
                ('guess', 5, 5, 0, '{"lives":"0"}'),
                ('scramble', 6, 5, NULL, '{}'),
                ('lights', 7, 5, 0, 'not json');
            """)
        let expected: [GameResult] = [.abandoned, .lost, .won, .abandoned, .lost, .finished, .lost]
        // Read as it is (read-only, unmigrated): only won or lost can be told.
        #expect(try store.games().map(\.result) == [.lost, .lost, .won, .lost, .lost, .finished, .lost])
        // The first write migrates: the result column is filled from what the details say.
        try store.recordReviews(Self.reviews("c", deck: "d", grades: [.good]))
        #expect(try store.games().map(\.result) == expected)
        try store.recordGame(GameRecord(game: .lights, start: Date(timeIntervalSince1970: 8), duration: 1, result: .abandoned, steps: 0, score: nil, language: nil, details: [:]))
        #expect(try store.games().map(\.result) == expected + [.abandoned])
        #expect(try store.games().last?.won == false)
        #expect(try store.reviews().count == 1)
    }

    @Test func abandonedGamesNeitherExtendNorBreakAStreak() {
        func game(_ start: TimeInterval, _ result: GameResult) -> GameRecord {
            GameRecord(game: .guess, start: Date(timeIntervalSince1970: start), duration: 10, result: result, steps: 1, score: nil, language: nil, details: [:])
        }
        let summary = HistorySummary([
            game(1, .won), game(2, .abandoned), game(3, .won), game(4, .abandoned), game(5, .finished), game(6, .won),
            game(7, .lost), game(8, .won), game(9, .abandoned),
        ])
        #expect(summary.games == 9)
        #expect(summary.wins == 4)
        #expect(summary.abandoned == 3)
        #expect(summary.longestStreak == 3)
        #expect(summary.currentStreak == 1)
    }

    /// Runs SQL on the history database with the `sqlite3` command.
    func sqlite(_ paths: WordKitPaths, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", paths.historyDatabase.path, sql]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
    }
}
