import ContentPipeline
import Foundation
import GameKernel
import WordKitPlay

/// The decks a player can use: those shipped in the content (`decks/`) and
/// those the player imported (kept by the ``PlayerStore``). Every deck is
/// found, shown, exported and played by its id, wherever it is kept.
public struct DeckLibrary: Sendable {
    /// Where a deck is kept.
    public enum Origin: String, Sendable, Equatable {
        /// Shipped in the content folder.
        case bundled
        /// Imported by the player.
        case imported
    }

    /// A deck and where it is kept.
    public struct Entry: Sendable, Equatable {
        /// The deck.
        public let deck: ContentDeck
        /// Where it is kept.
        public let origin: Origin
    }

    /// The content whose `decks/` are shipped, if any.
    public let content: GameContent?
    /// The store of imported decks.
    public let store: PlayerStore

    /// A library over shipped content and a player's store.
    ///
    /// - Parameters:
    ///   - content: The content (nil for imported decks only).
    ///   - store: The player's store.
    public init(content: GameContent?, store: PlayerStore) {
        self.content = content
        self.store = store
    }

    /// The ids of the shipped decks, sorted.
    public var bundledIDs: [String] {
        guard let folder = content?.directory.appendingPathComponent("decks", isDirectory: true),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Every deck, shipped first, each group sorted by id; a deck that cannot
    /// be read is skipped and named in `warnings`.
    ///
    /// - Returns: The decks and a warning per deck skipped.
    public func all() -> (entries: [Entry], warnings: [String]) {
        var entries: [Entry] = []
        var warnings: [String] = []
        for (ids, origin) in [(bundledIDs, Origin.bundled), (store.importedDeckIDs(), .imported)] {
            for id in ids {
                do {
                    entries.append(try entry(id, origin: origin))
                } catch {
                    warnings.append("skipping the deck \(id): \(error)")
                }
            }
        }
        return (entries, warnings)
    }

    /// The deck with `id`, shipped or imported.
    ///
    /// - Parameter id: The deck id.
    /// - Returns: The deck.
    /// - Throws: `PlayError.unknownDeck`, or the error of a deck that cannot be read.
    public func deck(_ id: String) throws -> Entry {
        if bundledIDs.contains(id) { return try entry(id, origin: .bundled) }
        if store.importedDeckIDs().contains(id) { return try entry(id, origin: .imported) }
        throw PlayError.unknownDeck(id)
    }

    /// The deck to play for `--deck`: an id, the path of a deck file (a
    /// value with `/` or ending in `.json`), or, for nil, the first shipped deck.
    ///
    /// - Parameter name: The id or path, or nil.
    /// - Returns: The kernel's deck.
    /// - Throws: `PlayError` naming what is missing or malformed.
    public func deckToPlay(_ name: String?) throws -> Deck {
        guard let name else {
            guard let first = bundledIDs.first else {
                throw PlayError.noDecks(folder: content?.directory.appendingPathComponent("decks").path ?? "the content folder")
            }
            return try entry(first, origin: .bundled).deck.deck
        }
        if name.contains("/") || name.hasSuffix(".json") {
            let url = URL(fileURLWithPath: name)
            guard FileManager.default.isReadableFile(atPath: url.path) else { throw PlayError.missingDeckFile(path: url.path) }
            return try Self.decode(GameContent.read(url), path: url.path, id: url.deletingPathExtension().lastPathComponent).deck
        }
        return try deck(name).deck.deck
    }

    /// Keeps `deck` in the store as an imported deck.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - replacing: Whether an imported deck with the same id may be replaced.
    /// - Throws: ``DeckLibraryError`` for an id that is taken; the store's error when it cannot be written.
    public func importDeck(_ deck: ContentDeck, replacing: Bool) throws {
        if bundledIDs.contains(deck.id) { throw DeckLibraryError.bundledID(deck.id) }
        if !replacing, store.importedDeckIDs().contains(deck.id) { throw DeckLibraryError.alreadyImported(deck.id) }
        try store.saveImportedDeck(deck.id, ContentJSON.encode(deck))
    }

    /// Imports the decks of one file: each updates the imported deck it
    /// shares cards with (matched by guid, keeping card ids and so their
    /// review history), or is added as a new deck.
    ///
    /// Nothing is written until every deck of the file has been placed.
    ///
    /// - Parameters:
    ///   - decks: The decks read from the file (see `DeckTextFormat.importDecks`).
    ///   - explicitID: With an explicit id (`--id`), the deck to update is the one with that id.
    ///   - replacing: Replace decks with the same id instead of merging (`--force`).
    /// - Returns: One line per deck saying what happened.
    /// - Throws: ``DeckLibraryError`` for an id that is taken; the store's error when it cannot be written.
    public func importDecks(_ decks: [ContentDeck], updating explicitID: Bool, replacing: Bool) throws -> [String] {
        var stored = store.importedDeckIDs().compactMap { try? entry($0, origin: .imported).deck }
        var written: [String] = []
        var report: [String] = []
        for deck in decks {
            // An explicit id names the deck to update; otherwise it is the deck that shares cards with the file.
            let target =
                replacing ? nil : explicitID ? stored.firstIndex { $0.id == deck.id } : DeckMerge.target(for: deck, among: stored)
            if let target {
                let merge = DeckMerge.merge(deck, into: stored[target])
                stored[target] = merge.deck
                written.append(merge.deck.id)
                report.append(
                    "updated deck \(merge.deck.id): \(merge.added.count) added, \(merge.updated.count) updated, \(merge.unchanged.count) unchanged")
                continue
            }
            if bundledIDs.contains(deck.id) { throw DeckLibraryError.bundledID(deck.id) }
            if !replacing, stored.contains(where: { $0.id == deck.id }) { throw DeckLibraryError.sharesNoCard(deck.id) }
            stored.removeAll { $0.id == deck.id }
            stored.append(deck)
            written.append(deck.id)
            report.append("imported \(Plural.count(deck.cards.count, "card")) as deck \(deck.id)")
        }
        for deck in stored where written.contains(deck.id) {
            try store.saveImportedDeck(deck.id, ContentJSON.encode(deck))
        }
        return report
    }

    /// Reads one deck.
    private func entry(_ id: String, origin: Origin) throws -> Entry {
        switch origin {
        case .bundled:
            guard let content else { throw PlayError.unknownDeck(id) }
            let url = try content.file("decks/\(id).json")
            return Entry(deck: try Self.decode(GameContent.read(url), path: url.path, id: id), origin: .bundled)
        case .imported:
            guard let data = try store.importedDeck(id) else { throw PlayError.unknownDeck(id) }
            return Entry(deck: try Self.decode(data, path: store.locations["decks"].map { "\($0)/\(id).json" } ?? id, id: id), origin: .imported)
        }
    }

    /// A deck file's bytes: deck JSON, or (for files imported by hand) Anki text.
    private static func decode(_ data: Data, path: String, id: String) throws -> ContentDeck {
        do {
            return try JSONDecoder().decode(ContentDeck.self, from: data)
        } catch {
            do {
                return try DeckTextFormat.importDeck(data, path: path, id: id)
            } catch {
                throw PlayError.malformedContent(path: path, reason: "\(error)")
            }
        }
    }
}

/// Why a deck cannot be imported under its id.
public enum DeckLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A shipped deck has the id.
    case bundledID(String)
    /// An imported deck has the id, and replacing was not asked for.
    case alreadyImported(String)
    /// An imported deck has the id but shares no card with the file, and replacing was not asked for.
    case sharesNoCard(String)

    /// What is wrong and what to do.
    public var description: String {
        switch self {
        case .bundledID(let id): "\(id) is a bundled deck; choose another id with --id"
        case .alreadyImported(let id): "a deck \(id) was already imported; use --force to replace it or --id to rename"
        case .sharesNoCard(let id):
            "a deck \(id) was already imported and shares no card with this file; use --force to replace it or --id to rename"
        }
    }
}
