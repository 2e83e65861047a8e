import Foundation

/// Anki's own library, driven through `Oracles/anki_roundtrip.py` in a fresh
/// collection in a temporary folder.
///
/// The script's request and answer formats are described in the script. When
/// Python or the `anki` package is missing, every call throws an error that
/// says how to install it: the oracle tests fail rather than skip.
enum AnkiOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracles/anki_roundtrip.py")

    struct NoteSpec: Codable, Hashable {
        var deck: String
        var notetype = "Basic"
        var fields: [String]
        var tags: [String] = []
        var guid: String?
    }

    /// A note type to add to the collection, with one card showing the first field, then the second.
    struct NotetypeSpec: Encodable, Hashable {
        var name: String
        var fields: [String]
    }

    struct Request: Encodable {
        var notetypes: [NotetypeSpec] = []
        var imports: [String] = []
        /// Imports into this note type instead of the file's default; Anki maps columns to its fields by label.
        var importNotetype: String?
        var notes: [NoteSpec] = []
        var export: String?
        var exportHTML = true
    }

    struct ImportLog: Decodable, Hashable {
        var new: Int
        var updated: Int
        var duplicate: Int
        var conflicting: Int
        var firstFieldMatch: Int
        var missingNotetype: Int
        var missingDeck: Int
        var emptyFirstField: Int
    }

    struct Note: Decodable, Hashable {
        var guid: String
        var deck: String
        var notetype: String
        var fields: [String]
        var fieldNames: [String]
        var tags: [String]

        /// The field named `name`, if the note type has one.
        subscript(field name: String) -> String? {
            fieldNames.firstIndex(of: name).map { fields[$0] }
        }
    }

    struct Answer: Decodable {
        var ankiVersion: String
        var imports: [ImportLog]
        var notes: [Note]
        var exported: Int?
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs one request in a fresh collection.
    static func run(_ request: Request) throws -> Answer {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anki-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("request.json")
        let errors = folder.appendingPathComponent("stderr.txt")
        try encoder.encode(request).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run python3 (\(error)); the Anki oracle needs Python 3 with Anki's library: pip install anki==26.9.3")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 3 || process.terminationStatus == 127 {
                throw Failure(description: "the Anki oracle needs Anki's Python library (run `make deps-test`, or: pip install anki==26.9.3): \(message)")
            }
            throw Failure(description: "anki_roundtrip.py exited \(process.terminationStatus): \(message)")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Answer.self, from: data)
    }

    /// A temporary folder for the files of one test.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anki-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
