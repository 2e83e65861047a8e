import Foundation
import Spelling

/// Finds and reads the generated content the games play with (`Content/`).
enum PlayContent {
    /// The content folder: `WORDKIT_CONTENT`, else the `Content` folder WordKit finds.
    ///
    /// - Throws: ``CLIFailure`` (no input) when there is none.
    static func directory() throws -> URL {
        guard let directory = BundledResources.contentDirectory() else {
            throw CLIFailure(
                "no Content folder found; run `wordkit content build` or set WORDKIT_CONTENT to a content folder",
                code: CLIFailure.noInput)
        }
        return directory
    }

    /// Returns the URL of a content file, checking that it exists.
    ///
    /// - Parameter relativePath: The path inside the content folder, such as `roots/en-8.txt`.
    /// - Returns: The file's URL.
    /// - Throws: ``CLIFailure`` (no input) naming the missing path.
    static func file(_ relativePath: String) throws -> URL {
        let url = try directory().appendingPathComponent(relativePath)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw CLIFailure("\(url.path) not found; run `wordkit content build` to generate the content", code: CLIFailure.noInput)
        }
        return url
    }

    /// Reads a file whole.
    ///
    /// - Parameter url: The file.
    /// - Returns: Its bytes.
    /// - Throws: ``CLIFailure`` (no input) when it cannot be read.
    static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw CLIFailure("cannot read \(url.path): \(error.localizedDescription)", code: CLIFailure.noInput)
        }
    }

    /// Decodes a JSON file.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - url: The file.
    /// - Returns: The value.
    /// - Throws: ``CLIFailure``: no input when unreadable, data error when malformed.
    static func decode<T: Decodable>(_ type: T.Type, from url: URL) throws -> T {
        let data = try read(url)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw CLIFailure("\(url.path) is not a valid file of its kind: \(describe(error))", code: CLIFailure.dataError)
        }
    }

    /// A short description of a decoding error, naming where it happened.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return error.localizedDescription }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? context.debugDescription : "at \(keys): \(context.debugDescription)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" " + path(context)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): return path(context)
        @unknown default: return "\(error)"
        }
    }
}
