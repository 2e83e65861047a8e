import Foundation

extension DeckTextFormat {
    /// The limits of a deck file to import, so that no file makes an import
    /// take unbounded memory: a 200 MB file of one line took 1.8 GB, and a
    /// file of a million cards 1.15 GB on re-import. Within them an import
    /// takes at most about 150 MB (see docs/reliability.md).
    public enum Limits {
        /// The largest deck file, in bytes (Anki's own exports of the largest
        /// shared decks are a few MB).
        public static let fileSize = 32 << 20
        /// The longest line, in bytes: one note with all its fields.
        public static let lineLength = 1 << 20
        /// The most cards a file may hold, all its decks together.
        public static let cards = 100_000
    }

    /// A deck file's bytes, read only as far as ``Limits/fileSize`` allows.
    ///
    /// - Parameter path: The file (a regular file, a pipe or a device).
    /// - Returns: Its bytes.
    /// - Throws: ``ContentError/unreadableInput(path:reason:)`` when it cannot
    ///   be read, ``ContentError/invalidDeck(path:line:reason:)`` when it is
    ///   larger than ``Limits/fileSize`` (a regular file is refused by its size,
    ///   before a byte is read).
    public static func contents(ofFile path: String) throws -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue, size > Limits.fileSize {
            throw tooLarge(path: path, size: "\(size) bytes")
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        } catch {
            throw ContentError.unreadableInput(path: path, reason: error.localizedDescription)
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: Limits.fileSize + 1) ?? Data()
            if data.count > Limits.fileSize { throw tooLarge(path: path, size: "more than \(Limits.fileSize) bytes") }
            return data
        } catch let error as ContentError {
            throw error
        } catch {
            throw ContentError.unreadableInput(path: path, reason: error.localizedDescription)
        }
    }

    /// Refuses bytes over ``Limits/fileSize`` or with a line over ``Limits/lineLength``.
    ///
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)`` naming the line.
    static func checkLimits(_ data: Data, path: String) throws {
        if data.count > Limits.fileSize { throw tooLarge(path: path, size: "\(data.count) bytes") }
        let longest: (line: Int, length: Int)? = data.withUnsafeBytes { bytes in
            var line = 1
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                if end - start > Limits.lineLength { return (line, end - start) }
                line += 1
                start = end + 1
            }
            return nil
        }
        if let longest {
            throw ContentError.invalidDeck(
                path: path, line: longest.line,
                reason: "the line holds \(longest.length) bytes; a note may hold at most \(Limits.lineLength)")
        }
    }

    /// Refuses more than ``Limits/cards`` cards.
    ///
    /// - Throws: ``ContentError/invalidDeck(path:line:reason:)`` with the count.
    static func checkCardCount(_ count: Int, path: String, line: Int?) throws {
        guard count > Limits.cards else { return }
        throw ContentError.invalidDeck(
            path: path, line: line,
            reason: "the file holds more than \(Limits.cards) cards; import at most \(Limits.cards) at a time (split the file)")
    }

    private static func tooLarge(path: String, size: String) -> ContentError {
        .invalidDeck(path: path, line: nil, reason: "the file holds \(size); deck files of at most \(Limits.fileSize) bytes are imported (split it)")
    }
}
