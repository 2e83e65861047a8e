import Foundation
import GRDB
import GameKernel
import Spelling
import WordKitStore

/// The player's game history: an SQLite database (`history.sqlite`) in the
/// WordKit state folder, read and written through GRDB.
///
/// The database runs in WAL mode with a busy timeout, and every open also
/// holds an advisory lock (`history.sqlite.lock`) while it sets the database
/// up and writes, so two `wordkit` processes recording at once both succeed.
/// A row is written in one transaction, so a process killed at any moment
/// leaves a readable store. A file that is not a database is renamed aside
/// (`history.sqlite.damaged`) and a fresh store is started, with a warning.
struct HistoryStore {
    /// The database file.
    let fileURL: URL

    /// Problems met and handled while opening (a damaged store set aside).
    private(set) var warnings: [String] = []

    /// The store at `history.sqlite` in the user's state folder.
    ///
    /// - Parameter paths: The user's WordKit folders.
    init(paths: WordKitPaths = WordKitPaths()) {
        self.init(fileURL: paths.stateDirectory.appendingPathComponent("history.sqlite"))
    }

    /// The store at `fileURL`; the file need not exist.
    ///
    /// - Parameter fileURL: The database file.
    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Adds one game.
    ///
    /// - Parameter record: The finished or abandoned game.
    /// - Throws: A file or database error when the store cannot be written.
    mutating func append(_ record: GameRecord) throws {
        let details = String(decoding: try Self.detailsEncoder.encode(record.details), as: UTF8.self)
        try withDatabase { database in
            try database.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO game (kind, start, duration, won, steps, score, language, details)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        record.game.rawValue, record.start.timeIntervalSince1970, record.duration,
                        record.won, record.steps, record.score, record.language?.rawValue, details,
                    ])
            }
        }
    }

    /// Every stored game, oldest first.
    ///
    /// A missing store is an empty history (and is not created).
    ///
    /// - Throws: A file or database error when the store cannot be read.
    mutating func records() throws -> [GameRecord] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        return try withDatabase { database in
            try database.read { db in
                try Row.fetchAll(
                    db, sql: "SELECT kind, start, duration, won, steps, score, language, details FROM game ORDER BY start, id"
                ).compactMap(Self.record(from:))
            }
        }
    }

    /// Encodes the details sorted, so equal records store equal text.
    private static var detailsEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// Turns a row back into a record; `nil` for a game kind this version does not know.
    private static func record(from row: Row) -> GameRecord? {
        guard let kindName: String = row["kind"], let kind = GameKind(rawValue: kindName) else { return nil }
        let start: Double = row["start"] ?? 0
        let detailsText: String = row["details"] ?? "{}"
        let details = (try? JSONDecoder().decode([String: String].self, from: Data(detailsText.utf8))) ?? [:]
        let language: String? = row["language"]
        return GameRecord(
            game: kind, start: Date(timeIntervalSince1970: start), duration: row["duration"] ?? 0,
            won: row["won"], steps: row["steps"], score: row["score"],
            language: language.map(LanguageCode.init(rawValue:)), details: details)
    }

    /// Opens the database under the advisory lock, sets it up, runs `body`.
    ///
    /// A store that is not a database (or is corrupt) is set aside once and
    /// replaced by a fresh one.
    private mutating func withDatabase<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        try FileSafety.withExclusiveLock(on: fileURL) {
            do {
                return try openDatabase(body)
            } catch let error as DatabaseError where Self.meansDamaged(error) {
                try setAside(because: error)
                return try openDatabase(body)
            }
        }
    }

    /// Opens, migrates and uses the database once.
    private func openDatabase<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // WAL keeps readers and the writer apart, and survives a killed writer.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        let database = try DatabaseQueue(path: fileURL.path, configuration: configuration)
        defer { try? database.close() }
        try Self.migrator.migrate(database)
        return try body(database)
    }

    /// The schema, version by version.
    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE game (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        kind TEXT NOT NULL,
                        start DOUBLE NOT NULL,
                        duration DOUBLE NOT NULL,
                        won BOOLEAN,
                        steps INTEGER,
                        score INTEGER,
                        language TEXT,
                        details TEXT NOT NULL DEFAULT '{}'
                    );
                    CREATE INDEX game_kind_start ON game (kind, start);
                    """)
        }
        return migrator
    }

    /// Whether an error says the file is not (or no longer) a usable database.
    private static func meansDamaged(_ error: DatabaseError) -> Bool {
        [ResultCode.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
    }

    /// Renames the damaged store to `history.sqlite.damaged` (dropping its
    /// WAL files) and records a warning.
    private mutating func setAside(because error: DatabaseError) throws {
        let aside = try FileSafety.setAside(fileURL)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fileURL.path + suffix) }
        warnings.append(
            "the history store \(fileURL.path) could not be read (\(error.message ?? "\(error.resultCode)")); "
                + "moved it to \(aside) and started a new one")
    }
}
