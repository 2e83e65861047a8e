import Foundation
import GameKernel
import Testing
import WordKitStore

/// A store SQLite can no longer open or walk (truncated anywhere, page 1
/// damaged, bits flipped): its games and reviews are read from its pages, as
/// `sqlite3 .recover` reads them, shown, and kept by the next save; when no
/// page holds one, the warning says so and how many bytes were kept.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 command (make deps-test)"))
struct DamagedStoreRecoveryTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-recover-\(UUID().uuidString)")
    var paths: WordKitPaths { WordKitPaths(environment: ["WORDKIT_HOME": home.path]) }

    /// Runs SQL with the `sqlite3` command.
    func sqlite(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [path, sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A store of 2,000 games (start 1 to 2000) and 500 reviews, 87 pages of 4 KiB; its bytes.
    func makeStore() throws -> Data {
        let store = PlayerStore.live(paths: paths)
        try store.recordGame(GameRecord(game: .guess, start: Date(timeIntervalSince1970: 1), duration: 2, won: true, steps: 3, score: 4, language: nil, details: ["answer": "42"]))
        let path = paths.historyDatabase.path
        _ = try sqlite(path, """
            WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
            INSERT INTO game (kind, start, duration, won, steps, score, language, details, result)
            SELECT 'guess', i, 2, 1, 3, 4, NULL, '{"answer":"42"}', 'won' FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
            INSERT INTO review (card_id, deck_id, reviewed_at, rating, state_before, due_before, state_after, step_after, stability_after, difficulty_after, due_after)
            SELECT 'card-' || i, 'deck', 1000 + i, 3, 'new', 1000 + i, 'learning', 1, 2.3, 5.1, 1600 + i FROM n;
            """)
        return try Data(contentsOf: paths.historyDatabase)
    }

    /// Damages the store as `damage` says, then reads it and saves one game.
    func damaged(_ damage: (inout Data) -> Void) throws -> (shown: [GameRecord], reviews: Int, warnings: [String], saved: [GameRecord], saveWarnings: [String]) {
        var bytes = try makeStore()
        damage(&bytes)
        try bytes.write(to: paths.historyDatabase)
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        let shown = try store.games()
        let reviews = try store.reviews().count
        let readWarnings = warnings.all
        try store.recordGame(GameRecord(game: .lights, start: Date(timeIntervalSince1970: 5000), duration: 1, won: true, steps: 1, score: nil, language: nil, details: [:]))
        let saved = try store.games()
        return (shown, reviews, readWarnings, saved, Array(warnings.all.dropFirst(readWarnings.count)))
    }

    /// How many of the games are ones the store held, whole.
    func genuine(_ games: [GameRecord]) -> Int {
        games.filter { game in
            let start = game.start.timeIntervalSince1970
            return game.game == .guess && start >= 1 && start <= 2000 && start.rounded() == start && game.duration == 2 && game.steps == 3
                && game.score == 4 && game.details == ["answer": "42"]
        }.count
    }

    @Test func aStoreTruncatedInTheMiddleKeepsTheGamesOnItsWholePages() throws {
        var size = 0
        let result = try damaged { bytes in
            size = bytes.count
            bytes = bytes.prefix(bytes.count / 2)
        }
        // The games are on the pages in order: about half of them lie below the cut.
        #expect(result.shown.count >= 800 && result.shown.count < 1_200, "\(result.shown.count) of 2000 in \(size / 2) of \(size) bytes")
        #expect(genuine(result.shown) == result.shown.count)
        #expect(result.warnings.contains { $0.contains("showing the \(result.shown.count) games that could be read") }, "\(result.warnings)")
        #expect(result.saved.count == result.shown.count + 1)
        #expect(result.saveWarnings.contains { $0.contains("copied the \(result.shown.count) games") }, "\(result.saveWarnings)")
    }

    @Test(arguments: ["header", "page 1"])
    func aDamagedFirstPageLosesNoGame(_ what: String) throws {
        let result = try damaged { bytes in
            bytes.replaceSubrange(0..<(what == "header" ? 100 : 4096), with: [UInt8](repeating: what == "header" ? 0 : 0xAB, count: what == "header" ? 100 : 4096))
        }
        #expect(result.shown.count == 2_000 && result.reviews == 500, "\(result.shown.count) \(result.reviews)")
        #expect(genuine(result.shown) == 2_000)
        #expect(result.warnings.contains { $0.contains("file is not a database") }, "\(result.warnings)")
        #expect(result.saved.count == 2_001)
        #expect(!FileManager.default.fileExists(atPath: paths.historyDatabase.path + ".damaged2"))
    }

    @Test func scatteredBitFlipsCostOnlyTheRowsTheyHit() throws {
        var generator = SystemRandomNumberGenerator.Seeded(seed: 7)
        let result = try damaged { bytes in
            for _ in 0..<60 {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] ^= UInt8(1) << (generator.next() % 8)
            }
        }
        // A flipped bit in a value changes that value (SQLite keeps no checksum); the rest are whole.
        #expect(genuine(result.shown) >= 1_900, "\(genuine(result.shown)) of \(result.shown.count)")
        #expect(result.saved.count >= result.shown.count + 1)
    }

    /// A store cut inside its schema pages holds no game on any page: the
    /// warnings say so plainly, and the bytes are kept.
    @Test func aStoreNothingCanBeReadFromSaysSoAndKeepsItsBytes() throws {
        let result = try damaged { $0 = $0.prefix(3_000) }
        #expect(result.shown.isEmpty)
        #expect(result.saved.count == 1)
        #expect(result.saveWarnings.contains { $0.contains("no game or review could be read from it") && $0.contains("its 3000 bytes are kept there") },
                "\(result.saveWarnings)")
        let aside = try Data(contentsOf: URL(fileURLWithPath: paths.historyDatabase.path + ".damaged"))
        #expect(aside.count == 3_000)
    }
}

extension SystemRandomNumberGenerator {
    /// A SplitMix64 generator, so that the damage is the same on every run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
