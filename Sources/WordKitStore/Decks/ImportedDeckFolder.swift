import Foundation

/// The decks a player imported: one `<id>.json` file each in the WordKit
/// state folder (`decks/`), written atomically.
///
/// The store keeps the files' bytes; what a deck means (its JSON schema) is
/// the content pipeline's and the deck library's business.
struct ImportedDeckFolder: Sendable {
    /// The folder.
    let folder: URL

    /// The stored decks' files, sorted by id; a folder that does not exist holds none.
    func files() -> [(id: String, url: URL)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            (String(name.dropLast(5)), folder.appendingPathComponent(name))
        }
    }

    /// The bytes of deck `id`, or nil when there is no such deck.
    ///
    /// - Parameter id: The deck id.
    /// - Throws: ``StoreError`` when the file exists but cannot be read.
    func data(id: String) throws -> Data? {
        let url = file(id: id)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw StoreError(.read, "the deck \(id)", path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Stores deck `id`, replacing the one stored before, atomically.
    ///
    /// - Parameters:
    ///   - id: The deck id.
    ///   - data: The deck's bytes.
    /// - Throws: ``StoreError`` when it cannot be written; nothing changes then.
    func save(id: String, data: Data) throws {
        let url = file(id: id)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileSafety.writeAtomically(data, to: url)
        } catch {
            throw StoreError(.write, "the deck \(id)", path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The file of deck `id`.
    func file(id: String) -> URL {
        folder.appendingPathComponent("\(id).json")
    }
}
