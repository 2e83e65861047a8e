import Foundation

/// A deck's study statistics: where its cards stand, what falls due, how well
/// reviews went, and how many were made each day.
///
/// Computed from the deck, its cards' schedules and the review log, for one
/// moment; pure, so tests can check every figure by hand.
public struct DeckStats: Sendable, Hashable, Codable {
    /// The days over which ``retention`` is measured.
    public static let retentionDays = 30

    /// Reviews made on one study day.
    public struct Day: Sendable, Hashable, Codable {
        /// The day's date, `YYYY-MM-DD` (the date its rollover falls on).
        public var date: String
        /// Reviews that day.
        public var reviews: Int
        /// Of them, graded "again".
        public var again: Int

        /// Creates a day's figures.
        ///
        /// - Parameters:
        ///   - date: The day's date.
        ///   - reviews: Reviews that day.
        ///   - again: "Again" grades that day.
        public init(date: String, reviews: Int, again: Int) {
            self.date = date
            self.reviews = reviews
            self.again = again
        }
    }

    /// Cards in the deck (each id once).
    public var cards: Int
    /// Cards never reviewed.
    public var new: Int
    /// Cards in their learning or relearning steps.
    public var learning: Int
    /// Cards graduated to day intervals.
    public var review: Int
    /// Reviewed cards due before the end of today (overdue ones included).
    public var dueToday: Int
    /// Reviewed cards due before the end of the seventh day from today (today included).
    public var dueThisWeek: Int
    /// The share of reviews of graduated cards, over the last 30 days, that
    /// were not "again" (Anki's true retention); nil without such reviews.
    public var retention: Double?
    /// The reviews ``retention`` counts.
    public var retentionReviews: Int
    /// Reviews of the deck's cards over the last 30 days, of any state.
    public var reviewsLast30Days: Int
    /// Reviews per day over the days asked for, oldest first, today last.
    public var days: [Day]

    /// Computes the statistics.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - schedules: The schedules of its cards reviewed so far, by id (others are ignored).
    ///   - reviews: Reviews; those of cards not in the deck are ignored.
    ///   - today: The study day the figures are for.
    ///   - calendar: The calendar whose days count.
    ///   - rolloverHour: The hour a day starts at.
    ///   - chartDays: How many days ``days`` covers, today included (at least 1).
    public init(
        deck: Deck, schedules: [String: CardSchedule], reviews: [ReviewLog], today: StudyDay, calendar: Calendar,
        rolloverHour: Int = StudyDay.defaultRolloverHour, chartDays: Int = 14
    ) {
        let ids = Set(deck.cards.map(\.id))
        let weekEnd = today.moved(by: 6, calendar: calendar, rolloverHour: rolloverHour).end
        cards = ids.count
        (new, learning, review, dueToday, dueThisWeek) = (0, 0, 0, 0, 0)
        for id in ids {
            guard let schedule = schedules[id], schedule.state != .new else {
                new += 1
                continue
            }
            if schedule.state == .review { review += 1 } else { learning += 1 }
            if schedule.due < today.end { dueToday += 1 }
            if schedule.due < weekEnd { dueThisWeek += 1 }
        }

        let windowStart = today.moved(by: -(Self.retentionDays - 1), calendar: calendar, rolloverHour: rolloverHour).start
        let recent = reviews.filter { ids.contains($0.cardID) && windowStart <= $0.reviewedAt && $0.reviewedAt < today.end }
        reviewsLast30Days = recent.count
        let graduated = recent.filter { $0.before.state == .review }
        retentionReviews = graduated.count
        retention = graduated.isEmpty ? nil : Double(graduated.count { $0.grade != .again }) / Double(graduated.count)

        let count = max(1, chartDays)
        let chart = (0..<count).map { today.moved(by: $0 - (count - 1), calendar: calendar, rolloverHour: rolloverHour) }
        let inDeck = reviews.filter { ids.contains($0.cardID) }
        days = chart.map { day in
            let those = inDeck.filter { day.contains($0.reviewedAt) }
            return Day(date: day.label(in: calendar), reviews: those.count, again: those.count { $0.grade == .again })
        }
    }

    private enum CodingKeys: String, CodingKey {
        case cards, new, learning, review, dueToday, dueThisWeek, retention, retentionReviews, reviewsLast30Days, days
    }

    /// Encodes every field, writing `null` for a retention not measured yet rather than leaving it out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cards, forKey: .cards)
        try container.encode(new, forKey: .new)
        try container.encode(learning, forKey: .learning)
        try container.encode(review, forKey: .review)
        try container.encode(dueToday, forKey: .dueToday)
        try container.encode(dueThisWeek, forKey: .dueThisWeek)
        try container.encode(retention, forKey: .retention)
        try container.encode(retentionReviews, forKey: .retentionReviews)
        try container.encode(reviewsLast30Days, forKey: .reviewsLast30Days)
        try container.encode(days, forKey: .days)
    }
}
