import Foundation
import Synchronization
import GameKernel
import Testing
import WordKitPlay
import WordKitStore
import WordKitTestSupport

/// What the live store does with damaged and unreadable files: it never
/// loses a readable game or a saved setting, and never traps.
@Suite struct StoreFaultTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-faults-\(UUID().uuidString)")
    var paths: WordKitPaths { WordKitPaths(environment: ["WORDKIT_HOME": home.path]) }

    func game(_ start: TimeInterval) -> GameRecord {
        GameRecord(game: .guess, start: Date(timeIntervalSince1970: start), duration: 1, won: true, steps: 1, score: nil, language: nil, details: [:])
    }

    /// Runs SQL on the history database with the `sqlite3` command (`make deps-test` installs it).
    func sqlite(_ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", paths.historyDatabase.path, sql]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "sqlite3 \(sql)")
    }

    @Test
    func aWrongTypedRowIsSkippedAndCountedNotATrap() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        for start in [1.0, 2, 3] { try store.recordGame(game(start)) }
        try sqlite("UPDATE game SET start = 'abc' WHERE id = 2; UPDATE game SET won = 'maybe' WHERE id = 3;")
        #expect(try store.games().map(\.start) == [Date(timeIntervalSince1970: 1)])
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("skipped 2 unreadable games") == true)
        // The store still takes new games.
        try store.recordGame(game(4))
        #expect(try store.games().count == 2)
    }

    @Test
    func aDamagedMigrationsTableHidesNoGame() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        for start in [1.0, 2] { try store.recordGame(game(start)) }
        try sqlite("DROP TABLE grdb_migrations; CREATE TABLE grdb_migrations (junk BLOB);")
        #expect(try store.games().count == 2)
        #expect(!FileManager.default.fileExists(atPath: paths.historyDatabase.path + ".damaged"))
        #expect(warnings.all.isEmpty)
    }

    /// Overwrites the middle one of the store's table leaf pages (page type
    /// 0x0D) past its header, so that SQLite finds it malformed.
    func damageALeafPage() throws -> Int {
        var bytes = [UInt8](try Data(contentsOf: paths.historyDatabase))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let leaves = stride(from: pageSize, to: bytes.count, by: pageSize).filter { bytes[$0] == 0x0D }
        let page = leaves[leaves.count / 2]
        for offset in (page + 8)..<(page + pageSize) { bytes[offset] = 0xEE }
        try Data(bytes).write(to: paths.historyDatabase)
        return leaves.count
    }

    /// A damaged page (found by the history fuzz target: after a write to a
    /// store with a damaged page, every game disappeared from view) costs no
    /// game that can still be read: reads show the rest without moving the
    /// file, and the next write sets it aside byte for byte and copies the
    /// rest into a new store first.
    @Test func aDamagedPageCostsOnlyTheGamesOnIt() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        let details = ["note": String(repeating: "x", count: 300)]
        for start in 1...200 {
            try store.recordGame(
                GameRecord(game: .guess, start: Date(timeIntervalSince1970: Double(start)), duration: 1, won: true, steps: 1, score: nil,
                           language: nil, details: details))
        }
        #expect(try damageALeafPage() >= 10)
        let damaged = try Data(contentsOf: paths.historyDatabase)

        let readable = try store.games()
        #expect(readable.count > 150 && readable.count < 200, "\(readable.count) games read")
        #expect(readable.map(\.start) == readable.map(\.start).sorted())
        #expect(warnings.all.last?.contains("is damaged") == true, "\(warnings.all)")
        #expect(try Data(contentsOf: paths.historyDatabase) == damaged)

        try store.recordGame(game(1_000))
        #expect(warnings.all.last?.contains("copied the \(readable.count) games and 0 reviews") == true, "\(warnings.all)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: paths.historyDatabase.path + ".damaged")) == damaged)
        let count = warnings.all.count
        let after = try store.games()
        #expect(after.count == readable.count + 1)
        #expect(after.dropLast() == readable[...])
        #expect(warnings.all.count == count)
    }

    @Test func aFileThatIsNoDatabaseIsSetAsideOnce() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try FileManager.default.createDirectory(at: paths.stateDirectory, withIntermediateDirectories: true)
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: paths.historyDatabase)
        #expect(try store.games().isEmpty)
        #expect(warnings.all.first?.contains("history.sqlite.damaged") == true)
        try store.recordGame(game(1))
        #expect(try store.games().count == 1)
    }

    @Test func settingsThatCannotBeReadAreNeverOverwritten() throws {
        let store = PlayerStore.live(paths: paths)
        // A folder where the file should be: unreadable as a file, for root too.
        try FileManager.default.createDirectory(at: paths.settingsFile, withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try store.loadSettings() }
        #expect(throws: StoreError.self) { _ = try store.updateSettings { $0.lives = 3 } }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: paths.settingsFile.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func settingsThatAreNotJSONAreSetAsideSayingWhere() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: paths.settingsFile)
        #expect(try store.loadSettings() == Settings())
        #expect(warnings.all.first?.contains("settings.json.damaged") == true)
        #expect(try String(contentsOfFile: paths.settingsFile.path + ".damaged", encoding: .utf8) == "{ not json")
    }

    @Test func outOfRangeSettingsAreIgnoredWithAWarning() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try Data(#"{"length": 42, "lives": 3}"#.utf8).write(to: paths.settingsFile)
        #expect(try store.loadSettings() == Settings(lives: 3))
        #expect(warnings.all.first?.contains("ignoring the setting length") == true)
    }

    /// A value of the wrong JSON type is ignored alone, with a warning naming
    /// its key, and stays in the file until that key is set or cleared.
    @Test func aWrongTypedSettingIsIgnoredAloneAndKeptInTheFile() throws {
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.add)
        try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
        try Data(#"{"size": "big", "lives": 3, "length": 1e308, "retention": 0.8, "speak": true, "cards": [1]}"#.utf8)
            .write(to: paths.settingsFile)
        #expect(try store.loadSettings() == Settings(lives: 3, retention: 0.8, speak: true))
        #expect(warnings.all.count == 3, "\(warnings.all)")
        for key in ["size", "length", "cards"] {
            #expect(warnings.all.contains { $0.hasPrefix("ignoring the setting \(key): ") }, "\(warnings.all)")
        }
        #expect(warnings.all.contains { $0.contains(#""big""#) && $0.contains("3 to 9") })
        #expect(!FileManager.default.fileExists(atPath: paths.settingsFile.path + ".damaged"))
        // A change keeps what it cannot read, as it keeps an out-of-range value.
        _ = try store.updateSettings { $0.newPerDay = 5 }
        var file = try String(contentsOf: paths.settingsFile, encoding: .utf8)
        #expect(file.contains(#""size" : "big""#) && file.contains(#""length" : 1e+308"#) && file.contains(#""newPerDay" : 5"#), "\(file)")
        #expect(try store.loadSettings() == Settings(lives: 3, newPerDay: 5, retention: 0.8, speak: true))
        // Setting or clearing the key replaces it.
        _ = try store.updateSettings { $0.size = 4; $0.clear(.length) }
        file = try String(contentsOf: paths.settingsFile, encoding: .utf8)
        #expect(!file.contains("big") && !file.contains("length") && file.contains(#""cards" : ["#), "\(file)")
        #expect(try store.loadSettings() == Settings(lives: 3, size: 4, newPerDay: 5, retention: 0.8, speak: true))
    }
}

/// Warnings a store reported, in order.
final class Warnings: Sendable {
    private let storage = Mutex<[String]>([])
    var all: [String] { storage.withLock { $0 } }
    var add: @Sendable (String) -> Void { { warning in self.storage.withLock { $0.append(warning) } } }
}
