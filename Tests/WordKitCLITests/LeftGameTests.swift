import Foundation
import Testing

/// Issue 21, item A: a game left for another one (a setting changed, `:new`,
/// `n`, another game from the menu) before any move is not a game played and
/// is not stored; once a move was made it is stored as abandoned, never as
/// finished.
@Suite struct LeftGameTests {
    /// The results of `history --json`, newest first, with the steps of each game.
    static func results(_ run: PlayRun) throws -> [String] {
        try InteractivePlayTests.history(run).map { "\($0["game"] as? String ?? "?") \($0["result"] as? String ?? "?") \($0["steps"] as? Int ?? -1)" }
    }

    @Test func scrambleRoundsLeftByNewAreStoredOnlyOnceAWordWasFound() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        // Two rounds left at once, one left after a word, one quit after a word.
        let output = try run.wordkit(
            ["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: ":new\n:new\nstream\n:new\nmast\n:quit\n",
            environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        // The events are as before: every round left still ends with an `end` event.
        #expect(output.events.filter { $0["event"] as? String == "end" }.count == 4)
        #expect(output.events.filter { $0["event"] as? String == "start" }.count == 4)
        // The ends of the rounds not stored say so; the others carry no such field.
        let ends = output.events.filter { $0["event"] as? String == "end" }
        #expect(ends.map { $0["recorded"] as? Bool } == [false, false, nil, nil])
        // The round quit after a word is abandoned too: quitting is not finishing (issue 21, item 2).
        #expect(try Self.results(run) == ["scramble abandoned 1", "scramble abandoned 1"])
        let summary = try #require(try run.wordkit(["history", "--json"]).events.last)
        let scramble = try #require((summary["games"] as? [String: Any])?["scramble"] as? [String: Any])
        #expect(scramble["games"] as? Int == 2)
    }

    @Test func scrambleRoundQuitBeforeAWordIsNotStored() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        let output = try run.wordkit(
            ["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: "xyz\n:quit\n", environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let ends = output.events.filter { $0["event"] as? String == "end" }
        #expect(ends.count == 1)
        #expect(ends.first?["recorded"] as? Bool == false)
        #expect(try Self.results(run).isEmpty)
        // The end of input quits the same way.
        let closed = try run.wordkit(["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: "", environment: environment)
        #expect(closed.events.last?["recorded"] as? Bool == false)
        #expect(try Self.results(run).isEmpty)
        // A hint is a move: the round quit after it is stored, abandoned.
        let hinted = try run.wordkit(["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: ":hint\n:quit\n", environment: environment)
        #expect(hinted.events.last?["recorded"] == nil)
        #expect(try Self.results(run) == ["scramble abandoned 0"])
    }

    @Test func guessGamesLeftByNewAreStoredOnlyAfterAGuess() throws {
        let run = try PlayRun()
        let output = try run.wordkit(["play", "guess", "--json", "--seed", "5"], input: ":new\n:new\n50\n:new\n:quit\n")
        #expect(output.status == 0, "\(output.stderr)")
        // The last game, quit, is stored as before (abandoned); :new before a guess stores nothing.
        #expect(try Self.results(run) == ["guess abandoned 0", "guess abandoned 1"])
    }

    @Test func lightsRetryBeforeAPressStoresNothing() throws {
        let run = try PlayRun()
        let output = try run.wordkit(["play", "lights", "--json", "--seed", "2", "--size", "3"], input: ":new\n0 0\n:new\n:quit\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try Self.results(run) == ["lights abandoned 0", "lights abandoned 1"])
    }
}

/// Item A at the terminal: setting changes and `:new` before a move store
/// nothing; the round with a word is abandoned.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct LeftGameTerminalTests {
    @Test func settingChangesAndNewBeforeAMoveAreNotRounds() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        #expect(terminal.waitFor("M  A  S  T  E  R") != nil)
        for command in [":rules hws", ":rules classic", ":new", ":length 6"] {
            try terminal.type(command)
            try terminal.press("Enter")
            #expect(terminal.waitFor("Word › _") != nil)
        }
        try terminal.type("stream")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 1") != nil)
        // A round with a word, left by a setting change: abandoned.
        try terminal.type(":rules hws")
        try terminal.press("Enter")
        #expect(terminal.waitFor("hws rules") != nil)
        try terminal.type("steam")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 1") != nil)
        // Give up: the round is finished, as before.
        try terminal.type(":give-up")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Round over") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble: 2 rounds played.") != nil)
        #expect(try LeftGameTests.results(run) == ["scramble finished 1", "scramble abandoned 1"])
    }

    @Test func scrambleQuitWithQ() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        // Quit at once: nothing stored.
        var terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        #expect(terminal.waitFor("M  A  S  T  E  R") != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble: 0 rounds played.") != nil)
        #expect(try LeftGameTests.results(run).isEmpty)
        // Quit after a word: abandoned, not finished.
        terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        #expect(terminal.waitFor("M  A  S  T  E  R") != nil)
        try terminal.type("stream")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 1") != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble: 1 round played.") != nil)
        #expect(try LeftGameTests.results(run) == ["scramble abandoned 1"])
    }

    @Test func guessNewBeforeAGuessAndAnotherGameFromTheMenuStoreNothing() throws {
        let run = try PlayRun()
        let terminal = try InteractivePlayTests.start(run, "guess --seed 2")
        #expect(terminal.waitFor("6 of 6") != nil)
        try terminal.press(":")
        try terminal.type("lives 3")
        try terminal.press("Enter")
        #expect(terminal.waitFor("3 of 3") != nil)
        try terminal.press(":")
        try terminal.type("new")
        try terminal.press("Enter")
        try terminal.press("m")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("l")
        #expect(terminal.waitFor("LIGHTS OUT") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Lights out:") != nil)
        // Only the lights game, quit at once, is stored (quitting is unchanged).
        #expect(try LeftGameTests.results(run) == ["lights abandoned 0"])
    }
}
