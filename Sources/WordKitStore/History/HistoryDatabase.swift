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
/// an immutable file when its folder cannot be written; a hot journal a killed
/// writer left is rolled back first, as the next writer would). The schema is
/// read from the tables themselves (see ``HistorySchema``). A row that cannot
/// be read (a wrong-typed value) is skipped and counted in a warning; a table
/// with damaged pages gives every row that can still be read, with a warning.
/// A read moves a file only when it is not a database at all (to
/// `history.sqlite.damaged`, with a warning).
///
/// A write first asks SQLite whether the pages are sound (`PRAGMA
/// quick_check`, about 40 ms for 20,000 games and 100,000 reviews) and
/// repairs the schema where nothing can be lost. A damaged store, or one
/// whose schema cannot be repaired in place, is rebuilt beside itself: every
/// readable row is copied into a new file, the write is committed there, and
/// only then is the old store given its `.damaged` name and the new one
/// renamed into place (see `HistoryDatabase+Rebuild.swift`): a process killed
/// at any moment of it leaves the old store where it was. A write that
/// cannot reach the store at all (locked by another program, a full disk, a
/// file-size limit) is kept in `history.sqlite.pending/` and added by the
/// next write that can (see `HistoryDatabase+Pending.swift`).
struct HistoryDatabase: Sendable {
    /// The database file.
    let fileURL: URL

    /// Adds one game, durably.
    ///
    /// - Parameter record: The finished or abandoned game.
    /// - Returns: Warnings about what was set right (a damaged store set
    ///   aside, a game kept pending).
    /// - Throws: ``StoreError`` when the game can be neither stored nor kept pending.
    func append(_ record: GameRecord) throws -> [String] {
        try write(HistoryRows(games: [record]), what: "the game")
    }

    /// Inserts games.
    static func insert(_ records: [GameRecord], into db: Database) throws {
        for record in records {
            let details = String(decoding: try Self.detailsEncoder.encode(record.details), as: UTF8.self)
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
        var (records, warnings) = try readRows("the history", kind: "game") { db in
            // A store only ever read since an older WordKit wrote it has no result column yet: it reads as NULL.
            try HistorySchema.query(HistorySchema.game, in: db, order: "start, id")
        } reading: { row in
            switch Self.record(from: row) {
            case .record(let record): .read(record)
            case .unknownKind: .skipQuietly
            case .unreadable: .unreadable
            }
        }
        let pending = pendingRows(kind: "game") { $0.games.count }
        records += pending.rows.flatMap(\.games)
        warnings += pending.warnings
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

    /// Adds rows in one durable transaction, under the lock, with the rows
    /// kept pending before them; when the store cannot be written, keeps
    /// them pending instead.
    ///
    /// - Parameters:
    ///   - rows: The games and reviews to add.
    ///   - what: What is written, for messages (`the game`).
    /// - Returns: Warnings about what was set right (a store rebuilt, rows
    ///   kept pending or added from pending).
    /// - Throws: ``StoreError`` when the rows can be neither stored nor kept
    ///   pending; nothing is written then.
    func write(_ rows: HistoryRows, what: String) throws -> [String] {
        var warnings: [String] = []
        let pending = PendingHistoryFolder(storeURL: fileURL)
        do {
            try FileSafety.withExclusiveLock(on: fileURL) {
                let waiting = pending.load(warnings: &warnings)
                var added = HistoryRows()
                do {
                    warnings += try commit { db in
                        added = try pending.insert(waiting, into: db)
                        try Self.insert(rows.games, into: db)
                        try Self.insert(rows.reviews, into: db)
                    }
                } catch {
                    let reason = Self.reason(error)
                    let kept: String
                    do {
                        kept = try pending.keep(rows)
                    } catch {
                        throw StoreError(.write, what, path: fileURL.path, reason: reason)
                    }
                    warnings.append(
                        "could not save \(what) to \(fileURL.path) (\(reason)); kept \(rows.pronoun) in \(kept), "
                            + "and the next save adds \(rows.pronoun) to the store")
                    return
                }
                pending.remove(waiting)
                if !added.isEmpty {
                    warnings.append(
                        "added \(added.summary) to \(fileURL.path), kept in \(pending.folder.path) while it could not be written")
                }
            }
        } catch let error as StoreError {
            throw error
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
            var salvaged: String?
            let rows = try withNoDatabaseSetAside(warnings: &warnings) { () -> [Row] in
                guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
                do {
                    return try readOnly { db in
                        guard let query = try query(db) else { return [] }
                        return try Row.fetchAll(db, sql: "SELECT \(query.columns) FROM \(query.quotedTable) ORDER BY \(query.order)")
                    }
                } catch let error as DatabaseError where [ResultCode.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
                    // What SQLite can still walk, then what the pages hold beyond it (a truncated file,
                    // a damaged page 1 or inner page): rows of either table keep the store where it is.
                    let walked = error.resultCode == .SQLITE_CORRUPT
                        ? (try? readOnly(inTransaction: false) { db in try query(db).map { Self.salvage(db, $0) } ?? [] }) ?? []
                        : []
                    let records = SQLitePageScan.records(inFileAt: fileURL.path).records
                    let found = [HistorySchema.game, HistorySchema.review].contains { !Self.scannedRows(of: $0, in: records).isEmpty }
                    // A file no page of which holds a game or a review is set aside, as before.
                    guard error.resultCode == .SQLITE_CORRUPT || found else { throw error }
                    salvaged = error.message ?? "\(error.resultCode)"
                    let known = Set(walked.compactMap { Int64.fromDatabaseValue($0["id"]) })
                    let scanned = Self.table(ofKind: kind).map { Self.scannedRows(of: $0, in: records) } ?? []
                    return (walked + scanned.filter { !known.contains(Int64.fromDatabaseValue($0["id"]) ?? 0) })
                        .sorted { (Int64.fromDatabaseValue($0["id"]) ?? 0) < (Int64.fromDatabaseValue($1["id"]) ?? 0) }
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
            if let salvaged {
                warnings.append(
                    "the history store \(fileURL.path) is damaged (\(salvaged)): showing the \(values.count) "
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
    func readOnly<T>(inTransaction: Bool = true, _ body: (Database) throws -> T) throws -> T {
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
            func pending(_ suffix: String) -> Bool {
                let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path + suffix))?[.size] as? Int
                return (size ?? 0) > 0
            }
            // A hot journal left by a killed writer: a read-only connection cannot roll it back
            // ("attempt to write a readonly database"), so it is rolled back as the next writer would.
            if pending("-journal"), (try? rollBackHotJournal()) != nil {
                let database = try DatabaseQueue(path: fileURL.path, configuration: Self.reading)
                defer { try? database.close() }
                return try read(database)
            }
            guard !pending("-wal"), !pending("-journal"), let uri = Self.immutableURI(fileURL.path) else { throw error }
            let database = try DatabaseQueue(path: uri, configuration: Self.reading)
            defer { try? database.close() }
            return try read(database)
        }
    }

    /// Rolls back the hot journal of a writer that was killed, under the
    /// writers' lock: SQLite does this on the first read of a connection
    /// that may write, restoring the store as it was before that writer's
    /// transaction. A live writer holds its lock and its journal is not hot.
    ///
    /// - Throws: When the lock or a writable connection cannot be had (a
    ///   read-only folder), or SQLite cannot roll back.
    private func rollBackHotJournal() throws {
        try FileSafety.withExclusiveLock(on: fileURL) {
            var configuration = Configuration()
            configuration.busyMode = .timeout(10)
            let database = try DatabaseQueue(path: fileURL.path, configuration: configuration)
            defer { try? database.close() }
            try database.writeWithoutTransaction { db in
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            }
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

    /// Runs `body`; when the file turns out not to be a database at all, sets
    /// it aside (with its journals), says so in `warnings`, and runs `body` again.
    ///
    /// The set-aside happens under the writers' lock and only if the file is
    /// still no database then: a writer may have just put a rebuilt store in its place.
    func withNoDatabaseSetAside<T>(warnings: inout [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            let aside = try FileSafety.withExclusiveLock(on: fileURL) { () throws -> String? in
                do {
                    let database = try DatabaseQueue(path: fileURL.path, configuration: Self.reading)
                    defer { try? database.close() }
                    _ = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
                    return nil
                } catch let again as DatabaseError where again.resultCode == .SQLITE_NOTADB {
                    return try setAsideWithJournals()
                } catch {
                    return nil
                }
            }
            guard let aside else { return try body() }
            let size = (try? FileManager.default.attributesOfItem(atPath: aside)[.size] as? NSNumber)?.intValue ?? 0
            warnings.append(
                "the history store \(fileURL.path) could not be read (\(error.message ?? "\(error.resultCode)")), and no game "
                    + "or review could be read from its pages; moved it to \(aside) (its \(size) bytes are kept there) and started a new one")
            return try body()
        }
    }

    /// Moves the store to the first free `.damaged` name, and its journal
    /// and WAL files (which may hold committed games) along with it.
    ///
    /// - Returns: Where the store went.
    func setAsideWithJournals() throws -> String {
        let aside = try FileSafety.setAside(fileURL)
        for suffix in ["-journal", "-wal"] where FileManager.default.fileExists(atPath: fileURL.path + suffix) {
            try? FileManager.default.moveItem(atPath: fileURL.path + suffix, toPath: aside + suffix)
        }
        try? FileManager.default.removeItem(atPath: fileURL.path + "-shm")
        return aside
    }

    /// A store whose pages SQLite finds damaged before a write.
    struct DamagedStore: Error {}

    /// Whether a write failed because the store is damaged or no database.
    static func isDamage(_ error: any Error) -> Bool {
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
