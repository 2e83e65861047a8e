import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// `wordkit history [--game G] [--json]`: the games played, newest first, and their totals.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List the games played, newest first, sum them up and chart the last weeks per game.",
        discussion: """
        Every game of wordkit play that ends (won, lost, or abandoned: quit, given up, or left \
        at the end of input) is stored in $XDG_STATE_HOME/wordkit/history.sqlite ($WORDKIT_HOME/state when \
        WORDKIT_HOME is set). The summary gives games, wins, abandoned games, the best \
        (shortest) winning time, the best score, and the current and longest win streaks \
        (an abandoned game neither extends nor breaks a streak); then, per game, a chart of \
        the last 8 weeks (games, win rate, score, time of a won game, a column a week). \
        With --json, one \
        object a line: {"type":"game",…} per game, newest first, then one \
        {"type":"summary",…}. Exit codes: 0 success, 64 unknown game, 74 the store cannot be read.
        """
    )

    @Option(help: GameKind.help(ArgumentHelp("Only this game.", valueName: "game")), completion: GameKind.completion, transform: GameKind.parser("--game"))
    var game: GameKind?

    @Flag(help: "Write one JSON object a line instead of a table.")
    var json = false

    func run() throws {
        let all = try CLIFailure.mapping { try PlayerContext().store.games() }
        let records = all.filter { game == nil || $0.game == game }
        let kinds = game.map { [$0] } ?? GameKind.allCases.filter { kind in records.contains { $0.game == kind } }
        let summaries = kinds.map { kind in (kind, HistorySummary(records.filter { $0.game == kind })) }
        if json {
            try printJSON(records: records, summaries: summaries)
        } else {
            try printTable(records: records, summaries: summaries)
        }
    }

    /// One line per game, newest first, then the summary line.
    private func printJSON(records: [GameRecord], summaries: [(GameKind, HistorySummary)]) throws {
        var output = ""
        for record in records.reversed() {
            output += JSONLines.encode(HistoryGameLine(record: record))
        }
        output += JSONLines.encode(
            HistorySummaryLine(total: HistorySummary(records), games: Dictionary(uniqueKeysWithValues: summaries.map { ($0.0.rawValue, $0.1) })))
        try Output.write(output)
    }

    /// A table of games, newest first, then a table of totals per game.
    private func printTable(records: [GameRecord], summaries: [(GameKind, HistorySummary)]) throws {
        guard !records.isEmpty else {
            try Output.line(game.map { "No \($0.rawValue) games played yet." } ?? "No games played yet.")
            return
        }
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX")
        dateFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        var rows = [["START", "GAME", "LANG", "RESULT", "TIME", "STEPS", "SCORE"]]
        for record in records.reversed() {
            rows.append([
                dateFormatter.string(from: record.start), record.game.rawValue, record.language?.rawValue ?? "-",
                record.result == .finished ? "-" : record.result.rawValue, Self.clock(record.duration),
                record.steps.map(String.init) ?? "-", record.score.map(String.init) ?? "-",
            ])
        }
        try Output.write(Self.table(rows))
        try Output.line()
        var totals = [["GAME", "GAMES", "WINS", "ABANDONED", "BEST TIME", "BEST SCORE", "STREAK", "LONGEST STREAK"]]
        for (kind, summary) in summaries {
            totals.append([
                kind.rawValue, String(summary.games), String(summary.wins), String(summary.abandoned),
                summary.bestTime.map(Self.clock) ?? "-",
                summary.bestScore.map(String.init) ?? "-", String(summary.currentStreak), String(summary.longestStreak),
            ])
        }
        try Output.write(Self.table(totals))
        try printChart(records: records, kinds: summaries.map(\.0))
    }

    /// Per game, a row of blocks a measure over the last weeks, a column a week.
    private func printChart(records: [GameRecord], kinds: [GameKind], weeks: Int = 8) throws {
        try Output.line()
        try Output.line("Last \(weeks) weeks, a column a week (this week on the right, · for a week without games):")
        try Output.write(Self.table(HistoryChart.rows(records, kinds: kinds, weeks: weeks, endingAt: Date(), clock: Self.clock)))
    }

    /// Seconds as `m:ss`, or `h:mm:ss` from an hour.
    static func clock(_ seconds: Double) -> String {
        // A hand-edited store may hold any number: clamp it rather than trap.
        let total = seconds.isFinite && seconds > 0 ? Int(min(seconds, 3.6e12)) : 0
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// Left-aligned columns two spaces apart, one line a row.
    static func table(_ rows: [[String]]) -> String {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
