import Foundation

/// A card's FSRS scheduling state: what a store keeps per card between reviews.
///
/// A new card has no stability, difficulty or last review; the first review
/// sets them. `step` counts the (re)learning steps passed while the card is
/// ``SchedulingState/learning`` or ``SchedulingState/relearning`` and is nil
/// otherwise. Values change only through ``FSRSScheduler``; the initialiser
/// that takes every field exists for stores that read them back.
public struct CardSchedule: Sendable, Hashable, Codable, Identifiable {
    /// The id of the flashcard scheduled (``Card/id``).
    public var cardID: String
    /// The card's state.
    public var state: SchedulingState
    /// The current (re)learning step, from 0; nil when new or in review.
    public var step: Int?
    /// FSRS stability: the days until recall probability falls to 90 %; nil when new.
    public var stability: Double?
    /// FSRS difficulty, from 1 (easiest) to 10; nil when new.
    public var difficulty: Double?
    /// When the card is due next.
    public var due: Date
    /// When the card was last reviewed; nil when new.
    public var lastReview: Date?

    /// The scheduled card's id.
    public var id: String { cardID }

    /// Creates the schedule of a card never reviewed.
    ///
    /// - Parameters:
    ///   - cardID: The flashcard's id.
    ///   - due: When the card first becomes due (usually when it was added).
    public init(cardID: String, due: Date) {
        self.init(cardID: cardID, state: .new, step: nil, stability: nil, difficulty: nil, due: due, lastReview: nil)
    }

    /// Creates a schedule from stored values.
    ///
    /// The scheduler accepts any values: a card whose stability or difficulty
    /// is missing is treated as new, and a step past the scheduler's steps as
    /// the last one (as when the steps were shortened since).
    ///
    /// - Parameters:
    ///   - cardID: The flashcard's id.
    ///   - state: The scheduling state.
    ///   - step: The (re)learning step, or nil.
    ///   - stability: The stability in days, or nil.
    ///   - difficulty: The difficulty (1…10), or nil.
    ///   - due: When the card is due.
    ///   - lastReview: When it was last reviewed, or nil.
    public init(cardID: String, state: SchedulingState, step: Int?, stability: Double?, difficulty: Double?, due: Date, lastReview: Date?) {
        self.cardID = cardID
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
    }

    /// Whether the card is due at `date`.
    ///
    /// - Parameter date: The moment to check.
    /// - Returns: True when `due` is not after `date`.
    public func isDue(at date: Date) -> Bool {
        due <= date
    }
}
