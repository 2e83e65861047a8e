import Foundation

/// SHA-256 digests of files, remembered by path, size and modification time.
///
/// Each remembered digest is a small file in the cache folder named after
/// the SHA-256 of the path and holding `size mtime digest`. A file changed in
/// any way that alters its size or modification time is hashed again; a
/// missing or unreadable cache only costs the hashing.
enum FileDigests {
    static func sha256(of path: String, cache: URL?) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        let stamp = "\(size) \(modified)"
        let entry = cache?.appendingPathComponent(SHA256.hexDigest(Data(path.utf8)))
        if let entry, let stored = try? String(contentsOf: entry, encoding: .utf8),
           stored.hasPrefix(stamp + " ") {
            let digest = String(stored.dropFirst(stamp.count + 1)).trimmingCharacters(in: .whitespacesAndNewlines)
            if digest.count == 64 { return digest }
        }
        let digest = SHA256.hexDigest(try Data(contentsOf: URL(fileURLWithPath: path)))
        if let cache, let entry {
            try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try? Data("\(stamp) \(digest)\n".utf8).write(to: entry, options: .atomic)
        }
        return digest
    }
}
