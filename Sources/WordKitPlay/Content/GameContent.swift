import Foundation
import Lexicon
import GameKernel
import Spelling

/// The generated content the games play with (`Content/`): root words,
/// decks, lights-out levels.
///
/// By default the content shipped with WordKit (see `BundledResources` in
/// `Spelling`), or the folder `WORDKIT_CONTENT` names.
public struct GameContent: Sendable {
    /// The content folder.
    public let directory: URL

    /// Content in `directory`.
    ///
    /// - Parameter directory: A folder laid out as `Content/`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The content to play with: `WORDKIT_CONTENT` when set, else the shipped content.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: The content.
    /// - Throws: ``PlayError/noContentFolder`` when there is none.
    public static func located(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GameContent {
        guard let directory = BundledResources.contentDirectory(environment: environment) else {
            throw PlayError.noContentFolder
        }
        return GameContent(directory: directory)
    }

    /// The URL of a content file, checked to exist.
    ///
    /// - Parameter relativePath: The path inside the folder, such as `roots/en-8.txt`.
    /// - Returns: The file's URL.
    /// - Throws: ``PlayError/missingContent(path:)``.
    public func file(_ relativePath: String) throws -> URL {
        let url = directory.appendingPathComponent(relativePath)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw PlayError.missingContent(path: url.path)
        }
        return url
    }

    /// The root words of a language and length (`roots/<lang>-<length>.txt`),
    /// those of one difficulty when asked.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - length: The roots' length.
    ///   - difficulty: The tier to draw from (nil for every root).
    /// - Returns: The roots.
    /// - Throws: ``PlayError``: missing, unreadable, or no usable root.
    public func roots(language: LanguageCode, length: Int, difficulty: RootDifficulty? = nil) throws -> RootWords {
        let url = try file("roots/\(language.rawValue)-\(length).txt")
        let text = String(decoding: try Self.read(url), as: UTF8.self)
        do {
            return try RootWords(lines: text.components(separatedBy: "\n"), length: length, difficulty: difficulty)
        } catch {
            throw PlayError.malformedContent(path: url.path, reason: "\(error)")
        }
    }

    /// The words word scramble accepts and counts: of `words`, the ones the
    /// content lists for the language (`gamewords/<lang>.wkdawg`: no
    /// abbreviations, names, slurs or unattested forms), counted when they are
    /// words people know (`gamewords/<lang>-counted.txt`). An older content
    /// folder's exclusion list (`gamewords/<lang>-excluded.txt`) is read
    /// when there is no automaton; all of `words`, all counted, when the
    /// content has neither (a dictionary WordKit does not ship).
    ///
    /// - Parameters:
    ///   - words: The language's words (its lexicon).
    ///   - language: The language.
    /// - Returns: The game's words.
    /// - Throws: ``PlayError`` when a file exists but cannot be read or is malformed.
    public func gameWords(_ words: any WordSource, language: LanguageCode) throws -> GameWords {
        let counted = try (try? file("gamewords/\(language.rawValue)-counted.txt")).map { url in
            String(decoding: try Self.read(url), as: UTF8.self).split(separator: "\n").map(String.init)
        }
        if let url = try? file("gamewords/\(language.rawValue).wkdawg") {
            let accepted: WordSet
            do {
                accepted = try WordSet(data: try Self.read(url))
            } catch let error as PlayError {
                throw error
            } catch {
                throw PlayError.malformedContent(path: url.path, reason: "\(error)")
            }
            return GameWords(base: words, accepted: accepted, counted: counted.map(GameWords.countedTable))
        }
        guard let url = try? file("gamewords/\(language.rawValue)-excluded.txt") else {
            return GameWords(base: words, excluded: [], counted: counted.map(GameWords.countedTable))
        }
        let lines = String(decoding: try Self.read(url), as: UTF8.self).components(separatedBy: "\n")
        return GameWords(base: words, excludedLines: lines, countedLines: counted)
    }

    /// The lights-out levels (`lights/levels.json`).
    ///
    /// - Returns: The levels file.
    /// - Throws: ``PlayError``: missing, unreadable or malformed.
    public func lightsLevels() throws -> LightsLevelFile {
        try Self.decode(LightsLevelFile.self, from: file("lights/levels.json"))
    }

    /// Reads a file whole.
    ///
    /// - Parameter url: The file.
    /// - Returns: Its bytes.
    /// - Throws: ``PlayError/unreadableContent(path:reason:)``.
    package static func read(_ url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw PlayError.unreadableContent(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Decodes a JSON file, naming where a malformed one goes wrong.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - url: The file.
    /// - Returns: The value.
    /// - Throws: ``PlayError``: unreadable or malformed.
    static func decode<T: Decodable>(_ type: T.Type, from url: URL) throws -> T {
        try decode(type, from: read(url), path: url.path)
    }

    /// Decodes JSON bytes that came from `path`.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, path: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw PlayError.malformedContent(path: path, reason: describe(error))
        }
    }

    /// A short description of a decoding error, naming where it happened.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return (error as NSError).localizedDescription }
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
