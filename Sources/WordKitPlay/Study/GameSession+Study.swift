import Foundation
import GameKernel
import WordKitStore

extension GameSession where Game == StudyState {
    /// A study session over one deck: the schedules read from the store,
    /// each review stored in it before its event is returned.
    ///
    /// The day's new-card limit counts the deck's cards first reviewed
    /// earlier the same study day (in study or in flashcards).
    ///
    /// - Parameters:
    ///   - deck: The deck to study.
    ///   - options: New cards a day, retention, fuzz, calendar.
    ///   - store: The player's store: reviews are read from it and written to it.
    ///   - seed: The seed of the intervals' fuzz.
    ///   - warn: Told when a review could not be saved (study goes on).
    ///   - time: The moment the session starts.
    /// - Returns: The session, its first card shown.
    /// - Throws: ``PlayError/invalidOptions(_:)`` for an unusable retention;
    ///   ``StoreError`` when the reviews cannot be read.
    public static func study(
        _ deck: Deck, options: StudyOptions, store: PlayerStore, seed: UInt64,
        warn: @escaping @Sendable (String) -> Void = { _ in }, at time: Date
    ) throws -> Self {
        let history = try DeckReviews.load(deck, from: store)
        return try study(history, options: options, seed: seed, recorder: .storing(in: store, warn: warn), at: time)
    }

    /// A study session over a deck whose reviews are given.
    ///
    /// - Parameters:
    ///   - history: The deck and its cards' reviews.
    ///   - options: New cards a day, retention, fuzz, calendar.
    ///   - seed: The seed of the intervals' fuzz.
    ///   - recorder: Where reviews go.
    ///   - time: The moment the session starts.
    /// - Returns: The session, its first card shown.
    /// - Throws: ``PlayError/invalidOptions(_:)`` for an unusable retention or a negative new-card count.
    public static func study(
        _ history: DeckReviews, options: StudyOptions, seed: UInt64, recorder: GameRecorder, at time: Date
    ) throws -> Self {
        guard options.newCardsPerDay >= 0 else {
            throw PlayError.invalidOptions("Cannot introduce \(options.newCardsPerDay) new cards a day; give 0 or more.")
        }
        let scheduler = try options.scheduler()
        let day = options.day(containing: time)
        let configuration = StudyConfiguration(
            newCardLimit: options.newCardsPerDay - history.newCardsIntroduced(in: day), day: day)
        return Self(seed: seed, environment: (), recorder: recorder) { _ in
            StudyState.start(history.deck, schedules: history.schedules, scheduler: scheduler, configuration: configuration, at: time)
        }
    }
}
