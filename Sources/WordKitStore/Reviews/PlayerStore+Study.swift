import Foundation
import GameKernel
import WordKitPlay

// What study and flashcards need from a player's store: the reviews of a
// deck's cards to start from, and a recorder that keeps games and reviews.

extension GameRecorder {
    /// A recorder that keeps games and reviews in a player's store, and
    /// removes the reviews taken back; a store that cannot be written is a
    /// warning, never the end of the game.
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
            },
            withdrawReviews: { reviews in
                do {
                    let missing = try store.withdrawReviews(reviews)
                    if missing > 0 { warn("\(missing == 1 ? "a review" : "\(missing) reviews") taken back could not be found in the store") }
                } catch {
                    warn("could not remove \(reviews.count == 1 ? "the review" : "\(reviews.count) reviews") taken back: \(error)")
                }
            })
    }
}

extension DeckReviews {
    /// Reads the reviews of a deck's cards from a player's store.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - store: The player's store.
    /// - Returns: The reviews and the schedules they give.
    /// - Throws: ``StoreError`` when the reviews cannot be read.
    public static func load(_ deck: Deck, from store: PlayerStore) throws -> DeckReviews {
        DeckReviews(deck: deck, from: try store.reviews())
    }
}

extension GameSession where Game == StudyState {
    /// A study session over one deck: the schedules read from a player's
    /// store, each review stored in it before its event is returned.
    ///
    /// - Parameters:
    ///   - deck: The deck to study.
    ///   - options: New cards a day, retention, fuzz, calendar.
    ///   - store: The player's store: reviews are read from it and written to it.
    ///   - seed: The seed of the intervals' fuzz.
    ///   - warn: Told when a review could not be saved (study goes on).
    ///   - time: The moment the session starts.
    /// - Returns: The session, its first card shown.
    /// - Throws: `PlayError.invalidOptions` for an unusable retention;
    ///   ``StoreError`` when the reviews cannot be read.
    public static func study(
        _ deck: Deck, options: StudyOptions, store: PlayerStore, seed: UInt64,
        warn: @escaping @Sendable (String) -> Void = { _ in }, at time: Date
    ) throws -> Self {
        try study(
            DeckReviews.load(deck, from: store), options: options, seed: seed, recorder: .storing(in: store, warn: warn),
            at: time)
    }
}
