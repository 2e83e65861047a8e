/// The payload of a guess-the-number `start` event.
public struct GuessStarted: Sendable, Hashable, Codable {
    /// The smallest possible secret.
    public var min: Int
    /// The largest possible secret.
    public var max: Int
    /// Wrong guesses allowed.
    public var lives: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - min: The smallest possible secret.
    ///   - max: The largest possible secret.
    ///   - lives: Wrong guesses allowed.
    public init(min: Int, max: Int, lives: Int) {
        self.min = min
        self.max = max
        self.lives = lives
    }
}

/// The payload of a `guess` event.
public struct GuessMade: Sendable, Hashable, Codable {
    /// The number guessed.
    public var guess: Int
    /// What it turned out to be.
    public var result: GuessResult
    /// The smallest number still possible, after the guess.
    public var min: Int
    /// The largest number still possible, after the guess.
    public var max: Int
    /// Lives left.
    public var lives: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - guess: The number guessed.
    ///   - result: What it was.
    ///   - min: The range's new minimum.
    ///   - max: The range's new maximum.
    ///   - lives: Lives left.
    public init(guess: Int, result: GuessResult, min: Int, max: Int, lives: Int) {
        self.guess = guess
        self.result = result
        self.min = min
        self.max = max
        self.lives = lives
    }
}

/// The payload of an `invalid` event: input that is not a number.
public struct GuessInvalid: Sendable, Hashable, Codable {
    /// The input as typed.
    public var input: String
    /// Lives left (unchanged).
    public var lives: Int
    /// What to do instead.
    public var message: String

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - input: The input.
    ///   - lives: Lives left.
    ///   - message: What to do instead.
    public init(input: String, lives: Int, message: String) {
        self.input = input
        self.lives = lives
        self.message = message
    }
}

/// The payload of a guess-the-number `hint` event: the range still possible.
public struct GuessHint: Sendable, Hashable, Codable {
    /// The smallest number still possible.
    public var min: Int
    /// The largest number still possible.
    public var max: Int
    /// Lives left.
    public var lives: Int
    /// The range as words to read aloud, such as `12 to 57`.
    public var spoken: String

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - min: The range's minimum.
    ///   - max: The range's maximum.
    ///   - lives: Lives left.
    ///   - spoken: The range as words.
    public init(min: Int, max: Int, lives: Int, spoken: String) {
        self.min = min
        self.max = max
        self.lives = lives
        self.spoken = spoken
    }
}

/// The payload of a guess-the-number `end` event.
public struct GuessEnded: Sendable, Hashable, Codable {
    /// Whether the secret was guessed.
    public var won: Bool
    /// The secret, shown win or lose.
    public var answer: Int
    /// Numeric guesses made.
    public var guesses: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - won: Whether the player won.
    ///   - answer: The secret.
    ///   - guesses: Guesses made.
    public init(won: Bool, answer: Int, guesses: Int) {
        self.won = won
        self.answer = answer
        self.guesses = guesses
    }
}
