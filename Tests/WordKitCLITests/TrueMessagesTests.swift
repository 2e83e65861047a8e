import Foundation
import Testing

/// Issue 21, item E: what the screen says is true: `:speak on` in a game that
/// speaks is in force at once, and a screen without a clock speaks of none
/// when the window loses the focus.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct TrueMessagesTests {
    @Test func speakOnInFlashcardsIsInForceNow() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "flashcards --deck colors --seed 1 --time-limit 300")
        #expect(terminal.waitFor("(hidden)") != nil)
        try terminal.press(":")
        try terminal.type("speak on")
        try terminal.press("Enter")
        let said = try #require(terminal.waitFor("speak = on"))
        #expect(said.contains("speak = on, in force now; saved."), "\(said)")
        #expect(!said.contains("for the other games"))
        // A setting of another game says so.
        try terminal.press(":")
        try terminal.type("size 4")
        try terminal.press("Enter")
        let other = try #require(terminal.waitFor("size = 4"))
        #expect(other.contains("size = 4 for the other games; saved."), "\(other)")
        try terminal.press("q")
    }

    @Test func studyHasNoClockToSpeakOfWhenTheFocusIsLost() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "", focusable: true)
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("s")
        #expect(terminal.waitFor("DECKS") != nil)
        try terminal.press("Enter")
        #expect(terminal.waitFor("STUDY") != nil)
        try terminal.focusOut()
        let away = try #require(terminal.waitFor("The window lost the focus."))
        #expect(!away.contains("clock"), "\(away)")
        try terminal.focusIn()
        #expect(terminal.waitFor { !$0.contains("lost the focus") } != nil)
        try terminal.press("q")
    }
}
