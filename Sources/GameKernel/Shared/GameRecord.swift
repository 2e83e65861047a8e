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
    /// How the game ended: won, lost, abandoned, or finished without a winner.
    public var result: GameResult
    /// Moves made: guesses, presses or cards answered; `nil` when not counted.
    public var steps: Int?
    /// Points scored; `nil` for games without a score.
    public var score: Int?
    /// The language played in; `nil` for games without one.
    public var language: LanguageCode?
    /// Game-specific facts, such as the root word or the board size.
    public var details: [String: String]

    /// Whether the player won; `nil` for games without a winner (word scramble).
    ///
    /// Kept for the readers of `won`: an abandoned game is `false` here, as
    /// it was before ``result`` could tell it from a loss. Setting it sets
    /// ``result`` to won, lost or finished.
    public var won: Bool? {
        get { result.won }
        set { result = GameResult(won: newValue) }
    }

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - game: Which game was played.
    ///   - start: When it started.
    ///   - duration: How long it lasted, in seconds.
    ///   - result: How it ended.
    ///   - steps: Moves made, if counted.
    ///   - score: Points scored, if scored.
    ///   - language: The language, if any.
    ///   - details: Game-specific facts.
    public init(
        game: GameKind, start: Date, duration: TimeInterval, result: GameResult, steps: Int?,
        score: Int?, language: LanguageCode?, details: [String: String]
    ) {
        self.game = game
        self.start = start
        self.duration = duration
        self.result = result
        self.steps = steps
        self.score = score
        self.language = language
        self.details = details
    }

    /// Creates a record of a game that was won, lost, or had no winner.
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
        self.init(
            game: game, start: start, duration: duration, result: GameResult(won: won), steps: steps, score: score,
            language: language, details: details)
    }

    private enum CodingKeys: String, CodingKey {
        case game, start, duration, won, result, steps, score, language, details
    }

    /// Decodes a record; one written before ``result`` existed gets it from `won`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        game = try container.decode(GameKind.self, forKey: .game)
        start = try container.decode(Date.self, forKey: .start)
        duration = try container.decode(TimeInterval.self, forKey: .duration)
        result = try container.decodeIfPresent(GameResult.self, forKey: .result)
            ?? GameResult(won: container.decodeIfPresent(Bool.self, forKey: .won))
        steps = try container.decodeIfPresent(Int.self, forKey: .steps)
        score = try container.decodeIfPresent(Int.self, forKey: .score)
        language = try container.decodeIfPresent(LanguageCode.self, forKey: .language)
        details = try container.decode([String: String].self, forKey: .details)
    }

    /// Encodes the record as before ``result`` existed (absent facts left
    /// out), with `result` added beside `won`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(game, forKey: .game)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        try container.encodeIfPresent(won, forKey: .won)
        try container.encode(result, forKey: .result)
        try container.encodeIfPresent(steps, forKey: .steps)
        try container.encodeIfPresent(score, forKey: .score)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encode(details, forKey: .details)
    }
}
