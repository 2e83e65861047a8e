import Foundation

/// What the four games' states have in common, so that one session type can
/// drive any of them (see `WordKitPlay`'s `GameSession`).
///
/// Every game speaks the same vocabulary for ending and replacing a game:
/// its action `end` ends the game being played (given up, quit: the game is
/// over and its answer shown) and `newGame` replaces it with the next one
/// (a new root, the deck dealt again, a new secret, the next board).
public protocol GameRules: Sendable {
    /// What the player can do.
    associatedtype Action: Sendable, Hashable
    /// What can happen.
    associatedtype Event: GameEvent
    /// What the rules consult besides the state: word lists, levels; `Void` for none.
    associatedtype Environment: Sendable

    /// Takes one action.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - environment: What the rules consult.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness.
    /// - Returns: The events the action caused, in order.
    mutating func apply(
        _ action: Action, environment: Environment, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [Event]

    /// Whether the game has ended (won, lost, given up).
    var isOver: Bool { get }

    /// The game as a history record, once it has ended.
    var historyRecord: GameRecord? { get }

    /// Whether the player has made a move in this game (a word found, a
    /// guess, a card revealed or answered, a press, a hint).
    ///
    /// A game left for another one before any move (a setting changed, a
    /// new game asked for at once) is not a game played: it is not recorded.
    var hasMoves: Bool { get }

    /// The flashcard reviews this game has made since it started, oldest
    /// first (spaced repetition; see ``CardReview``). Games that review no
    /// cards have none, which is the default.
    var cardReviews: [CardReview] { get }

    /// The action that ends the game being played.
    static var endAction: Action { get }

    /// Whether quitting the game (`q`, `:quit`, the end of input) leaves it
    /// as a setting change does rather than ending it: not recorded before
    /// any move, recorded as abandoned after. True for a game without a
    /// winner (a word-scramble round is ended by giving up, which shows the
    /// words missed; a round quit is not a round finished). False by default:
    /// quitting ends the game, recorded as the rules say.
    static var quittingLeaves: Bool { get }

    /// The action that replaces the game by the next one.
    static var newGameAction: Action { get }

    /// Whether `action` replaces the game being played by another one (so a
    /// game still being played must be ended, and recorded, first).
    ///
    /// - Parameter action: An action.
    static func startsNewGame(_ action: Action) -> Bool

    /// What the rules consult once a game has ended with `record` (a lights-out
    /// level won is passed over when going on to the next level).
    ///
    /// - Parameters:
    ///   - environment: What the rules consulted.
    ///   - record: The game that ended, as recorded.
    /// - Returns: What they consult from now on.
    static func environment(_ environment: Environment, after record: GameRecord) -> Environment
}

extension GameRules {
    /// Quitting ends the game by default (see the requirement).
    public static var quittingLeaves: Bool { false }

    /// No reviews: most games review no flashcards.
    public var cardReviews: [CardReview] { [] }

    /// Only ``newGameAction`` replaces the game by default.
    ///
    /// - Parameter action: An action.
    public static func startsNewGame(_ action: Action) -> Bool { action == newGameAction }

    /// The environment is left as it is by default.
    ///
    /// - Parameters:
    ///   - environment: What the rules consulted.
    ///   - record: The game that ended.
    /// - Returns: `environment`.
    public static func environment(_ environment: Environment, after record: GameRecord) -> Environment { environment }
}

/// A game whose rules consult nothing but its own state (guess the number,
/// flashcards): it takes actions without an environment.
public protocol SelfContainedGame: GameRules where Environment == Void {
    /// Takes one action.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness.
    /// - Returns: The events the action caused, in order.
    mutating func apply(_ action: Action, at time: Date, using rng: inout some RandomNumberGenerator) -> [Event]
}

extension SelfContainedGame {
    /// Takes one action; there is no environment to consult.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - environment: Nothing.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness.
    /// - Returns: The events the action caused.
    public mutating func apply(
        _ action: Action, environment: Void, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [Event] {
        apply(action, at: time, using: &rng)
    }
}
