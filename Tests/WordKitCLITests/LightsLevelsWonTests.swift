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
        // The menu counts the levels won and goes on at the first not won (of the size chosen).
        #expect(try run.wordkit(["settings", "size", "5"]).status == 0)
        let terminal = try InteractivePlayTests.start(run, "")
        let menu = try #require(terminal.waitFor("WORDKIT PLAY"))
        #expect(menu.contains("5×5 · level \(first) next (1 of \(fiveByFive.count) won)"), "\(menu)")
        #expect(!menu.contains("all won"))
        try terminal.press("l")
        #expect(terminal.waitFor("level \(first) · 5×5") != nil)
        try terminal.press("q")
    }

    /// Issue 21, item H: a new player starts at level 1 (3×3), can take a press
    /// back with `u`, and the help states the goal and how the game is lost.
    @Test func aNewPlayerStartsAtLevelOneAndCanUndoAPress() throws {
        let (run, _) = try TerminalComfortTests.lightsRun()
        let terminal = try InteractivePlayTests.start(run, "")
        let menu = try #require(terminal.waitFor("WORDKIT PLAY"))
        #expect(menu.contains("3×3 · level 1 next"), "\(menu)")
        try terminal.press("l")
        let first = try #require(terminal.waitFor("level 1 · 3×3"))
        #expect(first.contains("Steps 0"))
        let before = TerminalComfortTests.lines(first).filter { $0.hasPrefix("   ") && $0.contains("·") || $0.contains("●") }
        try terminal.press("Space")
        #expect(terminal.waitFor("Steps 1") != nil)
        try terminal.press("u")
        let undone = try #require(terminal.waitFor("Took back the press at row 0, column 0."))
        #expect(undone.contains("Steps 0"))
        let after = TerminalComfortTests.lines(undone).filter { $0.hasPrefix("   ") && $0.contains("·") || $0.contains("●") }
        #expect(after == before)
        try terminal.press("?")
        let help = try #require(terminal.waitFor("HELP · lights out"))
        #expect(help.contains("Goal") && help.contains("switch every light off"))
        #expect(help.contains("Lost") && help.contains("when every light is on at once"))
        #expect(help.contains("take the last press back"))
        try terminal.press("Space")
        try terminal.press("q")
    }
}
