import Foundation
import GameKernel

/// A list of games grouped by week, for a chart of the last few weeks:
/// games played, win rate, scores and winning times.
public struct HistoryTrend: Equatable, Sendable {
    /// One week's games.
    public struct Week: Equatable, Sendable {
        /// The week's first moment.
        public var start: Date
        /// Games played.
        public var games = 0
        /// Games won or lost (not abandoned, and not of a game without a winner).
        public var decided = 0
        /// Games won.
        public var wins = 0
        /// The sum and number of scores, for the average (a `Double`: a stored
        /// score may be any `Int`, and an `Int` sum of two large ones traps).
        var scoreSum: Double = 0
        var scored = 0
        /// The sum and number of winning durations, for the average.
        var winTimeSum: Double = 0
        /// The best score of the week.
        public var bestScore: Int?
        /// The shortest won game of the week, in seconds.
        public var bestWinTime: Double?

        /// Wins over games won or lost, 0…1; nil without such a game.
        public var winRate: Double? { decided > 0 ? Double(wins) / Double(decided) : nil }
        /// The average score; nil without a scored game.
        public var averageScore: Double? { scored > 0 ? scoreSum / Double(scored) : nil }
        /// The average duration of a won game, in seconds; nil without a win.
        public var averageWinTime: Double? { wins > 0 ? winTimeSum / Double(wins) : nil }

        /// Adds a game to the week.
        mutating func add(_ record: GameRecord) {
            games += 1
            if let score = record.score {
                scoreSum += Double(score)
                scored += 1
                bestScore = max(bestScore ?? score, score)
            }
            guard record.result == .won || record.result == .lost else { return }
            decided += 1
            guard record.result == .won else { return }
            wins += 1
            winTimeSum += record.duration
            bestWinTime = min(bestWinTime ?? record.duration, record.duration)
        }
    }

    /// The weeks, oldest first; the last is the week of `now`.
    public let weeks: [Week]

    /// Groups `records` into the `count` weeks ending with the week of `now`.
    ///
    /// Games before the first week are left out; a game dated after `now`
    /// (a clock set back) counts in the last week.
    ///
    /// - Parameters:
    ///   - records: The games, in any order.
    ///   - count: How many weeks, at least 1.
    ///   - now: A moment of the last week.
    ///   - calendar: Where weeks start; ISO 8601 (Monday) by default.
    public init(_ records: [GameRecord], weeks count: Int = 8, endingAt now: Date, calendar: Calendar = Calendar(identifier: .iso8601)) {
        let count = max(1, count)
        let thisWeek = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? now
        var weeks = (0..<count).reversed().map { back in
            Week(start: calendar.date(byAdding: .weekOfYear, value: -back, to: thisWeek) ?? thisWeek)
        }
        for record in records {
            guard let first = weeks.first, record.start >= first.start else { continue }
            let index = weeks.lastIndex { $0.start <= record.start } ?? 0
            weeks[index].add(record)
        }
        self.weeks = weeks
    }

    /// Whether any week has a game.
    public var isEmpty: Bool { weeks.allSatisfy { $0.games == 0 } }
}
