import Foundation
import Testing

/// Issue 21, item C: lights-out progress counts the levels won, not the
/// highest one: a level won out of order is won alone, "all won" means all,
/// and after a win play goes on at the next level not won.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct LightsLevelsWonTests {
    /// The JSON input that switches `level` off: its own presses again.
    static func solution(_ level: [String: Any]) throws -> String {
        let presses = try #require(level["presses"] as? [[String: Int]])
        return presses.map { "\($0["row"] ?? 0) \($0["column"] ?? 0)" }.joined(separator: "\n") + "\n"
    }

    @Test func winningTheLastLevelOfASizeIsNotWinningThemAll() throws {
        let (run, levels) = try TerminalComfortTests.lightsRun()
        let fiveByFive = levels.filter { $0["size"] as? Int == 5 }.compactMap { $0["number"] as? Int }.sorted()
        let last = try #require(fiveByFive.last)
        let first = try #require(fiveByFive.first)
        let level = try #require(levels.first { $0["number"] as? Int == last })
        // Win the last 5×5 level, then ask for the next one: the first 5×5 level not won, not the 6×6 after it.
        let won = try run.wordkit(["play", "lights", "--json", "--level", "\(last)"], input: try Self.solution(level) + ":new\n")
        #expect(won.status == 0, "\(won.stderr)")
        #expect(won.events.contains { $0["event"] as? String == "end" && $0["won"] as? Bool == true }, "\(won.stdout)")
        let starts = won.events.filter { $0["event"] as? String == "start" }.map { $0["level"] as? Int }
        #expect(starts == [last, first])
        // The menu counts the levels won and goes on at the first not won.
        let terminal = try InteractivePlayTests.start(run, "")
        let menu = try #require(terminal.waitFor("WORDKIT PLAY"))
        #expect(menu.contains("5×5 · level \(first) next (1 of \(fiveByFive.count) won)"), "\(menu)")
        #expect(!menu.contains("all won"))
        try terminal.press("l")
        #expect(terminal.waitFor("level \(first) · 5×5") != nil)
        try terminal.press("q")
    }
}
