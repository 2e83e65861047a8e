import GameKernel

/// Where a session hands each game once it has ended, and each flashcard
/// review as it is made: the player's store (`WordKitStore` makes that
/// recorder), a test's list, or nowhere.
///
/// A session calls `record` exactly once per game, before it returns the
/// game's `end` event, so that a program killed after printing `end` has
/// already stored the game; likewise `recordReviews` before it returns the
/// events of the action that made the reviews, and `withdrawReviews` before
/// it returns those of an action that took reviews back (a study undo).
public struct GameRecorder: Sendable {
    /// Stores one ended game.
    public var record: @Sendable (GameRecord) -> Void
    /// Stores the reviews one action made (flashcards answered, cards graded), oldest first.
    public var recordReviews: @Sendable ([CardReview]) -> Void
    /// Removes reviews one action took back (a study grade undone), newest
    /// last: each is the latest stored review equal to it.
    public var withdrawReviews: @Sendable ([CardReview]) -> Void

    /// A recorder that stores games with `record` and reviews with `recordReviews`.
    ///
    /// - Parameters:
    ///   - record: Called once per ended game.
    ///   - recordReviews: Called with the reviews of each action that made any; by default they are dropped.
    ///   - withdrawReviews: Called with the reviews an action took back; by default nothing is done.
    public init(
        record: @escaping @Sendable (GameRecord) -> Void,
        recordReviews: @escaping @Sendable ([CardReview]) -> Void = { _ in },
        withdrawReviews: @escaping @Sendable ([CardReview]) -> Void = { _ in }
    ) {
        self.record = record
        self.recordReviews = recordReviews
        self.withdrawReviews = withdrawReviews
    }

    /// A recorder that keeps nothing.
    public static let none = GameRecorder { _ in }
}
