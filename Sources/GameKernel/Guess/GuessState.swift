import Foundation

/// A guess-the-number game ("終極密碼"): the secret, the range still shown,
/// the lives left.
///
/// A pure value. ``start(_:at:using:)`` draws a secret;
/// ``apply(_:at:using:)`` takes one action and returns the events it caused.
public struct GuessState: Sendable, Hashable {
    /// How the game was set up.
    public internal(set) var configuration: GuessConfiguration
    /// The number to guess.
    public internal(set) var secret: Int
    /// The smallest number still possible.
    public internal(set) var low: Int
    /// The largest number still possible.
    public internal(set) var high: Int
    /// Wrong guesses still allowed.
    public internal(set) var lives: Int
    /// The numbers guessed, in order.
    public internal(set) var guesses: [Int]
    /// Whether the game is going on, and how it ended.
    public internal(set) var phase: GuessPhase
    /// When the game started.
    public internal(set) var startedAt: Date
    /// When it ended, once it has.
    public internal(set) var endedAt: Date?

    /// Creates a game with a given secret.
    ///
    /// - Parameters:
    ///   - configuration: The range and lives.
    ///   - secret: The number to guess.
    ///   - time: The moment the game starts.
    init(configuration: GuessConfiguration, secret: Int, at time: Date) {
        self.configuration = configuration
        self.secret = secret
        low = configuration.range.lowerBound
        high = configuration.range.upperBound
        lives = configuration.lives
        guesses = []
        phase = .playing
        startedAt = time
        endedAt = nil
    }

    /// Starts a game with a random secret anywhere in the range, ends included.
    ///
    /// - Parameters:
    ///   - configuration: The range and lives.
    ///   - time: The moment the game starts.
    ///   - rng: The source of randomness for the secret.
    /// - Returns: The game and its `start` event.
    /// - Throws: ``GuessError`` for a range of one number or no lives.
    public static func start(
        _ configuration: GuessConfiguration = GuessConfiguration(), at time: Date,
        using rng: inout some RandomNumberGenerator
    ) throws -> (state: GuessState, events: [GuessEvent]) {
        try configuration.validate()
        let state = GuessState(
            configuration: configuration, secret: rng.uniform(in: configuration.range), at: time)
        return (state, [state.startEvent])
    }

    /// The `start` event describing this game.
    public var startEvent: GuessEvent {
        .start(GuessStarted(min: low, max: high, lives: lives))
    }

    /// The range to read aloud, such as `12 to 57`.
    public var spokenRange: String {
        "\(low) to \(high)"
    }

    /// How the game ended: won, lost (no lives left), or abandoned (given up
    /// with lives left); nil while it is being played.
    public var result: GameResult? {
        switch phase {
        case .playing: nil
        case .won: .won
        case .lost: lives > 0 ? .abandoned : .lost
        }
    }

    /// The game as a history record, once it has ended.
    public var historyRecord: GameRecord? {
        guard let endedAt, let result else { return nil }
        return GameRecord(
            game: .guess, start: startedAt, duration: max(0, endedAt.timeIntervalSince(startedAt)),
            result: result, steps: guesses.count, score: nil, language: nil,
            details: [
                "answer": String(secret),
                "range": "\(configuration.range.lowerBound)...\(configuration.range.upperBound)",
                "lives": String(lives),
            ])
    }
}
