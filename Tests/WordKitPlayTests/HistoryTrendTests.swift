import Foundation
import GameKernel
import Testing
import WordKitPlay

/// Games grouped by week for the history chart, and the blocks that draw it.
@Suite struct HistoryTrendTests {
    /// Wednesday 2026-11-18 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_003_200)
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    func game(daysAgo: Double, won: Bool?, score: Int? = nil, duration: Double = 30) -> GameRecord {
        GameRecord(
            game: .guess, start: Self.now.addingTimeInterval(-daysAgo * 86_400), duration: duration, won: won, steps: 1,
            score: score, language: nil, details: [:])
    }

    @Test func gamesFallIntoTheirWeeksOldestFirst() {
        let records = [
            game(daysAgo: 0, won: true, duration: 20), game(daysAgo: 1, won: false), game(daysAgo: 2, won: true, duration: 40),
            game(daysAgo: 8, won: nil, score: 12), game(daysAgo: 9, won: nil, score: 4), game(daysAgo: 60, won: true),
            game(daysAgo: -3, won: true, duration: 10),
        ]
        let trend = HistoryTrend(records, weeks: 4, endingAt: Self.now, calendar: Self.calendar)
        #expect(trend.weeks.count == 4)
        #expect(trend.weeks.map(\.games) == [0, 0, 2, 4])
        // This week: Monday 16th; a game dated after now (a clock set back) counts in it.
        #expect(trend.weeks[3].start == Date(timeIntervalSince1970: 1_794_787_200))
        #expect(trend.weeks[3].wins == 3 && trend.weeks[3].decided == 4)
        #expect(trend.weeks[3].winRate == 0.75)
        #expect(trend.weeks[3].averageWinTime == Double(20 + 40 + 10) / 3)
        #expect(trend.weeks[3].bestWinTime == 10)
        #expect(trend.weeks[2].winRate == nil)
        #expect(trend.weeks[2].averageScore == 8)
        #expect(trend.weeks[2].bestScore == 12)
        #expect(trend.weeks[0].averageScore == nil && trend.weeks[0].averageWinTime == nil)
        #expect(!trend.isEmpty)
        #expect(HistoryTrend([game(daysAgo: 60, won: true)], weeks: 4, endingAt: Self.now, calendar: Self.calendar).isEmpty)
    }

    @Test func sparklinesScaleAndShowGaps() {
        #expect(Sparkline.render([0, 1, 2, 3, 4, 5, 6, 7]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([nil, 0.5, 1], lowest: 0, highest: 1, missing: "·") == "·▅█")
        #expect(Sparkline.render([3, 3]) == "▄▄")
        #expect(Sparkline.render([nil, nil]) == "  ")
        #expect(Sparkline.render([.nan, 5, -1], lowest: 0, highest: 4) == " █▁")
    }

    @Test func theChartHasARowPerMeasureAGameHas() {
        let records = [
            game(daysAgo: 0, won: true, duration: 20), game(daysAgo: 8, won: false),
            GameRecord(game: .scramble, start: Self.now, duration: 60, won: nil, steps: 3, score: 12, language: "en", details: [:]),
        ]
        let rows = HistoryChart.rows(
            records, kinds: [.scramble, .guess, .lights], weeks: 3, endingAt: Self.now, calendar: Self.calendar, clock: { "\(Int($0))s" })
        #expect(rows == [
            ["scramble", "games", "··█", "1 game"],
            ["", "score", "··▄", "average 12.0, best 12"],
            ["guess", "games", "·██", "2 games"],
            ["", "win rate", "·▁█", "50% won (1 of 2)"],
            ["", "time", "··▄", "won in 20s on average, best 20s"],
            ["lights", "", "", "no games in these weeks"],
        ])
    }

    /// Found by the history fuzz target: a store may hold any `Int` as a
    /// score, and summing two large ones for the week's average trapped.
    @Test func scoresAsLargeAsAStoreHoldsAverageWithoutATrap() {
        let records = [Int.max, Int.max, Int.min, 7].map { score in
            GameRecord(game: .scramble, start: Self.now, duration: 60, won: nil, steps: 3, score: score, language: "en", details: [:])
        }
        let trend = HistoryTrend(records, weeks: 2, endingAt: Self.now, calendar: Self.calendar)
        let average = (2 * Double(Int.max) + Double(Int.min) + 7) / 4
        #expect(trend.weeks.last?.averageScore == average)
        let rows = HistoryChart.rows(records, kinds: [.scramble], weeks: 2, endingAt: Self.now, calendar: Self.calendar, clock: { "\(Int($0))s" })
        #expect(rows.count == 2)
        #expect(rows.last?.last == "average \(String(format: "%.1f", average)), best \(Int.max)")
    }
}
