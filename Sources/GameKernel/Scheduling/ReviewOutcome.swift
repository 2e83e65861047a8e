/// What one review does: the card's new schedule and the log entry to store.
public struct ReviewOutcome: Sendable, Hashable, Codable {
    /// The schedule after the review.
    public var card: CardSchedule
    /// The log entry, holding the schedule before and after.
    public var log: ReviewLog

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - card: The new schedule.
    ///   - log: The log entry.
    public init(card: CardSchedule, log: ReviewLog) {
        self.card = card
        self.log = log
    }
}
