import Foundation
import Testing
import WordKitTestSupport
@testable import ContentPipeline

/// Every file of `Dictionaries/` is listed in its README, with the SHA-256 of
/// the bytes the repository holds, so that its provenance and licence are
/// never out of date; and every licence-bearing folder has its licence files.
@Suite struct DictionariesProvenanceTests {
    @Test func everyFileIsListedWithItsChecksum() throws {
        let folder = Repository.root.appendingPathComponent("Dictionaries")
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        var listed: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let path = cells.first, let sha = cells.last, sha.count == 66, path.hasPrefix("`") else { continue }
            listed[String(path.dropFirst().dropLast())] = String(sha.dropFirst().dropLast())
        }
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { path in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                    && !isFolder.boolValue && path != "README.md" && !path.hasPrefix(".")
            }
        #expect(!files.isEmpty)
        for path in files.sorted() {
            let sha = SHA256Digest.hex(try Data(contentsOf: folder.appendingPathComponent(path)))
            #expect(listed[path] == sha, "Dictionaries/\(path): README lists \(listed[path] ?? "nothing"), the file is \(sha)")
        }
        #expect(Set(listed.keys).subtracting(files).isEmpty, "README lists files that do not exist")
        for licenced in ["apertium", "freedict", "labels", "tatoeba", "frequency", "blocklists/ldnoobw"] {
            #expect(files.contains { $0.hasPrefix(licenced + "/") && ($0.contains("LICENSE") || $0.contains("COPYING")) },
                    "Dictionaries/\(licenced) has no licence file beside its data")
        }
    }
}
