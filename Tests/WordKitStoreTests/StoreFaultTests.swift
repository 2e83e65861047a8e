import Foundation
import Synchronization
import GameKernel
import Testing
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
}

/// Warnings a store reported, in order.
final class Warnings: Sendable {
    private let storage = Mutex<[String]>([])
    var all: [String] { storage.withLock { $0 } }
    var add: @Sendable (String) -> Void { { warning in self.storage.withLock { $0.append(warning) } } }
}
