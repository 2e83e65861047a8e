/// How a guess-the-number game is set up.
public struct GuessConfiguration: Sendable, Hashable, Codable {
    /// The numbers the secret is drawn from, both ends included.
    public var range: ClosedRange<Int>
    /// Wrong guesses allowed before the game is lost.
    public var lives: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - range: The secret's range, both ends included; 0…100 by default.
    ///     (The original compared with exclusive bounds, so 0 and 100 could be
    ///     the secret but could never be guessed.)
    ///   - lives: Wrong guesses allowed; 6 by default.
    public init(range: ClosedRange<Int> = 0...100, lives: Int = 6) {
        self.range = range
        self.lives = lives
    }

    /// Checks that the game can be played.
    ///
    /// - Throws: ``GuessError/rangeTooSmall(_:)`` for a range of one number,
    ///   ``GuessError/noLives(_:)`` for fewer than one life.
    func validate() throws {
        guard range.lowerBound < range.upperBound else { throw GuessError.rangeTooSmall(range) }
        guard lives >= 1 else { throw GuessError.noLives(lives) }
    }
}
