import GameKernel

/// Where a session hands each game once it has ended, and each flashcard
/// review as it is made: the player's store (`WordKitStore` makes that
/// recorder), a test's list, or nowhere.
///
/// A session calls `record` exactly once per game, before it returns the
/// game's `end` event, so that a program killed after printing `end` has
/// already stored the game; likewise `recordReviews` before it returns the
/// events of the action that made the reviews.
public struct GameRecorder: Sendable {
    /// Stores one ended game.
    public var record: @Sendable (GameRecord) -> Void
    /// Stores the reviews one action made (flashcards answered, cards graded), oldest first.
    public var recordReviews: @Sendable ([CardReview]) -> Void

    /// A recorder that stores games with `record` and reviews with `recordReviews`.
    ///
    /// - Parameters:
    ///   - record: Called once per ended game.
    ///   - recordReviews: Called with the reviews of each action that made any; by default they are dropped.
    public init(
        record: @escaping @Sendable (GameRecord) -> Void,
        recordReviews: @escaping @Sendable ([CardReview]) -> Void = { _ in }
    ) {
        self.record = record
        self.recordReviews = recordReviews
    }

    /// A recorder that keeps nothing.
    public static let none = GameRecorder { _ in }
}
