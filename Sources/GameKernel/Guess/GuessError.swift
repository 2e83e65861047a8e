/// Why a guess-the-number game could not be set up.
public enum GuessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The range holds a single number: there is nothing to guess.
    case rangeTooSmall(ClosedRange<Int>)
    /// Fewer than one life.
    case noLives(Int)

    /// A message naming what was wrong and what to do.
    public var description: String {
        switch self {
        case .rangeTooSmall(let range):
            "The range \(range.lowerBound)…\(range.upperBound) leaves nothing to guess; give a minimum below the maximum."
        case .noLives(let lives):
            "\(lives) lives is not enough to play; give at least 1."
        }
    }
}
