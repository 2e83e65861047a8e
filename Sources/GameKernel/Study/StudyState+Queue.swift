import Foundation

/// How many cards a study session has left, by kind.
public struct StudyCounts: Sendable, Hashable, Codable {
    /// Due now: review cards due today and learning cards due now.
    public var due: Int
    /// New cards still to introduce (at most the day's limit left).
    public var new: Int
    /// Of the due cards, those in their (re)learning steps.
    public var learning: Int

    /// Creates counts.
    ///
    /// - Parameters:
    ///   - due: Cards due.
    ///   - new: New cards left.
    ///   - learning: Learning cards due.
    public init(due: Int, new: Int, learning: Int) {
        self.due = due
        self.new = new
        self.learning = learning
    }
}

// Which card comes next: the rule of a study session.
//
// 1. Cards due, the earliest due first: a card in review is due on the day
//    it falls due (Anki counts review intervals in days, so a card due at
//    09:00 is shown at 08:00 the same day); a card in its (re)learning steps
//    when its step's minutes are up.
// 2. Then new cards, in the deck's order (shipped decks are sorted by word
//    frequency), while the day's new-card limit lasts.
// 3. Then, when nothing else is left, a learning card due within the
//    learn-ahead limit (20 minutes), rather than ending and making the player
//    wait; so a session at one fixed moment (`--now`) still walks each card
//    through its learning steps.
// Nothing else: the session ends.
//
// As in Anki, the card just graded is never shown again at once while
// another card can be shown: the rule is first applied without it, and only
// when nothing else is left does it come back (a learning card whose step has
// not elapsed, learnt ahead). Without this, three cards graded "again" at one
// moment share one due time, and the first of them came back every time.
// Cards due at the same moment come in the order they were last graded in
// the session (the one graded longest ago first, then those not graded yet
// in the deck's order), so such cards take turns.
extension StudyState {
    /// Whether a scheduled card is due at `time`: a review card on its day, a learning card at its minute.
    func isDue(_ schedule: CardSchedule, at time: Date) -> Bool {
        switch schedule.state {
        case .new: false
        case .review: schedule.due < max(configuration.day.end, time.addingTimeInterval(1))
        case .learning, .relearning: schedule.due <= time
        }
    }

    /// The card to show at `time`, if any, by the rule above.
    func nextCard(at time: Date) -> Card? {
        let last = reviews.last?.cardID
        return nextCard(at: time, excluding: last) ?? last.flatMap { _ in nextCard(at: time, excluding: nil) }
    }

    /// The card to show at `time` by the rule above, leaving out the card `excluded`.
    private func nextCard(at time: Date, excluding excluded: String?) -> Card? {
        // The position of each card's latest review in the session; -1 for none.
        var graded: [String: Int] = [:]
        for (index, review) in reviews.enumerated() { graded[review.cardID] = index }
        var earliestDue: (card: Card, key: (Date, Int))?
        var firstNew: Card?
        var earliestAhead: (card: Card, key: (Date, Int))?
        let horizon = time.addingTimeInterval(configuration.learnAhead)
        for card in deck.cards where card.id != excluded {
            guard let schedule = schedules[card.id], schedule.state != .new else {
                if firstNew == nil { firstNew = card }
                continue
            }
            let key = (schedule.due, graded[card.id] ?? -1)
            if isDue(schedule, at: time) {
                if earliestDue.map({ key < $0.key }) ?? true { earliestDue = (card, key) }
            } else if schedule.state != .review, schedule.due <= horizon {
                if earliestAhead.map({ key < $0.key }) ?? true { earliestAhead = (card, key) }
            }
        }
        if let earliestDue { return earliestDue.card }
        if newCardsLeft > 0, let firstNew { return firstNew }
        return earliestAhead?.card
    }

    /// The cards left at `time`: due, new (within the limit), and learning.
    ///
    /// - Parameter time: The current moment.
    /// - Returns: The counts.
    public func counts(at time: Date) -> StudyCounts {
        var due = 0
        var learning = 0
        var new = 0
        var seen = Set<String>()
        for card in deck.cards where seen.insert(card.id).inserted {
            guard let schedule = schedules[card.id], schedule.state != .new else {
                new += 1
                continue
            }
            if isDue(schedule, at: time) {
                due += 1
                if schedule.state != .review { learning += 1 }
            }
        }
        return StudyCounts(due: due, new: min(new, newCardsLeft), learning: learning)
    }
}
