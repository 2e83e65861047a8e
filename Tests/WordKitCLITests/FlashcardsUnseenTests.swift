import Foundation
import Testing

/// Issue 21, item D: a round's end counts a card shown (and revealed) but not
/// answered apart from the cards never shown.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct FlashcardsUnseenTests {
    @Test func theEndEventCountsTheCardsNeverShown() throws {
        let output = try PlayFlashcardsTests.makeRun().wordkit(
            ["play", "flashcards", "--json", "--deck", "colors", "--seed", "1"], input: "reveal\n:quit\n")
        #expect(output.status == 0, "\(output.stderr)")
        let end = try #require(output.events.last)
        #expect(end["event"] as? String == "end")
        #expect(end["remaining"] as? Int == 3)
        #expect(end["unseen"] as? Int == 2)
    }

    @Test func theEndScreenSaysOneCardWasShownAndTwoWereNot() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "flashcards --deck colors --seed 1 --time-limit 4")
        #expect(terminal.waitFor("(hidden)") != nil)
        try terminal.press("Space")
        #expect(terminal.waitFor("I was right") != nil)
        let ended = try #require(terminal.waitFor("Time is up."))
        #expect(ended.contains("✓ 0 right, ✗ 0 wrong, 1 shown but not answered, 2 not seen."), "\(ended)")
        try terminal.press("q")
    }
}
