import Foundation
import GRDB
import GameKernel

/// The player's game history: an SQLite database (`history.sqlite`) in the
/// WordKit state folder, read and written through GRDB.
///
/// Writes use a rollback journal with a busy timeout, each game in one
/// transaction synced to disk before it returns (`synchronous = FULL`), under
/// an advisory lock (`history.sqlite.lock`), so two `wordkit` processes
/// recording at once both succeed and a process killed at any moment leaves a
/// readable store. The store rests as one file: a reader needs to create
/// nothing beside it (a store in WAL mode would need its `-shm` file).
///
/// Reads change nothing: the database is opened read-only and not migrated,
/// so a read-only home, a full disk or a damaged migrations table still show
/// every readable game (a store an older WordKit left in WAL mode is read as
/// an immutable file when its folder cannot be written). A row that cannot be read (a wrong-typed value) is
/// skipped and counted in a warning. Only a file that is not a database at
/// all is set aside (`history.sqlite.damaged`), with a warning, and a fresh
/// store started.
struct HistoryDatabase: Sendable {
    /// The database file.
    let fileURL: URL

    /// Adds one game, durably.
    ///
    /// - Parameter record: The finished or abandoned game.
    /// - Returns: Warnings about what was set right (a damaged store set aside).
    /// - Throws: ``StoreError`` when the store cannot be written.
    func append(_ record: GameRecord) throws -> [String] {
        let details = String(decoding: try Self.detailsEncoder.encode(record.details), as: UTF8.self)
        return try write("the game") { db in
            try db.execute(
                sql: """
                    INSERT INTO game (kind, start, duration, won, result, steps, score, language, details)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    record.game.rawValue, record.start.timeIntervalSince1970, record.duration,
                    record.won, record.result.rawValue, record.steps, record.score, record.language?.rawValue,
                    details,
                ])
        }
    }

    /// Every readable game, oldest first. A missing store is an empty history
    /// (and is not created).
    ///
    /// - Returns: The games, and warnings (rows skipped, a damaged store set aside).
    /// - Throws: ``StoreError`` when the store exists but cannot be read.
    func records() throws -> (records: [GameRecord], warnings: [String]) {
        try readRows("the history", table: "game", kind: "game") { db in
            // A store only ever read since an older WordKit wrote it has no result column yet.
            let result = try db.columns(in: "game").contains { $0.name == "result" } ? ", result" : ""
            return try Row.fetchAll(
                db, sql: "SELECT id, kind, start, duration, won, steps, score, language, details\(result) FROM game ORDER BY start, id")
        } reading: { row in
            switch Self.record(from: row) {
            case .record(let record): .read(record)
            case .unknownKind: .skipQuietly
            case .unreadable: .unreadable
            }
        }
    }

    // MARK: Reading and writing

    /// What became of one row read.
    enum RowOutcome<Value> {
        /// The row's value.
        case read(Value)
        /// A row to pass over without a word (a game kind a newer WordKit wrote).
        case skipQuietly
        /// A row that cannot be read: skipped and counted in a warning.
        case unreadable
    }

    /// Writes in one durable transaction, under the lock, with the schema
    /// migrated and a file that is no database set aside first.
    ///
    /// - Parameters:
    ///   - what: What is written, for the error (`the game`).
    ///   - body: The writes.
    /// - Returns: Warnings about what was set right.
    /// - Throws: ``StoreError`` when the store cannot be written; nothing is written then.
    func write(_ what: String, _ body: (Database) throws -> Void) throws -> [String] {
        var warnings: [String] = []
        do {
            try FileSafety.withExclusiveLock(on: fileURL) {
                try withDamagedStoreSetAside(warnings: &warnings) {
                    let database = try DatabaseQueue(path: fileURL.path, configuration: Self.writing)
                    defer { try? database.close() }
                    try Self.migrator.migrate(database)
                    try database.write(body)
                }
            }
        } catch {
            throw StoreError(.write, what, path: fileURL.path, reason: Self.reason(error))
        }
        return warnings
    }

    /// Reads the rows of `table` read-only and unmigrated (a missing store or
    /// table has none and nothing is created), turning each into a value and
    /// skipping, with one warning, the rows that cannot be read.
    ///
    /// - Parameters:
    ///   - what: What is read, for the error (`the history`).
    ///   - table: The table that must exist.
    ///   - kind: What a row holds, for the warning (`game`, `review`).
    ///   - fetch: Fetches the rows.
    ///   - reading: Reads one row.
    /// - Returns: The values, in row order, and warnings.
    /// - Throws: ``StoreError`` when the store exists but cannot be read.
    func readRows<Value>(
        _ what: String, table: String, kind: String, fetch: (Database) throws -> [Row],
        reading: (Row) -> RowOutcome<Value>
    ) throws -> ([Value], [String]) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return ([], []) }
        var warnings: [String] = []
        do {
            let rows = try withDamagedStoreSetAside(warnings: &warnings) { () -> [Row] in
                guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
                return try readOnly { db in try db.tableExists(table) ? fetch(db) : [] }
            }
            var values: [Value] = []
            var skipped: [String] = []
            for row in rows {
                switch reading(row) {
                case .read(let value): values.append(value)
                case .skipQuietly: continue
                case .unreadable: skipped.append(row["id"].map { "\($0)" } ?? "?")
                }
            }
            if !skipped.isEmpty {
                let ids = skipped.prefix(5).joined(separator: ", ") + (skipped.count > 5 ? ", …" : "")
                warnings.append(
                    "skipped \(skipped.count) unreadable \(kind)\(skipped.count == 1 ? "" : "s") in \(fileURL.path) (row id \(ids))")
            }
            return (values, warnings)
        } catch {
            throw StoreError(.read, what, path: fileURL.path, reason: Self.reason(error))
        }
    }

    /// Runs `body` on the store opened read-only. A store in WAL mode needs a
    /// `-shm` file beside it even to be read; where that cannot be created (a
    /// read-only folder, a full disk) and no journal is pending, the file is
    /// read as immutable instead.
    private func readOnly<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            let database = try DatabaseQueue(path: fileURL.path, configuration: Self.reading)
            defer { try? database.close() }
            return try database.read(body)
        } catch let error as DatabaseError
            where [ResultCode.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_IOERR].contains(error.resultCode)
        {
            let pending = ["-wal", "-journal"].contains { suffix in
                let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix))?[.size] as? Int
                return (size ?? 0) > 0
            }
            guard !pending, let uri = Self.immutableURI(fileURL.path) else { throw error }
            let database = try DatabaseQueue(path: uri, configuration: Self.reading)
            defer { try? database.close() }
            return try database.read(body)
        }
    }

    /// `file:PATH?immutable=1`, with the characters a URI gives meaning to escaped.
    static func immutableURI(_ path: String) -> String? {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed).map { "file:\($0)?immutable=1" }
    }

    // MARK: Rows

    private enum RowReading {
        case record(GameRecord)
        /// A game of a kind this version does not know (a newer WordKit wrote it).
        case unknownKind
        /// A value of the wrong type or out of range.
        case unreadable
    }

    /// Turns a row back into a record without trusting any value's type.
    private static func record(from row: Row) -> RowReading {
        guard let kindName = String.fromDatabaseValue(row["kind"]) else { return .unreadable }
        guard let kind = GameKind(rawValue: kindName) else { return .unknownKind }
        guard let start = Double.fromDatabaseValue(row["start"]), start.isFinite,
              let duration = Double.fromDatabaseValue(row["duration"]), duration.isFinite else { return .unreadable }
        func optional<T: DatabaseValueConvertible>(_ column: String, _ type: T.Type) -> T?? {
            let value: DatabaseValue = row[column]
            if value.isNull { return .some(nil) }
            return T.fromDatabaseValue(value).map { .some($0) }
        }
        guard let won = optional("won", Bool.self), let steps = optional("steps", Int.self),
              let score = optional("score", Int.self), let language = optional("language", String.self) else {
            return .unreadable
        }
        let detailsText = String.fromDatabaseValue(row["details"]) ?? "{}"
        let details = (try? JSONDecoder().decode([String: String].self, from: Data(detailsText.utf8))) ?? [:]
        // Rows written before the result column (or by an older WordKit since) say only whether the game was won.
        let resultValue: DatabaseValue = row.hasColumn("result") ? row["result"] : .null
        let result = String.fromDatabaseValue(resultValue).flatMap(GameResult.init(rawValue:)) ?? GameResult(won: won)
        return .record(
            GameRecord(
                game: kind, start: Date(timeIntervalSince1970: start), duration: duration, result: result, steps: steps,
                score: score, language: language.map(LanguageCode.init(rawValue:)), details: details))
    }

    // MARK: Opening

    /// For writing: the rollback journal survives a killed writer and leaves
    /// one file at rest (older stores in WAL mode are turned back on their
    /// next write); FULL syncs each game before the call returns.
    static var writing: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return configuration
    }

    /// For reading: read-only, nothing created or migrated.
    static var reading: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        return configuration
    }

    /// The schema, version by version: `v1` the games, `v2-review` the card
    /// reviews (see `HistoryDatabase+Reviews.swift`), `v3-game-result` how
    /// each game ended.
    static var migrator: DatabaseMigrator {
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
        Self.registerReviewMigration(in: &migrator)
        migrator.registerMigration("v3-game-result") { db in
            // Games stored before said only won or not. A flashcards round that was quit and a
            // guess given up with lives left can be told from their details; other old games
            // keep won or lost. Malformed details are left alone (json_extract would fail on them).
            try db.execute(
                sql: """
                    ALTER TABLE game ADD COLUMN result TEXT;
                    UPDATE game SET result = CASE WHEN won IS NULL THEN 'finished' WHEN won THEN 'won' ELSE 'lost' END;
                    UPDATE game SET result = 'abandoned'
                    WHERE result = 'lost' AND CASE WHEN json_valid(details) THEN
                        (kind = 'flashcards' AND json_extract(details, '$.reason') = 'quit')
                        OR (kind = 'guess' AND CAST(json_extract(details, '$.lives') AS INTEGER) > 0)
                    ELSE 0 END;
                    """)
        }
        return migrator
    }

    /// Runs `body`; when the file turns out not to be a database at all, sets
    /// it aside (with its WAL files), says so in `warnings`, and runs `body` again.
    func withDamagedStoreSetAside<T>(warnings: inout [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where [ResultCode.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            let aside = try FileSafety.setAside(fileURL)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: fileURL.path + suffix) }
            warnings.append(
                "the history store \(fileURL.path) could not be read (\(error.message ?? "\(error.resultCode)")); "
                    + "moved it to \(aside) and started a new one")
            return try body()
        }
    }

    /// Encodes the details sorted, so equal records store equal text.
    private static var detailsEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return (error as NSError).localizedDescription
    }
}
