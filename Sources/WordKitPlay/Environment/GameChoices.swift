import Foundation
import GameKernel

/// The settings in force for the games, as typed values: what a
/// `GameFactory` sets each game up from. A front end makes it once from the
/// saved settings and its options (``Settings/gameChoices``).
public struct GameChoices: Equatable, Sendable {
    /// The scramble language (and the default deck's).
    public var language: GameLanguage
    /// The scramble root length.
    public var length: Int
    /// The scramble rules.
    public var rules: ScrambleRuleSet
    /// How common the scramble roots are.
    public var difficulty: RootDifficulty
    /// The deck to play and study: an id or a path, nil for the language's default deck.
    public var deck: String?
    /// Cards in a flashcards round.
    public var cards: Int
    /// The flashcards countdown, nil for none.
    public var timeLimit: TimeInterval?
    /// Guess-the-number lives.
    public var lives: Int
    /// The lights-out board size chosen, nil when none was (lights out then
    /// resumes at the first level not won of any size, on 5×5 random boards otherwise).
    public var size: Int?
    /// New study cards a day.
    public var newPerDay: Int
    /// The retention study and flashcards schedule for.
    public var retention: Double

    /// Choices; each left out is the built-in default.
    public init(
        language: GameLanguage = .english, length: Int = ScrambleConfiguration().length, rules: ScrambleRuleSet = .classic,
        difficulty: RootDifficulty = .normal, deck: String? = nil, cards: Int = FlashcardsConfiguration.defaultCardCount,
        timeLimit: TimeInterval? = FlashcardsConfiguration.defaultTimeLimit, lives: Int = GuessConfiguration().lives, size: Int? = nil,
        newPerDay: Int = StudyConfiguration.defaultNewCardsPerDay, retention: Double = FSRSParameters.defaultDesiredRetention
    ) {
        self.language = language
        self.length = length
        self.rules = rules
        self.difficulty = difficulty
        self.deck = deck
        self.cards = cards
        self.timeLimit = timeLimit
        self.lives = lives
        self.size = size
        self.newPerDay = newPerDay
        self.retention = retention
    }

    /// The lights-out board size in force.
    public var sizeInForce: Int { size ?? SettingDefinition.defaultLightsSize }
}
