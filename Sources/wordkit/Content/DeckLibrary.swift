import ContentPipeline
import Foundation
import Spelling
import WordKitStore

/// The decks a player can use: bundled in `Content/decks`, imported under the
/// user's state folder.
struct DeckLibrary {
    /// A deck and where it came from.
    struct Entry {
        let deck: ContentDeck
        let origin: String
    }

    let contentFolder: URL?
    let importedFolder: URL

    init(contentFolder: URL? = BundledResources.contentDirectory(), paths: WordKitPaths = WordKitPaths()) {
        self.contentFolder = contentFolder
        importedFolder = paths.stateDirectory.appendingPathComponent("decks", isDirectory: true)
    }

    var bundledFolder: URL? { contentFolder?.appendingPathComponent("decks", isDirectory: true) }

    /// The ids of the bundled decks.
    func bundledIDs() -> Set<String> {
        Set(Self.files(in: bundledFolder).map { $0.deletingPathExtension().lastPathComponent })
    }

    /// Every deck, bundled first, each group sorted by id; unreadable files are warned about and skipped.
    func all() throws -> [Entry] {
        var entries: [Entry] = []
        for (folder, origin) in [(bundledFolder, "bundled "), (importedFolder, "imported")] {
            for file in Self.files(in: folder) {
                do {
                    entries.append(Entry(deck: try Self.read(file), origin: origin))
                } catch {
                    StandardError.write("wordkit: warning: skipping \(file.path): \(error)\n")
                }
            }
        }
        return entries
    }

    /// The deck with `id`, bundled or imported.
    func deck(_ id: String) throws -> Entry {
        for (folder, origin) in [(bundledFolder, "bundled "), (importedFolder, "imported")] {
            guard let file = folder?.appendingPathComponent("\(id).json"), FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                return Entry(deck: try Self.read(file), origin: origin)
            } catch {
                throw CLIFailure("\(file.path): \(error)", code: CLIFailure.dataError)
            }
        }
        throw CLIFailure("no deck \"\(id)\"; `wordkit deck list` shows the decks", code: CLIFailure.noInput)
    }

    private static func read(_ file: URL) throws -> ContentDeck {
        let data = try Data(contentsOf: file)
        do {
            return try JSONDecoder().decode(ContentDeck.self, from: data)
        } catch {
            return try DeckTextFormat.importDeck(data, path: file.path, id: file.deletingPathExtension().lastPathComponent)
        }
    }

    private static func files(in folder: URL?) -> [URL] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
