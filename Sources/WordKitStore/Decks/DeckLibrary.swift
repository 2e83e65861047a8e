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
    /// value with `/` or ending in `.json`), or, for nil, the default deck of
    /// `language` (``defaultDeckID(language:)``).
    ///
    /// - Parameters:
    ///   - name: The id or path, or nil.
    ///   - language: The language setting in force, for the default deck.
    /// - Returns: The kernel's deck.
    /// - Throws: `PlayError` naming what is missing or malformed.
    public func deckToPlay(_ name: String?, language: String) throws -> Deck {
        guard let name else {
            guard let first = defaultDeckID(language: language) else {
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

    /// Imports the decks of one file, each into the deck it names: an
    /// imported deck of that id is updated (cards matched by id, Anki's guid,
    /// so they keep their review history), or the deck is added.
    ///
    /// A file never updates a deck it does not name, however many cards they
    /// share (a card without a guid is `<deck id>:<prompt>`, so two decks with
    /// the same prompt share it once the ids are read alike): merging a file
    /// into another deck is asked for with `target`. Such decks are named in
    /// each added deck's ``DeckImport/sharedCards``.
    ///
    /// Nothing is written until every deck of the file has been placed.
    ///
    /// - Parameters:
    ///   - decks: The decks read from the file (see `DeckTextFormat.importDecks`).
    ///   - target: The id of an imported deck to merge the file's one deck
    ///     into, whatever it names (`--into`); nil to import each deck into
    ///     the deck it names.
    ///   - replacing: Replace decks with the same id instead of merging (`--force`).
    /// - Returns: What happened to each deck.
    /// - Throws: ``DeckLibraryError`` for an id that is taken or a target that
    ///   is not an imported deck; the error of an imported deck of the same id
    ///   that cannot be read (it is not overwritten); the store's error when it
    ///   cannot be written.
    public func importDecks(_ decks: [ContentDeck], into target: String? = nil, replacing: Bool) throws -> [DeckImport] {
        var stored: [ContentDeck] = []
        var unreadable: [String: any Error] = [:]
        for id in store.importedDeckIDs() {
            do {
                stored.append(try entry(id, origin: .imported).deck)
            } catch {
                unreadable[id] = error
            }
        }
        if let target {
            guard decks.count == 1, let deck = decks.first else { throw DeckLibraryError.intoNeedsOneDeck(count: decks.count) }
            if bundledIDs.contains(target) { throw DeckLibraryError.bundledID(target) }
            if let error = unreadable[target] { throw error }
            guard let existing = stored.first(where: { $0.id == target }) else { throw DeckLibraryError.notImported(target) }
            let merge = DeckMerge.merge(deck, into: existing)
            try store.saveImportedDeck(target, ContentJSON.encode(merge.deck))
            return [DeckImport(deckID: target, change: .merged(merge), sharedCards: [])]
        }
        var written: [String] = []
        var report: [DeckImport] = []
        for deck in decks {
            if bundledIDs.contains(deck.id) { throw DeckLibraryError.bundledID(deck.id) }
            if !replacing, let error = unreadable[deck.id] { throw error }
            if !replacing, let index = stored.firstIndex(where: { $0.id == deck.id }) {
                guard DeckMerge.sharedCards(deck, with: stored[index]) > 0 else { throw DeckLibraryError.sharesNoCard(deck.id) }
                let merge = DeckMerge.merge(deck, into: stored[index])
                stored[index] = merge.deck
                written.append(deck.id)
                report.append(DeckImport(deckID: deck.id, change: .merged(merge), sharedCards: []))
                continue
            }
            let shared = stored.filter { $0.id != deck.id }
                .map { DeckImport.SharedCards(deckID: $0.id, cards: DeckMerge.sharedCards(deck, with: $0)) }
                .filter { $0.cards > 0 }
                .sorted { ($0.cards, $1.deckID) > ($1.cards, $0.deckID) }
            stored.removeAll { $0.id == deck.id }
            stored.append(deck)
            written.append(deck.id)
            report.append(DeckImport(deckID: deck.id, change: .added(cards: deck.cards.count), sharedCards: shared))
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

/// Why a deck cannot be imported as asked.
///
/// The cases carry the ids; the command line says which option helps.
public enum DeckLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A shipped deck has the id (an import cannot add or change one).
    case bundledID(String)
    /// An imported deck has the id, and replacing was not asked for.
    case alreadyImported(String)
    /// An imported deck has the id but shares no card with the file, and replacing was not asked for.
    case sharesNoCard(String)
    /// The deck to merge into is not an imported deck.
    case notImported(String)
    /// Only a file of one deck can be merged into another deck; this one holds `count`.
    case intoNeedsOneDeck(count: Int)

    /// What is wrong.
    public var description: String {
        switch self {
        case .bundledID(let id): "\(id) is a bundled deck"
        case .alreadyImported(let id): "a deck \(id) was already imported"
        case .sharesNoCard(let id): "a deck \(id) was already imported and shares no card with this file"
        case .notImported(let id): "no imported deck \(id)"
        case .intoNeedsOneDeck(let count): "the file holds \(count) decks; only a file of one deck can be imported into another"
        }
    }
}
