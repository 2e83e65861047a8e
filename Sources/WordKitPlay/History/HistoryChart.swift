import Foundation
import GameKernel

/// The chart `wordkit history` ends with: per game, a row of blocks a
/// measure over the last weeks, a column a week (see ``HistoryTrend`` and
/// ``Sparkline``), each row with its figures over those weeks.
public enum HistoryChart {
    /// The chart's rows: the game (on its first row only), the measure, the
    /// blocks, the figures. Games: always; win rate (won over won and lost:
    /// abandoned games do not count, as for streaks): for games with a
    /// winner; score: for scored games; time: once a game was won.
    ///
    /// - Parameters:
    ///   - records: The games, in any order.
    ///   - kinds: The games to chart, in order.
    ///   - weeks: How many weeks, this one last.
    ///   - now: A moment of this week.
    ///   - calendar: Where weeks start; ISO 8601 (Monday) by default.
    ///   - clock: Seconds as the table writes them, such as `0:42`.
    /// - Returns: Four cells a row.
    public static func rows(
        _ records: [GameRecord], kinds: [GameKind], weeks: Int = 8, endingAt now: Date,
        calendar: Calendar = Calendar(identifier: .iso8601), clock: (Double) -> String
    ) -> [[String]] {
        var rows: [[String]] = []
        for kind in kinds {
            let games = records.filter { $0.game == kind }
            let trend = HistoryTrend(games, weeks: weeks, endingAt: now, calendar: calendar).weeks
            let recent = games.filter { game in trend.first.map { game.start >= $0.start } ?? false }
            guard !recent.isEmpty else {
                rows.append([kind.rawValue, "", "", "no games in these weeks"])
                continue
            }
            var chart = [
                ["games", Sparkline.render(trend.map { $0.games > 0 ? Double($0.games) : nil }, lowest: 0, missing: "·"), pluralGames(recent.count)]
            ]
            let decided = recent.filter { $0.result == .won || $0.result == .lost }
            if !decided.isEmpty {
                let wins = decided.filter { $0.result == .won }.count
                chart.append([
                    "win rate", Sparkline.render(trend.map(\.winRate), lowest: 0, highest: 1, missing: "·"),
                    "\(wins * 100 / decided.count)% won (\(wins) of \(decided.count))",
                ])
            }
            let scores = recent.compactMap(\.score)
            if !scores.isEmpty {
                // Summed as Double: an Int sum of large stored scores would trap.
                let average = String(format: "%.1f", scores.reduce(0.0) { $0 + Double($1) } / Double(scores.count))
                chart.append(["score", Sparkline.render(trend.map(\.averageScore), missing: "·"), "average \(average), best \(scores.max() ?? 0)"])
            }
            let times = recent.filter { $0.result == .won }.map(\.duration)
            if !times.isEmpty {
                let average = times.reduce(0, +) / Double(times.count)
                chart.append([
                    "time", Sparkline.render(trend.map(\.averageWinTime), missing: "·"),
                    "won in \(clock(average)) on average, best \(clock(times.min() ?? 0))",
                ])
            }
            rows += chart.enumerated().map { index, row in [index == 0 ? kind.rawValue : ""] + row }
        }
        return rows
    }

    /// `1 game`, `3 games`.
    private static func pluralGames(_ count: Int) -> String { count == 1 ? "1 game" : "\(count) games" }
}
