/// Whether a guess-the-number game is going on, and how it ended.
public enum GuessPhase: String, Sendable, Codable, Hashable {
    /// Guesses are being taken.
    case playing
    /// The secret was guessed.
    case won
    /// The lives ran out, or the player gave up.
    case lost
}
