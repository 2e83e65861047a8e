import Foundation

// The state machine of one review: new and learning cards walk the learning
// steps, graduated cards are scheduled in days, a lapse walks the relearning
// steps. It follows py-fsrs 6's `Scheduler.review_card`.

extension FSRSScheduler {
    /// How long until the card is due again.
    private enum Wait {
        /// A (re)learning step: an exact number of seconds.
        case seconds(TimeInterval)
        /// A graduated interval: whole days, which fuzz may change.
        case days(Int)
    }

    /// The outcome of one grade, with `fuzz` (a value in `0..<1`, or nil for
    /// none) choosing within the fuzz range.
    func outcome(of card: CardSchedule, grade: ReviewGrade, at date: Date, fuzz: Double?) -> ReviewOutcome {
        var next = card
        let memory = nextMemory(of: card, grade: grade, at: date)
        next.stability = memory.stability
        next.difficulty = memory.difficulty

        let wait: Wait
        switch card.state {
        case .new, .learning:
            wait = walkSteps(parameters.learningSteps, card: &next, from: card.state == .new ? 0 : max(0, card.step ?? 0), grade: grade, stepping: .learning)
        case .relearning:
            wait = walkSteps(parameters.relearningSteps, card: &next, from: max(0, card.step ?? 0), grade: grade, stepping: .relearning)
        case .review:
            if grade == .again, let first = parameters.relearningSteps.first {
                next.state = .relearning
                next.step = 0
                wait = .seconds(first)
            } else {
                next.state = .review
                next.step = nil
                wait = .days(nextInterval(stability: memory.stability))
            }
        }

        switch wait {
        case let .seconds(seconds):
            next.due = date.addingTimeInterval(seconds)
        case let .days(days):
            let fuzzed = fuzz.map { fuzzedInterval(days, fraction: $0) } ?? days
            next.due = date.addingTimeInterval(Double(fuzzed) * 86_400)
        }
        next.lastReview = date
        let log = ReviewLog(cardID: card.cardID, grade: grade, reviewedAt: date, before: card, after: next)
        return ReviewOutcome(card: next, log: log)
    }

    /// The stability and difficulty after the review.
    ///
    /// A card without them (new) starts from the grade; a review on the same
    /// day as the last (less than 24 hours, in whole days) uses the short-term
    /// formula; any other uses retrievability at the moment of review. A card
    /// in review updates difficulty on the same day too, like the others.
    private func nextMemory(of card: CardSchedule, grade: ReviewGrade, at date: Date) -> (stability: Double, difficulty: Double) {
        guard card.state != .new, let stability = card.stability, let difficulty = card.difficulty else {
            return (initialStability(grade), initialDifficulty(grade))
        }
        let sameDay = card.lastReview.map { Self.wholeDays(from: $0, to: date) < 1 } ?? false
        let nextStability = sameDay
            ? shortTermStability(stability, grade: grade)
            : self.nextStability(difficulty: difficulty, stability: stability,
                                 retrievability: retrievability(of: card, at: date), grade: grade)
        return (nextStability, nextDifficulty(difficulty, grade: grade))
    }

    /// Moves a learning or relearning card through `steps` and says how long
    /// it waits; a card that passes the last step (or presses easy) graduates.
    ///
    /// A step past the end (the steps were shortened since) counts as the
    /// last: any grade but again graduates.
    private func walkSteps(_ steps: [TimeInterval], card: inout CardSchedule, from step: Int, grade: ReviewGrade, stepping state: SchedulingState) -> Wait {
        let graduate = { (card: inout CardSchedule) -> Wait in
            card.state = .review
            card.step = nil
            return .days(self.nextInterval(stability: card.stability ?? 0))
        }
        if steps.isEmpty || (step >= steps.count && grade != .again) {
            return graduate(&card)
        }
        card.state = state
        switch grade {
        case .again:
            card.step = 0
            return .seconds(steps[0])
        case .hard:
            card.step = step
            // Hard on the first step waits between the first two steps (or
            // half as long again as the only one); later, it repeats the step.
            if step == 0 {
                return .seconds(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0)
            }
            return .seconds(steps[step])
        case .good:
            guard step + 1 < steps.count else { return graduate(&card) }
            card.step = step + 1
            return .seconds(steps[step + 1])
        case .easy:
            return graduate(&card)
        }
    }
}
