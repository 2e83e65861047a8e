import Foundation
import Spelling

/// Everything a game is set up from, made once by a front end and handed to
/// a `GameFactory`: where the player's things are kept, the content, the
/// dictionary folder, the lexicons, the clock, the seed and where warnings go.
///
/// The terminal makes it from its options and the player's folders; an app
/// or a test from an in-memory storage and its own clock and seed.
public struct PlayEnvironment: Sendable {
    /// The player's games, reviews and decks.
    public var storage: PlayStorage
    /// The content to play with (roots, game words, decks, levels).
    ///
    /// - Throws: `PlayError.noContentFolder` when there is none.
    public var content: @Sendable () throws -> GameContent
    /// Where the dictionaries are.
    public var dictionaries: DictionaryFolder
    /// How a language's lexicon is found, and its build's progress shown.
    public var lexicons: LexiconLoader
    /// The words the player taught the spell checker.
    public var learnedWords: @Sendable () -> LearnedWords
    /// The present, for study (reviews are timed by it, not by game time).
    public var clock: @Sendable () -> Date
    /// Every game set up from this seed, else a fresh one each time.
    public var seed: UInt64?
    /// Where a warning goes (a store that cannot be read, reviews left out).
    public var warn: @Sendable (String) -> Void

    /// An environment.
    ///
    /// - Parameters:
    ///   - storage: The player's games, reviews and decks.
    ///   - content: The content; by default the one `GameContent.located` finds.
    ///   - dictionaries: The dictionary folder; by default the one named by `WORDKIT_DICTIONARIES`, else the shipped one.
    ///   - lexicons: How lexicons are found; by default shipped ones, with nothing cached.
    ///   - learnedWords: The words the player taught; by default none, kept in memory.
    ///   - clock: The present; by default the system clock.
    ///   - seed: The seed of every game, nil for a fresh one each time.
    ///   - warn: Where warnings go; by default nowhere.
    public init(
        storage: PlayStorage, content: @escaping @Sendable () throws -> GameContent = { try GameContent.located() },
        dictionaries: DictionaryFolder = DictionaryFolder(), lexicons: LexiconLoader = LexiconLoader(),
        learnedWords: @escaping @Sendable () -> LearnedWords = { LearnedWords() }, clock: @escaping @Sendable () -> Date = { Date() },
        seed: UInt64? = nil, warn: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.storage = storage
        self.content = content
        self.dictionaries = dictionaries
        self.lexicons = lexicons
        self.learnedWords = learnedWords
        self.clock = clock
        self.seed = seed
        self.warn = warn
    }

    /// The seed of the next game: the one set, else a fresh one.
    public var nextSeed: UInt64 { seed ?? UInt64.random(in: .min ... .max) }

    /// Opens a spell checker on dictionary files, with the player's learned words.
    public func openChecker(_ files: DictionaryFiles) -> SpellChecker {
        SpellChecker(dictionary: files, learnedWords: learnedWords())
    }
}
