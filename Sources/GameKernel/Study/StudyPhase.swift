/// Whether a study session is going on.
public enum StudyPhase: String, Sendable, Codable, Hashable {
    /// Cards are being shown.
    case studying
    /// The session is over; only ``StudyAction/newGame`` does anything.
    case ended
}

/// Why a study session ended.
public enum StudyEndReason: String, Sendable, Codable, Hashable {
    /// Nothing is left to study now: no card due, no new card allowed, no
    /// learning card due within the learn-ahead limit.
    case noCards = "no-cards"
    /// The player quit.
    case quit
}

/// Whether a study session can still introduce new cards, and if not, why
/// (`newCards` in the `start` and `end` events).
public enum StudyNewCards: String, Sendable, Codable, Hashable {
    /// New cards are left, within the day's limit.
    case available
    /// The deck has new cards, but the day's new-card limit is reached.
    case dailyLimitReached = "daily-limit-reached"
    /// Every card of the deck has been reviewed: no new card is left.
    case noneLeft = "none-left"
}
