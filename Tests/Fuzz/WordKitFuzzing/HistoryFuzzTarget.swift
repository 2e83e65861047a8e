import Foundation
import GRDB
import GameKernel
import WordKitPlay
import WordKitStore

/// The history database (`history.sqlite`): games and card reviews read back
/// through `PlayerStore.live`, and everything `wordkit history`, `wordkit deck
/// stats` and `wordkit study` compute from them.
///
/// The first byte of the input chooses how the database is made:
///
/// - `0`: the rest of the input is the file, byte for byte;
/// - `1`: a real store (games of every kind, reviews; made once per process)
///   with bytes overwritten: three bytes a patch, a big-endian offset and
///   the new byte;
/// - `2` (and anything else): the real store changed through SQL by a small
///   program: set a column of a row to a value of any SQLite type (integers
///   of any size, reals with NaN and infinities, text, invalid UTF-8, blobs,
///   NULL), copy or delete a row, or change the schema (drop or rename a
///   column or a table, forget the migrations). This is what reaches the
///   row-reading code: SQLite keeps any type in any column.
///
/// Properties: reading throws only `StoreError`; a file that is not a
/// database is set aside byte for byte and never overwritten, and reading
/// leaves a database file as it was; the summaries, trends, charts, deck
/// statistics and schedules computed from what was read do not trap; a
/// game recorded and reviews stored by a study session afterwards are all
/// read back (nothing lost), or their failure is reported.
enum HistoryFuzzTarget {
    /// A store made by WordKit itself, with its deck.
    struct Template: Sendable {
        /// The database file's bytes.
        let bytes: Data
        /// The deck its reviews are of.
        let deck: Deck
        /// The columns of the `game` and `review` tables.
        let columns: [String: [String]]
    }

    /// The moment everything is computed at: 2026-01-05 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_767_603_600)

    private static let made: Result<Template, any Error> = Result { try makeTemplate() }

    /// The real store every input of modes 1 and 2 starts from.
    static func template() throws -> Template { try made.get() }

    static func run(_ data: Data) throws {
        let template = try template()
        try FuzzHome.withFreshHome { paths in
            let file = paths.historyDatabase
            try FileManager.default.createDirectory(at: paths.stateDirectory, withIntermediateDirectories: true)
            let program = data.dropFirst()
            switch data.first ?? 0 {
            case 0:
                try Data(program).write(to: file)
            case 1:
                var bytes = [UInt8](template.bytes)
                var patches = program[...]
                while patches.count >= 3 {
                    let offset = (Int(patches.removeFirst()) << 8 | Int(patches.removeFirst())) % bytes.count
                    bytes[offset] = patches.removeFirst()
                }
                try Data(bytes).write(to: file)
            default:
                try template.bytes.write(to: file)
                try mutate(file, with: program, template: template)
            }
            try check(paths, template: template)
        }
    }

    // MARK: - Reading

    private static func check(_ paths: WordKitPaths, template: Template) throws {
        let file = paths.historyDatabase
        let original = try Data(contentsOf: file)
        let warnings = Warnings()
        let store = PlayerStore.live(paths: paths, warn: warnings.append)

        let games = try readOrStoreError("games") { try store.games() }
        let reviews = try readOrStoreError("reviews") { try store.reviews() }
        // Nothing read is lost: the file is as it was, or set aside as it was.
        let aside = URL(fileURLWithPath: file.path + ".damaged")
        if FileManager.default.fileExists(atPath: aside.path) {
            try require(try Data(contentsOf: aside) == original, "the damaged store was not set aside byte for byte")
            try require(warnings.all.contains { $0.contains(aside.path) }, "no warning names \(aside.path): \(warnings.all)")
        } else {
            try require(try Data(contentsOf: file) == original, "reading changed the history file")
        }

        if let games { try summarise(games) }
        if let reviews { try studyStatistics(reviews, deck: template.deck) }
        _ = try? store.schedules(for: template.deck.cards.map(\.id))

        // A game recorded now is read back, with every game readable before it (read
        // again: reading the reviews may have set a malformed file aside, games and all).
        let record = GameRecord(
            game: .guess, start: now, duration: 12, result: .won, steps: 3, score: nil, language: nil, details: ["lives": "3"])
        // (Unless the write found the file damaged and set it aside: its games are kept there.)
        let readable = try? store.games()
        var warned = warnings.all.count
        if (try? store.recordGame(record)) != nil, warnings.all.count == warned, let games = readable, let after = try? store.games() {
            try require(after.count == games.count + 1 && after.contains(record),
                        "recorded a game to a store of \(games.count) readable games; \(after.count) read back")
        }

        // A study session on this store: every review it reports is stored, and read back.
        guard let before = try? store.reviews() else { return }
        warned = warnings.all.count
        let failedWrites = Warnings()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let session = try? GameSession.study(
            template.deck, options: StudyOptions(newCardsPerDay: 2, fuzz: false, calendar: calendar), store: store, seed: 1,
            warn: failedWrites.append, at: now)
        else { return }
        var player = JSONLinesPlayer(session: session)
        var reviewEvents = 0
        for line in ["reveal", "good", "reveal", "again", "reveal", "easy", ":quit"] {
            reviewEvents += player.receive(line, at: now + 60).filter { $0.contains("\"event\":\"review\"") }.count
        }
        if failedWrites.all.isEmpty, warnings.all.count == warned, let after = try? store.reviews() {
            try require(after.count == before.count + reviewEvents,
                        "\(reviewEvents) reviews stored on \(before.count) readable ones; \(after.count) read back")
        }
    }

    /// Runs a read; `nil` when it threw a `StoreError`, a failure for any other error.
    private static func readOrStoreError<T>(_ what: String, _ body: () throws -> T) throws -> T? {
        do {
            return try body()
        } catch let error as StoreError {
            try require(!error.description.isEmpty, "an empty StoreError reading the \(what)")
            return nil
        } catch {
            throw FuzzFailure("reading the \(what) threw \(error), not a StoreError")
        }
    }

    /// What `wordkit history` computes from the games.
    private static func summarise(_ games: [GameRecord]) throws {
        let kinds = GameKind.allCases.filter { kind in games.contains { $0.game == kind } }
        let summaries = kinds.map { kind in (kind.rawValue, HistorySummary(games.filter { $0.game == kind })) }
        let total = HistorySummary(games)
        try require(total.games == games.count, "summary of \(games.count) games counts \(total.games)")
        for game in games.suffix(50) {
            _ = JSONLines.encode(HistoryGameLine(record: game))
        }
        _ = JSONLines.encode(HistorySummaryLine(total: total, games: Dictionary(summaries, uniquingKeysWith: { first, _ in first })))
        let rows = HistoryChart.rows(games, kinds: kinds, weeks: 8, endingAt: now) { seconds in
            seconds.isFinite ? String(format: "%.0f", min(max(seconds, 0), 1e12)) : "-"
        }
        try require(rows.allSatisfy { $0.count == 4 }, "chart rows of other than four cells: \(rows)")
    }

    /// What `wordkit deck stats` computes from the reviews.
    private static func studyStatistics(_ reviews: [CardReview], deck: Deck) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let history = DeckReviews(deck: deck, from: reviews)
        let stats = history.stats(at: now, options: StudyOptions(calendar: calendar), chartDays: 14)
        try require(stats.cards == deck.cards.count, "stats of \(deck.cards.count) cards count \(stats.cards)")
        _ = DeckStatsReport.lines(stats, deck: deck)
        _ = JSONLines.encode(DeckStatsReport.Line(stats, deck: deck, at: now))
    }

    // MARK: - Changing a real store

    /// Runs the mutation program on the database at `file`. Statements that
    /// SQLite refuses (a NOT NULL column set to NULL, a dropped table) are skipped.
    private static func mutate(_ file: URL, with program: Data.SubSequence, template: Template) throws {
        let database = try DatabaseQueue(path: file.path)
        defer { try? database.close() }
        var reader = ProgramReader(bytes: program)
        let tables = ["game", "review"]
        while let op = reader.byte() {
            let table = tables[Int(op >> 7)]
            let columns = template.columns[table] ?? ["id"]
            let row = Int(reader.byte() ?? 0) % 8
            switch (op & 0x7F) % 8 {
            case 0, 1, 2, 3:
                let column = columns[Int(reader.byte() ?? 0) % columns.count]
                let (sql, value) = reader.value()
                try? database.write { db in
                    try db.execute(sql: "UPDATE \(table) SET \(column) = \(sql) WHERE id = ?", arguments: [value, row])
                }
            case 4:
                let copied = columns.filter { $0 != "id" }.joined(separator: ", ")
                try? database.write { db in
                    try db.execute(sql: "INSERT INTO \(table) (\(copied)) SELECT \(copied) FROM \(table) WHERE id = ?", arguments: [row])
                }
            case 5:
                try? database.write { db in try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [row]) }
            default:
                let statements = [
                    "ALTER TABLE \(table) DROP COLUMN \(columns[row % columns.count])",
                    "ALTER TABLE \(table) RENAME COLUMN \(columns[row % columns.count]) TO renamed",
                    "ALTER TABLE \(table) ADD COLUMN extra TEXT DEFAULT 'x'",
                    "DROP TABLE \(table)",
                    "DELETE FROM grdb_migrations",
                    "ALTER TABLE \(table) RENAME TO old_\(table)",
                    "DROP INDEX IF EXISTS game_kind_start",
                    "UPDATE \(table) SET id = id + 1000 WHERE id = \(row)",
                ]
                try? database.write { db in try db.execute(sql: statements[Int(reader.byte() ?? 0) % statements.count]) }
            }
        }
    }

    /// Reads a mutation program's bytes.
    private struct ProgramReader {
        var bytes: Data.SubSequence

        mutating func byte() -> UInt8? { bytes.popFirst() }

        mutating func integer(_ count: Int) -> UInt64 {
            var value: UInt64 = 0
            for _ in 0..<count { value = value << 8 | UInt64(byte() ?? 0) }
            return value
        }

        /// A value of any SQLite type, with the SQL that stores it as that type.
        mutating func value() -> (sql: String, value: DatabaseValue) {
            switch (byte() ?? 0) % 8 {
            case 0: return ("?", .null)
            case 1: return ("?", Int64(Int8(bitPattern: byte() ?? 0)).databaseValue)
            case 2: return ("?", Int64(bitPattern: integer(8)).databaseValue)
            case 3: return ("?", Double(bitPattern: integer(8)).databaseValue)
            case 4: return ("?", Double(Int64(bitPattern: integer(8)) % 4_000_000_000).databaseValue)
            case 5: return ("?", String(decoding: bytes(count: Int(byte() ?? 0) % 32), as: UTF8.self).databaseValue)
            case 6: return ("CAST(? AS TEXT)", Data(bytes(count: Int(byte() ?? 0) % 32)).databaseValue)
            default: return ("?", Data(bytes(count: Int(byte() ?? 0) % 32)).databaseValue)
            }
        }

        private mutating func bytes(count: Int) -> [UInt8] {
            var result: [UInt8] = []
            for _ in 0..<count { if let next = byte() { result.append(next) } }
            return result
        }
    }

    // MARK: - The template

    /// A store of one game of each kind (every result) and a few reviews,
    /// written by WordKit, its write-ahead log checkpointed into the file.
    private static func makeTemplate() throws -> Template {
        let deck = Deck(
            id: "fuzz", title: "Fuzz", languages: ["en", "es"],
            cards: [
                Card(id: "fuzz:house", prompt: "house", answer: "casa"), Card(id: "fuzz:dog", prompt: "dog", answer: "perro"),
                Card(id: "fuzz:cat", prompt: "cat", answer: "gato"),
            ])
        return try FuzzHome.withFreshHome { paths in
            let store = PlayerStore.live(paths: paths)
            let results: [GameResult] = [.won, .lost, .abandoned, .finished]
            for (index, kind) in GameKind.allCases.enumerated() {
                try store.recordGame(
                    GameRecord(
                        game: kind, start: now - Double(86_400 * (index + 1)), duration: Double(30 + index), result: results[index % results.count],
                        steps: index, score: index * 10, language: index % 2 == 0 ? .english : nil, details: ["index": "\(index)"]))
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let session = try GameSession.study(
                deck, options: StudyOptions(newCardsPerDay: 3, fuzz: false, calendar: calendar), store: store, seed: 1, at: now - 86_400 * 3)
            var player = JSONLinesPlayer(session: session)
            for line in ["reveal", "good", "reveal", "again", "reveal", "easy", "reveal", "hard", ":quit"] {
                _ = player.receive(line, at: now - 86_400 * 3 + 60)
            }
            let file = paths.historyDatabase
            let database = try DatabaseQueue(path: file.path)
            let columns = try database.read { db in
                try ["game", "review"].reduce(into: [String: [String]]()) { $0[$1] = try db.columns(in: $1).map(\.name) }
            }
            try database.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
            try database.close()
            return Template(bytes: try Data(contentsOf: file), deck: deck, columns: columns)
        }
    }
}
