import Foundation
import GameKernel
import Testing
import WordKitPlay

/// The study screen's reducer (issue 22), tested as the play shell is: each
/// event is sent, the whole expected screen state is the state before with
/// the changes the event must make, and the effects are compared too. The
/// kernel is the oracle for the reviews: the same actions on a twin session
/// give the events (due dates, grades taken back) the screen must show.
@Suite struct StudyScreenTests {
    static let deck = Deck(
        id: "en-es", title: "English → Spanish", languages: [.english, .spanish],
        cards: ["the", "to", "and"].map { Card(id: "en-es:\($0)", prompt: $0, answer: "«\($0)»") })
    /// 2026-01-05T09:00:00Z.
    static let morning = Date(timeIntervalSince1970: 1_767_603_600)

    static func session() throws -> GameSession<StudyState> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let options = StudyOptions(newCardsPerDay: 2, fuzz: false, calendar: calendar)
        return try GameSession.study(DeckReviews(deck: deck, from: []), options: options, seed: 1, recorder: .none, at: morning)
    }

    /// A screen, a twin session that takes the same actions, and the checks of each event.
    struct Store {
        var screen: StudyScreen
        var twin: GameSession<StudyState>

        init() throws {
            screen = StudyScreen(session: try StudyScreenTests.session(), shown: { "[\($0)]" })
            twin = try StudyScreenTests.session()
        }

        /// Sends `event`; the state must become the state before changed by
        /// `update`, and the effects must be `effects`.
        mutating func send(
            _ event: StudyScreen.Event, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout StudyScreen.State) -> Void = { _ in }
        ) {
            var expected = screen.state
            update(&expected)
            let got = screen.reduce(event)
            #expect(got == effects, sourceLocation: sourceLocation)
            #expect(screen.state == expected, sourceLocation: sourceLocation)
        }

        /// Sends a key at the morning, speech off.
        mutating func press(
            _ key: PlayShell.Key, _ effects: [GameScreenEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
            _ update: (inout StudyScreen.State) -> Void = { _ in }
        ) {
            send(.pressed(key, at: StudyScreenTests.morning, speechIsOn: false), effects, sourceLocation: sourceLocation, update)
        }

        /// Reveals with Space and grades with `key`; the last card must be the twin's review.
        mutating func grade(_ key: Character, _ grade: ReviewGrade, sourceLocation: SourceLocation = #_sourceLocation) {
            press(.character(" "), sourceLocation: sourceLocation) { $0.message = "" }
            twin.perform(.reveal, at: StudyScreenTests.morning)
            guard let card = twin.game.currentCard,
                case .review(let review) = twin.perform(.grade(grade), at: StudyScreenTests.morning).first
            else {
                Issue.record("the kernel made no review", sourceLocation: sourceLocation)
                return
            }
            press(.character(key), sourceLocation: sourceLocation) {
                $0.reviewed += 1
                if grade == .again { $0.again += 1 }
                $0.last = StudyScreen.Graded(prompt: "[\(card.prompt)]", answer: "[\(card.answer)]", grade: grade, due: review.due)
            }
            #expect(screen.game.currentCard == twin.game.currentCard, sourceLocation: sourceLocation)
        }
    }

    @Test func aCardIsShownThenGradedAndCounted() throws {
        var store = try Store()
        store.press(.character("4")) { $0.message = StudyScreen.showFirst }
        // → is good, so it asks for the answer first too.
        store.press(.right)
        store.grade("3", .good)
        store.grade("1", .again)
        #expect(store.screen.state.reviewed == 2)
        #expect(store.screen.state.again == 1)
    }

    @Test func undoTakesTheLastGradeBackAndSaysWhich() throws {
        var store = try Store()
        store.grade("1", .again)
        guard case .undone(let undone) = store.twin.perform(.undo, at: Self.morning).first else {
            Issue.record("the kernel took nothing back")
            return
        }
        store.press(.character("u")) {
            $0.reviewed = 0
            $0.again = 0
            $0.last = nil
            $0.message = "Undone: \(undone.rating) for [\(Self.deck.cards.first { $0.id == undone.id }?.prompt ?? "")]. Grade it again; u goes back one more."
        }
        #expect(store.screen.game.currentCard == store.twin.game.currentCard)
    }

    @Test func theSharedKeysGoToTheShellAndSayingNeedsSpeechAndACard() throws {
        var store = try Store()
        store.press(.character("?"), [.step(.help)])
        store.press(.character(":"), [.step(.commandLine)])
        store.press(.character("m"), [.step(.menu)])
        store.press(.character("q"), [.step(.quit)])
        store.press(.character("s")) { $0.message = GameScreenEffect.speechOff }
        let prompt = try #require(store.screen.game.currentCard?.prompt)
        store.send(.pressed(.character("S"), at: Self.morning, speechIsOn: true), [.say(Utterance(prompt, in: .english))]) { $0.message = "" }
        store.send(.command(.action(.say), at: Self.morning, speechIsOn: false), [.reply(GameScreenEffect.speechOff)])
        store.send(.abandon(at: Self.morning))
        #expect(store.screen.game.currentCard == nil)
        store.send(.command(.action(.say), at: Self.morning, speechIsOn: true), [.reply("No card is shown.")])
        // Once the session is over, grades do nothing and r studies again.
        store.press(.character("3"))
        store.press(.character("r"))
        #expect(store.screen.game.currentCard != nil)
    }
}
