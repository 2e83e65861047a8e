import Foundation

/// One finished game, as the program stores it in the player's history.
///
/// The original lights-out game described such a record but never wrote one;
/// every game state here can produce its record once it has ended (for
/// example ``LightsState/historyRecord``), and the program only has to store it.
public struct GameRecord: Sendable, Equatable, Hashable, Codable {
    /// Which game was played.
    public var game: GameKind
    /// When the game (or round) started.
    public var start: Date
    /// How long it lasted, in seconds, pauses excluded.
    public var duration: TimeInterval
    /// Whether the player won; `nil` for games without a winner (word scramble).
    public var won: Bool?
    /// Moves made: guesses, presses or cards answered; `nil` when not counted.
    public var steps: Int?
    /// Points scored; `nil` for games without a score.
    public var score: Int?
    /// The language played in; `nil` for games without one.
    public var language: LanguageCode?
    /// Game-specific facts, such as the root word or the board size.
    public var details: [String: String]

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - game: Which game was played.
    ///   - start: When it started.
    ///   - duration: How long it lasted, in seconds.
    ///   - won: Whether the player won, if the game has a winner.
    ///   - steps: Moves made, if counted.
    ///   - score: Points scored, if scored.
    ///   - language: The language, if any.
    ///   - details: Game-specific facts.
    public init(
        game: GameKind, start: Date, duration: TimeInterval, won: Bool?, steps: Int?,
        score: Int?, language: LanguageCode?, details: [String: String]
    ) {
        self.game = game
        self.start = start
        self.duration = duration
        self.won = won
        self.steps = steps
        self.score = score
        self.language = language
        self.details = details
    }
}
