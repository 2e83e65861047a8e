/// Whether a flashcards round is going on.
public enum FlashcardsPhase: String, Sendable, Codable, Hashable {
    /// Cards are being shown (the countdown may be paused).
    case playing
    /// The round is over; only ``FlashcardsAction/newGame`` does anything.
    case ended
}
