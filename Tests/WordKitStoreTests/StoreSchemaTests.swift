import Foundation
import GameKernel
import Testing
import WordKitStore
import WordKitTestSupport

/// A history store whose schema was changed behind WordKit's back (issue
/// #25, item 3): the schema is read from the tables themselves, so every game
/// and review still reads, and a save repairs the store in place or sets it
/// aside and copies it, never dropping the new game.
@Suite struct StoreSchemaTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-schema-\(UUID().uuidString)")
    var paths: WordKitPaths { WordKitPaths(environment: ["WORDKIT_HOME": home.path]) }

    /// A change to the schema, as `sqlite3` (or another tool) could make it.
    enum Change: String, CaseIterable, Sendable {
        case migrationsEmptied = "DELETE FROM grdb_migrations"
        case migrationsDropped = "DROP TABLE grdb_migrations"
        case migrationsOfAnotherShape = "DROP TABLE grdb_migrations; CREATE TABLE grdb_migrations (junk BLOB)"
        case gameColumnDropped = "ALTER TABLE game DROP COLUMN score"
        case resultColumnDropped = "ALTER TABLE game DROP COLUMN result"
        case gameTableRenamed = "ALTER TABLE game RENAME TO old_game"
        case gameTableBehindAView = "ALTER TABLE game RENAME TO game_rows; CREATE VIEW game AS SELECT * FROM game_rows"
        case reviewColumnDropped = "ALTER TABLE review DROP COLUMN stability_before"
        case reviewTableRenamed = "ALTER TABLE review RENAME TO old_review"

        /// Whether the store can be repaired where it is (else it is set aside and copied).
        var repairedInPlace: Bool {
            ![.gameTableRenamed, .gameTableBehindAView, .reviewTableRenamed].contains(self)
        }
    }

    func game(_ start: TimeInterval) -> GameRecord {
        GameRecord(game: .guess, start: Date(timeIntervalSince1970: start), duration: 1, result: .won, steps: 1, score: Int(start) * 10,
                   language: nil, details: ["lives": "5"])
    }

    /// Runs SQL on the store with the `sqlite3` command and returns what it printed.
    @discardableResult
    func sqlite(_ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", paths.historyDatabase.path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: Change.allCases)
    func aChangedSchemaHidesNothingAndStopsNoSave(change: Change) throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        for start in [1.0, 2, 3] { try store.recordGame(game(start)) }
        let reviews = ReviewStoreTests.reviews("c", deck: "d", grades: [.good, .good, .good])
        try store.recordReviews(Array(reviews.prefix(2)))
        try sqlite(change.rawValue)

        // Every game and review still reads.
        #expect(try store.games().map(\.start) == [1, 2, 3].map { Date(timeIntervalSince1970: $0) })
        #expect(try store.reviews().map(\.log.after) == reviews.prefix(2).map(\.log.after))
        #expect(try store.schedules(for: ["c"]) == ["c": reviews[1].log.after])

        // A new game and a new review are saved beside them.
        try store.recordGame(game(4))
        try store.recordReviews([reviews[2]])
        #expect(try store.games().map(\.start) == [1, 2, 3, 4].map { Date(timeIntervalSince1970: $0) })
        #expect(try store.games().last == game(4))
        #expect(try store.reviews().map(\.log.after) == reviews.map(\.log.after))
        let asideExists = FileManager.default.fileExists(atPath: paths.historyDatabase.path + ".damaged")
        #expect(asideExists == !change.repairedInPlace, "\(warnings.all)")
        if !change.repairedInPlace {
            #expect(warnings.all.contains { $0.contains("moved it to \(paths.historyDatabase.path).damaged") }, "\(warnings.all)")
        }

        // The store is whole again: the next save needs no repair and says nothing,
        // and an older WordKit (which trusts its migrations table) can write it too.
        let said = warnings.all.count
        try store.recordGame(game(5))
        #expect(try store.games().count == 5)
        #expect(warnings.all.count == said, "\(warnings.all)")
        #expect(try sqlite("SELECT identifier FROM grdb_migrations ORDER BY identifier") == "v1\nv2-review\nv3-game-result\n")
        #expect(try sqlite("PRAGMA integrity_check") == "ok\n")
    }

    /// A killed writer leaves a hot journal; a read-only reader cannot roll it
    /// back, and every `history` failed with "attempt to write a readonly
    /// database" until the next save. A read now rolls it back first (under
    /// the writers' lock, as SQLite's own recovery) and shows the games.
    @Test func aHotJournalLeftByAKilledWriterIsRolledBackByTheNextRead() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let store = PlayerStore.live(paths: paths)
        for start in [1.0, 2, 3] { try store.recordGame(game(start)) }
        // A writer in the middle of a large transaction, killed.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        writer.arguments = ["sqlite3", paths.historyDatabase.path]
        let input = Pipe(), output = Pipe()
        writer.standardInput = input
        writer.standardOutput = output
        try writer.run()
        input.fileHandleForWriting.write(Data("""
            PRAGMA cache_size = 1;
            BEGIN;
            UPDATE game SET kind = 'lights';
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO game (kind, start, duration, details) SELECT 'guess', i, 1, printf('%.500c', 'x') FROM n;
            SELECT 'written';

            """.utf8))
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("written") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let journal = paths.historyDatabase.path + "-journal"
        #expect(((try? FileManager.default.attributesOfItem(atPath: journal))?[.size] as? Int ?? 0) > 0)

        #expect(try store.games() == [1.0, 2, 3].map(game))
        #expect(!FileManager.default.fileExists(atPath: journal))
        #expect(try sqlite("PRAGMA integrity_check") == "ok\n")
    }
}
