import Foundation

/// How a study session chooses its cards.
public struct StudyConfiguration: Sendable, Hashable {
    /// New cards a day, Anki's default.
    public static let defaultNewCardsPerDay = 20
    /// Anki's learn-ahead limit: when nothing else is left, a card in its
    /// learning steps due within 20 minutes is shown rather than waited for.
    public static let defaultLearnAhead: TimeInterval = 20 * 60

    /// New cards the session may still introduce: the day's limit less the
    /// new cards already introduced today.
    public var newCardLimit: Int
    /// The study day the session starts in: review cards due before its end are due today.
    public var day: StudyDay
    /// How far ahead a learning card is shown when nothing else is left.
    public var learnAhead: TimeInterval
    /// The day's whole new-card limit, when the caller knows it (for the
    /// events that say why no new card is shown); nil otherwise.
    public var newCardsPerDay: Int?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - newCardLimit: New cards still allowed today (negative counts as 0).
    ///   - day: The study day.
    ///   - learnAhead: The learn-ahead limit in seconds (20 minutes by default).
    ///   - newCardsPerDay: The day's whole new-card limit, if known.
    public init(
        newCardLimit: Int, day: StudyDay, learnAhead: TimeInterval = StudyConfiguration.defaultLearnAhead,
        newCardsPerDay: Int? = nil
    ) {
        self.newCardLimit = max(0, newCardLimit)
        self.day = day
        self.learnAhead = learnAhead.isFinite ? max(0, learnAhead) : 0
        self.newCardsPerDay = newCardsPerDay
    }
}
