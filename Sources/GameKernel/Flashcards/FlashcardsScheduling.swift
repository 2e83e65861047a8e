import Foundation

/// Spaced repetition in a flashcards round: the cards' schedules, which put
/// due cards first in the deal, and the scheduler that turns each answer into
/// a review.
///
/// A round without it plays as Flashzilla did (a shuffled deck, nothing
/// remembered). With it, "right" is FSRS's good and "wrong" its again (see
/// ``ReviewGrade/init(correct:)``); each answer updates the card's schedule
/// and adds a ``ReviewLog`` to the round (``FlashcardsState/reviews``), and
/// the schedules carry over to the next round.
public struct FlashcardsScheduling: Sendable, Hashable {
    /// The scheduler that reviews each answer.
    public var scheduler: FSRSScheduler
    /// The schedules of the deck's cards reviewed before, by card id.
    public var schedules: [String: CardSchedule]

    /// Creates the scheduling of a round.
    ///
    /// - Parameters:
    ///   - scheduler: The FSRS scheduler (default parameters by default).
    ///   - schedules: The cards' schedules by id; a card without one is new.
    public init(scheduler: FSRSScheduler = FSRSScheduler(), schedules: [String: CardSchedule] = [:]) {
        self.scheduler = scheduler
        self.schedules = schedules
    }

    /// The order cards are dealt in: due cards first (the most overdue
    /// first), then cards never reviewed, then the others, each group in the
    /// order of `shuffled`.
    ///
    /// - Parameters:
    ///   - shuffled: The deck's cards, shuffled.
    ///   - time: The moment of the deal.
    /// - Returns: The same cards, reordered.
    func dealOrder(_ shuffled: [Card], at time: Date) -> [Card] {
        var due: [(card: Card, due: Date, index: Int)] = []
        var fresh: [Card] = []
        var others: [Card] = []
        for (index, card) in shuffled.enumerated() {
            guard let schedule = schedules[card.id], schedule.state != .new else {
                fresh.append(card)
                continue
            }
            if schedule.isDue(at: time) {
                due.append((card, schedule.due, index))
            } else {
                others.append(card)
            }
        }
        due.sort { ($0.due, $0.index) < ($1.due, $1.index) }
        return due.map(\.card) + fresh + others
    }
}
