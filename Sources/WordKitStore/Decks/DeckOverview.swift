import Foundation
import GameKernel
import WordKitPlay

/// One deck as the deck picker shows it: its id and title, how many cards
/// it has, and what studying it would bring today.
public struct DeckOverview: Sendable, Equatable {
    /// The deck id.
    public var id: String
    /// The deck's title.
    public var title: String
    /// Cards in the deck.
    public var cards: Int
    /// Reviewed cards due before the end of today (`DeckStats.dueToday`).
    public var dueToday: Int
    /// New cards study would bring in today: the cards never reviewed, at
    /// most the new cards a day less those already brought in today.
    public var newToday: Int

    /// An overview from a deck's statistics.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - stats: Its statistics today.
    ///   - introducedToday: New cards already reviewed for the first time today.
    ///   - newCardsPerDay: The new cards a day in force.
    public init(deck: Deck, stats: DeckStats, introducedToday: Int, newCardsPerDay: Int) {
        id = deck.id
        title = deck.title
        cards = stats.cards
        dueToday = stats.dueToday
        newToday = max(0, min(stats.new, newCardsPerDay - introducedToday))
    }
}

extension DeckLibrary {
    /// Every deck, shipped first, with what studying it would bring today;
    /// the reviews are read once for all of them.
    ///
    /// - Parameters:
    ///   - time: The moment (study's present).
    ///   - options: The new cards a day, the calendar and the rollover hour.
    /// - Returns: The overviews and a warning per deck skipped (or for reviews that cannot be read: then no deck has any due).
    public func overviews(at time: Date, options: StudyOptions) -> (overviews: [DeckOverview], warnings: [String]) {
        let (entries, skipped) = all()
        var warnings = skipped
        let reviews: [CardReview]
        do {
            reviews = try store.reviews()
        } catch {
            warnings.append("the reviews cannot be read: \(error)")
            reviews = []
        }
        let today = options.day(containing: time)
        let overviews = entries.map { entry in
            let deck = entry.deck.deck
            let history = DeckReviews(deck: deck, from: reviews)
            return DeckOverview(
                deck: deck, stats: history.stats(at: time, options: options, chartDays: 1),
                introducedToday: history.newCardsIntroduced(in: today), newCardsPerDay: options.newCardsPerDay)
        }
        return (overviews, warnings)
    }
}
