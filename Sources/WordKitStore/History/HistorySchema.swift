import Foundation
import GRDB

/// The history store's schema, read from the tables themselves.
///
/// GRDB's migrations table (`grdb_migrations`) says which migrations ran,
/// but it can be emptied, dropped or out of step with the tables (a tool, a
/// hand, a damaged page): trusting it made every later save fail ("table game
/// already exists") while the games were still there. So the tables are
/// looked at instead, on every read and write:
///
/// - A read finds the games and reviews where they are (a table renamed, or
///   a view in its place, included) and reads the columns that exist; one
///   that is missing reads as empty (NULL).
/// - A write repairs in place what can be added without losing anything (a
///   missing table, a column that may be NULL or has a default, an index,
///   the migrations table). Anything else (a view where a table should be,
///   the rows in a table of another name, a required column missing) throws
///   ``Mismatch``, and the store is rebuilt: set aside, its readable rows
///   copied into a new one (see `HistoryDatabase+Rebuild.swift`).
///
/// After a write the migrations table again lists the three migrations, so
/// an older WordKit, which trusts it, can still write the store.
enum HistorySchema {
    /// One column: its name, its SQL definition, and whether every row must have it.
    struct Column: Sendable {
        /// The name.
        let name: String
        /// The type and constraints, as SQL (`TEXT NOT NULL`).
        let definition: String
        /// Whether a table without it cannot be repaired (NOT NULL without a default, or the id).
        let required: Bool
    }

    /// One table of the store: its columns and indexes.
    struct Table: Sendable {
        /// The name.
        let name: String
        /// The columns, in order; `id` first.
        let columns: [Column]
        /// The indexes: name and the SQL after `ON`.
        let indexes: [(name: String, on: String)]

        /// The names of the columns every row needs.
        var required: [String] { columns.filter(\.required).map(\.name) }

        /// `CREATE TABLE`.
        var createSQL: String {
            "CREATE TABLE \(name) (\(columns.map { "\($0.name) \($0.definition)" }.joined(separator: ", ")))"
        }
    }

    /// The games.
    static let game = Table(
        name: "game",
        columns: [
            Column(name: "id", definition: "INTEGER PRIMARY KEY AUTOINCREMENT", required: true),
            Column(name: "kind", definition: "TEXT NOT NULL", required: true),
            Column(name: "start", definition: "DOUBLE NOT NULL", required: true),
            Column(name: "duration", definition: "DOUBLE NOT NULL", required: true),
            Column(name: "won", definition: "BOOLEAN", required: false),
            Column(name: "steps", definition: "INTEGER", required: false),
            Column(name: "score", definition: "INTEGER", required: false),
            Column(name: "language", definition: "TEXT", required: false),
            Column(name: "details", definition: "TEXT NOT NULL DEFAULT '{}'", required: false),
            Column(name: "result", definition: "TEXT", required: false),
        ],
        indexes: [("game_kind_start", "game (kind, start)")])

    /// The card reviews (see `HistoryDatabase+Reviews.swift`).
    static let review = Table(
        name: "review",
        columns: [
            Column(name: "id", definition: "INTEGER PRIMARY KEY AUTOINCREMENT", required: true),
            Column(name: "card_id", definition: "TEXT NOT NULL", required: true),
            Column(name: "deck_id", definition: "TEXT NOT NULL", required: true),
            Column(name: "reviewed_at", definition: "DOUBLE NOT NULL", required: true),
            Column(name: "rating", definition: "INTEGER NOT NULL", required: true),
            Column(name: "state_before", definition: "TEXT NOT NULL", required: true),
            Column(name: "step_before", definition: "INTEGER", required: false),
            Column(name: "stability_before", definition: "DOUBLE", required: false),
            Column(name: "difficulty_before", definition: "DOUBLE", required: false),
            Column(name: "due_before", definition: "DOUBLE NOT NULL", required: true),
            Column(name: "last_review_before", definition: "DOUBLE", required: false),
            Column(name: "state_after", definition: "TEXT NOT NULL", required: true),
            Column(name: "step_after", definition: "INTEGER", required: false),
            Column(name: "stability_after", definition: "DOUBLE", required: false),
            Column(name: "difficulty_after", definition: "DOUBLE", required: false),
            Column(name: "due_after", definition: "DOUBLE NOT NULL", required: true),
        ],
        indexes: [("review_card", "review (card_id, id)"), ("review_deck_time", "review (deck_id, reviewed_at)")])

    /// The tokens of pending files already written (see `HistoryDatabase+Pending.swift`).
    static let pendingWritten = Table(
        name: "pending_written",
        columns: [Column(name: "token", definition: "TEXT PRIMARY KEY", required: true)],
        indexes: [])

    /// The identifiers GRDB's migrator of earlier WordKits records, in order.
    static let migrations = ["v1", "v2-review", "v3-game-result"]

    /// A store whose schema cannot be repaired where it is: it must be rebuilt.
    struct Mismatch: Error, Sendable {
        /// What is wrong, such as `game is a view, not a table`.
        let reason: String
    }

    /// Where a table's rows are in a store.
    struct Location: Sendable {
        /// The table or view they are read from.
        let name: String
        /// Whether it is a view.
        let isView: Bool
        /// Its columns.
        let columns: Set<String>
        /// Whether `id` is its INTEGER PRIMARY KEY.
        let hasRowID: Bool
    }

    /// Finds where the rows of `table` are: a table of that name; else
    /// another table with its required columns (a renamed table), the first by
    /// name; else a view of that name. Nil when there is none.
    static func locate(_ table: Table, in db: Database) throws -> Location? {
        let objects = try Row.fetchAll(
            db, sql: "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') ORDER BY name"
        ).compactMap { row -> (name: String, isView: Bool)? in
            guard let name = String.fromDatabaseValue(row["name"]), !name.hasPrefix("sqlite_") else { return nil }
            return (name, String.fromDatabaseValue(row["type"]) == "view")
        }
        func location(_ name: String, isView: Bool) -> Location? {
            // A view whose query no longer works has no columns to tell.
            guard let columns = try? db.columns(in: name) else { return nil }
            let id = columns.first { $0.name == "id" }
            let hasRowID = !isView && id.map { $0.primaryKeyIndex == 1 && $0.type.uppercased() == "INTEGER" } ?? false
            return Location(name: name, isView: isView, columns: Set(columns.map(\.name)), hasRowID: hasRowID)
        }
        if objects.contains(where: { $0.name == table.name && !$0.isView }) {
            return location(table.name, isView: false)
        }
        let required = Set(table.required)
        for object in objects where !object.isView && object.name != table.name {
            if let found = location(object.name, isView: false), required.isSubset(of: found.columns) { return found }
        }
        if objects.contains(where: { $0.name == table.name && $0.isView }) {
            return location(table.name, isView: true)
        }
        return nil
    }

    /// What a read of `table` selects: every column of the current schema,
    /// NULL for those the store lacks. Nil when the store has no such rows.
    static func query(_ table: Table, in db: Database, order: String) throws -> HistoryDatabase.RowQuery? {
        guard let location = try locate(table, in: db) else { return nil }
        let columns = table.columns.map { location.columns.contains($0.name) ? $0.name : "NULL AS \($0.name)" }
        return HistoryDatabase.RowQuery(table: location.name, columns: columns.joined(separator: ", "), order: order)
    }

    /// Brings a store's schema to the current one where nothing can be lost,
    /// inside the write's transaction.
    ///
    /// - Throws: ``Mismatch`` when only a rebuild will do; a database error.
    static func prepare(_ db: Database) throws {
        for table in [game, review] {
            guard let location = try locate(table, in: db) else {
                try create(table, in: db)
                continue
            }
            if location.isView { throw Mismatch(reason: "\(table.name) is a view, not a table") }
            if location.name != table.name {
                throw Mismatch(reason: "the \(table.name) rows are in a table named \(location.name)")
            }
            let missing = table.required.filter { !location.columns.contains($0) }
            if !missing.isEmpty {
                throw Mismatch(reason: "the table \(table.name) has no column \(missing.joined(separator: ", "))")
            }
            if !location.hasRowID { throw Mismatch(reason: "the table \(table.name) has no INTEGER PRIMARY KEY id") }
            let added = table.columns.filter { !location.columns.contains($0.name) }
            for column in added {
                try db.execute(sql: "ALTER TABLE \(table.name) ADD COLUMN \(column.name) \(column.definition)")
            }
            // A store from before results (or one whose column was dropped) gets them from what it says.
            if table.name == game.name, added.contains(where: { $0.name == "result" }) { try deriveResults(db) }
            for index in table.indexes {
                try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(index.name) ON \(index.on)")
            }
        }
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS \(pendingWritten.name) (token TEXT PRIMARY KEY)")
        try recordMigrations(db)
        db.clearSchemaCache()
    }

    /// Creates the whole schema in a new, empty store.
    static func create(_ db: Database) throws {
        for table in [game, review] { try create(table, in: db) }
        try db.execute(sql: "CREATE TABLE \(pendingWritten.name) (token TEXT PRIMARY KEY)")
        try recordMigrations(db)
        db.clearSchemaCache()
    }

    /// Games stored before the result column said only won or not. A
    /// flashcards round that was quit and a guess given up with lives left
    /// can be told from their details; other such games keep won or lost.
    /// Malformed details are left alone (json_extract would fail on them).
    /// Only rows without a result are touched.
    static func deriveResults(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE game SET result = CASE
                    WHEN won IS NULL THEN 'finished'
                    WHEN won THEN 'won'
                    WHEN CASE WHEN json_valid(details) THEN
                        (kind = 'flashcards' AND json_extract(details, '$.reason') = 'quit')
                        OR (kind = 'guess' AND CAST(json_extract(details, '$.lives') AS INTEGER) > 0)
                    ELSE 0 END THEN 'abandoned'
                    ELSE 'lost' END
                WHERE result IS NULL
                """)
    }

    private static func create(_ table: Table, in db: Database) throws {
        try db.execute(sql: table.createSQL)
        for index in table.indexes {
            try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(index.name) ON \(index.on)")
        }
    }

    /// Makes `grdb_migrations` a table of identifiers that lists every migration.
    private static func recordMigrations(_ db: Database) throws {
        let shape = try? db.columns(in: "grdb_migrations").map(\.name)
        let isTable = try Bool.fetchOne(
            db, sql: "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'") ?? false
        if !isTable || shape?.contains("identifier") != true {
            // The table is WordKit's own bookkeeping, not the player's data: one of another shape is replaced.
            if isTable { try db.execute(sql: "DROP TABLE grdb_migrations") }
            if try db.viewExists("grdb_migrations") { try db.execute(sql: "DROP VIEW grdb_migrations") }
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        for identifier in migrations {
            try db.execute(sql: "INSERT OR IGNORE INTO grdb_migrations (identifier) VALUES (?)", arguments: [identifier])
        }
    }

    /// A name as an SQL identifier, quoted.
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
