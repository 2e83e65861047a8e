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
