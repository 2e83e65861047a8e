import Foundation
import Testing
@testable import GameKernel

/// WordKit's FSRS scheduler against py-fsrs 6 (``FSRSOracle``): for any
/// grades at any times, the same state and step, stability and difficulty
/// within 1e-4, due time within a second, and the same retrievability and
/// four-grade preview.
@Suite struct FSRSOracleTests {
    /// The schedulers sequences run with (fuzz off).
    static let schedulers: [FSRSOracle.SchedulerSpec] = [
        .init(),
        .init(learningSteps: [], relearningSteps: []),
        .init(desiredRetention: 0.85, learningSteps: [60, 600, 3_600], relearningSteps: [600, 3_600]),
        .init(desiredRetention: 0.95, maximumInterval: 100),
        .init(desiredRetention: 0.8, learningSteps: [300], relearningSteps: []),
        .init(desiredRetention: 0.7, learningSteps: [1_800, 86_400, 3 * 86_400], relearningSteps: [86_400], maximumInterval: 3_650),
    ]

    static let start = 1_700_000_000

    @Test func thousandsOfSeededRandomSequencesAgreeWithPyFSRS() throws {
        var rng = SplitMix64(seed: 0x0F5A5)
        let sequences = (0..<3_000).map { _ in Self.randomSequence(using: &rng) }
        try Self.expectAgreement(sequences, preview: true)

        // The sequences reach every case: each state reviewed, in review on
        // the same day, early, late, and more than a year late.
        var before: [SchedulingState: Int] = [:]
        var sameDay = 0, early = 0, late = 0, yearsLate = 0
        for sequence in sequences {
            var previous = CardSchedule(cardID: "c", due: Date(timeIntervalSince1970: TimeInterval(sequence.start)))
            for (review, after) in zip(sequence.reviews, Self.replay(sequence)) {
                let when = Date(timeIntervalSince1970: TimeInterval(review.time))
                before[previous.state, default: 0] += 1
                if previous.state == .review, let last = previous.lastReview {
                    if when.timeIntervalSince(last) < 86_400 { sameDay += 1 }
                    if when < previous.due { early += 1 } else { late += 1 }
                    if when.timeIntervalSince(previous.due) > 365 * 86_400 { yearsLate += 1 }
                }
                previous = after
            }
        }
        #expect(before.values.reduce(0, +) > 30_000, "\(before)")
        #expect(SchedulingState.allCases.allSatisfy { before[$0, default: 0] >= 1_000 }, "\(before)")
        #expect(sameDay >= 1_000 && early >= 1_000 && late >= 1_000 && yearsLate >= 100,
                "same day \(sameDay), early \(early), late \(late), a year late \(yearsLate)")
    }

    @Test(arguments: [ReviewGrade.again, .hard, .good, .easy])
    func firstReviewWithEachGrade(_ grade: ReviewGrade) throws {
        let sequence = Self.sequence([(0, grade)])
        try Self.expectAgreement([sequence], preview: true)
        let after = Self.replay(sequence).last
        // Independent of the oracle: the first stability is w(G−1), and only easy skips the steps.
        #expect(after?.stability == FSRSParameters.defaultWeights[grade.rawValue - 1])
        #expect(after?.state == (grade == .easy ? .review : .learning))
    }

    @Test func aLapseGoesThroughRelearningAndBack() throws {
        let sequence = Self.sequence([(0, .good), (600, .good), (3 * 86_400, .again), (3 * 86_400 + 600, .hard), (3 * 86_400 + 1_500, .good)])
        try Self.expectAgreement([sequence], preview: true)
        let states = Self.replay(sequence).map(\.state)
        #expect(states == [.learning, .review, .relearning, .relearning, .review])
    }

    @Test func exhaustedLearningStepsGraduateAfterTheStepsWereShortened() throws {
        // Three learning steps, two passed; then one step: hard and good graduate, again restarts.
        for grade in ReviewGrade.allCases {
            var sequence = Self.sequence([(0, .good), (60, .good), (700, grade)], scheduler: 2)
            sequence.reviews[2].scheduler = 4
            try Self.expectAgreement([sequence], preview: true)
        }
        // No learning or relearning steps at all: straight to review, and a lapse stays there.
        let none = Self.sequence([(0, .good), (5 * 86_400, .again), (6 * 86_400, .good)], scheduler: 1)
        try Self.expectAgreement([none], preview: true)
        #expect(Self.replay(none).map(\.state) == [.review, .review, .review])
    }

    @Test func intervalsStopAtTheMaximumInterval() throws {
        var reviews: [(Int, ReviewGrade)] = [(0, .easy)]
        for index in 1..<12 { reviews.append((index * 100 * 86_400, .easy)) }
        let sequence = Self.sequence(reviews, scheduler: 3)
        try Self.expectAgreement([sequence], preview: true)
        let last = try #require(Self.replay(sequence).last)
        #expect(last.due == Self.date(reviews[11].0).addingTimeInterval(100 * 86_400))
    }

    @Test func aReviewYearsOverdueAndReviewsOnTheSameDay() throws {
        let overdue = Self.sequence([(0, .good), (600, .good), (10 * 365 * 86_400, .good), (10 * 365 * 86_400 + 60, .again)])
        let sameDay = Self.sequence([(0, .easy), (3_600, .good), (7_200, .hard), (7_300, .again), (7_900, .easy), (80_000, .good)])
        let early = Self.sequence([(0, .easy), (86_400, .good), (2 * 86_400, .easy), (2 * 86_400 + 10, .easy)])
        try Self.expectAgreement([overdue, sameDay, early], preview: true)
    }

    // MARK: - Sequences

    /// A sequence from (seconds after ``start``, grade) pairs.
    static func sequence(_ reviews: [(Int, ReviewGrade)], scheduler: Int = 0) -> FSRSOracle.Sequence {
        FSRSOracle.Sequence(start: start, scheduler: scheduler,
                            reviews: reviews.map { .init(time: start + $0.0, grade: $0.1.rawValue) })
    }

    static func date(_ secondsAfterStart: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(start + secondsAfterStart))
    }

    /// A random sequence: 1…25 grades (mostly good) at gaps from a second to
    /// years, often close to when the card is due, early or late; some switch
    /// scheduler halfway.
    static func randomSequence(using rng: inout SplitMix64) -> FSRSOracle.Sequence {
        let scheduler = rng.uniform(in: 0...3) == 0 ? rng.uniform(in: 1...(schedulers.count - 1)) : 0
        let spec = schedulers[scheduler]
        var wordkit = try? FSRSScheduler(parameters: spec.parameters)
        var card = CardSchedule(cardID: "c", due: Date(timeIntervalSince1970: TimeInterval(start)))
        var time = start + rng.uniform(in: 0...86_400)
        var reviews: [FSRSOracle.Review] = []
        let count = rng.uniform(in: 1...25)
        for index in 0..<count {
            if index > 0 {
                time += gap(after: card, at: time, using: &rng)
            }
            let roll = rng.uniform(in: 0...99)
            let grade: ReviewGrade = roll < 15 ? .again : roll < 30 ? .hard : roll < 80 ? .good : .easy
            var review = FSRSOracle.Review(time: time, grade: grade.rawValue)
            if index > 0, rng.uniform(in: 0...29) == 0 {
                let other = rng.uniform(in: 0...(schedulers.count - 1))
                review.scheduler = other
                wordkit = try? FSRSScheduler(parameters: schedulers[other].parameters)
            }
            reviews.append(review)
            // Follow the card, so that gaps can be chosen around its due time.
            var unused = SplitMix64(seed: 0)
            if let wordkit {
                card = wordkit.review(card, grade: grade, at: Date(timeIntervalSince1970: TimeInterval(time)), using: &unused).card
            }
        }
        return FSRSOracle.Sequence(start: start, scheduler: scheduler, reviews: reviews)
    }

    /// Seconds until the next review.
    static func gap(after card: CardSchedule, at time: Int, using rng: inout SplitMix64) -> Int {
        let now = Date(timeIntervalSince1970: TimeInterval(time))
        let scheduled = max(1, Int(card.due.timeIntervalSince(card.lastReview ?? now)))
        let fiveYears = 5 * 365 * 86_400
        switch rng.uniform(in: 0...99) {
        case 0..<20:  // the same day: seconds to an hour
            return rng.uniform(in: 1...3_600)
        case 20..<35:  // around a day boundary
            return rng.uniform(in: 3_600...(2 * 86_400))
        case 35..<45:  // exactly when due
            return max(1, Int(card.due.timeIntervalSince(now)))
        case 45..<85:  // early or late: 10 %…300 % of the interval
            return min(fiveYears, max(1, scheduled * rng.uniform(in: 10...300) / 100))
        default:  // days to years, log-uniform
            let days = pow(10, Double(rng.uniform(in: 0...3_300)) / 1_000)
            return min(fiveYears, Int(days * 86_400) + rng.uniform(in: 0...86_399))
        }
    }

    // MARK: - Comparison

    /// WordKit's answer for a sequence, in the oracle's shape.
    static func replay(_ sequence: FSRSOracle.Sequence) -> [CardSchedule] {
        steps(sequence).map(\.card)
    }

    static func steps(_ sequence: FSRSOracle.Sequence) -> [(card: CardSchedule, retrievability: Double, previewDue: [Double])] {
        var scheduler = (try? FSRSScheduler(parameters: schedulers[sequence.scheduler].parameters)) ?? FSRSScheduler()
        var card = CardSchedule(cardID: "c", due: Date(timeIntervalSince1970: TimeInterval(sequence.start)))
        var rng = SplitMix64(seed: 0)
        var result: [(card: CardSchedule, retrievability: Double, previewDue: [Double])] = []
        for review in sequence.reviews {
            if let index = review.scheduler, let other = try? FSRSScheduler(parameters: schedulers[index].parameters) {
                scheduler = other
            }
            let when = Date(timeIntervalSince1970: TimeInterval(review.time))
            let retrievability = scheduler.retrievability(of: card, at: when)
            let preview = scheduler.preview(card, at: when, using: &rng)
            let grade = ReviewGrade(rawValue: review.grade) ?? .good
            card = scheduler.review(card, grade: grade, at: when, using: &rng).card
            result.append((card, retrievability, ReviewGrade.allCases.map { preview[$0].card.due.timeIntervalSince1970 }))
        }
        return result
    }

    /// Replays every sequence through both and records the first difference,
    /// with the whole sequence, as a test issue.
    static func expectAgreement(_ sequences: [FSRSOracle.Sequence], preview: Bool) throws {
        let oracle = try FSRSOracle.replay(sequences, schedulers: schedulers, preview: preview)
        try #require(oracle.count == sequences.count)
        for (sequence, expected) in zip(sequences, oracle) {
            let actual = steps(sequence)
            try #require(actual.count == expected.count)
            for (index, (mine, theirs)) in zip(actual, expected).enumerated() {
                if let difference = difference(mine, theirs, preview: preview) {
                    Issue.record("review \(index + 1): \(difference)\n\(describe(sequence))")
                    return
                }
            }
        }
    }

    static func difference(_ mine: (card: CardSchedule, retrievability: Double, previewDue: [Double]), _ theirs: FSRSOracle.Step, preview: Bool) -> String? {
        let card = mine.card
        if card.state.rawValue != theirs.state { return "state \(card.state) ≠ py-fsrs \(theirs.state)" }
        if card.step != theirs.step { return "step \(String(describing: card.step)) ≠ py-fsrs \(String(describing: theirs.step))" }
        guard let stability = card.stability, abs(stability - theirs.stability) <= 1e-4 else {
            return "stability \(String(describing: card.stability)) ≠ py-fsrs \(theirs.stability)"
        }
        guard let difficulty = card.difficulty, abs(difficulty - theirs.difficulty) <= 1e-4 else {
            return "difficulty \(String(describing: card.difficulty)) ≠ py-fsrs \(theirs.difficulty)"
        }
        if abs(card.due.timeIntervalSince1970 - theirs.due) > 1 {
            return "due \(card.due.timeIntervalSince1970) ≠ py-fsrs \(theirs.due)"
        }
        if abs(mine.retrievability - theirs.retrievability) > 1e-9 {
            return "retrievability before \(mine.retrievability) ≠ py-fsrs \(theirs.retrievability)"
        }
        if preview, let dues = theirs.previewDue {
            for (grade, (a, b)) in zip(ReviewGrade.allCases, zip(mine.previewDue, dues)) where abs(a - b) > 1 {
                return "preview of \(grade): due \(a) ≠ py-fsrs \(b)"
            }
        }
        return nil
    }

    static func describe(_ sequence: FSRSOracle.Sequence) -> String {
        var lines = ["sequence (scheduler \(sequence.scheduler): \(schedulers[sequence.scheduler])), start \(sequence.start):"]
        var previous = sequence.start
        for (index, review) in sequence.reviews.enumerated() {
            let switchNote = review.scheduler.map { ", switch to scheduler \($0)" } ?? ""
            lines.append("  \(index + 1). +\(review.time - previous) s (t=\(review.time)) grade \(review.grade)\(switchNote)")
            previous = review.time
        }
        return lines.joined(separator: "\n")
    }
}
