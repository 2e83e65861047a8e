import Foundation
import GameKernel
import Testing
import WordKitStore
import WordKitTestSupport

/// Games and reviews kept in `history.sqlite.pending/` while the store could
/// not be written: shown by reads, written once by the next save.
@Suite struct PendingHistoryTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-pending-\(UUID().uuidString)")
    var paths: WordKitPaths { WordKitPaths(environment: ["WORDKIT_HOME": home.path]) }
    var folder: URL { URL(fileURLWithPath: paths.historyDatabase.path + ".pending") }

    func game(_ start: TimeInterval) -> GameRecord {
        GameRecord(game: .guess, start: Date(timeIntervalSince1970: start), duration: 1, result: .won, steps: 1, score: nil, language: nil,
                   details: [:])
    }

    /// A pending file as WordKit writes one.
    func writePending(_ name: String, games: [GameRecord]) throws {
        struct Rows: Encodable {
            var games: [GameRecord]
            var reviews: [CardReview] = []
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(Rows(games: games)).write(to: folder.appendingPathComponent(name + ".json"))
    }

    func sqlite(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", paths.historyDatabase.path, sql]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
    }

    @Test func pendingGamesAreShownThenWrittenOnceByTheNextSave() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try store.recordGame(game(1))
        try writePending("1-a", games: [game(2), game(3)])
        #expect(try store.games().map(\.start) == [1.0, 2, 3].map { Date(timeIntervalSince1970: $0) })
        #expect(warnings.all.last?.contains("2 games are kept in \(folder.path)") == true, "\(warnings.all)")

        try store.recordGame(game(4))
        #expect(warnings.all.last?.contains("added 2 games to \(paths.historyDatabase.path)") == true, "\(warnings.all)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let said = warnings.all.count
        #expect(try store.games().count == 4)
        try store.recordGame(game(5))
        #expect(try store.games().count == 5)
        #expect(warnings.all.count == said)
    }

    /// A process killed after the commit that wrote a pending file's rows and
    /// before it removed the file: the file's token is recorded in the same
    /// transaction, so its rows are neither shown nor written twice.
    @Test func aPendingFileWrittenBeforeAKillIsNotAddedTwice() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let store = PlayerStore.live(paths: paths)
        try store.recordGame(game(1))
        try store.recordGame(game(2))
        // As the commit left it: the game in the store, the token recorded, the file still there.
        try writePending("1-b", games: [game(2)])
        try sqlite("INSERT INTO pending_written (token) VALUES ('1-b')")
        #expect(try store.games().count == 2)
        try store.recordGame(game(3))
        #expect(try store.games().map(\.start) == [1.0, 2, 3].map { Date(timeIntervalSince1970: $0) })
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aPendingFileThatCannotBeReadIsSetAsideNotLost() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try store.recordGame(game(1))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not rows".utf8).write(to: folder.appendingPathComponent("1-c.json"))
        #expect(try store.games().count == 1)
        try store.recordGame(game(2))
        #expect(try store.games().count == 2)
        #expect(try String(contentsOf: folder.appendingPathComponent("1-c.json.damaged"), encoding: .utf8) == "{ not rows")
        #expect(warnings.all.contains { $0.contains("moved it to \(folder.path)/1-c.json.damaged") }, "\(warnings.all)")
    }
}
