import Foundation
import Testing
@testable import GameKernel

/// Interval fuzz: seeded, inside py-fsrs's fuzz range, never past the maximum interval.
@Suite struct FSRSFuzzTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A graduated card whose next "good" gives roughly `days` days.
    static func card(stability: Double) -> CardSchedule {
        CardSchedule(cardID: "c", state: .review, step: nil, stability: stability, difficulty: 5,
                     due: now, lastReview: now.addingTimeInterval(-stability * 86_400))
    }

    @Test func theSameSeedGivesTheSameIntervals() {
        let scheduler = FSRSScheduler()
        var a = SplitMix64(seed: 77)
        var b = SplitMix64(seed: 77)
        var c = SplitMix64(seed: 78)
        let cards = (1...60).map { Self.card(stability: Double($0) * 3) }
        let first = cards.map { scheduler.review($0, grade: .good, at: Self.now, using: &a).card.due }
        #expect(first == cards.map { scheduler.review($0, grade: .good, at: Self.now, using: &b).card.due })
        #expect(first != cards.map { scheduler.review($0, grade: .good, at: Self.now, using: &c).card.due })
    }

    @Test(arguments: [36_500, 100, 7])
    func fuzzRangesLieInsidePyFSRSsAndEveryDayIsReached(maximumInterval: Int) throws {
        let scheduler = try FSRSScheduler(parameters: FSRSParameters(maximumInterval: maximumInterval))
        let intervals = Array(1...min(maximumInterval, 400)) + [1_000, 5_000, 20_000, 36_500].filter { $0 <= maximumInterval }
        let oracle = try FSRSOracle.fuzzRanges(intervals, maximumInterval: maximumInterval)
        for (interval, theirs) in zip(intervals, oracle) {
            let mine = scheduler.fuzzRange(forInterval: interval)
            // py-fsrs rounds a value drawn from [low, high + 1), so it can reach one day past the range's end.
            #expect(mine.lowerBound == theirs.lowerBound, "interval \(interval): \(mine) vs py-fsrs \(theirs)")
            #expect(theirs.upperBound == mine.upperBound || theirs.upperBound == mine.upperBound + 1,
                    "interval \(interval): \(mine) vs py-fsrs \(theirs)")
            #expect(mine.upperBound <= maximumInterval && mine.contains(interval))
            // Drawing: every day of the range, nothing outside it.
            var seen = Set<Int>()
            var rng = SplitMix64(seed: UInt64(interval))
            for _ in 0..<(mine.count * 40) {
                let fraction = Double(rng.next() >> 11) * 0x1p-53
                seen.insert(scheduler.fuzzedInterval(interval, fraction: fraction))
            }
            #expect(seen == Set(mine), "interval \(interval)")
        }
    }

    @Test func reviewsStayWithinTheRangeAndTheMaximum() throws {
        let scheduler = try FSRSScheduler(parameters: FSRSParameters(maximumInterval: 180))
        let plain = try FSRSScheduler(parameters: FSRSParameters(maximumInterval: 180, enableFuzzing: false))
        var rng = SplitMix64(seed: 11)
        var unused = SplitMix64(seed: 0)
        var fuzzed = 0
        for stability in stride(from: 0.5, through: 400, by: 0.5) {
            let card = Self.card(stability: stability)
            for grade in [ReviewGrade.hard, .good, .easy] {
                let days = Int(plain.review(card, grade: grade, at: Self.now, using: &unused).log.interval / 86_400)
                let actual = scheduler.review(card, grade: grade, at: Self.now, using: &rng).log.interval / 86_400
                #expect(actual == actual.rounded() && actual <= 180)
                #expect(scheduler.fuzzRange(forInterval: days).contains(Int(actual)))
                if Int(actual) != days { fuzzed += 1 }
            }
        }
        #expect(fuzzed > 1_000)
    }
}
