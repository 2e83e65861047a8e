import Foundation
import Testing
@testable import GameKernel

/// Issue 21: undo of the last grade, as Anki has; and why no new card is shown.
@Suite struct StudyUndoTests {
    /// Reveals and grades the card shown.
    static func grade(_ state: inout StudyState, _ grade: ReviewGrade, at time: Date, rng: inout SplitMix64) -> [StudyEvent] {
        _ = state.apply(.reveal, at: time, using: &rng)
        return state.apply(.grade(grade), at: time, using: &rng)
    }

    @Test func undoRestoresTheWholeStateBeforeTheGrade() {
        var (state, _) = StudyStateTests.start([scheduled("of", .review, due: morning(-86_400))], newCardLimit: 2)
        var rng = SplitMix64(seed: 3)
        var before: [StudyState] = []
        let grades: [ReviewGrade] = [.good, .again, .easy, .hard, .again]
        for (index, grade) in grades.enumerated() {
            _ = state.apply(.reveal, at: morning(Double(index)), using: &rng)
            before.append(state)
            _ = state.apply(.grade(grade), at: morning(Double(index)), using: &rng)
        }
        #expect(state.reviews.count == 5)
        // Each undo gives back exactly the state just before each grade, newest first.
        for expected in before.reversed() {
            let events = state.apply(.undo, at: morning(100), using: &rng)
            #expect(state == expected)
            let card = expected.currentCard
            #expect(events.map(\.kind) == ["undo", "card", "answer"])
            #expect(events.first == .undone(StudyUndone(
                id: card?.id ?? "", rating: grades[expected.reviews.count],
                state: expected.schedules[card?.id ?? ""]?.state ?? .new, reviewed: expected.reviews.count)))
            if let preview = expected.preview {
                #expect(events.last == .answer(StudyAnswerShown(id: card?.id ?? "", answer: card?.answer ?? "", intervals: StudyIntervals(preview))))
            } else {
                Issue.record("a revealed card without its preview")
            }
        }
        // Nothing left to take back: refused, and nothing changes.
        let first = state
        #expect(state.apply(.undo, at: morning(100), using: &rng) == [
            .ignored(IgnoredAction(action: "undo", message: "Nothing to undo: no grade of this session is left to take back."))
        ])
        #expect(state == first)
        // Grading again after an undo goes on from there as if the grade had never been given:
        // the scheduler's review of the card's first schedule, and one review in the log.
        let original = scheduled("of", .review, due: morning(-86_400))
        _ = state.apply(.grade(.easy), at: morning(200), using: &rng)
        let expected = StudyStateTests.noFuzz.outcome(of: original, grade: .easy, at: morning(200), fuzz: nil)
        #expect(state.schedules["en-es:of"] == expected.card)
        #expect(state.reviews == [expected.log])
    }

    @Test func undoReopensASessionThatRanOutButNotOneQuit() {
        var (state, _) = StudyStateTests.start(newCardLimit: 1)
        var rng = SplitMix64(seed: 1)
        _ = state.apply(.reveal, at: morning(), using: &rng)
        let revealed = state
        let events = state.apply(.grade(.easy), at: morning(), using: &rng)
        #expect(events.map(\.kind) == ["review", "end"])
        #expect(state.isOver)
        _ = state.apply(.undo, at: morning(5), using: &rng)
        #expect(state == revealed)
        #expect(!state.isOver)
        #expect(state.counts(at: morning()) == StudyCounts(due: 0, new: 1, learning: 0))
        // Quit: the session is over for good.
        _ = Self.grade(&state, .again, at: morning(), rng: &rng)
        _ = state.apply(.end, at: morning(), using: &rng)
        let quit = state
        #expect(state.apply(.undo, at: morning(), using: &rng).map(\.kind) == ["ignored"])
        #expect(state == quit)
        // A new session starts with nothing to undo.
        _ = state.apply(.newGame, at: morning(), using: &rng)
        #expect(state.apply(.undo, at: morning(), using: &rng).map(\.kind) == ["ignored"])
    }

    @Test func theSessionSaysWhyNoNewCardIsShown() throws {
        // The day's limit: cards never reviewed are left, but none may be introduced.
        let (limited, limitedEvents) = StudyState.start(
            studyDeck, schedules: [:], scheduler: StudyStateTests.noFuzz,
            configuration: StudyConfiguration(newCardLimit: 0, day: StudyStateTests.day, newCardsPerDay: 20), at: morning())
        #expect(limited.newCards == .dailyLimitReached)
        #expect(limitedEvents == [
            .start(StudyStarted(deck: "en-es", title: "English → Spanish", due: 0, new: 0, newCards: .dailyLimitReached, newCardsPerDay: 20)),
            .end(StudyEnded(reviewed: 0, again: 0, nextDue: nil, reason: .noCards, newCards: .dailyLimitReached, newCardsPerDay: 20)),
        ])
        // Every card reviewed: none left, whatever the limit.
        let all = studyDeck.cards.map { scheduled(String($0.prompt), .review, due: morning(86_400 * 3)) }
        let (done, _) = StudyStateTests.start(all, newCardLimit: 20)
        #expect(done.newCards == .noneLeft)
        #expect(done.summary(at: morning()).newCards == .noneLeft)
        // New cards left: available; the last new card introduced turns it to the limit or to none left.
        var (state, _) = StudyStateTests.start(Array(all.dropFirst()), newCardLimit: 20)
        #expect(state.newCards == .available)
        var rng = SplitMix64(seed: 1)
        _ = Self.grade(&state, .easy, at: morning(), rng: &rng)
        #expect(state.newCards == .noneLeft)
        // The fields in JSON, and read back.
        let line = try json(limitedEvents[1])
        #expect(line.contains(#""newCards":"daily-limit-reached""#) && line.contains(#""newCardsPerDay":20"#))
        #expect(try decode(StudyEvent.self, line) == limitedEvents[1])
        let undone = StudyEvent.undone(StudyUndone(id: "en-es:the", rating: .again, state: .new, reviewed: 0))
        #expect(try json(undone) == #"{"event":"undo","id":"en-es:the","rating":"again","reviewed":0,"state":"new"}"#)
        #expect(try decode(StudyEvent.self, try json(undone)) == undone)
    }
}
