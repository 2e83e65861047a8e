import Foundation
import GRDB

// A store that cannot be written where it is (damaged pages, a file that is
// no database, a schema that cannot be repaired in place) is rebuilt beside
// itself, and the order of the steps is what keeps a crash from costing the
// history:
//
// 1. `history.sqlite.rebuild` is made: the current schema, every readable
//    row of the old store, and the write, in one transaction, synced.
// 2. The old store gets a second name, `history.sqlite.damaged` (a hard
//    link: it is still in place), and its journal files follow it.
// 3. The new store is renamed over `history.sqlite`, and the folder synced.
//
// Killed before step 3, the old store is still `history.sqlite`: every
// reader shows what it showed before, and the next write starts the rebuild
// again (throwing away a half-built `.rebuild`, reusing the `.damaged` link).
// A full disk fails step 1 and leaves everything as it was. Before, the old
// store was moved aside first and the new one built in its place: a process
// killed in between, or a disk too full for the copy, left an empty history.
extension HistoryDatabase {
    /// Commits `body`: in the store when its pages are sound and its schema
    /// can be repaired in place, else in a store rebuilt beside it.
    ///
    /// - Parameter body: The writes, run inside one transaction (perhaps twice:
    ///   once in place, and again in the rebuilt store when the first failed).
    /// - Returns: A warning when the store was rebuilt.
    /// - Throws: What SQLite or the file system threw; nothing is written then.
    func commit(_ body: (Database) throws -> Void) throws -> [String] {
        do {
            let database = try DatabaseQueue(path: fileURL.path, configuration: Self.writing)
            defer { try? database.close() }
            // A store with damaged pages is not written to: what it still holds is
            // copied out first, where a write could make more of it unreadable.
            guard try database.read(Self.isSound) else { throw DamagedStore() }
            try database.write { db in
                try HistorySchema.prepare(db)
                try body(db)
            }
            return []
        } catch let mismatch as HistorySchema.Mismatch {
            let (aside, copied) = try rebuild(body, scanningPages: false)
            return ["the history store \(fileURL.path) cannot be written as it is (\(mismatch.reason)); moved it to \(aside) and \(Self.kept(copied, aside: aside))"]
        } catch let error where Self.isDamage(error) {
            let reason = error is DamagedStore ? "database disk image is malformed" : Self.reason(error)
            // What SQLite cannot reach (a truncated file, a damaged page 1) is read from the pages.
            let (aside, copied) = try rebuild(body, scanningPages: true)
            return ["the history store \(fileURL.path) was damaged (\(reason)); moved it to \(aside) and \(Self.kept(copied, aside: aside))"]
        }
    }

    /// What a rebuild kept, for its warning.
    private static func kept(_ copied: [String: Int], aside: String) -> String {
        guard copied.values.reduce(0, +) == 0 else {
            return "copied the \(copied["game"] ?? 0) games and \(copied["review"] ?? 0) reviews that could be read into a new one"
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: aside)[.size] as? NSNumber)?.intValue ?? 0
        return "started a new one: no game or review could be read from it, by SQLite or from its pages (its \(size) bytes are kept there)"
    }

    /// Builds a new store beside the old one with every readable row and
    /// `body`, then puts it in the old one's place, which gets the first free
    /// `.damaged` name (steps above).
    ///
    /// - Returns: Where the old store went, and the rows copied by table.
    /// - Throws: When the new store cannot be built (the old one is then as it
    ///   was, and the half-built file removed) or put in place.
    private func rebuild(_ body: (Database) throws -> Void, scanningPages: Bool) throws -> (aside: String, copied: [String: Int]) {
        let rebuilt = fileURL.path + ".rebuild"
        Self.removeStore(at: rebuilt)
        // An earlier rebuild killed after step 2 left the link, and perhaps the journals beside it.
        let source = FileSafety.asideLink(of: fileURL) ?? fileURL.path
        var copied: [String: Int] = [:]
        do {
            let database = try DatabaseQueue(path: rebuilt, configuration: Self.writing)
            do {
                try database.write { db in
                    try HistorySchema.create(db)
                    copied = Self.copyReadableRows(from: source, into: db, scanningPages: scanningPages)
                    try HistorySchema.deriveResults(db)
                    try body(db)
                }
                try database.close()
            } catch {
                try? database.close()
                throw error
            }
        } catch {
            Self.removeStore(at: rebuilt)
            throw error
        }
        let aside = try FileSafety.linkAside(fileURL)
        // A journal left beside the new store would be played back into it: the old store's go with it.
        for suffix in ["-journal", "-wal"] where FileManager.default.fileExists(atPath: fileURL.path + suffix) {
            guard rename(fileURL.path + suffix, aside + suffix) == 0 else {
                throw FileSafety.posixError(errno, path: aside + suffix)
            }
        }
        try? FileManager.default.removeItem(atPath: fileURL.path + "-shm")
        guard rename(rebuilt, fileURL.path) == 0 else { throw FileSafety.posixError(errno, path: fileURL.path) }
        FileSafety.syncFolder(fileURL.deletingLastPathComponent().path)
        return (aside, copied)
    }

    /// Removes a store file and its journals, if there are any.
    private static func removeStore(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
