import Foundation
import Testing

/// Issue 21, item F: one key never throws a round with moves away: `!` in
/// word scramble, `n` in guess the number, `r` in flashcards and lights out
/// ask first, and only `y` goes on with it.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct ConfirmedGiveUpTests {
    @Test func anExclamationMarkTypedAfterAWordAsksAndKeepsTheWord() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        #expect(terminal.waitFor("M  A  S  T  E  R") != nil)
        try terminal.type("stream")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 1") != nil)
        try terminal.type("team!")
        let asked = try #require(terminal.waitFor("Give up this round? y/n"))
        #expect(asked.contains("Word › team_"))
        #expect(!asked.contains("Round over"))
        // Any other key goes on, the word kept.
        try terminal.press("Escape")
        let kept = try #require(terminal.waitFor { !$0.contains("Give up this round?") })
        #expect(kept.contains("Word › team_"))
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 2") != nil)
        // y gives up.
        try terminal.type("!")
        #expect(terminal.waitFor("Give up this round? y/n") != nil)
        try terminal.type("y")
        let over = try #require(terminal.waitFor("Round over"))
        #expect(over.contains("2 found"))
        try terminal.press("q")
        #expect(try LeftGameTests.results(run) == ["scramble finished 2"])
    }

    @Test func nInGuessAsksOnceAGuessWasMade() throws {
        let run = try PlayRun()
        let terminal = try InteractivePlayTests.start(run, "guess --seed 9 --min 0 --max 1000")
        #expect(terminal.waitFor("Your guess ›") != nil)
        try terminal.type("500")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Guesses 500") != nil)
        try terminal.press("n")
        #expect(terminal.waitFor("Give up this game for a new one? y/n") != nil)
        try terminal.press("Escape")
        let kept = try #require(terminal.waitFor { !$0.contains("Give up this game") })
        #expect(kept.contains("Guesses 500"))
        try terminal.press("n")
        #expect(terminal.waitFor("Give up this game for a new one? y/n") != nil)
        try terminal.press("y")
        #expect(terminal.waitFor("Guesses none yet") != nil)
        // A new game without a guess is replaced at once.
        try terminal.press("n")
        let fresh = try #require(terminal.waitFor("Guesses none yet"))
        #expect(!fresh.contains("Give up this game"))
        try terminal.press("q")
        #expect(terminal.waitFor("Guess the number:") != nil)
        #expect(try LeftGameTests.results(run) == ["guess abandoned 0", "guess abandoned 1"])
    }

    @Test func rInLightsAsksOnceALightWasPressed() throws {
        let run = try PlayRun()
        let terminal = try InteractivePlayTests.start(run, "lights --random --seed 3 --size 5")
        #expect(terminal.waitFor("Steps 0") != nil)
        try terminal.press("Space")
        #expect(terminal.waitFor("Steps 1") != nil)
        try terminal.press("r")
        #expect(terminal.waitFor("Start this board again? y/n") != nil)
        try terminal.press("x")
        let kept = try #require(terminal.waitFor { !$0.contains("Start this board again") })
        #expect(kept.contains("Steps 1"))
        try terminal.press("r")
        #expect(terminal.waitFor("Start this board again? y/n") != nil)
        try terminal.press("y")
        #expect(terminal.waitFor("Steps 0") != nil)
        try terminal.press("q")
    }
}
