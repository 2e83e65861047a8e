import Foundation
import Spelling
import Synchronization
import WordKitPlay

/// A player's things for one run of a front end, made once at its edge and
/// handed down: the store, the content, the deck library, the saved
/// settings (read once) and the `PlayEnvironment` games are set up from.
///
/// The terminal makes one per command; an app makes one at launch, over
/// ``PlayerStore/live(paths:warn:)`` or ``PlayerStore/inMemory(settings:)``,
/// and starts games through the same `GameFactory`:
///
/// ```swift
/// let player = PlayerContext(store: .inMemory())
/// let factory = GameFactory(environment: player.environment())
/// let session = try factory.guess(player.settings.gameChoices, at: Date())
/// ```
public final class PlayerContext: Sendable {
    /// The player's store.
    public let store: PlayerStore
    /// Finds the content to play with.
    private let locateContent: @Sendable () throws -> GameContent
    /// Where warnings go (settings that cannot be read, games that cannot be stored).
    private let warn: @Sendable (String) -> Void
    /// The saved settings, once read (or saved) in this run.
    private let saved = Mutex<Settings?>(nil)

    /// The player's things over a store.
    ///
    /// - Parameters:
    ///   - store: The player's store.
    ///   - content: Finds the content to play with; by default the content WordKit ships.
    ///   - warn: Where warnings go.
    public init(
        store: PlayerStore, content: @escaping @Sendable () throws -> GameContent = { try GameContent.located() },
        warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.store = store
        locateContent = content
        self.warn = warn
    }

    /// The content to play with.
    ///
    /// - Throws: `PlayError` when there is none.
    public func content() throws -> GameContent {
        try locateContent()
    }

    /// The shipped and imported decks (content is optional: imported decks work without it).
    public var decks: DeckLibrary {
        DeckLibrary(content: try? locateContent(), store: store)
    }

    /// The saved settings, read from the store the first time only; the
    /// defaults when they cannot be read (with a warning).
    public var settings: Settings {
        saved.withLock { saved in
            if let saved { return saved }
            let loaded: Settings
            do {
                loaded = try store.loadSettings()
            } catch {
                warn("\(error); using the defaults")
                loaded = Settings()
            }
            saved = loaded
            return loaded
        }
    }

    /// Applies and saves a change to the settings; ``settings`` is then the saved result.
    ///
    /// - Parameter change: What to change.
    /// - Throws: The store's error when the settings cannot be saved; ``settings`` is then unchanged.
    public func updateSettings(_ change: (inout Settings) -> Void) throws {
        let updated = try store.updateSettings(change)
        saved.withLock { $0 = updated }
    }

    /// The environment games are set up from: games and reviews go to the
    /// player's store, decks come from ``decks``, content from the content
    /// this context finds, and warnings go where this context's go.
    ///
    /// - Parameters:
    ///   - dictionaries: Where the Hunspell dictionaries are.
    ///   - lexicons: How a language's lexicon is loaded.
    ///   - learnedWords: The words the player taught.
    ///   - seed: Every game set up from this seed, else a fresh one each time.
    ///   - clock: Study's present.
    /// - Returns: The environment.
    public func environment(
        dictionaries: DictionaryFolder = DictionaryFolder(), lexicons: LexiconLoader = LexiconLoader(),
        learnedWords: @escaping @Sendable () -> LearnedWords = { LearnedWords() }, seed: UInt64? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) -> PlayEnvironment {
        PlayEnvironment(
            storage: .storing(in: store, decks: { [self] in decks }, warn: warn), content: locateContent, dictionaries: dictionaries,
            lexicons: lexicons, learnedWords: learnedWords, clock: clock, seed: seed, warn: warn)
    }
}
