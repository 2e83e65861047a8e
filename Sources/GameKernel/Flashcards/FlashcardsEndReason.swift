/// Why a flashcards round ended.
public enum FlashcardsEndReason: String, Sendable, Codable, Hashable {
    /// The countdown reached zero.
    case timeUp = "time-up"
    /// Every card was answered.
    case noCards = "no-cards"
    /// The player quit.
    case quit
}
