import Foundation
import GRDB
import GameKernel

/// What one write adds to the history: games and reviews. It is also what a
/// pending file keeps, as JSON.
struct HistoryRows: Codable, Sendable, Equatable {
    /// The games, in the order played.
    var games: [GameRecord] = []
    /// The reviews, in the order made.
    var reviews: [CardReview] = []

    /// Whether there is nothing to add.
    var isEmpty: Bool { games.isEmpty && reviews.isEmpty }

    /// `it` for one game or review, else `them`.
    var pronoun: String { games.count + reviews.count == 1 ? "it" : "them" }

    /// `1 game and 2 reviews`, naming only what there is.
    var summary: String {
        var parts: [String] = []
        if !games.isEmpty { parts.append("\(games.count) game\(games.count == 1 ? "" : "s")") }
        if !reviews.isEmpty { parts.append("\(reviews.count) review\(reviews.count == 1 ? "" : "s")") }
        return parts.joined(separator: " and ")
    }
}

/// Games and reviews that could not be written to the history store when
/// they ended (another program held it locked past the busy timeout, the
/// disk was full, a file-size limit was reached, its repair failed), kept
/// beside it until a write succeeds: `history.sqlite.pending/`, one small
/// JSON file each, written whole or not at all.
///
/// The next write to the store, under its lock, adds every pending file's
/// rows in its own transaction and records the file's name (its token) in
/// the table `pending_written` in that same transaction; the files are
/// removed after the commit. A process killed between the commit and the
/// removal leaves files whose tokens are recorded: they are skipped (and
/// removed) by the next write, and skipped by reads, so nothing is added
/// twice. Reads show pending rows with the store's, with a warning, so a game
/// played while the store was locked is never missing from `history` and a
/// review never makes its card new again.
struct PendingHistoryFolder: Sendable {
    /// The store the rows belong to.
    let storeURL: URL

    /// The folder: `<store>.pending`.
    var folder: URL { URL(fileURLWithPath: storeURL.path + ".pending", isDirectory: true) }

    /// One pending file: its token (the file name without `.json`) and rows.
    struct File: Sendable {
        /// The token, recorded in the store once the rows are written.
        let token: String
        /// The file.
        let url: URL
        /// The rows.
        let rows: HistoryRows
    }

    /// The pending files, oldest first. A file that cannot be read as rows is
    /// set aside (`.damaged`) with a warning when `settingAside` (a writer,
    /// under the lock, which also removes temporary files a killed writer
    /// left), else only named in a warning (a reader, which changes nothing).
    func load(warnings: inout [String], settingAside: Bool = true) -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [File] = []
        // A temporary file of a process killed while it kept rows: never renamed, so never pending.
        for name in names where settingAside && name.hasPrefix(".") && name.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            do {
                let rows = try JSONDecoder().decode(HistoryRows.self, from: Data(contentsOf: url))
                files.append(File(token: String(name.dropLast(5)), url: url, rows: rows))
            } catch {
                guard settingAside else {
                    warnings.append("cannot read the pending file \(url.path) (\(HistoryDatabase.reason(error))); skipped it")
                    continue
                }
                let aside = (try? FileSafety.setAside(url)) ?? "(it could not be moved)"
                warnings.append("cannot read the pending file \(url.path) (\(HistoryDatabase.reason(error))); moved it to \(aside)")
            }
        }
        return files
    }

    /// Keeps rows in a new pending file.
    ///
    /// - Returns: The file's path.
    /// - Throws: A file error when it cannot be written whole (nothing is left then).
    func keep(_ rows: HistoryRows) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let milliseconds = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        let url = folder.appendingPathComponent("\(milliseconds)-\(UUID().uuidString.lowercased()).json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileSafety.writeAtomically(try encoder.encode(rows), to: url)
        return url.path
    }

    /// Removes `review` from the newest pending file that holds it (the file
    /// rewritten whole, or removed once empty), under the writers' lock.
    ///
    /// - Returns: Whether a pending file held it.
    /// - Throws: A file error when the file cannot be rewritten.
    func withdraw(_ review: CardReview, warnings: inout [String]) throws -> Bool {
        for file in load(warnings: &warnings).reversed() {
            guard let index = file.rows.reviews.lastIndex(of: review) else { continue }
            var rows = file.rows
            rows.reviews.remove(at: index)
            if rows.isEmpty {
                try FileManager.default.removeItem(at: file.url)
            } else {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try FileSafety.writeAtomically(try encoder.encode(rows), to: file.url)
            }
            return true
        }
        return false
    }

    /// Adds the rows of the pending files not written yet, and records their
    /// tokens, in the write's transaction; forgets the tokens of files gone.
    ///
    /// - Returns: The rows added.
    func insert(_ files: [File], into db: Database) throws -> HistoryRows {
        let table = HistorySchema.pendingWritten.name
        let present = files.map(\.token)
        let written = Set(try String.fetchAll(db, sql: "SELECT token FROM \(table)"))
        for token in written where !present.contains(token) {
            try db.execute(sql: "DELETE FROM \(table) WHERE token = ?", arguments: [token])
        }
        var added = HistoryRows()
        for file in files where !written.contains(file.token) {
            try HistoryDatabase.insert(file.rows.games, into: db)
            try HistoryDatabase.insert(file.rows.reviews, into: db)
            try db.execute(sql: "INSERT INTO \(table) (token) VALUES (?)", arguments: [file.token])
            added.games += file.rows.games
            added.reviews += file.rows.reviews
        }
        return added
    }

    /// Removes files whose rows are written (after the commit), and the
    /// folder once it is empty.
    func remove(_ files: [File]) {
        guard !files.isEmpty else { return }
        for file in files { try? FileManager.default.removeItem(at: file.url) }
        // rmdir(2) removes only an empty folder: one holding a file set aside stays.
        if rmdir(folder.path) != 0 { FileSafety.syncFolder(folder.path) }
        FileSafety.syncFolder(storeURL.deletingLastPathComponent().path)
    }
}

extension HistoryDatabase {
    /// The pending rows not yet in the store, for a read, and a warning
    /// naming how many of `kind` are only pending.
    ///
    /// - Parameters:
    ///   - kind: `game` or `review`, for the warning.
    ///   - count: How many of that kind a file holds.
    func pendingRows(kind: String, count: (HistoryRows) -> Int) -> (rows: [HistoryRows], warnings: [String]) {
        let pending = PendingHistoryFolder(storeURL: fileURL)
        var warnings: [String] = []
        let files = pending.load(warnings: &warnings, settingAside: false)
        guard !files.isEmpty else { return ([], warnings) }
        let table = HistorySchema.pendingWritten.name
        let written = (try? readOnly { db in
            try db.tableExists(table) ? Set(try String.fetchAll(db, sql: "SELECT token FROM \(table)")) : []
        }) ?? []
        let rows = files.filter { !written.contains($0.token) }.map(\.rows)
        let total = rows.map(count).reduce(0, +)
        if total > 0 {
            warnings.append(
                "\(total) \(kind)\(total == 1 ? " is" : "s are") kept in \(pending.folder.path) until the history store \(fileURL.path) "
                    + "can be written; the next save adds \(total == 1 ? "it" : "them")")
        }
        return (rows, warnings)
    }
}
