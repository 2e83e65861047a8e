import Foundation
import Testing
@testable import GameKernel

/// Issue 21: after "again", a card waits for its learning step; it is shown
/// before its step is up only when nothing else is left (learn-ahead), and
/// never twice in a row while another card can be shown.
@Suite struct StudyQueueTests {
    /// The cards shown, in order, grading each with `grade(n)` at one fixed moment (or `time(n)`).
    static func shown(
        newCardLimit: Int, deck: Deck = studyDeck, steps: Int, time: (Int) -> Date = { _ in morning() },
        grade: (Int) -> ReviewGrade = { _ in .again }
    ) -> (order: [String], state: StudyState) {
        var (state, _) = StudyState.start(
            deck, schedules: [:], scheduler: StudyStateTests.noFuzz,
            configuration: StudyConfiguration(newCardLimit: newCardLimit, day: StudyStateTests.day), at: morning())
        var rng = SplitMix64(seed: 5)
        var order: [String] = []
        for step in 0..<steps {
            guard let card = state.currentCard else { break }
            order.append(card.prompt)
            _ = state.apply(.reveal, at: time(step), using: &rng)
            _ = state.apply(.grade(grade(step)), at: time(step), using: &rng)
        }
        return (order, state)
    }

    @Test func cardsGradedAgainAtOneMomentTakeTurns() {
        for limit in 2...5 {
            let (order, state) = Self.shown(newCardLimit: limit, steps: 40)
            #expect(order.count == 40)
            // Never the same card twice in a row: each of the `limit` cards is left for another.
            #expect(zip(order, order.dropFirst()).allSatisfy { $0 != $1 }, "\(order)")
            // And none is starved: they take turns, each shown as often as the others (±1).
            let counts = Dictionary(grouping: order, by: { $0 }).mapValues(\.count)
            #expect(counts.count == limit)
            #expect((counts.values.max() ?? 0) - (counts.values.min() ?? 0) <= 1, "\(counts)")
            #expect(state.schedules.values.allSatisfy { $0.state == .learning })
        }
    }

    @Test func withOneCardLeftItComesBack() {
        // One new card allowed: again, again, good (step 1), good (graduates): the same card each time.
        let grades: [ReviewGrade] = [.again, .again, .good, .good]
        let (order, state) = Self.shown(newCardLimit: 1, steps: 10, grade: { grades[$0] })
        #expect(order == ["the", "the", "the", "the"])
        #expect(state.endReason == .noCards)
        // Two cards, one graduated at once: the other, alone, comes back in a row.
        let mixed: [ReviewGrade] = [.easy, .again, .again, .good, .good]
        let (pair, _) = Self.shown(newCardLimit: 2, steps: 10, grade: { mixed[$0] })
        #expect(pair == ["the", "to", "to", "to", "to"])
    }

    @Test func aCardWhoseStepIsUpComesBeforeNewCards() {
        // the: again at 09:00 (due 09:01); to and and are new. At 09:00:30 the step is not up: a new card.
        // At 09:01:10 it is: the learning card comes before the next new card.
        let times = [morning(), morning(30), morning(70), morning(80)]
        let (order, _) = Self.shown(newCardLimit: 5, steps: 4, time: { times[$0] })
        #expect(order == ["the", "to", "and", "the"])
    }

    @Test func theCardJustGradedWaitsEvenWhenDueFirst() {
        // Both cards in relearning, due at once; the one graded is not shown again while the other is left.
        let (state, events) = StudyStateTests.start([
            scheduled("the", .relearning, due: morning(-120)), scheduled("to", .relearning, due: morning(-60)),
        ], newCardLimit: 0)
        #expect(events.last == StudyStateTests.shown("the", .relearning))
        var session = state
        var rng = SplitMix64(seed: 1)
        var order: [String] = []
        while let card = session.currentCard, order.count < 8 {
            order.append(card.prompt)
            _ = session.apply(.reveal, at: morning(), using: &rng)
            _ = session.apply(.grade(.again), at: morning(), using: &rng)
        }
        #expect(order == ["the", "to", "the", "to", "the", "to", "the", "to"])
    }
}
