import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The guess-the-number screen's reducer (issue 22), tested as the play
/// shell is: each event is sent, the whole expected screen state is the
/// state before with the changes the event must make, and the effects are
/// compared too. The kernel is the oracle for the game itself: the same
/// guesses on a twin session give the events the screen must turn into
/// messages and speech.
@Suite struct GuessScreenTests {
    static let now = Date(timeIntervalSince1970: 1_000)
    static let configuration = GuessConfiguration(range: 1...100, lives: 3)
    static let phrases = Phrasebook(.english)

    static func session() throws -> GameSession<GuessState> {
        try GameSession.guess(configuration, seed: 11, at: now)
    }

    /// A screen, a twin session that plays the same moves, and the checks of each event.
    struct Store {
        var screen: GuessScreen
        var twin: GameSession<GuessState>

        init() throws {
            screen = GuessScreen(session: try GuessScreenTests.session(), language: .english)
            twin = try GuessScreenTests.session()
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update`, and the effects must be `effects`.
        mutating func send(
            _ event: GuessScreen.Event, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout GuessScreen.State) -> Void = { _ in }
        ) {
            var expected = screen.state
            update(&expected)
            let got = screen.reduce(event)
            #expect(got == effects, sourceLocation: sourceLocation)
            #expect(screen.state == expected, sourceLocation: sourceLocation)
        }

        /// Sends a key, speech off.
        mutating func press(
            _ key: PlayShell.Key, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout GuessScreen.State) -> Void = { _ in }
        ) {
            send(.pressed(key, at: GuessScreenTests.now, speechIsOn: false), effects, sourceLocation: sourceLocation, update)
        }

        /// Types `number` and sends it; the message and speech must be those the twin's event gives.
        mutating func guess(_ number: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            for character in String(number) {
                press(.character(character), sourceLocation: sourceLocation) { $0.typed.append(character) }
            }
            let events = twin.perform(.guess(String(number)), at: GuessScreenTests.now)
            guard case .guess(let made) = events.first else {
                Issue.record("the kernel made no guess of \(number)", sourceLocation: sourceLocation)
                return
            }
            let message =
                switch made.result {
                case .tooLow: "↑ \(number) is too low."
                case .tooHigh: "↓ \(number) is too high."
                case .correct: "✓ \(number) is right."
                case .outOfRange: "✗ \(number) is outside the range \(made.min) ~ \(made.max)."
                }
            var said: [GameScreenEffect] = made.result == .correct || made.lives > 0 ? [.say(GuessScreenTests.phrases.guess(made))] : []
            if made.lives == 0, made.result != .correct { said.append(.say(GuessScreenTests.phrases.lost(answer: twin.game.secret))) }
            press(.enter, said, sourceLocation: sourceLocation) {
                $0.typed = ""
                $0.message = message
            }
            #expect(screen.game == twin.game, sourceLocation: sourceLocation)
        }
    }

    @Test func theScreenOpensSayingTheRange() throws {
        let screen = GuessScreen(session: try Self.session(), language: .english)
        #expect(screen.state == GuessScreen.State())
        #expect(screen.openingEffects == [.say(Self.phrases.range(1, 100))])
    }

    @Test func digitsAreTypedUpToTwelveAndBackspaceTakesTheLastAway() throws {
        var store = try Store()
        store.press(.character("-")) { $0.typed = "-" }
        // A minus sign only starts a number; letters are not typed.
        store.press(.character("-"))
        store.press(.character("x"))
        store.press(.backspace) { $0.typed = "" }
        store.press(.backspace)
        for _ in 0..<GuessScreen.longestGuess { store.press(.character("9")) { $0.typed.append("9") } }
        store.press(.character("9"))
        #expect(store.screen.state.typed.count == 12)
    }

    @Test func aGuessSaysWhatTheKernelToldAndTheLastLifeLostSaysTheAnswer() throws {
        var store = try Store()
        let secret = store.screen.game.secret
        // A number below the secret, one above, then a miss that takes the last life.
        store.guess(secret > 1 ? secret - 1 : secret + 2)
        store.guess(secret < 100 ? secret + 1 : secret - 2)
        store.guess(secret > 1 ? secret - 1 : secret + 2)
        #expect(store.screen.game.phase == .lost)
        #expect(store.screen.session.played == 1)
    }

    @Test func aRightGuessWinsAndEnterThenStartsANewGame() throws {
        var store = try Store()
        store.guess(store.screen.game.secret)
        #expect(store.screen.game.phase == .won)
        // Digits do nothing once the game is over; Enter starts the next one.
        store.press(.character("5"))
        store.twin.newGame(at: Self.now)
        store.press(.enter, [.say(Self.phrases.range(1, 100))]) { $0.message = "" }
        #expect(store.screen.game == store.twin.game)
        #expect(store.screen.session.won == 1)
    }

    @Test func anEmptyGuessIsInvalidAndSaysNothing() throws {
        var store = try Store()
        guard case .invalid(let invalid) = store.twin.perform(.guess(""), at: Self.now).first else {
            Issue.record("the kernel took an empty guess")
            return
        }
        store.press(.enter) { $0.message = invalid.message }
    }

    @Test func theSharedKeysGoToTheShellAndChangeNothing() throws {
        var store = try Store()
        store.press(.character("?"), [.step(.help)])
        store.press(.character(":"), [.step(.commandLine)])
        store.press(.character("m"), [.step(.menu)])
        store.press(.escape, [.step(.menu)])
        store.press(.character("Q"), [.step(.quit)])
        #expect(GameScreenEffect.step(of: [.say(Self.phrases.range(1, 2)), .step(.quit)]) == .quit)
        #expect(GameScreenEffect.step(of: []) == .play)
    }

    @Test func newAsksFirstOnceAGuessWasMadeAndOnlyYGivesTheGameUp() throws {
        var store = try Store()
        // No guess yet: n starts the next game at once.
        store.twin.newGame(at: Self.now)
        store.press(.character("n"), [.say(Self.phrases.range(1, 100))])
        #expect(store.screen.game == store.twin.game)
        let secret = store.screen.game.secret
        store.guess(secret > 1 ? secret - 1 : secret + 2)
        store.press(.character("N")) { $0.confirmingNew = true }
        // Any other key goes back to the game, and is not typed.
        store.press(.character("7")) { $0.confirmingNew = false }
        store.press(.character("n")) { $0.confirmingNew = true }
        store.twin.newGame(at: Self.now)
        store.press(.character("y"), [.say(Self.phrases.range(1, 100))]) {
            $0.confirmingNew = false
            $0.message = ""
        }
        #expect(store.screen.game == store.twin.game)
        #expect(store.screen.session.played == 1)
    }

    @Test func sayingTheRangeSpeaksWhenSpeechIsOnAndTellsItOtherwise() throws {
        var store = try Store()
        store.send(.pressed(.character("s"), at: Self.now, speechIsOn: true), [.say(Self.phrases.range(1, 100))])
        let off = "The range is \(store.screen.game.spokenRange). " + GameScreenEffect.speechOff
        store.press(.character("s")) { $0.message = off }
        // The command replies instead, the message kept as it is.
        store.send(.command(.action(.say), at: Self.now, speechIsOn: false), [.reply(off)])
        store.send(.command(.action(.say), at: Self.now, speechIsOn: true), [.say(Self.phrases.range(1, 100))])
        store.send(.command(.action(.hint), at: Self.now, speechIsOn: true))
        store.send(.command(.help, at: Self.now, speechIsOn: true))
    }

    @Test func leavingBeforeAGuessIsNotAGamePlayedButQuittingIs() throws {
        var left = try Store()
        left.send(.leave(at: Self.now))
        #expect(left.screen.session.played == 0)
        var quit = try Store()
        quit.send(.abandon(at: Self.now))
        #expect(quit.screen.session.played == 1)
        #expect(quit.screen.game.isOver)
    }

    @Test func theKeysKeptThroughAPauseAreDigitsAndBackspace() {
        #expect(GuessScreen.keeps(.character("4")))
        #expect(GuessScreen.keeps(.backspace))
        #expect(!GuessScreen.keeps(.character("n")))
        #expect(!GuessScreen.keeps(.enter))
    }

    @Test func theViewShowsTheRangeLivesTypingAndTheQuestion() throws {
        var store = try Store()
        store.press(.character("4")) { $0.typed = "4" }
        let lines = store.screen.view(width: 79)
        #expect(lines.map(\.text) == [
            " GUESS THE NUMBER ", "", "  Range   1 ~ 100", "  Lives   ♥ ♥ ♥   3 of 3", "  Guesses none yet", "", "  ", "",
            "  Your guess › 4_", "",
            "  digits + Enter guess · s say range · n new game · ? help · m menu · q quit", "  Played 0 · won 0",
        ])
        #expect(lines[0].runs == [ScreenLine.Run(" GUESS THE NUMBER ", [.bold, .inverse])])
        #expect(lines[8].runs == [ScreenLine.Run("  Your guess › "), ScreenLine.Run("4", [.bold]), ScreenLine.Run("_")])
        let secret = store.screen.game.secret
        store.press(.backspace) { $0.typed = "" }
        store.guess(secret > 1 ? secret - 1 : secret + 2)
        store.press(.character("n")) { $0.confirmingNew = true }
        let asking = store.screen.view(width: 79)
        #expect(asking[6].text == "  Give up this game for a new one? y/n  y starts a new game; any other key goes on")
        #expect(asking[4].text == "  Guesses \(store.screen.game.guesses[0])")
    }

    @Test func theViewOfAGameWonSaysTheNumberAndTheCount() throws {
        var store = try Store()
        let secret = store.screen.game.secret
        store.guess(secret)
        let lines = store.screen.view(width: 79).map(\.text)
        #expect(lines[6] == "  ✓ You won! The number was \(secret), found in 1 guess.")
        #expect(lines[8] == "  n or Enter play again · ? help · m menu · q quit")
        #expect(lines.last == "  Played 1 · won 1")
    }
}
