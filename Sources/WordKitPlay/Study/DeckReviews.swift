import Foundation
import GameKernel

/// The review history of one deck's cards, as the player's store holds it:
/// what a study session, a flashcards round and the statistics start from.
/// (`WordKitStore` reads it from a player's store.)
public struct DeckReviews: Sendable {
    /// The deck.
    public let deck: Deck
    /// The reviews of its cards (in any deck), in the order they were stored.
    public let reviews: [ReviewLog]
    /// Each reviewed card's schedule: the one after its latest review.
    public let schedules: [String: CardSchedule]

    /// Picks the deck's cards' reviews out of `all`.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - all: Reviews, in the order they were stored.
    public init(deck: Deck, from all: [CardReview]) {
        self.deck = deck
        let ids = Set(deck.cards.map(\.id))
        reviews = all.lazy.map(\.log).filter { ids.contains($0.cardID) }
        schedules = CardReview.schedules(from: all, for: ids)
    }

    /// How many of the deck's cards were reviewed for the first time during `day`.
    ///
    /// - Parameter day: A study day.
    /// - Returns: The new cards introduced that day.
    public func newCardsIntroduced(in day: StudyDay) -> Int {
        Set(reviews.filter { $0.before.state == .new && day.contains($0.reviewedAt) }.map(\.cardID)).count
    }

    /// The deck's statistics at `time`.
    ///
    /// - Parameters:
    ///   - time: The moment.
    ///   - options: The calendar and rollover hour.
    ///   - chartDays: The days of reviews per day, today included.
    /// - Returns: The statistics.
    public func stats(at time: Date, options: StudyOptions, chartDays: Int = 14) -> DeckStats {
        DeckStats(
            deck: deck, schedules: schedules, reviews: reviews, today: options.day(containing: time),
            calendar: options.calendar, rolloverHour: options.rolloverHour, chartDays: chartDays)
    }
}
