import Foundation
import GameKernel

extension GameSession where Game == StudyState {
    /// A study session over a deck whose reviews are given; each review is
    /// handed to the recorder before its event is returned. (`WordKitStore`
    /// adds the session that reads and writes a player's store.)
    ///
    /// The day's new-card limit counts the deck's cards first reviewed
    /// earlier the same study day (in study or in flashcards).
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
            newCardLimit: options.newCardsPerDay - history.newCardsIntroduced(in: day), day: day,
            newCardsPerDay: options.newCardsPerDay)
        return Self(seed: seed, environment: (), recorder: recorder) { _ in
            StudyState.start(history.deck, schedules: history.schedules, scheduler: scheduler, configuration: configuration, at: time)
        }
    }
}
