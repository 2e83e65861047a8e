import Foundation
import GameKernel
import Synchronization
import WordKitPlay

/// Everything WordKit keeps for a player: the history of games, the card
/// reviews, the settings, the imported decks.
///
/// One interface with two implementations, as a struct of functions:
/// ``live(paths:warn:)`` keeps them in files under the player's XDG folders
/// (SQLite through GRDB for the history), ``inMemory(settings:)`` in memory
/// for tests, previews and servers that keep nothing. Code that plays or
/// shows games takes a `PlayerStore` and never knows which.
public struct PlayerStore: Sendable {
    /// Stores one ended game. A session calls it before it reports the end.
    public var recordGame: @Sendable (GameRecord) throws -> Void

    /// Every stored game, oldest first.
    public var games: @Sendable () throws -> [GameRecord]

    /// Stores flashcard reviews, all or none. A session calls it before it
    /// reports them.
    public var recordReviews: @Sendable ([CardReview]) throws -> Void

    /// Every stored review, in the order they were stored (see ``schedules(for:)``).
    public var reviews: @Sendable () throws -> [CardReview]

    /// Removes reviews taken back (a study grade undone), newest last: for
    /// each, the latest stored review equal to it. Returns how many of them
    /// were not found (already gone).
    public var withdrawReviews: @Sendable ([CardReview]) throws -> Int

    /// The saved settings.
    public var loadSettings: @Sendable () throws -> Settings

    /// Re-reads the settings, applies a change and saves them, as one step.
    public var updateSettings: @Sendable (_ change: (inout Settings) -> Void) throws -> Settings

    /// The ids of the imported decks, sorted.
    public var importedDeckIDs: @Sendable () -> [String]

    /// The bytes of an imported deck, or nil when there is none with that id.
    public var importedDeck: @Sendable (_ id: String) throws -> Data?

    /// Stores an imported deck, replacing one with the same id.
    public var saveImportedDeck: @Sendable (_ id: String, _ data: Data) throws -> Void

    /// Where each part is kept, for messages (`history`, `settings`, `decks`).
    public var locations: [String: String]

    /// Creates a store from its functions.
    ///
    /// - Parameters:
    ///   - recordGame: Stores one ended game.
    ///   - games: Every stored game, oldest first.
    ///   - recordReviews: Stores reviews.
    ///   - reviews: Every stored review, in the order stored.
    ///   - withdrawReviews: Removes reviews taken back; by default none is removed and all count as not found.
    ///   - loadSettings: The saved settings.
    ///   - updateSettings: Applies and saves a change to the settings.
    ///   - importedDeckIDs: The imported decks' ids.
    ///   - importedDeck: An imported deck's bytes.
    ///   - saveImportedDeck: Stores an imported deck.
    ///   - locations: Where each part is kept.
    public init(
        recordGame: @escaping @Sendable (GameRecord) throws -> Void,
        games: @escaping @Sendable () throws -> [GameRecord],
        recordReviews: @escaping @Sendable ([CardReview]) throws -> Void,
        reviews: @escaping @Sendable () throws -> [CardReview],
        withdrawReviews: @escaping @Sendable ([CardReview]) throws -> Int = { $0.count },
        loadSettings: @escaping @Sendable () throws -> Settings,
        updateSettings: @escaping @Sendable ((inout Settings) -> Void) throws -> Settings,
        importedDeckIDs: @escaping @Sendable () -> [String],
        importedDeck: @escaping @Sendable (String) throws -> Data?,
        saveImportedDeck: @escaping @Sendable (String, Data) throws -> Void,
        locations: [String: String]
    ) {
        self.recordGame = recordGame
        self.games = games
        self.recordReviews = recordReviews
        self.reviews = reviews
        self.withdrawReviews = withdrawReviews
        self.loadSettings = loadSettings
        self.updateSettings = updateSettings
        self.importedDeckIDs = importedDeckIDs
        self.importedDeck = importedDeck
        self.saveImportedDeck = saveImportedDeck
        self.locations = locations
    }
}

extension PlayerStore {
    /// The player's files: `history.sqlite` (games and reviews) and `decks/` in the state folder,
    /// `settings.json` in the config folder (see ``WordKitPaths``).
    ///
    /// Each file is locked while it is changed and replaced atomically;
    /// damaged files are set aside, never silently overwritten (see
    /// `HistoryDatabase` and `SettingsFile` for the rules).
    ///
    /// - Parameters:
    ///   - paths: The player's WordKit folders.
    ///   - warn: Told about each problem met and set right (a damaged file
    ///     set aside, unreadable rows skipped, an out-of-range setting ignored).
    /// - Returns: The store.
    public static func live(
        paths: WordKitPaths = WordKitPaths(), warn: @escaping @Sendable (String) -> Void = { _ in }
    ) -> PlayerStore {
        let history = HistoryDatabase(fileURL: paths.historyDatabase)
        let settings = SettingsFile(fileURL: paths.settingsFile)
        let decks = ImportedDeckFolder(folder: paths.importedDecksDirectory)
        return PlayerStore(
            recordGame: { record in try history.append(record).forEach(warn) },
            games: {
                let (records, warnings) = try history.records()
                warnings.forEach(warn)
                return records
            },
            recordReviews: { reviews in try history.append(reviews: reviews).forEach(warn) },
            reviews: {
                let (reviews, warnings) = try history.reviews()
                warnings.forEach(warn)
                return reviews
            },
            withdrawReviews: { reviews in
                let (missing, warnings) = try history.withdraw(reviews: reviews)
                warnings.forEach(warn)
                return missing
            },
            loadSettings: {
                let (loaded, warnings) = try settings.load()
                warnings.forEach(warn)
                var ignored: [String] = []
                let sanitized = loaded.sanitized(warnings: &ignored)
                ignored.forEach(warn)
                return sanitized
            },
            updateSettings: { change in
                let (saved, warnings) = try settings.update(change)
                warnings.forEach(warn)
                return saved
            },
            importedDeckIDs: { decks.files().map(\.id) },
            importedDeck: { id in try decks.data(id: id) },
            saveImportedDeck: { id, data in try decks.save(id: id, data: data) },
            locations: [
                "history": paths.historyDatabase.path, "settings": paths.settingsFile.path,
                "decks": paths.importedDecksDirectory.path,
            ]
        )
    }

    /// A store in memory: nothing survives the process.
    ///
    /// - Parameter settings: The settings it starts with.
    /// - Returns: The store.
    public static func inMemory(settings: Settings = Settings()) -> PlayerStore {
        let state = Mutex(MemoryState(settings: settings))
        return PlayerStore(
            recordGame: { record in state.withLock { $0.games.append(record) } },
            games: { state.withLock { $0.games.sorted { $0.start < $1.start } } },
            recordReviews: { reviews in state.withLock { $0.reviews += reviews } },
            reviews: { state.withLock { $0.reviews } },
            withdrawReviews: { reviews in
                state.withLock { stored in
                    var missing = 0
                    for review in reviews.reversed() {
                        if let index = stored.reviews.lastIndex(of: review) {
                            stored.reviews.remove(at: index)
                        } else {
                            missing += 1
                        }
                    }
                    return missing
                }
            },
            loadSettings: { state.withLock { $0.settings } },
            updateSettings: { change in
                state.withLock { stored in
                    change(&stored.settings)
                    return stored.settings
                }
            },
            importedDeckIDs: { state.withLock { $0.decks.keys.sorted() } },
            importedDeck: { id in state.withLock { $0.decks[id] } },
            saveImportedDeck: { id, data in state.withLock { $0.decks[id] = data } },
            locations: ["history": "memory", "settings": "memory", "decks": "memory"]
        )
    }
}

/// What an in-memory store holds.
private struct MemoryState: Sendable {
    var games: [GameRecord] = []
    var reviews: [CardReview] = []
    var settings: Settings
    var decks: [String: Data] = [:]
}

extension PlayerStore {
    /// The schedules of the cards with these ids that have been reviewed:
    /// for each, the schedule after its latest stored review.
    ///
    /// A card's schedule belongs to its id, whatever deck it was studied in,
    /// so an edited card (same id) and a rebuilt deck keep their schedules.
    ///
    /// - Parameter cardIDs: The cards asked about.
    /// - Returns: The schedules by card id; a card never reviewed has none.
    /// - Throws: ``StoreError`` when the reviews cannot be read.
    public func schedules(for cardIDs: some Sequence<String>) throws -> [String: CardSchedule] {
        CardReview.schedules(from: try reviews(), for: cardIDs)
    }
}
