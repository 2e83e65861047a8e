import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The lights-out screen's reducer (issue 22), tested as the play shell is:
/// each event is sent, the whole expected screen state is the state before
/// with the changes the event must make, and the effects are compared too.
/// The boards are levels whose solution is known (a level is the lit board
/// its presses make), so the game's own state is checked against it.
@Suite struct LightsScreenTests {
    static let now = Date(timeIntervalSince1970: 5_000)
    /// Level 1: the centre pressed once, a plus of five lights; one press solves it.
    static let first = LightsLevel(number: 1, size: 3, presses: [LightsPosition(row: 1, column: 1)])
    /// Level 2: the top left corner pressed once, three lights.
    static let second = LightsLevel(number: 2, size: 3, presses: [LightsPosition(row: 0, column: 0)])
    static let environment = LightsEnvironment(levels: [first, second])

    static func position(_ row: Int, _ column: Int) -> LightsPosition { LightsPosition(row: row, column: column) }

    /// A screen and the checks of each event sent to it.
    struct Store {
        var screen: LightsScreen

        init(_ setup: LightsSetup = .level(LightsScreenTests.first)) throws {
            screen = LightsScreen(
                session: try GameSession.lights(setup, environment: LightsScreenTests.environment, seed: 3, at: LightsScreenTests.now))
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update`, and the effects must be `effects`.
        mutating func send(
            _ event: LightsScreen.Event, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout LightsScreen.State) -> Void = { _ in }
        ) {
            var expected = screen.state
            update(&expected)
            let got = screen.reduce(event)
            #expect(got == effects, sourceLocation: sourceLocation)
            #expect(screen.state == expected, sourceLocation: sourceLocation)
        }

        /// Sends a key.
        mutating func press(
            _ key: PlayShell.Key, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout LightsScreen.State) -> Void = { _ in }
        ) {
            send(.pressed(key, at: LightsScreenTests.now), effects, sourceLocation: sourceLocation, update)
        }
    }

    @Test func theCursorMovesWithArrowsAndHJKLAndWrapsAround() throws {
        var store = try Store()
        store.press(.up) { $0.cursor = Self.position(2, 0) }
        store.press(.character("h")) { $0.cursor = Self.position(2, 2) }
        store.press(.character("j")) { $0.cursor = Self.position(0, 2) }
        store.press(.right) { $0.cursor = Self.position(0, 0) }
        store.press(.character("l")) { $0.cursor = Self.position(0, 1) }
        store.press(.down) { $0.cursor = Self.position(1, 1) }
        store.press(.character("k")) { $0.cursor = Self.position(0, 1) }
        store.press(.left) { $0.cursor = Self.position(0, 0) }
        #expect(store.screen.game.steps == 0)
    }

    @Test func aPressTypedAsRowAndColumnMovesTheCursorThereAndPressesIt() throws {
        var store = try Store()
        store.press(.character(" ")) {
            // A space starts no press: it presses the light under the cursor.
            $0.message = ""
        }
        #expect(store.screen.game.steps == 1)
        store.press(.character("u")) { $0.message = "Took back the press at row 0, column 0." }
        #expect(store.screen.game.board.litCount == 5)
        store.press(.character("1")) { $0.typed = "1" }
        store.press(.character(" ")) { $0.typed = "1 " }
        store.press(.character("1")) { $0.typed = "1 1" }
        store.press(.enter) {
            $0.typed = ""
            $0.cursor = Self.position(1, 1)
            $0.message = ""
        }
        #expect(store.screen.game.phase == .won)
        #expect(store.screen.game.board.litCount == 0)
        #expect(store.screen.session.won == 1)
    }

    @Test func aPressOffTheBoardIsExplainedAndNotMade() throws {
        var store = try Store()
        for character in "7 7" { store.press(.character(character)) { $0.typed.append(character) } }
        store.press(.enter) {
            $0.typed = ""
            $0.message = "Type a press as ROW COL, from 0 to 2, such as '1 2'."
        }
        store.press(.character("3")) { $0.typed = "3" }
        store.press(.backspace) { $0.typed = "" }
        #expect(store.screen.game.steps == 0)
    }

    @Test func aHintMarksTheLightAndMovesTheCursorAndAPressClearsIt() throws {
        var store = try Store()
        store.press(.character("*")) {
            $0.hinted = Self.position(1, 1)
            $0.cursor = Self.position(1, 1)
            $0.message = "Hint: press row 1, column 1 (1 press to go)."
        }
        store.press(.enter) {
            $0.hinted = nil
            $0.message = ""
        }
        #expect(store.screen.game.phase == .won)
        #expect(store.screen.game.hintsUsed == 1)
    }

    @Test func retryAsksOnceALightWasPressedAndOnlyYStartsTheBoardAgain() throws {
        var store = try Store()
        // No press yet: r starts the board again at once, as it was.
        store.press(.character("r"))
        #expect(store.screen.game.steps == 0)
        store.press(.right) { $0.cursor = Self.position(0, 1) }
        store.press(.enter)
        store.press(.character("R")) {
            $0.confirmingRetry = true
            $0.message = LightsScreen.retryQuestion
        }
        store.press(.character("x")) {
            $0.confirmingRetry = false
            $0.message = ""
        }
        #expect(store.screen.game.steps == 1)
        store.press(.character("r")) {
            $0.confirmingRetry = true
            $0.message = LightsScreen.retryQuestion
        }
        store.press(.character("y")) {
            $0.confirmingRetry = false
            $0.message = ""
            $0.cursor = Self.position(0, 0)
        }
        #expect(store.screen.game.steps == 0)
        #expect(store.screen.game.board.litCount == 5)
        #expect(store.screen.session.played == 1)
    }

    @Test func afterAWinNPlaysTheNextLevelAndKeysOfPlayDoNothing() throws {
        var store = try Store()
        store.press(.character("*")) {
            $0.hinted = Self.position(1, 1)
            $0.cursor = Self.position(1, 1)
            $0.message = "Hint: press row 1, column 1 (1 press to go)."
        }
        store.press(.character(" ")) {
            $0.hinted = nil
            $0.message = ""
        }
        store.press(.up)
        store.press(.character("5"))
        store.press(.enter) { $0.cursor = Self.position(0, 0) }
        #expect(store.screen.game.setup.levelNumber == 2)
        #expect(store.screen.game.board.litCount == 3)
    }

    @Test func theSharedKeysAndPauseGoToTheShell() throws {
        var store = try Store()
        store.press(.character("?"), [.step(.help)])
        store.press(.character(":"), [.step(.commandLine)])
        store.press(.character("M"), [.step(.menu)])
        store.press(.character("q"), [.step(.quit)])
        store.press(.character("p"), [.step(.togglePause)])
    }

    @Test func levelCommandsSayTheLevelExplainAMissingOneAndPlayAnother() throws {
        var store = try Store()
        store.send(.command(.level(nil), at: Self.now), [.reply("This is level 1.")])
        store.send(.command(.level("9"), at: Self.now), [.reply("There is no level 9; the levels are 1 to 2.")])
        store.send(.command(.level("two"), at: Self.now), [.reply("There is no level two; the levels are 1 to 2.")])
        store.press(.down) { $0.cursor = Self.position(1, 0) }
        store.send(.command(.level("2"), at: Self.now)) { $0.cursor = Self.position(0, 0) }
        #expect(store.screen.game.setup.levelNumber == 2)
        store.send(.command(.action(.hint), at: Self.now)) {
            $0.hinted = Self.position(0, 0)
            $0.message = "Hint: press row 0, column 0 (1 press to go)."
        }
        store.send(.command(.action(.new), at: Self.now)) {
            $0.hinted = nil
            $0.message = ""
        }
        var random = try Store(.random(size: 4))
        random.send(.command(.level(nil), at: Self.now), [.reply("This is a random board; :level N plays level N.")])
        var none = LightsScreen(session: try GameSession.lights(.random(size: 3), environment: LightsEnvironment(), seed: 1, at: Self.now))
        #expect(none.reduce(.command(.level("1"), at: Self.now)) == [.reply("No levels are shipped here; the boards are random.")])
    }

    @Test func keysEndingAPauseAreKeptOnlyWhileAPressIsTyped() throws {
        var store = try Store()
        #expect(store.screen.keeps(.character("1")))
        #expect(!store.screen.keeps(.character(" ")))
        #expect(!store.screen.keeps(.enter))
        #expect(!store.screen.keeps(.character("p")))
        store.press(.character("1")) { $0.typed = "1" }
        #expect(store.screen.keeps(.character(" ")))
        #expect(store.screen.keeps(.enter))
        #expect(store.screen.keeps(.backspace))
    }

    @Test func theViewShowsTheBoardCursorTimerAndHint() throws {
        var store = try Store()
        let later = Self.now.addingTimeInterval(65)
        let dim = "  ←↓↑→/hjkl move · space/Enter press · ROW COL Enter · u undo · * hint · p pause · ? help · m menu"
        #expect(store.screen.view(at: later, paused: false).map(\.text) == [
            " LIGHTS OUT   level 1 · 3×3", "", "  Time \(ClockText.minutesSeconds(65))   Steps 0   Lit 5 of 9", "",
            "       0  1  2 ", "   0  [·] ●  · ", "   1   ●  ●  ● ", "   2   ·  ●  · ", "", "  ", "  Press › _", dim,
            "  Played 0 · won 0",
        ])
        #expect(store.screen.view(at: later, paused: true)[2].text == "  Time \(ClockText.minutesSeconds(65)) (paused)   Steps 0   Lit 5 of 9")
        #expect(store.screen.view(at: later, paused: false)[5].runs == [
            ScreenLine.Run("   0  "), ScreenLine.Run("["), ScreenLine.Run("·", [.dim]), ScreenLine.Run("]"), ScreenLine.Run(" "),
            ScreenLine.Run("●", [.yellow, .bold]), ScreenLine.Run(" "), ScreenLine.Run(" "), ScreenLine.Run("·", [.dim]), ScreenLine.Run(" "),
        ])
        store.press(.character("*")) {
            $0.hinted = Self.position(1, 1)
            $0.cursor = Self.position(1, 1)
            $0.message = "Hint: press row 1, column 1 (1 press to go)."
        }
        store.press(.left) { $0.cursor = Self.position(1, 0) }
        let hinted = store.screen.view(at: later, paused: false).map(\.text)
        #expect(hinted[6] == "   1  [●]<●> ● ")
        #expect(hinted[9] == "  Hint: press row 1, column 1 (1 press to go).")
        store.press(.right) { $0.cursor = Self.position(1, 1) }
        store.press(.enter) {
            $0.hinted = nil
            $0.message = ""
        }
        let won = store.screen.view(at: later.addingTimeInterval(100), paused: false).map(\.text)
        let rating = LightsRating(presses: 1, minimum: 1).text
        #expect(won[9] == "  ✓ You won! All lights off in 1 press (fewest possible: 1) \(rating)  \(ClockText.minutesSeconds(0))")
        #expect(won[10] == "  With 1 hint.")
        #expect(won[11] == "  n the next level · r retry · m menu · q quit")
        #expect(won.last == "  Played 1 · won 1")
    }
}
