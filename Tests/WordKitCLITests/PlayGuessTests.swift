import Foundation
import Testing

/// `wordkit play guess --json` and the binary-search bot, end to end.
@Suite struct PlayGuessTests {
    @Test func startEventNamesTheRangeLivesAndSeed() throws {
        let output = try PlayRun().wordkit(["play", "guess", "--json", "--seed", "9", "--min", "1", "--max", "10", "--lives", "3"])
        #expect(output.status == 0)
        let start = try #require(output.events.first)
        #expect(start["event"] as? String == "start")
        #expect(start["min"] as? Int == 1)
        #expect(start["max"] as? Int == 10)
        #expect(start["lives"] as? Int == 3)
        #expect(start["seed"] as? Int == 9)
        // End of input ends the game: the answer is shown.
        let end = try #require(output.events.last)
        #expect(end["event"] as? String == "end")
        #expect(end["won"] as? Bool == false)
        #expect((1...10).contains(end["answer"] as? Int ?? -1))
    }

    @Test func everyLineGetsAnEventAndBadLinesCostNothing() throws {
        let input = ["", "abc", "12abc", "99999999999999999999999", ":shuffle", ":nonsense", ":hint", "50", "-5"].joined(separator: "\n") + "\n"
        let output = try PlayRun().wordkit(["play", "guess", "--json", "--seed", "1"], input: input)
        #expect(output.status == 0)
        let kinds = output.events.map { $0["event"] as? String ?? "" }
        #expect(Array(kinds.prefix(8)) == ["start", "invalid", "invalid", "invalid", "invalid", "invalid", "invalid", "hint"])
        #expect(output.events[1]["lives"] as? Int == 6)
        #expect(output.events[7]["spoken"] as? String == "0 to 100")
        let guesses = output.events.filter { $0["event"] as? String == "guess" }
        #expect(guesses.first?["guess"] as? Int == 50)
        #expect(kinds.last == "end")
    }

    @Test func outOfRangeGuessIsReported() throws {
        let output = try PlayRun().wordkit(["play", "guess", "--json", "--seed", "1", "--min", "10", "--max", "20"], input: "500\n")
        let guess = try #require(output.events.first { $0["event"] as? String == "guess" })
        #expect(guess["result"] as? String == "out-of-range")
        #expect(guess["lives"] as? Int == 5)
    }

    @Test func sameSeedSameSecretAndNewGamesFollowTheSeed() throws {
        let input = ":quit\n"
        let runs = try (0..<2).map { _ in
            try PlayRun().wordkit(["play", "guess", "--json", "--seed", "42"], input: ":new\n:new\n" + input).events
                .filter { $0["event"] as? String == "end" }.map { $0["answer"] as? Int ?? -1 }
        }
        #expect(runs[0].count == 3)
        #expect(runs[0] == runs[1])
    }

    @Test func quitEndsTheGameAndTheProgram() throws {
        let output = try PlayRun().wordkit(["play", "guess", "--json", "--seed", "3"], input: ":quit\n50\n")
        #expect(output.status == 0)
        #expect(output.events.map { $0["event"] as? String ?? "" } == ["start", "end"])
    }

    @Test func badOptionsAreUsageErrors() throws {
        let run = try PlayRun()
        #expect(try run.wordkit(["play", "guess", "--json", "--min", "5", "--max", "5"]).status == 64)
        #expect(try run.wordkit(["play", "guess", "--json", "--lives", "0"]).status == 64)
        let interactive = try run.wordkit(["play", "guess"])
        #expect(interactive.status == 64)
        #expect(interactive.stderr.contains("--json"))
    }

    @Test(arguments: Array(0..<12))
    func binarySearchBotWinsWithSevenLives(seed: Int) throws {
        let output = try PlayRun().bot("guess", ["--seed", String(seed * 7919), "--lives", "7"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let end = try #require(output.events.last)
        #expect(end["won"] as? Bool == true)
        #expect((end["guesses"] as? Int ?? 99) <= 7)
    }
}
