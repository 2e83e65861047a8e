import Foundation
import Testing
@testable import GameKernel

private let deck = Deck(
    id: "es-basics", title: "Spanish basics", languages: [.english, .spanish],
    cards: [
        Card(id: "hello", prompt: "hello", answer: "hola"),
        Card(id: "cat", prompt: "cat", answer: "gato"),
        Card(id: "dog", prompt: "dog", answer: "perro"),
        Card(id: "house", prompt: "house", answer: "casa"),
        Card(id: "water", prompt: "water", answer: "agua"),
    ])

private let a = deck.cards[0]
private let b = deck.cards[1]
private let c = deck.cards[2]

/// A round over `cards` in this order, started at time 0.
private func round(_ cards: [Card], _ configuration: FlashcardsConfiguration = FlashcardsConfiguration())
    -> FlashcardsState
{
    FlashcardsState(deck: deck, configuration: configuration, cards: cards, at: at(0))
}

private func shown(_ card: Card) -> FlashcardsEvent {
    .card(FlashcardsCardShown(id: card.id, prompt: card.prompt))
}

@Suite struct FlashcardsTests {
    @Test func startShufflesTheDeckWithTheSeedAndKeepsTheFirstN() throws {
        var rng1 = SplitMix64(seed: 12)
        var rng2 = SplitMix64(seed: 12)
        let (all, events) = try FlashcardsState.start(deck, at: at(0), using: &rng1)
        let (three, _) = try FlashcardsState.start(
            deck, configuration: FlashcardsConfiguration(cardLimit: 3), at: at(0), using: &rng2)
        #expect(all.queue.map(\.id).sorted() == deck.cards.map(\.id).sorted())
        #expect(all.queue != deck.cards)
        #expect(three.queue == Array(all.queue.prefix(3)))
        #expect(all == round(all.queue))
        #expect(all.configuration.timeLimit == 100)
        #expect(
            events == [.start(FlashcardsStarted(deck: "es-basics", title: deck.title, cards: 5, timeLimit: 100)), shown(all.queue[0])])
        // A limit above the deck's size plays the whole deck.
        var rng3 = SplitMix64(seed: 12)
        let (more, _) = try FlashcardsState.start(
            deck, configuration: FlashcardsConfiguration(cardLimit: 50), at: at(0), using: &rng3)
        #expect(more.queue == all.queue)
    }

    /// The example shows with the answer, never with the prompt; a card
    /// without one gives the answer event it always gave.
    @Test func theAnswerEventCarriesTheCardsExample() throws {
        let example = CardExample(text: "The dog barks.", translation: "El perro ladra.", source: "Tatoeba")
        let dog = Card(id: "dog", prompt: "dog", answer: "perro", example: example)
        var state = round([dog, a])
        var rng = SplitMix64(seed: 0)
        #expect(try json(shown(dog)) == #"{"event":"card","id":"dog","prompt":"dog"}"#)
        let events = state.apply(.reveal, at: at(1), using: &rng)
        #expect(events == [.answer(FlashcardsAnswerShown(id: "dog", answer: "perro", example: example))])
        #expect(try events.map(json) == [
            #"{"answer":"perro","event":"answer","example":{"source":"Tatoeba","text":"The dog barks.","translation":"El perro ladra."},"id":"dog"}"#
        ])
        #expect(state.apply(.markRight, at: at(2), using: &rng) == [shown(a)])
        let plain = state.apply(.reveal, at: at(3), using: &rng)
        #expect(try plain.map(json) == [#"{"answer":"hola","event":"answer","id":"hello"}"#])
    }

    @Test func revealThenMarkRightOrWrong() {
        var state = round([a, b, c], FlashcardsConfiguration(requeueWrongCards: false))
        var rng = SplitMix64(seed: 0)
        var expected = state

        var events = state.apply(.reveal, at: at(1), using: &rng)
        expected.isRevealed = true
        #expect(state == expected)
        #expect(events == [.answer(FlashcardsAnswerShown(id: "hello", answer: "hola"))])

        events = state.apply(.markRight, at: at(2), using: &rng)
        expected.isRevealed = false
        expected.queue = [b, c]
        expected.seenCards.insert(b.id)
        expected.correct = 1
        #expect(state == expected)
        #expect(events == [shown(b)])

        // Marking without revealing is allowed, as swiping was. Without requeueing, a wrong card is gone.
        events = state.apply(.markWrong, at: at(3), using: &rng)
        expected.queue = [c]
        expected.seenCards.insert(c.id)
        expected.wrong = 1
        #expect(state == expected)
        #expect(events == [shown(c)])

        events = state.apply(.markRight, at: at(42.5), using: &rng)
        expected.queue = []
        expected.correct = 2
        expected.phase = .ended
        expected.endReason = .noCards
        expected.endedAt = at(42.5)
        expected.clock.pause(at: at(42.5))
        #expect(state == expected)
        #expect(events == [.end(FlashcardsEnded(correct: 2, wrong: 1, remaining: 0, unseen: 0, seconds: 42.5, reason: .noCards))])
        #expect(
            state.historyRecord
                == GameRecord(
                    game: .flashcards, start: at(0), duration: 42.5, result: .lost, steps: 3, score: 2,
                    language: .english,
                    details: ["deck": "es-basics", "correct": "2", "wrong": "1", "remaining": "0", "reason": "no-cards"]))
    }

    @Test func wrongCardsCanGoBackIntoTheDeck() {
        var state = round([a, b], FlashcardsConfiguration(requeueWrongCards: true))
        var rng = SplitMix64(seed: 0)
        #expect(state.apply(.markWrong, at: at(1), using: &rng) == [shown(b)])
        #expect(state.queue == [b, a])
        #expect(state.apply(.markRight, at: at(2), using: &rng) == [shown(a)])
        #expect(state.apply(.markWrong, at: at(3), using: &rng) == [shown(a)])
        #expect(state.queue == [a])
        let events = state.apply(.markRight, at: at(4), using: &rng)
        #expect(events == [.end(FlashcardsEnded(correct: 2, wrong: 2, remaining: 0, unseen: 0, seconds: 4, reason: .noCards))])
    }

    @Test func theCountdownEndsTheRound() {
        var state = round([a, b, c])
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.markRight, at: at(10), using: &rng)
        #expect(state.apply(.tick, at: at(99.9), using: &rng) == [])
        #expect(state.remainingTime(at: at(99)) == 1)
        var expected = state
        let events = state.apply(.reveal, at: at(100), using: &rng)
        expected.phase = .ended
        expected.endReason = .timeUp
        expected.endedAt = at(100)
        expected.clock.pause(at: at(100))
        #expect(state == expected)
        #expect(events == [.end(FlashcardsEnded(correct: 1, wrong: 0, remaining: 2, unseen: 1, seconds: 100, reason: .timeUp))])
        #expect(state.historyRecord?.won == false)
        #expect(state.historyRecord?.result == .lost)
        // A late tick reports no more than the time limit.
        var late = round([a])
        #expect(
            late.apply(.tick, at: at(250), using: &rng)
                == [.end(FlashcardsEnded(correct: 0, wrong: 0, remaining: 1, unseen: 0, seconds: 100, reason: .timeUp))])
    }

    @Test func pausingStopsTheCountdown() {
        // Flashzilla lost a few seconds each time the app went to the background.
        var state = round([a, b], FlashcardsConfiguration(timeLimit: 60))
        var rng = SplitMix64(seed: 0)
        var expected = state

        var events = state.apply(.pause, at: at(30), using: &rng)
        expected.clock.pause(at: at(30))
        #expect(state == expected)
        #expect(state.isPaused)
        #expect(events == [.paused(FlashcardsClockChanged(seconds: 30, remaining: 30))])

        for action in [FlashcardsAction.reveal, .markRight, .markWrong, .pause] {
            #expect(state.apply(action, at: at(100), using: &rng).first?.kind == "ignored")
            #expect(state == expected)
        }
        #expect(state.apply(.tick, at: at(400), using: &rng) == [])

        events = state.apply(.resume, at: at(500), using: &rng)
        expected.clock.resume(at: at(500))
        #expect(state == expected)
        #expect(events == [.resumed(FlashcardsClockChanged(seconds: 30, remaining: 30))])
        #expect(state.apply(.resume, at: at(501), using: &rng).first?.kind == "ignored")
        #expect(state.apply(.tick, at: at(529), using: &rng) == [])
        #expect(state.apply(.tick, at: at(530), using: &rng).first?.kind == "end")
    }

    @Test func noTimeLimitNeverRunsOut() {
        var state = round([a], FlashcardsConfiguration(timeLimit: nil))
        var rng = SplitMix64(seed: 0)
        #expect(state.apply(.tick, at: at(1_000_000), using: &rng) == [])
        #expect(state.remainingTime(at: at(5)) == nil)
        #expect(
            state.apply(.markRight, at: at(1_000_001), using: &rng)
                == [.end(FlashcardsEnded(correct: 1, wrong: 0, remaining: 0, unseen: 0, seconds: 1_000_001, reason: .noCards))])
    }

    @Test func quitEndsAndStartAgainResetsDeckAndTime() throws {
        var rng = SplitMix64(seed: 21)
        var (state, _) = try FlashcardsState.start(deck, at: at(0), using: &rng)
        _ = state.apply(.markRight, at: at(5), using: &rng)
        #expect(
            state.apply(.end, at: at(8), using: &rng)
                == [.end(FlashcardsEnded(correct: 1, wrong: 0, remaining: 4, unseen: 3, seconds: 8, reason: .quit))])
        let ended = state
        for action in [FlashcardsAction.reveal, .markRight, .tick, .pause, .end] {
            #expect(state.apply(action, at: at(9), using: &rng).first?.kind == "ignored")
            #expect(state == ended)
        }
        var copy = rng
        let events = state.apply(.newGame, at: at(20), using: &rng)
        let expected = round(copy.shuffled(deck.cards)).withStart(at(20))
        #expect(state == expected)
        #expect(events == expected.openingEvents)
        #expect(state.remainingTime(at: at(20)) == 100)
    }

    @Test func badSetupsThrow() {
        var rng = SplitMix64(seed: 0)
        let empty = Deck(id: "empty", title: "Empty", languages: [], cards: [])
        #expect(throws: FlashcardsError.emptyDeck("empty")) { try FlashcardsState.start(empty, at: at(0), using: &rng) }
        #expect(throws: FlashcardsError.cardLimitTooSmall(0)) {
            try FlashcardsState.start(deck, configuration: FlashcardsConfiguration(cardLimit: 0), at: at(0), using: &rng)
        }
        for limit in [0, -1, TimeInterval.nan, .infinity] {
            #expect(throws: FlashcardsError.self) {
                try FlashcardsState.start(
                    deck, configuration: FlashcardsConfiguration(timeLimit: limit), at: at(0), using: &rng)
            }
        }
    }

    @Test func sameSeedSameGame() throws {
        func play(_ seed: UInt64) throws -> (FlashcardsState, [FlashcardsEvent]) {
            var rng = SplitMix64(seed: seed)
            var (state, events) = try FlashcardsState.start(deck, at: at(0), using: &rng)
            for action in [FlashcardsAction.reveal, .markWrong, .newGame, .markRight] {
                events += state.apply(action, at: at(1), using: &rng)
            }
            return (state, events)
        }
        let first = try play(3)
        #expect(first.0 == (try play(3)).0)
        #expect(first.1 == (try play(3)).1)
    }

    @Test func eventsEncodeFlatAndDecksRoundTrip() throws {
        #expect(
            try json(FlashcardsEvent.start(FlashcardsStarted(deck: "d", title: "D", cards: 2, timeLimit: nil)))
                == #"{"cards":2,"deck":"d","event":"start","timeLimit":null,"title":"D"}"#)
        #expect(
            try json(FlashcardsEvent.end(FlashcardsEnded(correct: 1, wrong: 2, remaining: 3, seconds: 4, reason: .timeUp)))
                == #"{"correct":1,"event":"end","reason":"time-up","remaining":3,"seconds":4,"wrong":2}"#)
        let events: [FlashcardsEvent] = [
            .start(FlashcardsStarted(deck: "d", title: "D", cards: 2, timeLimit: 100)),
            .start(FlashcardsStarted(deck: "d", title: "D", cards: 2, timeLimit: nil)),
            .card(FlashcardsCardShown(id: "x", prompt: "p")),
            .answer(FlashcardsAnswerShown(id: "x", answer: "a")),
            .answer(FlashcardsAnswerShown(id: "x", answer: "a", example: CardExample(text: "t", translation: "u", source: "s"))),
            .paused(FlashcardsClockChanged(seconds: 1, remaining: nil)),
            .resumed(FlashcardsClockChanged(seconds: 1, remaining: 2)),
            .ignored(IgnoredAction(action: "reveal", message: "m")),
        ]
        for event in events {
            #expect(try decode(FlashcardsEvent.self, try json(event)) == event)
        }
        #expect(try decode(Deck.self, try json(deck)) == deck)
        #expect(
            try json(Deck(id: "d", title: "T", languages: [.italian], cards: [Card(id: "1", prompt: "p", answer: "a")]))
                == #"{"cards":[{"answer":"a","id":"1","prompt":"p"}],"id":"d","languages":["it"],"title":"T"}"#)
    }
}

extension FlashcardsState {
    /// The same round, started at `time` instead.
    fileprivate func withStart(_ time: Date) -> FlashcardsState {
        FlashcardsState(deck: deck, configuration: configuration, cards: queue, at: time)
    }
}

/// Issue 21, item D: the cards a round ends without answering are told
/// apart: the one shown (revealed or not) was seen, the rest were not.
@Suite struct FlashcardsUnseenTests {
    static let cards = (1...10).map { Card(id: "c\($0)", prompt: "p\($0)", answer: "a\($0)") }
    static let deck = Deck(id: "d", title: "D", languages: [.spanish, .english], cards: cards)

    @Test func aRevealedCardIsSeenAndTheOthersAreNot() throws {
        var rng = SplitMix64(seed: 3)
        var (state, _) = try FlashcardsState.start(Self.deck, at: Date(timeIntervalSince1970: 0), using: &rng)
        _ = state.apply(.reveal, at: Date(timeIntervalSince1970: 1), using: &rng)
        let events = state.apply(.end, at: Date(timeIntervalSince1970: 2), using: &rng)
        guard case .end(let ended)? = events.first else { Issue.record("no end: \(events)"); return }
        #expect(ended.remaining == 10)
        #expect(ended.unseen == 9)
        #expect(state.unseenCount == 9)
    }

    @Test func aCardAnsweredWrongAndDealtAgainWasSeen() throws {
        var rng = SplitMix64(seed: 3)
        var (state, _) = try FlashcardsState.start(
            Self.deck, configuration: FlashcardsConfiguration(cardLimit: 3, requeueWrongCards: true), at: Date(timeIntervalSince1970: 0),
            using: &rng)
        _ = state.apply(.markWrong, at: Date(timeIntervalSince1970: 1), using: &rng)
        // Left: the card on screen, one never shown, the wrong one again.
        #expect(state.queue.count == 3)
        #expect(state.unseenCount == 1)
        #expect(state.summary(at: Date(timeIntervalSince1970: 2)).unseen == 1)
    }
}
