import Foundation
import Spelling

/// The repository's `Dictionaries/` folder as the build reads it: every
/// read goes through here, so every input is hashed for the manifest.
final class ContentSources {
    /// The `Dictionaries` folder.
    let folder: URL
    private var hashes: [String: String] = [:]

    init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// The path the manifest shows for a file of this folder: `Dictionaries/<relative>`.
    func displayPath(_ relative: String) -> String {
        "\(folder.lastPathComponent)/\(relative)"
    }

    /// The file's bytes.
    func data(_ relative: String) throws -> Data {
        let url = folder.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ContentError.unreadableInput(path: url.path, reason: "missing or unreadable")
        }
        hashes[relative] = SHA256Digest.hex(data)
        return data
    }

    /// The file's text (UTF-8).
    func text(_ relative: String) throws -> String {
        let data = try data(relative)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ContentError.unreadableInput(path: folder.appendingPathComponent(relative).path, reason: "not valid UTF-8")
        }
        return text
    }

    /// Whether the folder has the file (an optional source).
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path)
    }

    /// The manifest input for a file, hashing it if it was not read yet.
    func input(_ relative: String) throws -> ContentManifest.Input {
        if hashes[relative] == nil { _ = try data(relative) }
        return ContentManifest.Input(path: displayPath(relative), sha256: hashes[relative] ?? "")
    }
}
