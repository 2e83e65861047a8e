import Foundation
import Testing
@testable import GameKernel

/// The UTC calendar the study tests count days in.
let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
}()

/// 2026-01-05T09:00:00Z and seconds after it.
func morning(_ seconds: TimeInterval = 0) -> Date {
    Date(timeIntervalSince1970: 1_767_603_600 + seconds)
}

/// A study deck: five cards in frequency order.
let studyDeck = Deck(
    id: "en-es", title: "English → Spanish", languages: [.english, .spanish],
    cards: ["the", "to", "and", "of", "a"].map { Card(id: "en-es:\($0)", prompt: $0, answer: "«\($0)»") })

/// The schedule of a card reviewed before.
func scheduled(_ word: String, _ state: SchedulingState, due: Date, step: Int? = nil) -> CardSchedule {
    CardSchedule(
        cardID: "en-es:\(word)", state: state, step: step ?? (state == .review ? nil : 0), stability: 4, difficulty: 5,
        due: due, lastReview: due.addingTimeInterval(-4 * 86_400))
}

@Suite struct StudyStateTests {
    static let day = StudyDay(containing: morning(), calendar: utc)
    static let noFuzz = (try? FSRSScheduler(parameters: FSRSParameters(enableFuzzing: false))) ?? FSRSScheduler()

    static func start(
        _ schedules: [CardSchedule] = [], newCardLimit: Int = 20, scheduler: FSRSScheduler = noFuzz, at time: Date = morning()
    ) -> (StudyState, [StudyEvent]) {
        StudyState.start(
            studyDeck, schedules: Dictionary(uniqueKeysWithValues: schedules.map { ($0.cardID, $0) }), scheduler: scheduler,
            configuration: StudyConfiguration(newCardLimit: newCardLimit, day: day), at: time)
    }

    static func shown(_ word: String, _ state: SchedulingState = .new) -> StudyEvent {
        .card(StudyCardShown(id: "en-es:\(word)", prompt: word, state: state))
    }

    @Test func theDayStartsAtTheRollover() {
        #expect(Self.day == StudyDay(start: morning(-5 * 3_600), end: morning(19 * 3_600)))
        // 03:00 still belongs to the day before; 04:00 starts the next.
        let night = StudyDay(containing: morning(18 * 3_600), calendar: utc)
        #expect(night == Self.day)
        #expect(StudyDay(containing: morning(19 * 3_600), calendar: utc).start == morning(19 * 3_600))
        #expect(Self.day.moved(by: -1, calendar: utc) == StudyDay(start: morning(-29 * 3_600), end: morning(-5 * 3_600)))
        #expect(Self.day.label(in: utc) == "2026-01-05")
        var india = utc
        india.timeZone = TimeZone(secondsFromGMT: 19_800) ?? india.timeZone
        // 09:00 UTC is 14:30 in India: that day started at 04:00 local, 22:30 UTC the evening before.
        #expect(StudyDay(containing: morning(), calendar: india).start == morning(-10.5 * 3_600))
    }

    @Test func dueCardsFirstTheEarliestFirstThenNewCardsInDeckOrder() {
        let (state, events) = Self.start([
            scheduled("of", .review, due: morning(-86_400)),
            scheduled("to", .review, due: morning(-3 * 86_400)),
            scheduled("a", .review, due: morning(8 * 3_600)),  // later today: due today, as in Anki
            scheduled("and", .learning, due: morning(120)),  // a learning step two minutes away: not yet
        ])
        #expect(events == [.start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 3, new: 1, newCards: .available)), Self.shown("to", .review)])
        #expect(state.counts(at: morning()) == StudyCounts(due: 3, new: 1, learning: 0))
        #expect(state.counts(at: morning(120)) == StudyCounts(due: 4, new: 1, learning: 1))
        var order: [String] = []
        var session = state
        var rng = SplitMix64(seed: 1)
        while let card = session.currentCard {
            order.append(card.prompt)
            _ = session.apply(.reveal, at: morning(), using: &rng)
            _ = session.apply(.grade(.easy), at: morning(), using: &rng)
        }
        // Due (to, of, a), then the one new card (the), then the learning card within the learn-ahead limit.
        #expect(order == ["to", "of", "a", "the", "and"])
        #expect(session.endReason == .noCards)
    }

    /// The example shows with the answer and its intervals; the card event
    /// shows the prompt alone.
    @Test func theAnswerEventCarriesTheCardsExample() throws {
        let example = CardExample(text: "The dog barks.", translation: "El perro ladra.", source: "Tatoeba")
        let deck = Deck(id: "d", title: "D", languages: [.english, .spanish],
                        cards: [Card(id: "d:dog", prompt: "dog", answer: "el perro", example: example), Card(id: "d:y", prompt: "and", answer: "y")])
        var (state, started) = StudyState.start(deck, schedules: [:], scheduler: Self.noFuzz,
                                                configuration: StudyConfiguration(newCardLimit: 20, day: Self.day), at: morning())
        #expect(try json(started[1]) == #"{"event":"card","id":"d:dog","prompt":"dog","state":"new"}"#)
        var rng = SplitMix64(seed: 2)
        let events = state.apply(.reveal, at: morning(), using: &rng)
        guard case .answer(let shown)? = events.first else {
            Issue.record("no answer event: \(events)")
            return
        }
        #expect(shown.example == example)
        let line = try json(events[0])
        #expect(line.hasPrefix(#"{"answer":"el perro","event":"answer","example":{"source":"Tatoeba","text":"The dog barks.","translation":"El perro ladra."},"id":"d:dog","intervals":{"#))
        _ = state.apply(.grade(.easy), at: morning(), using: &rng)
        let plain = state.apply(.reveal, at: morning(), using: &rng)
        #expect(try !json(plain[0]).contains("example"))
        #expect(try json(plain[0]).contains(#""answer":"y""#))
    }

    @Test func revealShowsEachGradesIntervalThenTheGradeIsTheSchedulersReview() {
        var (state, _) = Self.start()
        var rng = SplitMix64(seed: 2)
        #expect(state.apply(.grade(.good), at: morning(), using: &rng) == [
            .ignored(IgnoredAction(action: "good", message: "Reveal the answer first, then grade it."))
        ])
        var expected = state
        let events = state.apply(.reveal, at: morning(1), using: &rng)
        let preview = Self.noFuzz.preview(CardSchedule(cardID: "en-es:the", due: morning()), at: morning(1), fuzz: nil)
        expected.isRevealed = true
        expected.preview = preview
        #expect(state == expected)
        #expect(events == [.answer(StudyAnswerShown(id: "en-es:the", answer: "«the»", intervals: StudyIntervals(preview)))])
        #expect([60, 330, 600].map(TimeInterval.init) == [preview.interval(for: .again), preview.interval(for: .hard), preview.interval(for: .good)])

        let reviewEvents = state.apply(.grade(.good), at: morning(2), using: &rng)
        var twin = SplitMix64(seed: 0)
        let review = Self.noFuzz.review(CardSchedule(cardID: "en-es:the", due: morning()), grade: .good, at: morning(2), using: &twin)
        expected.schedules["en-es:the"] = review.card
        expected.reviews = [review.log]
        expected.newCardsLeft = 19
        expected.currentCard = studyDeck.cards[1]
        expected.isRevealed = false
        expected.preview = nil
        // What undo would restore: the card, new, revealed with its preview.
        expected.undoPoints = [.init(card: studyDeck.cards[0], schedule: nil, newCardsLeft: 20, preview: preview, fuzz: nil)]
        #expect(state == expected)
        #expect(reviewEvents == [.review(StudyReviewed(review.log)), Self.shown("to")])
        #expect(state.cardReviews == [CardReview(deckID: "en-es", log: review.log)])
    }

    @Test func withFuzzTheIntervalShownIsTheIntervalGiven() {
        // A card in review with a long interval: fuzz moves it, the same way for preview and grade.
        for seed in UInt64(0)..<20 {
            var (state, _) = Self.start([scheduled("the", .review, due: morning(-86_400))], newCardLimit: 0, scheduler: FSRSScheduler())
            var rng = SplitMix64(seed: seed)
            guard case .answer(let shown)? = state.apply(.reveal, at: morning(), using: &rng).first,
                  case .review(let review)? = state.apply(.grade(.easy), at: morning(), using: &rng).first else {
                Issue.record("no answer or review")
                return
            }
            #expect(review.due == morning().addingTimeInterval(shown.intervals.easy))
            #expect(review.scheduledDays == Int(shown.intervals.easy / 86_400))
        }
    }

    @Test func theNewCardLimitAndTheLearnAheadLimit() {
        var (state, events) = Self.start(newCardLimit: 2)
        #expect(events.first == .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 0, new: 2, newCards: .available)))
        var rng = SplitMix64(seed: 3)
        var shown: [String] = []
        var grades: [ReviewGrade] = [.good, .again, .good, .good, .good]
        var now = morning()
        while let card = state.currentCard, !grades.isEmpty {
            shown.append(card.prompt)
            _ = state.apply(.reveal, at: now, using: &rng)
            _ = state.apply(.grade(grades.removeFirst()), at: now, using: &rng)
            now += 1
        }
        // the: good (step 1, 10 min); to: again (step 0, 1 min); no third new card; then learn-ahead,
        // never the card just graded while another is left: the (good, graduates), to (good, step 1),
        // then to alone is left (good, graduates).
        #expect(shown == ["the", "to", "the", "to", "to"])
        #expect(state.phase == .ended)
        #expect(state.newCardsLeft == 0)
        #expect(state.schedules.values.allSatisfy { $0.state == .review })
        #expect(state.summary(at: now) == StudyEnded(
            reviewed: 5, again: 1, nextDue: state.schedules.values.map(\.due).min(), reason: .noCards, newCards: .dailyLimitReached))
        // A learning card more than 20 minutes away ends the session rather than being shown.
        let (waiting, waitingEvents) = Self.start([scheduled("the", .relearning, due: morning(30 * 60))], newCardLimit: 0)
        #expect(waitingEvents.map(\.kind) == ["start", "end"])
        #expect(waiting.isOver)
        #expect(waiting.summary(at: morning()).nextDue == morning(30 * 60))
    }

    @Test func quitEndAndAnotherSession() {
        var (state, _) = Self.start()
        var rng = SplitMix64(seed: 4)
        _ = state.apply(.reveal, at: morning(), using: &rng)
        _ = state.apply(.grade(.again), at: morning(), using: &rng)
        #expect(state.apply(.end, at: morning(5), using: &rng) == [
            .end(StudyEnded(reviewed: 1, again: 1, nextDue: morning(60), reason: .quit, newCards: .available))
        ])
        let ended = state
        for action in [StudyAction.reveal, .grade(.good), .end] {
            #expect(state.apply(action, at: morning(6), using: &rng).map(\.kind) == ["ignored"])
            #expect(state == ended)
        }
        // Another session, two minutes later: the card again is due, and 19 new cards are left.
        let events = state.apply(.newGame, at: morning(120), using: &rng)
        #expect(events == [
            .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 1, new: 4, newCards: .available)), Self.shown("the", .learning),
        ])
        #expect(state.newCardsLeft == 19)
        #expect(state.reviews.isEmpty)
        #expect(StudyState.startsNewGame(.newGame) && !StudyState.startsNewGame(.reveal))
        #expect(state.historyRecord == nil)
    }

    @Test func anEmptyDeckOrNothingToDoEndsAtOnce() {
        let empty = Deck(id: "e", title: "Empty", languages: [], cards: [])
        let (state, events) = StudyState.start(empty, schedules: [:], configuration: StudyConfiguration(newCardLimit: 20, day: Self.day), at: morning())
        #expect(events == [
            .start(StudyStarted(deck: "e", title: "Empty", due: 0, new: 0, newCards: .noneLeft)),
            .end(StudyEnded(reviewed: 0, again: 0, nextDue: nil, reason: .noCards, newCards: .noneLeft)),
        ])
        #expect(state.isOver)
        #expect(StudyConfiguration(newCardLimit: -5, day: Self.day, learnAhead: .nan) == StudyConfiguration(newCardLimit: 0, day: Self.day, learnAhead: 0))
    }

    @Test func eventsEncodeFlatAndRoundTrip() throws {
        var unused = SplitMix64(seed: 0)
        let log = Self.noFuzz.review(CardSchedule(cardID: "x", due: morning()), grade: .easy, at: morning(), using: &unused).log
        #expect(try json(StudyEvent.review(StudyReviewed(log))) == """
            {"difficulty":\(try json(log.after.difficulty ?? 0)),"due":"2026-01-13T09:00:00Z","event":"review","id":"x","rating":"easy",\
            "scheduledDays":8,"stability":8.2956,"state":"review","step":null}
            """)
        #expect(try json(StudyEvent.end(StudyEnded(reviewed: 0, again: 0, nextDue: nil, reason: .quit)))
            == #"{"again":0,"event":"end","nextDue":null,"reason":"quit","reviewed":0}"#)
        let events: [StudyEvent] = [
            .start(StudyStarted(deck: "d", title: "D", due: 1, new: 2)), Self.shown("the"),
            .answer(StudyAnswerShown(id: "x", answer: "a", intervals: StudyIntervals(Self.noFuzz.preview(log.before, at: morning(), fuzz: nil)))),
            .review(StudyReviewed(log)), .end(StudyEnded(reviewed: 3, again: 1, nextDue: morning(60), reason: .noCards)),
            .ignored(IgnoredAction(action: "good", message: "m")),
        ]
        for event in events {
            #expect(try decode(StudyEvent.self, try json(event)) == event)
        }
        #expect(throws: DecodingError.self) {
            try decode(StudyEvent.self, #"{"event":"end","again":0,"reviewed":0,"nextDue":"yesterday","reason":"quit"}"#)
        }
    }

    @Test func intervalsAreShortTextAsAnkiShowsThem() {
        let cases: [(TimeInterval, String)] = [
            (-5, "<1m"), (.nan, "<1m"), (59, "<1m"), (60, "1m"), (330, "6m"), (600, "10m"), (3_570, "1h"), (5 * 3_600, "5h"),
            (86_400, "1d"), (8 * 86_400, "8d"), (45 * 86_400, "1.5mo"), (60 * 86_400, "2mo"), (400 * 86_400, "1.1y"), (.infinity, "<1m"),
        ]
        for (seconds, text) in cases {
            #expect(IntervalText.short(seconds) == text, "\(seconds)")
        }
    }
}
