import Foundation
import Testing
@testable import GameKernel

@Suite struct FSRSSchedulerTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let noFuzz = FSRSParameters(enableFuzzing: false)

    /// A graduated card last reviewed at ``now`` with the given stability.
    static func reviewCard(stability: Double, difficulty: Double = 5) -> CardSchedule {
        CardSchedule(cardID: "c", state: .review, step: nil, stability: stability, difficulty: difficulty,
                     due: now.addingTimeInterval(stability * 86_400), lastReview: now)
    }

    @Test func twoButtonGradesAreAgainAndGood() {
        #expect(ReviewGrade.wrong == .again && ReviewGrade.right == .good)
        #expect(ReviewGrade(correct: false) == .again && ReviewGrade(correct: true) == .good)
        #expect(ReviewGrade.allCases.map(\.rawValue) == [1, 2, 3, 4])
        #expect(ReviewGrade.allCases.map(\.description) == ["again", "hard", "good", "easy"])
    }

    @Test func stabilityIsTheDaysUntilRetrievabilityFallsToNinetyPercent() throws {
        let scheduler = try FSRSScheduler(parameters: Self.noFuzz)
        #expect(scheduler.retrievability(of: CardSchedule(cardID: "n", due: Self.now), at: Self.now) == 0)
        for stability in [1.0, 3, 10, 365] {
            let card = Self.reviewCard(stability: stability)
            #expect(scheduler.retrievability(of: card, at: Self.now) == 1)
            #expect(abs(scheduler.retrievability(of: card, at: Self.now.addingTimeInterval(stability * 86_400)) - 0.9) < 1e-12)
            // Whole days: constant through the day, lower the next.
            let later = scheduler.retrievability(of: card, at: Self.now.addingTimeInterval(stability * 86_400 + 86_399))
            #expect(abs(later - 0.9) < 1e-12)
            #expect(scheduler.retrievability(of: card, at: Self.now.addingTimeInterval(stability * 86_400 + 86_400)) < 0.9)
        }
    }

    @Test func aGraduatedCardFallsDueWhenRetrievabilityReachesTheDesiredRetention() throws {
        for retention in [0.8, 0.9, 0.95] {
            let scheduler = try FSRSScheduler(parameters: FSRSParameters(desiredRetention: retention, enableFuzzing: false))
            var rng = SplitMix64(seed: 1)
            let card = Self.reviewCard(stability: 20)
            let after = scheduler.review(card, grade: .good, at: Self.now.addingTimeInterval(20 * 86_400), using: &rng).card
            let days = after.due.timeIntervalSince(Self.now.addingTimeInterval(20 * 86_400)) / 86_400
            let stability = try #require(after.stability)
            // The curve at the whole-day interval brackets the target within a day's rounding.
            let curve = { (d: Double) in pow(1 + scheduler.factor * d / stability, scheduler.decay) }
            #expect(curve(days - 0.5) >= retention - 1e-12 && curve(days + 0.5) <= retention + 1e-12)
        }
    }

    @Test func learningStepsAreExactAndNeverFuzzed() throws {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 9)
        var card = CardSchedule(cardID: "c", due: Self.now)
        let first = scheduler.review(card, grade: .again, at: Self.now, using: &rng)
        #expect(first.card.state == .learning && first.card.step == 0 && first.log.interval == 60)
        card = scheduler.review(first.card, grade: .hard, at: Self.now, using: &rng).card
        #expect(card.due == Self.now.addingTimeInterval(330))
        card = scheduler.review(card, grade: .good, at: Self.now, using: &rng).card
        #expect(card.step == 1 && card.due == Self.now.addingTimeInterval(600))
    }

    @Test func theLogHoldsTheScheduleBeforeAndAfter() {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 2)
        let card = CardSchedule(cardID: "es-en:casa", due: Self.now)
        let outcome = scheduler.review(card, grade: .easy, at: Self.now, using: &rng)
        #expect(outcome.log.cardID == "es-en:casa" && outcome.log.grade == .easy && outcome.log.reviewedAt == Self.now)
        #expect(outcome.log.before == card && outcome.log.after == outcome.card)
        #expect(outcome.card.state == .review && outcome.card.lastReview == Self.now)
        #expect(outcome.card.isDue(at: outcome.card.due) && !outcome.card.isDue(at: Self.now))
    }

    @Test func previewIsWhatReviewDoesWithTheSameGenerator() {
        let scheduler = FSRSScheduler()
        for seed in 0..<200 as Range<UInt64> {
            var previewRNG = SplitMix64(seed: seed)
            let card = Self.reviewCard(stability: Double(seed % 50) + 3, difficulty: Double(seed % 9) + 1)
            let when = Self.now.addingTimeInterval(Double(seed) * 86_400)
            let preview = scheduler.preview(card, at: when, using: &previewRNG)
            for grade in ReviewGrade.allCases {
                var reviewRNG = SplitMix64(seed: seed)
                #expect(scheduler.review(card, grade: grade, at: when, using: &reviewRNG) == preview[grade])
                // One draw, whichever the grade.
                #expect(reviewRNG == previewRNG)
            }
            #expect(preview.interval(for: .hard) <= preview.interval(for: .good))
            #expect(preview.interval(for: .good) <= preview.interval(for: .easy))
        }
    }

    @Test func withoutFuzzNothingIsDrawn() throws {
        let scheduler = try FSRSScheduler(parameters: Self.noFuzz)
        var rng = SplitMix64(seed: 5)
        _ = scheduler.review(Self.reviewCard(stability: 40), grade: .good, at: Self.now, using: &rng)
        _ = scheduler.preview(Self.reviewCard(stability: 40), at: Self.now, using: &rng)
        #expect(rng == SplitMix64(seed: 5))
    }

    @Test func parametersOutOfRangeAreEachNamed() {
        var weights = FSRSParameters.defaultWeights
        weights[4] = 11
        weights[20] = 0.05
        let bad = FSRSParameters(weights: weights, desiredRetention: 1, learningSteps: [0, 60], relearningSteps: [-5], maximumInterval: 0)
        #expect(throws: SchedulingError.invalidParameters([
            "weight w4 = 11.0 is outside 1.0…10.0",
            "weight w20 = 0.05 is outside 0.1…0.8",
            "desired retention 1.0 is not between 0 and 1",
            "learning step 0.0 s is not a positive number of seconds",
            "relearning step -5.0 s is not a positive number of seconds",
            "maximum interval 0 is less than one day",
        ])) { try FSRSScheduler(parameters: bad) }
        #expect(throws: SchedulingError.invalidParameters(["expected 21 weights, got 19"])) {
            try FSRSScheduler(parameters: FSRSParameters(weights: Array(weights.prefix(19))))
        }
        #expect(FSRSScheduler().parameters == FSRSParameters())
        #expect(FSRSParameters().learningSteps == [60, 600] && FSRSParameters().relearningSteps == [600])
        #expect(FSRSParameters().maximumInterval == 36_500 && FSRSParameters().desiredRetention == 0.9 && FSRSParameters().enableFuzzing)
    }

    @Test func schedulesAndLogsSurviveJSON() throws {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 3)
        let outcome = scheduler.review(Self.reviewCard(stability: 12), grade: .hard, at: Self.now.addingTimeInterval(86_400 * 13), using: &rng)
        let text = try json(outcome)
        #expect(try decode(ReviewOutcome.self, text) == outcome)
        #expect(text.contains("\"state\":\"review\"") && text.contains("\"grade\":2"))
        #expect(try decode(FSRSParameters.self, try json(FSRSParameters())) == FSRSParameters())
        let preview = scheduler.preview(CardSchedule(cardID: "x", due: Self.now), at: Self.now, using: &rng)
        #expect(try decode(SchedulingPreview.self, try json(preview)) == preview)
    }

    @Test func oddStoredSchedulesNeverTrap() {
        let scheduler = FSRSScheduler()
        var rng = SplitMix64(seed: 4)
        let odd = [
            CardSchedule(cardID: "a", state: .learning, step: -3, stability: 2, difficulty: 5, due: Self.now, lastReview: Self.now),
            CardSchedule(cardID: "b", state: .relearning, step: Int.max, stability: 2, difficulty: 5, due: Self.now, lastReview: Self.now),
            CardSchedule(cardID: "c", state: .review, step: nil, stability: nil, difficulty: nil, due: Self.now, lastReview: nil),
            CardSchedule(cardID: "d", state: .review, step: nil, stability: .nan, difficulty: .nan, due: Self.now, lastReview: .distantFuture),
            CardSchedule(cardID: "e", state: .review, step: nil, stability: 1e300, difficulty: 5, due: Self.now, lastReview: .distantPast),
        ]
        for card in odd {
            for grade in ReviewGrade.allCases {
                let after = scheduler.review(card, grade: grade, at: Self.now, using: &rng).card
                #expect(after.due >= Self.now)
                #expect(after.due <= Self.now.addingTimeInterval(36_500 * 86_400))
            }
        }
    }
}
