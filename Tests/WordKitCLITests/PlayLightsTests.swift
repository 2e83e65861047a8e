import Foundation
import Testing

/// `wordkit play lights --json` and the solver bot, end to end.
@Suite struct PlayLightsTests {
    /// A levels file in the content pipeline's format.
    static let levels = """
        {"levels": [
          {"number": 1, "size": 3, "presses": [{"row": 1, "column": 1}], "minimalPresses": 1},
          {"number": 2, "size": 3, "presses": [{"row": 0, "column": 0}, {"row": 2, "column": 2}], "minimalPresses": 2}
        ]}
        """

    @Test func levelBoardAPressAndAWin() throws {
        let run = try PlayRun(content: ["lights/levels.json": Self.levels])
        let output = try run.wordkit(["play", "lights", "--json", "--level", "1"], input: "1 1\n")
        #expect(output.status == 0, "\(output.stderr)")
        let events = output.events
        #expect(events.map { $0["event"] as? String ?? "" } == ["start", "press", "end"])
        #expect(events[0]["board"] as? [String] == [".#.", "###", ".#."])
        #expect(events[0]["level"] as? Int == 1)
        #expect(events[0]["size"] as? Int == 3)
        #expect(events[0]["minimalPresses"] as? Int == 1)
        #expect(events[1]["row"] as? Int == 1)
        #expect(events[1]["column"] as? Int == 1)
        #expect(events[1]["board"] as? [String] == ["...", "...", "..."])
        #expect(events[1]["steps"] as? Int == 1)
        #expect(events[2]["won"] as? Bool == true)
        #expect(events[2]["steps"] as? Int == 1)
        #expect(events[2]["seconds"] is Double || events[2]["seconds"] is Int)
    }

    @Test func newGoesToTheNextLevel() throws {
        let run = try PlayRun(content: ["lights/levels.json": Self.levels])
        let output = try run.wordkit(["play", "lights", "--json", "--level", "1"], input: ":new\n")
        let starts = output.events.filter { $0["event"] as? String == "start" }
        #expect(starts.map { $0["level"] as? Int } == [1, 2])
    }

    @Test func hintPointsAtAShortestSolution() throws {
        let run = try PlayRun(content: ["lights/levels.json": Self.levels])
        let output = try run.wordkit(["play", "lights", "--json", "--level", "2"], input: ":hint\n")
        let hint = try #require(output.events.first { $0["event"] as? String == "hint" })
        #expect(hint["remaining"] as? Int == 2)
        #expect([0, 2].contains(hint["row"] as? Int ?? -1))
    }

    @Test func badLinesGetEventsNeverACrash() throws {
        let input = ["", "1", "a b", "1 2 3", "99 99", "-1 0", "99999999999999999999 0", ":shuffle", "\u{7}", "1,1"].joined(separator: "\n") + "\n"
        let output = try PlayRun().wordkit(["play", "lights", "--json", "--seed", "4", "--size", "4"], input: input)
        #expect(output.status == 0)
        let kinds = output.events.map { $0["event"] as? String ?? "" }
        #expect(kinds.count == output.lineCount)
        #expect(Array(kinds.prefix(10)) == ["start", "invalid", "invalid", "invalid", "invalid", "ignored", "ignored", "invalid", "invalid", "invalid"])
        #expect(kinds[10] == "press")
        #expect(kinds.last == "end")
    }

    @Test func seedReproducesTheBoard() throws {
        let first = try PlayRun().wordkit(["play", "lights", "--json", "--seed", "77", "--size", "6"])
        let second = try PlayRun().wordkit(["play", "lights", "--json", "--seed", "77", "--size", "6"])
        #expect(first.events.first?["board"] as? [String] == second.events.first?["board"] as? [String])
        #expect((first.events.first?["board"] as? [String])?.count == 6)
    }

    @Test func missingLevelsAndBadOptionsFailClearly() throws {
        let run = try PlayRun()
        let missing = try run.wordkit(["play", "lights", "--json", "--level", "1"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("lights/levels.json"))
        #expect(missing.stderr.contains("wordkit content build"))
        #expect(try run.wordkit(["play", "lights", "--json", "--size", "10"]).status == 64)
        let withLevels = try PlayRun(content: ["lights/levels.json": Self.levels])
        #expect(try withLevels.wordkit(["play", "lights", "--json", "--level", "9"]).status == 64)
        let damaged = try PlayRun(content: ["lights/levels.json": "{\"levels\": [{\"number\": 1}]}"])
        #expect(try damaged.wordkit(["play", "lights", "--json", "--level", "1"]).status == 65)
    }

    @Test(arguments: [(1, 3), (2, 4), (3, 5), (4, 5), (5, 6), (6, 7), (7, 9)])
    func solverBotWinsInTheFewestPresses(seed: Int, size: Int) throws {
        let output = try PlayRun().bot("lights", ["--seed", String(seed), "--size", String(size)])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let end = try #require(output.events.last)
        #expect(end["won"] as? Bool == true)
        #expect(end["steps"] as? Int == end["minimalPresses"] as? Int)
    }

    @Test func solverBotWinsALevel() throws {
        let run = try PlayRun(content: ["lights/levels.json": Self.levels])
        let output = try run.bot("lights", ["--level", "2"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.events.last?["steps"] as? Int == 2)
    }

    /// Issue 21, item H: `:undo` takes the last press back.
    @Test func undoTakesTheLastPressBack() throws {
        let run = try PlayRun(content: ["lights/levels.json": Self.levels])
        let output = try run.wordkit(["play", "lights", "--json", "--level", "2"], input: "1 1\n:undo\n:undo\n")
        #expect(output.status == 0, "\(output.stderr)")
        let events = output.events
        #expect(events.map { $0["event"] as? String } == ["start", "press", "undo", "ignored", "end"])
        #expect(events[2]["row"] as? Int == 1 && events[2]["column"] as? Int == 1)
        #expect(events[2]["steps"] as? Int == 0)
        #expect(events[2]["board"] as? [String] == events[0]["board"] as? [String])
    }
}
