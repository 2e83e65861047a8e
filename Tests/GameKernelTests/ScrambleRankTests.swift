import Testing
@testable import GameKernel

/// Spelling Bee's rank ladder on the counted words (issue 21).
@Suite struct ScrambleRankTests {
    /// The ladder as Spelling Bee states it, written out independently of the code.
    static let ladder: [(name: String, percent: Int)] = [
        ("Beginner", 0), ("Good Start", 2), ("Moving Up", 5), ("Good", 8), ("Solid", 15),
        ("Nice", 25), ("Great", 40), ("Amazing", 50), ("Genius", 70),
    ]

    @Test func namesAndSharesAreSpellingBees() {
        #expect(ScrambleRank.allCases.map(\.name) == Self.ladder.map(\.name) + ["Queen Bee"])
        #expect(ScrambleRank.allCases.dropLast().map(\.percent) == Self.ladder.map(\.percent))
        #expect(ScrambleRank.beginner < .genius && ScrambleRank.queenBee.next == nil && ScrambleRank.genius.next == .queenBee)
    }

    @Test func thresholdsOfAHundredPointsAreThePercentages() {
        for (rank, step) in zip(ScrambleRank.allCases, Self.ladder) {
            #expect(rank.threshold(maximum: 100) == step.percent)
            // One point short of a threshold is the rank below; the threshold itself is the rank.
            if step.percent > 0 {
                #expect(ScrambleRankProgress(points: step.percent - 1, maximum: 100).rank == ScrambleRank(rawValue: rank.rawValue - 1))
            }
            let progress = ScrambleRankProgress(points: step.percent, maximum: 100)
            #expect(progress.rank == rank)
            #expect(progress.next == rank.next)
        }
        #expect(ScrambleRankProgress(points: 99, maximum: 100).rank == .genius)
        #expect(ScrambleRankProgress(points: 99, maximum: 100).pointsToNext == 1)
        #expect(ScrambleRankProgress(points: 100, maximum: 100) == ScrambleRankProgress(points: 120, maximum: 100))
        #expect(ScrambleRankProgress(points: 100, maximum: 100).rank == .queenBee)
        #expect(ScrambleRankProgress(points: 100, maximum: 100).next == nil)
        #expect(ScrambleRankProgress(points: 100, maximum: 100).pointsToNext == 0)
    }

    @Test func thresholdsRoundToTheNearestPoint() {
        // Every maximum from 1 to 400 and every score: the rank is the highest whose rounded share is reached.
        for maximum in 1...400 {
            for points in 0...maximum {
                let expected = Self.ladder.lastIndex { step in
                    // Nearest point, halves up: 2 % of 25 is 0.5, so 1 point.
                    let doubled = 2 * maximum * step.percent
                    let threshold = doubled / 200 + (doubled % 200 >= 100 ? 1 : 0)
                    return points >= threshold
                } ?? 0
                let progress = ScrambleRankProgress(points: points, maximum: maximum)
                if points == maximum {
                    #expect(progress.rank == .queenBee)
                } else {
                    #expect(progress.rank.rawValue == expected, "\(points) of \(maximum)")
                    let nextThreshold = expected + 1 < Self.ladder.count
                        ? ScrambleRank(rawValue: expected + 1)?.threshold(maximum: maximum) ?? maximum : maximum
                    #expect(progress.pointsToNext == nextThreshold - points)
                }
            }
        }
        #expect(ScrambleRank.goodStart.threshold(maximum: 25) == 1)
        #expect(ScrambleRank.goodStart.threshold(maximum: 24) == 0)
    }

    @Test func aRoundWithoutCountedWordsStaysAtBeginner() {
        let progress = ScrambleRankProgress(points: 0, maximum: 0)
        #expect(progress.rank == .beginner && progress.next == nil && progress.pointsToNext == 0)
    }
}
