import GameKernel
import WordKitStore

/// Where a session hands each game once it has ended, and each flashcard
/// review as it is made: the player's store, a test's list, or nowhere.
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

    /// A recorder that keeps games and reviews in a player's store; a store
    /// that cannot be written is a warning, never the end of the game.
    ///
    /// - Parameters:
    ///   - store: The player's store.
    ///   - warn: Told when a game or reviews could not be saved.
    /// - Returns: The recorder.
    public static func storing(in store: PlayerStore, warn: @escaping @Sendable (String) -> Void) -> GameRecorder {
        GameRecorder(
            record: { record in
                do {
                    try store.recordGame(record)
                } catch {
                    warn("could not save the game: \(error)")
                }
            },
            recordReviews: { reviews in
                do {
                    try store.recordReviews(reviews)
                } catch {
                    warn("could not save \(reviews.count == 1 ? "the review" : "\(reviews.count) reviews"): \(error)")
                }
            })
    }
}
