import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The flashcards screen's reducer (issue 22), tested as the play shell is:
/// each event is sent, the whole expected screen state is the state before
/// with the changes the event must make, and the effects are compared too.
/// A one-card deck makes the round's course known in advance.
@Suite struct FlashcardsScreenTests {
    static let now = Date(timeIntervalSince1970: 9_000)
    static let card = Card(id: "perro", prompt: "perro", answer: "dog", example: CardExample(text: "El perro ladra.", translation: "The dog barks."))
    static let deck = Deck(id: "es-en", title: "Spanish", languages: [.spanish, .english], cards: [card])

    /// A screen and the checks of each event sent to it.
    struct Store {
        var screen: FlashcardsScreen

        init(timeLimit: TimeInterval? = 30, shown: @escaping @Sendable (String) -> String = { $0 }) throws {
            let session = try GameSession.flashcards(
                FlashcardsScreenTests.deck, configuration: FlashcardsConfiguration(timeLimit: timeLimit), seed: 5, at: FlashcardsScreenTests.now)
            screen = FlashcardsScreen(session: session, shown: shown)
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update`, and the effects must be `effects`.
        mutating func send(
            _ event: FlashcardsScreen.Event, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout FlashcardsScreen.State) -> Void = { _ in }
        ) {
            var expected = screen.state
            update(&expected)
            let got = screen.reduce(event)
            #expect(got == effects, sourceLocation: sourceLocation)
            #expect(screen.state == expected, sourceLocation: sourceLocation)
        }

        /// Sends a key at `seconds` after the start, speech off.
        mutating func press(
            _ key: PlayShell.Key, after seconds: TimeInterval = 1, _ effects: [GameScreenEffect] = [],
            sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout FlashcardsScreen.State) -> Void = { _ in }
        ) {
            send(
                .pressed(key, at: FlashcardsScreenTests.now.addingTimeInterval(seconds), speechIsOn: false), effects,
                sourceLocation: sourceLocation, update)
        }
    }

    @Test func aCardIsRevealedThenMarkedAndTheLastCardIsShown() throws {
        var store = try Store()
        store.press(.right) { $0.message = FlashcardsScreen.revealFirst }
        store.press(.character(" ")) { $0.message = "" }
        #expect(store.screen.game.isRevealed)
        // Revealing again does nothing.
        store.press(.up)
        store.press(.character("y")) { $0.last = FlashcardsScreen.Marked(prompt: "perro", answer: "dog", right: true) }
        #expect(store.screen.game.phase != .playing)
        #expect(store.screen.session.won == 1)
        // Keys of play do nothing once the round is over; Enter deals again.
        store.press(.left)
        store.press(.enter) { $0.last = nil }
        #expect(store.screen.game.phase == .playing)
        #expect(store.screen.session.played == 1)
    }

    @Test func aWrongCardComesBackAndIsShownAsWrong() throws {
        var store = try Store()
        store.press(.enter)
        store.press(.character("N")) { $0.last = FlashcardsScreen.Marked(prompt: "perro", answer: "dog", right: false) }
        #expect(store.screen.game.phase == .playing)
        #expect(store.screen.game.wrong == 1)
        #expect(store.screen.game.currentCard == Self.card)
    }

    @Test func restartAsksOnceACardWasRevealedAndOnlyYDealsAgain() throws {
        var store = try Store()
        // Nothing revealed: r deals again at once.
        store.press(.character("r"))
        #expect(store.screen.session.played == 0)
        store.press(.enter)
        store.press(.character("r")) {
            $0.confirmingRestart = true
            $0.message = FlashcardsScreen.restartQuestion
        }
        store.press(.character("x")) {
            $0.confirmingRestart = false
            $0.message = ""
        }
        #expect(store.screen.game.isRevealed)
        store.press(.character("R")) {
            $0.confirmingRestart = true
            $0.message = FlashcardsScreen.restartQuestion
        }
        store.press(.character("y")) {
            $0.confirmingRestart = false
            $0.message = ""
        }
        #expect(!store.screen.game.isRevealed)
        #expect(store.screen.session.played == 1)
    }

    @Test func theCountdownEndsTheRoundOnATickOrBeforeAKey() throws {
        var ticked = try Store()
        ticked.send(.tick(at: Self.now.addingTimeInterval(29)))
        #expect(ticked.screen.game.phase == .playing)
        ticked.send(.tick(at: Self.now.addingTimeInterval(31)))
        #expect(ticked.screen.game.phase != .playing)
        #expect(ticked.screen.session.played == 1)
        // A key after the time is up does not reveal: the round ended first.
        var late = try Store()
        late.press(.character(" "), after: 31)
        #expect(!late.screen.game.isRevealed)
        #expect(late.screen.game.phase != .playing)
        #expect(late.screen.view(at: Self.now.addingTimeInterval(40), paused: false, width: 79)[4].text.hasPrefix("  Time is up. ✓ 0 right, ✗ 0 wrong, "))
        // Enter then deals a new round.
        late.press(.enter, after: 32)
        #expect(late.screen.game.phase == .playing)
    }

    @Test func sayingThePromptSpeaksInTheDecksLanguageOrTellsWhySpeechIsOff() throws {
        var store = try Store()
        store.press(.character("s")) { $0.message = GameScreenEffect.speechOff }
        store.send(.pressed(.character("S"), at: Self.now, speechIsOn: true), [.say(Utterance("perro", in: .spanish))]) { $0.message = "" }
        store.send(.command(.action(.say), at: Self.now, speechIsOn: false), [.reply(GameScreenEffect.speechOff)])
        store.send(.abandon(at: Self.now))
        store.send(.command(.action(.say), at: Self.now, speechIsOn: true), [.reply("No card is shown.")])
        store.send(.command(.action(.hint), at: Self.now, speechIsOn: true))
    }

    @Test func theSharedKeysAndPauseGoToTheShell() throws {
        var store = try Store()
        store.press(.character("?"), [.step(.help)])
        store.press(.character(":"), [.step(.commandLine)])
        store.press(.escape, [.step(.menu)])
        store.press(.character("q"), [.step(.quit)])
        store.press(.character("p"), [.step(.togglePause)])
    }

    @Test func theViewBoxesTheCardHidesTheAnswerAndShowsDeckTextAsTheFrontEndShowsIt() throws {
        // Deck text goes through the front end's own display (here upper case), the title too.
        var store = try Store(shown: { $0.uppercased() })
        let hidden = store.screen.view(at: Self.now.addingTimeInterval(20.5), paused: false, width: 79)
        let rule = String(repeating: "─", count: 26)
        #expect(hidden.map(\.text) == [
            " FLASHCARDS   SPANISH", "",
            "  Time left \(ClockText.minutesSeconds(10))   ✓ right 0   ✗ wrong 0   cards left 1", "",
            "  ┌" + rule + "┐", "  │ PERRO" + String(repeating: " ", count: 19) + " │", "  │ " + String(repeating: " ", count: 24) + " │",
            "  │ (hidden)" + String(repeating: " ", count: 16) + " │", "  └" + rule + "┘", "",
            "  Space/Enter/↑ reveal the answer · s say · p pause · ? help · m menu", "",
        ])
        // Ten seconds or less left: the countdown turns red.
        #expect(hidden[2].runs[1] == ScreenLine.Run(ClockText.minutesSeconds(10), [.bold, .red]))
        #expect(store.screen.view(at: Self.now, paused: true, width: 79)[2].runs[1].styles == [.bold, .cyan])
        #expect(store.screen.view(at: Self.now, paused: true, width: 79)[2].text.hasSuffix(" (paused)   ✓ right 0   ✗ wrong 0   cards left 1"))
        store.press(.enter)
        let revealed = store.screen.view(at: Self.now, paused: false, width: 79).map(\.text)
        #expect(revealed[7] == "  │ DOG" + String(repeating: " ", count: 21) + " │")
        #expect(revealed[10] == "  EL PERRO LADRA.")
        #expect(revealed[11].hasPrefix("    THE DOG BARKS."))
        store.press(.left) { $0.last = FlashcardsScreen.Marked(prompt: "PERRO", answer: "DOG", right: false) }
        let marked = store.screen.view(at: Self.now, paused: false, width: 79)
        #expect(marked.last?.text == "  Last card: PERRO → DOG  ✗ wrong")
        #expect(marked.last?.runs.last == ScreenLine.Run("✗ wrong", [.red, .bold]))
    }

    @Test func theViewWithoutALimitSaysSoAndAMessageIsWrapped() throws {
        var store = try Store(timeLimit: nil)
        store.press(.right) { $0.message = FlashcardsScreen.revealFirst }
        let lines = store.screen.view(at: Self.now, paused: false, width: 30).map(\.text)
        #expect(lines[2].hasPrefix("  Time left no limit"))
        let message = TextLayout.wrap(FlashcardsScreen.revealFirst, width: 28).map { "  " + $0 }
        #expect(message.count == 2)
        #expect(Array(lines.suffix(3)) == [""] + message)
    }
}
