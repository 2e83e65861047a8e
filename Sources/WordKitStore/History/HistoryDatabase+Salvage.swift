import Foundation
import GameKernel
import GRDB

// A store whose pages are damaged (SQLite: "database disk image is
// malformed") still holds rows that can be read: a scan stops at the first
// broken page, but the rows before it, the rows after it (scanned from the
// other end) and most rows in between (looked up one by one) come back.
//
// Reads never move such a store: they show what can be read, with a warning.
// The next write sets it aside byte for byte and copies every row that can be
// read into a new store before writing, so a damaged page never costs a game
// or a review that could still be read.
extension HistoryDatabase {
    /// What a read takes from a table: its columns (with `id`) and the order
    /// of a whole read.
    struct RowQuery {
        /// The table.
        let table: String
        /// The columns, as SQL (`id, kind, start`).
        let columns: String
        /// The order of a whole read, as SQL (`start, id`).
        let order: String

        /// The table as an SQL identifier (a renamed table may have any name).
        var quotedTable: String { HistorySchema.quoted(table) }
    }

    /// Ids looked up one by one between the two scans, at most.
    static let salvageLookupLimit: Int64 = 100_000

    /// Every row of `query` that can be read from a damaged table, by id:
    /// a scan up from the first id and one down from the last, each until
    /// its first broken page, then the ids between them one at a time.
    ///
    /// Run it outside a transaction (`unsafeRead`): SQLite ends a transaction
    /// at the first damaged page, and every later statement in it would fail.
    static func salvage(_ db: Database, _ query: RowQuery) -> [Row] {
        var rows: [Int64: Row] = [:]
        func scan(_ direction: String) -> Int64? {
            var last: Int64?
            do {
                let cursor = try Row.fetchCursor(db, sql: "SELECT \(query.columns) FROM \(query.quotedTable) ORDER BY id \(direction)")
                while let row = try cursor.next() {
                    guard let id = Int64.fromDatabaseValue(row["id"]) else { continue }
                    rows[id] = row.copy()
                    last = id
                }
            } catch {
                // The scan ends at the broken page; what it read is kept.
            }
            return last
        }
        let up = scan("ASC")
        let down = scan("DESC")
        let sequence = try? Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [query.table])
        let low = (up ?? 0) + 1
        let high = (down ?? sequence ?? 0) - 1
        if low <= high, high - low < salvageLookupLimit {
            for id in low...high where rows[id] == nil {
                if let row = try? Row.fetchOne(db, sql: "SELECT \(query.columns) FROM \(query.quotedTable) WHERE id = ?", arguments: [id]) {
                    rows[id] = row
                }
            }
        }
        return rows.keys.sorted().compactMap { rows[$0] }
    }

    /// The rows of `table` among records read from a file's pages
    /// (``SQLitePageScan``), told apart from other tables' by their shape: a
    /// game has 9 or 10 values (before and after the `result` column), a game
    /// kind this WordKit knows, and a numeric start and duration; a review
    /// has 16, with text, numbers and texts where its columns have them. A
    /// row id found twice (a copy on a page SQLite freed) is taken once.
    ///
    /// - Returns: Rows with the table's column names and `id`, by id.
    static func scannedRows(of table: HistorySchema.Table, in records: [SQLitePageScan.Record]) -> [Row] {
        var rows: [Int64: Row] = [:]
        for record in records where rows[record.rowID] == nil && record.rowID > 0 && fits(record.values, table) {
            var dictionary: [String: DatabaseValue] = [:]
            for (column, value) in zip(table.columns, record.values) { dictionary[column.name] = value }
            dictionary["id"] = record.rowID.databaseValue
            rows[record.rowID] = Row(dictionary)
        }
        return rows.keys.sorted().compactMap { rows[$0] }
    }

    /// Whether values have the shape of a row of `table`.
    private static func fits(_ values: [DatabaseValue], _ table: HistorySchema.Table) -> Bool {
        func isText(_ index: Int) -> Bool { if case .string = values[index].storage { true } else { false } }
        func isNumber(_ index: Int) -> Bool {
            switch values[index].storage {
            case .int64, .double: true
            default: false
            }
        }
        func isInteger(_ index: Int) -> Bool { if case .int64 = values[index].storage { true } else { false } }
        guard values.first?.isNull == true else { return false }
        switch table.name {
        case HistorySchema.game.name:
            guard values.count == 9 || values.count == 10, isText(1), isNumber(2), isNumber(3), isText(8),
                  let kind = String.fromDatabaseValue(values[1]), GameKind(rawValue: kind) != nil
            else { return false }
            return true
        case HistorySchema.review.name:
            return values.count == 16 && isText(1) && isText(2) && isNumber(3) && isInteger(4) && isText(5) && isNumber(9)
                && isText(11) && isNumber(15)
        default:
            return false
        }
    }

    /// The table a read's `kind` names (`game`, `review`).
    static func table(ofKind kind: String) -> HistorySchema.Table? {
        [HistorySchema.game, HistorySchema.review].first { $0.name == kind }
    }

    /// Inserts a row, column by column; false when the store refuses it (an id taken, a wrong type).
    private static func insert(_ row: Row, into table: HistorySchema.Table, _ db: Database) -> Bool {
        let columns = Array(row.columnNames)
        let placeholders = columns.map { _ in "?" }.joined(separator: ", ")
        let values = columns.map { row[$0] as DatabaseValue }
        return (try? db.execute(
            sql: "INSERT INTO \(table.name) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))",
            arguments: StatementArguments(values))) != nil
    }

    /// Whether SQLite finds the store's pages sound (`PRAGMA quick_check`).
    static func isSound(_ db: Database) throws -> Bool {
        try String.fetchAll(db, sql: "PRAGMA quick_check") == ["ok"]
    }

    /// Copies every readable row of the games and reviews of the store at
    /// `source` (wherever they are: see ``HistorySchema/locate(_:in:)``) into
    /// `db` (a new store of the current schema), column by column where both
    /// have the column, with their ids; rows the new store refuses are left
    /// in `source`. The tokens of pending files already written come along,
    /// so that none is written twice.
    ///
    /// With `scanningPages`, the rows SQLite cannot reach (a truncated file,
    /// a damaged page 1 or inner page) are then read from the file's pages
    /// (``SQLitePageScan``) and added by id where the store had none.
    ///
    /// - Returns: The rows copied, by table.
    static func copyReadableRows(from source: String, into db: Database, scanningPages: Bool = false) -> [String: Int] {
        var copied = copyRowsSQLiteReads(from: source, into: db)
        guard scanningPages else { return copied }
        let records = SQLitePageScan.records(inFileAt: source).records
        for table in [HistorySchema.game, HistorySchema.review] {
            for row in scannedRows(of: table, in: records) where insert(row, into: table, db) {
                copied[table.name, default: 0] += 1
            }
        }
        return copied
    }

    /// The rows SQLite itself reads from the store at `source` (see ``copyReadableRows(from:into:scanningPages:)``).
    private static func copyRowsSQLiteReads(from source: String, into db: Database) -> [String: Int] {
        var copied: [String: Int] = [:]
        guard let old = try? DatabaseQueue(path: source, configuration: reading) else { return copied }
        defer { try? old.close() }
        for table in [HistorySchema.game, HistorySchema.review] {
            guard let rows = try? old.unsafeRead({ old -> [Row] in
                guard let location = try HistorySchema.locate(table, in: old) else { return [] }
                let shared = table.columns.map(\.name).filter(location.columns.contains)
                let query = RowQuery(table: location.name, columns: shared.joined(separator: ", "), order: "id")
                guard shared.contains("id") else {
                    // A view without ids: one scan, and the new store numbers the rows.
                    return try Row.fetchAll(old, sql: "SELECT \(query.columns) FROM \(query.quotedTable)")
                }
                return salvage(old, query)
            }) else { continue }
            for row in rows where insert(row, into: table, db) {
                copied[table.name, default: 0] += 1
            }
        }
        let tokens = (try? old.unsafeRead { old in
            try String.fetchAll(old, sql: "SELECT token FROM \(HistorySchema.pendingWritten.name)")
        }) ?? []
        for token in tokens {
            try? db.execute(sql: "INSERT OR IGNORE INTO \(HistorySchema.pendingWritten.name) (token) VALUES (?)", arguments: [token])
        }
        return copied
    }
}
