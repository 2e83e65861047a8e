import Foundation
import Testing
@testable import GameKernel

/// Flashzilla rounds that can be won, and flashcards answers as spaced-repetition reviews.
@Suite struct FlashcardsSchedulingTests {
    /// A deck of 500 cards, as the shipped decks are.
    static let big = Deck(
        id: "big", title: "Big", languages: [.english, .spanish],
        cards: (0..<500).map { Card(id: "c\($0)", prompt: "p\($0)", answer: "a\($0)") })

    @Test func theDefaultRoundIsTenCardsThatCanBeWon() throws {
        var rng = SplitMix64(seed: 5)
        var (state, events) = try FlashcardsState.start(Self.big, at: at(0), using: &rng)
        #expect(FlashcardsConfiguration() == FlashcardsConfiguration(cardLimit: 10, timeLimit: 100, requeueWrongCards: true))
        #expect(state.queue.count == 10)
        #expect(events.first == .start(FlashcardsStarted(deck: "big", title: "Big", cards: 10, timeLimit: 100)))
        // One wrong answer comes back at the end; ten right answers within 100 seconds win.
        _ = state.apply(.markWrong, at: at(5), using: &rng)
        for second in 1...10 { _ = state.apply(.markRight, at: at(5 + Double(second) * 8), using: &rng) }
        #expect(state.phase == .ended)
        #expect(state.endReason == .noCards)
        #expect(state.historyRecord?.result == .won)
        #expect(state.historyRecord?.duration == 85)
    }

    @Test func withoutSchedulingTheDealIsTheShuffledDeckAndNothingIsReviewed() throws {
        var plain = SplitMix64(seed: 9)
        var scheduled = SplitMix64(seed: 9)
        let (withoutSchedules, _) = try FlashcardsState.start(Self.big, at: at(0), using: &plain)
        let (emptySchedules, _) = try FlashcardsState.start(Self.big, scheduling: FlashcardsScheduling(), at: at(0), using: &scheduled)
        // With no review history every card is new, and the deal is the same.
        #expect(withoutSchedules.queue == emptySchedules.queue)
        var state = withoutSchedules
        _ = state.apply(.markRight, at: at(1), using: &plain)
        #expect(state.reviews.isEmpty && state.cardReviews.isEmpty)
    }

    @Test func dueCardsAreDealtFirstTheMostOverdueFirst() throws {
        let scheduler = FSRSScheduler()
        func reviewed(_ id: String, due: TimeInterval, state: SchedulingState = .review) -> CardSchedule {
            CardSchedule(cardID: id, state: state, step: state == .review ? nil : 0, stability: 3, difficulty: 5, due: at(due), lastReview: at(due - 86_400))
        }
        let schedules = [
            "c7": reviewed("c7", due: -50), "c300": reviewed("c300", due: -500), "c42": reviewed("c42", due: -5, state: .learning),
            "c1": reviewed("c1", due: 86_400),  // not due yet: dealt after every new card
            "c2": CardSchedule(cardID: "c2", due: at(-1_000)),  // stored as new: a new card
        ]
        var rng = SplitMix64(seed: 4)
        let (state, _) = try FlashcardsState.start(
            Self.big, configuration: FlashcardsConfiguration(cardLimit: nil), scheduling: FlashcardsScheduling(scheduler: scheduler, schedules: schedules),
            at: at(0), using: &rng)
        #expect(state.queue.prefix(3).map(\.id) == ["c300", "c7", "c42"])
        #expect(state.queue.last?.id == "c1")
        #expect(state.queue.count == 500)
    }

    @Test func answersAreReviewsAndTheirSchedulesCarryToTheNextRound() throws {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 11)
        var (state, _) = try FlashcardsState.start(
            Self.big, configuration: FlashcardsConfiguration(cardLimit: 2), scheduling: FlashcardsScheduling(scheduler: scheduler),
            at: at(0), using: &rng)
        let first = try #require(state.currentCard)
        let second = state.queue[1]
        // The review is exactly the scheduler's, with the same draw of fuzz.
        var twin = rng
        let expected = scheduler.review(CardSchedule(cardID: first.id, due: at(0)), grade: .again, at: at(3), using: &twin)
        _ = state.apply(.markWrong, at: at(3), using: &rng)
        #expect(state.reviews == [expected.log])
        #expect(state.scheduling?.schedules[first.id] == expected.card)
        #expect(state.cardReviews == [CardReview(deckID: "big", log: expected.log)])
        _ = state.apply(.markRight, at: at(4), using: &rng)
        _ = state.apply(.markRight, at: at(5), using: &rng)
        #expect(state.reviews.map(\.cardID) == [first.id, second.id, first.id])
        #expect(state.reviews.map(\.grade) == [.again, .good, .good])
        // The first card's second review starts from its first's outcome (same day: short-term stability).
        #expect(state.reviews[2].before == expected.card)
        #expect(state.result == .won)

        // The next round knows the schedules and starts with no reviews of its own.
        let schedules = try #require(state.scheduling?.schedules)
        _ = state.apply(.newGame, at: at(700), using: &rng)
        #expect(state.reviews.isEmpty)
        #expect(state.scheduling?.schedules == schedules)
        // Both cards are in their learning steps, due within ten minutes: dealt first.
        #expect(Set(state.queue.map(\.id)) == [first.id, second.id])
    }
}
