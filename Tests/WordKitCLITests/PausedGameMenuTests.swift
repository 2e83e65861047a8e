import Foundation
import Testing

/// Issue 21, item B: the menu says what Enter will do with the game left
/// paused once a setting that shapes it has changed.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct PausedGameMenuTests {
    @Test func aSettingChangedInTheMenuSaysEnterStartsANewGame() throws {
        let (run, environment) = try TerminalComfortTests.scrambleRun()
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --length 6", environment: environment)
        #expect(terminal.waitFor("en · 6 letters") != nil)
        // The root is master or garden: one of these is a word of it.
        for word in ["stream", "danger"] {
            try terminal.type(word)
            try terminal.press("Enter")
        }
        #expect(terminal.waitFor("Words 1") != nil)
        try terminal.press("Escape")
        let menu = try #require(terminal.waitFor("WORDKIT PLAY"))
        #expect(menu.contains("(paused: Enter goes back to it)"))
        try terminal.type(":lang es")
        try terminal.press("Enter")
        let changed = try #require(terminal.waitFor("(paused; Enter starts a new game)"))
        #expect(!changed.contains("(paused: Enter goes back to it)"))
        #expect(changed.contains("Enter on word scramble starts a new game with it (the paused one ends)"))
        // Esc goes back to the paused English game, as it was.
        try terminal.press("Escape")
        let back = try #require(terminal.waitFor("Word ›"))
        #expect(back.contains("en · 6 letters"))
        // Enter, as the menu said, starts a Spanish game.
        try terminal.press("Escape")
        #expect(terminal.waitFor("(paused; Enter starts a new game)") != nil)
        try terminal.press("Enter")
        let spanish = try #require(terminal.waitFor("C  A  S  I  N  O"))
        #expect(spanish.contains("es · 6 letters") && spanish.contains("Word ›"))
        try terminal.press("Escape")
        #expect(terminal.waitFor("(paused: Enter goes back to it)") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble:") != nil)
        // The English round, left with a word for the Spanish one, is abandoned;
        // the Spanish round, quit before any word, is not stored (issue 21: quitting leaves a round).
        let results = try InteractivePlayTests.history(run).map { "\($0["language"] as? String ?? "?") \($0["result"] as? String ?? "?")" }
        #expect(results == ["en abandoned"])
    }
}
