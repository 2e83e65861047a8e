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
/// skipped and counted in a warning; a table with damaged pages gives every
/// row that can still be read, with a warning. A read moves a file only when
/// it is not a database at all (to `history.sqlite.damaged`, with a warning).
/// A write first asks SQLite whether the pages are sound (`PRAGMA
/// quick_check`, about 40 ms for 20,000 games and 100,000 reviews); a damaged
/// store is set aside byte for byte and every row that can be read is copied
/// into a new store before the write.
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
        let (records, warnings) = try readRows("the history", kind: "game") { db in
            guard try db.tableExists("game") else { return nil }
            // A store only ever read since an older WordKit wrote it has no result column yet.
            let result = try db.columns(in: "game").contains { $0.name == "result" } ? ", result" : ""
            return RowQuery(table: "game", columns: "id, kind, start, duration, won, steps, score, language, details\(result)", order: "start, id")
        } reading: { row in
            switch Self.record(from: row) {
            case .record(let record): .read(record)
            case .unknownKind: .skipQuietly
            case .unreadable: .unreadable
            }
        }
        // Rows salvaged from a damaged store come by id; the sort is stable, so a whole read keeps its order.
        return (records.sorted { $0.start < $1.start }, warnings)
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
                do {
                    let database = try DatabaseQueue(path: fileURL.path, configuration: Self.writing)
                    defer { try? database.close() }
                    // A store with damaged pages is not written to: what it still holds is
                    // copied out first (below), where a write could make more of it unreadable.
                    guard try database.read(Self.isSound) else { throw DamagedStore() }
                    try Self.migrator.migrate(database)
                    try database.write(body)
                } catch let error where Self.isDamage(error) {
                    let aside = try setAsideWithJournals()
                    let database = try DatabaseQueue(path: fileURL.path, configuration: Self.writing)
                    defer { try? database.close() }
                    try Self.migrator.migrate(database)
                    var copied: [String: Int] = [:]
                    try database.write { db in
                        copied = Self.copyReadableRows(from: aside, into: db)
                        try body(db)
                    }
                    let reason = error is DamagedStore ? "database disk image is malformed" : Self.reason(error)
                    let kept = copied.values.reduce(0, +) == 0
                        ? "started a new one"
                        : "copied the \(copied["game"] ?? 0) games and \(copied["review"] ?? 0) reviews that could be read into a new one"
                    warnings.append("the history store \(fileURL.path) was damaged (\(reason)); moved it to \(aside) and \(kept)")
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
    /// A table with damaged pages gives the rows that can still be read
    /// (see `HistoryDatabase+Salvage.swift`), with a warning; the store is
    /// not moved.
    ///
    /// - Parameters:
    ///   - what: What is read, for the error (`the history`).
    ///   - kind: What a row holds, for the warning (`game`, `review`).
    ///   - query: The table and columns to read, or nil when the table does not exist.
    ///   - reading: Reads one row.
    /// - Returns: The values, in row order, and warnings.
    /// - Throws: ``StoreError`` when the store exists but cannot be read.
    func readRows<Value>(
        _ what: String, kind: String, query: (Database) throws -> RowQuery?,
        reading: (Row) -> RowOutcome<Value>
    ) throws -> ([Value], [String]) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return ([], []) }
        var warnings: [String] = []
        do {
            var salvaged = false
            let rows = try withNoDatabaseSetAside(warnings: &warnings) { () -> [Row] in
                guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
                do {
                    return try readOnly { db in
                        guard let query = try query(db) else { return [] }
                        return try Row.fetchAll(db, sql: "SELECT \(query.columns) FROM \(query.table) ORDER BY \(query.order)")
                    }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
                    salvaged = true
                    return try readOnly(inTransaction: false) { db in try query(db).map { Self.salvage(db, $0) } ?? [] }
                }
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
            if salvaged {
                warnings.append(
                    "the history store \(fileURL.path) is damaged (database disk image is malformed): showing the \(values.count) "
                        + "\(kind)\(values.count == 1 ? "" : "s") that could be read; the next save sets it aside and keeps them in a new store")
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
    ///
    /// - Parameters:
    ///   - inTransaction: Whether `body` runs in one read transaction (one
    ///     snapshot); the salvage of a damaged store runs without.
    ///   - body: The reads.
    private func readOnly<T>(inTransaction: Bool = true, _ body: (Database) throws -> T) throws -> T {
        func read(_ database: DatabaseQueue) throws -> T {
            inTransaction ? try database.read(body) : try database.unsafeRead(body)
        }
        do {
            let database = try DatabaseQueue(path: fileURL.path, configuration: Self.reading)
            defer { try? database.close() }
            return try read(database)
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
            return try read(database)
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
    /// it aside (with its journals), says so in `warnings`, and runs `body` again.
    func withNoDatabaseSetAside<T>(warnings: inout [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            let aside = try setAsideWithJournals()
            warnings.append(
                "the history store \(fileURL.path) could not be read (\(error.message ?? "\(error.resultCode)")); "
                    + "moved it to \(aside) and started a new one")
            return try body()
        }
    }

    /// Moves the store to the first free `.damaged` name, and its journal
    /// and WAL files (which may hold committed games) along with it.
    ///
    /// - Returns: Where the store went.
    private func setAsideWithJournals() throws -> String {
        let aside = try FileSafety.setAside(fileURL)
        for suffix in ["-journal", "-wal"] where FileManager.default.fileExists(atPath: fileURL.path + suffix) {
            try? FileManager.default.moveItem(atPath: fileURL.path + suffix, toPath: aside + suffix)
        }
        try? FileManager.default.removeItem(atPath: fileURL.path + "-shm")
        return aside
    }

    /// A store whose pages SQLite finds damaged before a write.
    private struct DamagedStore: Error {}

    /// Whether a write failed because the store is damaged or no database.
    private static func isDamage(_ error: any Error) -> Bool {
        if error is DamagedStore { return true }
        guard let error = error as? DatabaseError else { return false }
        return [ResultCode.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
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
