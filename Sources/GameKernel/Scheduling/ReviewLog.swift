import Foundation

/// One review as it happened: the grade, the moment, and the card's schedule
/// before and after.
///
/// Keeping both schedules lets a store undo a review (restore ``before``) and
/// lets a later optimiser replay a card's history.
public struct ReviewLog: Sendable, Hashable, Codable {
    /// The reviewed flashcard's id.
    public var cardID: String
    /// The grade the player gave.
    public var grade: ReviewGrade
    /// When the review happened.
    public var reviewedAt: Date
    /// The schedule before the review.
    public var before: CardSchedule
    /// The schedule after the review.
    public var after: CardSchedule

    /// Creates a log entry.
    ///
    /// - Parameters:
    ///   - cardID: The flashcard's id.
    ///   - grade: The grade given.
    ///   - reviewedAt: When it was given.
    ///   - before: The schedule before.
    ///   - after: The schedule after.
    public init(cardID: String, grade: ReviewGrade, reviewedAt: Date, before: CardSchedule, after: CardSchedule) {
        self.cardID = cardID
        self.grade = grade
        self.reviewedAt = reviewedAt
        self.before = before
        self.after = after
    }

    /// The time from the review until the card is due again.
    public var interval: TimeInterval { after.due.timeIntervalSince(reviewedAt) }
}
