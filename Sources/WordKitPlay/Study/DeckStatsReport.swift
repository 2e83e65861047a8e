import Foundation
import GameKernel

/// `wordkit deck stats` as text and as JSON: the figures, then a bar chart of
/// reviews per day.
public enum DeckStatsReport {
    /// The longest bar, in characters.
    public static let barWidth = 40

    /// The report as lines of text.
    ///
    /// ```
    /// English → Spanish (top 500)  en-es-top500
    ///
    ///   Cards            500
    ///   New              460
    ///   ...
    /// Reviews per day (last 14 days; ░ again)
    ///   2026-01-05  ████████████████░░░░  52  (again 8)
    /// ```
    ///
    /// - Parameters:
    ///   - stats: The statistics.
    ///   - deck: The deck.
    /// - Returns: The lines, without line breaks.
    public static func lines(_ stats: DeckStats, deck: Deck) -> [String] {
        let retention = stats.retention.map {
            String(format: "%.1f%%", $0 * 100) + " of \(stats.retentionReviews) review\(stats.retentionReviews == 1 ? "" : "s") of graduated cards"
        } ?? "- (no review of a graduated card yet)"
        let figures: [(String, String)] = [
            ("Cards", String(stats.cards)), ("New", String(stats.new)), ("Learning", String(stats.learning)),
            ("Review", String(stats.review)), ("Due today", String(stats.dueToday)),
            ("Due this week", String(stats.dueThisWeek)),
            ("Reviews, 30 days", String(stats.reviewsLast30Days)), ("Retention, 30 days", retention),
        ]
        let labelWidth = figures.map(\.0.count).max() ?? 0
        var lines = ["\(deck.title)  \(deck.id)", ""]
        lines += figures.map { "  " + $0.0.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + $0.1 }
        lines += ["", "Reviews per day (last \(stats.days.count) day\(stats.days.count == 1 ? "" : "s"); ░ = again)"]
        lines += chart(stats.days)
        return lines
    }

    /// One bar a day, scaled so the busiest day fills ``barWidth``: `█` for
    /// reviews passed, `░` for "again", then the counts. A day with reviews
    /// always gets at least one character.
    ///
    /// - Parameter days: The days, oldest first.
    /// - Returns: One line a day.
    public static func chart(_ days: [DeckStats.Day]) -> [String] {
        let most = days.map(\.reviews).max() ?? 0
        let countWidth = String(most).count
        return days.map { day in
            var length = most == 0 ? 0 : Int((Double(day.reviews) / Double(most) * Double(barWidth)).rounded())
            if day.reviews > 0 { length = max(1, length) }
            var again = day.reviews == 0 ? 0 : Int((Double(day.again) / Double(day.reviews) * Double(length)).rounded())
            if day.again > 0 { again = max(1, min(again, length)) }
            let bar = String(repeating: "█", count: length - again) + String(repeating: "░", count: again)
            let count = String(repeating: " ", count: countWidth - String(day.reviews).count) + String(day.reviews)
            return "  \(day.date)  " + bar.padding(toLength: barWidth, withPad: " ", startingAt: 0) + "  " + count
                + (day.again > 0 ? "  (again \(day.again))" : "")
        }
    }

    /// The report as one JSON object: the deck, the moment, and every figure.
    public struct Line: Encodable, Sendable {
        let deck: String
        let title: String
        let now: String
        let stats: DeckStats

        /// The line of one deck's statistics.
        ///
        /// - Parameters:
        ///   - stats: The statistics.
        ///   - deck: The deck.
        ///   - time: The moment they are for.
        public init(_ stats: DeckStats, deck: Deck, at time: Date) {
            self.deck = deck.id
            title = deck.title
            now = time.formatted(.iso8601)
            self.stats = stats
        }

        private enum CodingKeys: String, CodingKey {
            case deck, title, now
        }

        /// Encodes the deck, title and moment beside the statistics' own fields.
        ///
        /// - Parameter encoder: The encoder to write to.
        /// - Throws: Whatever the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            try stats.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(deck, forKey: .deck)
            try container.encode(title, forKey: .title)
            try container.encode(now, forKey: .now)
        }
    }
}
