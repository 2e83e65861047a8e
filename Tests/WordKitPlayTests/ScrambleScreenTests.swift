import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The word-scramble screen's reducer (issue 22), tested as the play shell
/// is: each event is sent, the whole expected screen state is the state
/// before with the changes the event must make, and the effects are
/// compared too. The kernel is the oracle for the round: the same words on
/// a twin session give the events the screen must turn into messages.
@Suite struct ScrambleScreenTests {
    static let now = Date(timeIntervalSince1970: 20_000)
    static let words = WordList(["silkworm", "silk", "worm", "worms", "milk", "milks", "slow", "owl", "low", "lows", "soil", "silo", "wok", "sir"])

    static func session() throws -> GameSession<ScrambleState> {
        let environment = ScrambleEnvironment(roots: try RootWords(lines: ["silkworm"], length: 8), words: words)
        return try GameSession.scramble(ScrambleConfiguration(length: 8), environment: environment, seed: 2, at: now)
    }

    /// The message of a word accepted, from the kernel's event.
    static func told(_ accepted: ScrambleAccepted) -> ScrambleScreen.Message {
        ScrambleScreen.Message(
            accepted.word, "+\(Plural.count(accepted.score, "point"))" + (accepted.bonus ? " · bonus word (a rarer word, never missed)" : ""),
            good: true)
    }

    /// The message of a hint, from the kernel's event.
    static func told(_ hint: ScrambleHint) -> ScrambleScreen.Message {
        ScrambleScreen.Message(
            "Hint",
            "a word of \(Plural.count(hint.length, "letter")) starts with “\(hint.start)” (\(Plural.count(hint.remaining, "word")) to find)",
            good: true)
    }

    /// A screen, a twin session that plays the same moves, and the checks of each event.
    struct Store {
        var screen: ScrambleScreen
        var twin: GameSession<ScrambleState>

        init(bell: Bool = true) throws {
            screen = ScrambleScreen(session: try ScrambleScreenTests.session(), bell: bell)
            twin = try ScrambleScreenTests.session()
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update`, and the effects must be `effects`.
        mutating func send(
            _ event: ScrambleScreen.Event, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout ScrambleScreen.State) -> Void = { _ in }
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
            _ update: (inout ScrambleScreen.State) -> Void = { _ in }
        ) {
            send(.pressed(key, at: ScrambleScreenTests.now), effects, sourceLocation: sourceLocation, update)
        }

        /// Types `word` and sends it; it must be accepted as the twin accepts it.
        mutating func find(_ word: String, sourceLocation: SourceLocation = #_sourceLocation) {
            type(word, sourceLocation: sourceLocation)
            guard case .accepted(let accepted) = twin.perform(.submit(word), at: ScrambleScreenTests.now).first else {
                Issue.record("the kernel did not accept \(word)", sourceLocation: sourceLocation)
                return
            }
            press(.enter, sourceLocation: sourceLocation) {
                $0.typed = ""
                $0.message = ScrambleScreenTests.told(accepted)
            }
            #expect(screen.game.found == twin.game.found, sourceLocation: sourceLocation)
        }

        /// Types `text` a character at a time.
        mutating func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for character in text { press(.character(character), sourceLocation: sourceLocation) { $0.typed.append(character) } }
        }
    }

    @Test func lettersAreTypedSpacesOnlyInACommandAndEscapeClearsThenOpensTheMenu() throws {
        var store = try Store()
        store.type("si")
        store.press(.character(" "))
        store.press(.backspace) { $0.typed = "s" }
        store.press(.escape) { $0.typed = "" }
        store.press(.escape, [.step(.menu)])
        store.type(":lang es")
        store.press(.enter, [.step(.command(":lang es"))]) { $0.typed = "" }
        // Enter with nothing typed does nothing.
        store.press(.enter)
        for _ in 0..<ScrambleScreen.longestWord { store.press(.character("x")) { $0.typed.append("x") } }
        store.press(.character("x"))
    }

    @Test func anAcceptedWordIsToldWithItsPoints() throws {
        var store = try Store()
        store.find("silk")
        store.find("worm")
        #expect(store.screen.state.message?.text.hasPrefix("+") == true)
    }

    @Test func aRejectedWordRingsTheBellWhenItIsOnAndIsSaid() throws {
        for bell in [true, false] {
            var store = try Store(bell: bell)
            store.find("silk")
            store.type("silk")
            guard case .rejected(let rejected) = store.twin.perform(.submit("silk"), at: Self.now).first else {
                Issue.record("the kernel took silk twice")
                return
            }
            let said = GameScreenEffect.say(store.screen.phrases.rejection(rejected))
            store.press(.enter, bell ? [.bell, said] : [said]) {
                $0.typed = ""
                $0.message = ScrambleScreen.Message(rejected.title, rejected.message, good: false)
            }
        }
    }

    @Test func givingUpAsksOnceAWordIsTypedOrFoundAndOnlyYEndsTheRound() throws {
        var store = try Store()
        store.type("mi")
        store.press(.character("!")) { $0.confirmingGiveUp = true }
        // Any other key goes back to the round, the word kept.
        store.press(.character("l")) { $0.confirmingGiveUp = false }
        #expect(store.screen.state.typed == "mi")
        store.press(.character("!")) { $0.confirmingGiveUp = true }
        store.press(.character("y")) { $0.confirmingGiveUp = false }
        #expect(store.screen.game.phase != .playing)
        // The round is over: keys of the round do nothing, the shared ones still work, n deals anew.
        store.press(.character("k"))
        store.press(.character("q"), [.step(.quit)])
        store.press(.character(":"), [.step(.commandLine)])
        store.press(.character("M"), [.step(.menu)])
        store.press(.character("?"), [.step(.help)])
        store.press(.character("n"))
        #expect(store.screen.game.phase == .playing)
    }

    @Test func givingUpWithNothingTypedOrFoundEndsAtOnce() throws {
        var store = try Store()
        store.press(.character("!"))
        #expect(store.screen.game.phase != .playing)
    }

    @Test func pagesTurnWithinTheListsAsLaidOut() throws {
        var store = try Store()
        let lists = ScrambleScreen.Lists(lines: 25, pageSize: 10)
        var pager = ListPager()
        pager.next(lines: 25, pageSize: 10)
        store.send(.pressed(.pageDown, at: Self.now, lists: lists)) { $0.pager = pager }
        pager.next(lines: 25, pageSize: 10)
        store.send(.pressed(.character(">"), at: Self.now, lists: lists)) { $0.pager = pager }
        #expect(pager.page == 2)
        pager.previous(lines: 25, pageSize: 10)
        store.send(.pressed(.character("<"), at: Self.now, lists: lists)) { $0.pager = pager }
        store.send(.pressed(.pageUp, at: Self.now, lists: lists)) { $0.pager = ListPager() }
    }

    @Test func hintShuffleAndSayWorkAsKeysAndCommands() throws {
        var store = try Store()
        guard case .hint(let hint) = store.twin.perform(.hint, at: Self.now).first else {
            Issue.record("the kernel gave no hint")
            return
        }
        store.press(.character("*")) { $0.message = Self.told(hint) }
        store.press(.tab) { $0.message = nil }
        _ = store.twin.perform(.shuffle, at: Self.now)
        guard case .hint(let again) = store.twin.perform(.hint, at: Self.now).first else {
            Issue.record("the kernel gave no second hint")
            return
        }
        store.send(.command(.action(.say), at: Self.now, speechIsOn: false), [.reply(GameScreenEffect.speechOff)])
        store.send(.command(.action(.say), at: Self.now, speechIsOn: true), [.say(Utterance("silkworm", in: .english))])
        store.send(.command(.action(.hint), at: Self.now, speechIsOn: false)) { $0.message = Self.told(again) }
        store.send(.command(.action(.shuffle), at: Self.now, speechIsOn: false)) { $0.message = nil }
        store.send(.command(.action(.giveUp), at: Self.now, speechIsOn: false))
        #expect(store.screen.game.phase != .playing)
        store.send(.command(.action(.new), at: Self.now, speechIsOn: false))
        #expect(store.screen.game.phase == .playing)
    }

    @Test func quittingBeforeAWordIsNotARoundPlayed() throws {
        var left = try Store()
        left.send(.abandon(at: Self.now))
        #expect(left.screen.session.played == 0)
        var played = try Store()
        played.find("silk")
        played.send(.abandon(at: Self.now)) { $0.message = nil }
        #expect(played.screen.session.played == 1)
    }
}
