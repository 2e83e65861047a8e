import Foundation

/// Why a flashcards round could not be set up.
public enum FlashcardsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The deck has no cards.
    case emptyDeck(String)
    /// Fewer than one card was asked for.
    case cardLimitTooSmall(Int)
    /// The time limit is zero, negative or not a number.
    case invalidTimeLimit(TimeInterval)

    /// A message naming what was wrong and what to do.
    public var description: String {
        switch self {
        case .emptyDeck(let id): "Deck '\(id)' has no cards; add cards or choose another deck."
        case .cardLimitTooSmall(let limit): "Cannot play \(limit) cards; ask for at least 1."
        case .invalidTimeLimit(let limit): "A time limit of \(limit) seconds is not possible; give a positive number of seconds, or none."
        }
    }
}
