import Foundation
import GameKernel
import Testing
import WordKitPlay

/// Lights-out progress, read from the history: the level reached per size,
/// and the stars of a win.
@Suite struct LightsProgressTests {
    /// Two levels of size 3, then two of size 4.
    static func levels() throws -> LightsLevelFile {
        let json = """
            {"levels": [
              {"number": 1, "size": 3, "presses": [{"row": 0, "column": 0}], "minimalPresses": 1},
              {"number": 2, "size": 3, "presses": [{"row": 1, "column": 1}], "minimalPresses": 1},
              {"number": 3, "size": 4, "presses": [{"row": 0, "column": 0}], "minimalPresses": 1},
              {"number": 4, "size": 4, "presses": [{"row": 2, "column": 2}], "minimalPresses": 1}
            ]}
            """
        return try JSONDecoder().decode(LightsLevelFile.self, from: Data(json.utf8))
    }

    func game(level: Int?, size: Int, won: Bool, kind: GameKind = .lights) -> GameRecord {
        var details = ["size": String(size)]
        details["level"] = level.map(String.init)
        return GameRecord(game: kind, start: Date(), duration: 5, won: won, steps: 3, score: nil, language: nil, details: details)
    }

    @Test func theFirstLevelOfASizeUntilOneIsWon() throws {
        let levels = try Self.levels()
        let progress = LightsProgress()
        #expect(progress.resumeLevel(size: 3, in: levels)?.number == 1)
        #expect(progress.resumeLevel(size: 4, in: levels)?.number == 3)
        #expect(progress.resumeLevel(size: 9, in: levels) == nil)
    }

    @Test func theLevelAfterTheHighestWonOnThatSize() throws {
        let levels = try Self.levels()
        let progress = LightsProgress(records: [
            game(level: 1, size: 3, won: true), game(level: 2, size: 3, won: false), game(level: 3, size: 4, won: true),
            game(level: nil, size: 3, won: true), game(level: 2, size: 3, won: true, kind: .guess),
        ])
        #expect(progress.highestWon == [3: 1, 4: 3])
        #expect(progress.resumeLevel(size: 3, in: levels)?.number == 2)
        #expect(progress.resumeLevel(size: 4, in: levels)?.number == 4)
        #expect(!progress.hasWonEveryLevel(size: 4, in: levels))
        // All won: the last level of the size again.
        var done = progress
        done.record(game(level: 4, size: 4, won: true))
        done.record(game(level: 3, size: 4, won: true))
        #expect(done.resumeLevel(size: 4, in: levels)?.number == 4)
        #expect(done.hasWonEveryLevel(size: 4, in: levels))
    }

    @Test(arguments: [(5, 5, 3, "★★★"), (6, 5, 2, "★★☆"), (10, 5, 2, "★★☆"), (11, 5, 1, "★☆☆"), (2, 1, 2, "★★☆"), (3, 1, 1, "★☆☆")])
    func starsCountPressesAgainstTheMinimum(presses: Int, minimum: Int, stars: Int, text: String) {
        let rating = LightsRating(presses: presses, minimum: minimum)
        #expect(rating.stars == stars)
        #expect(rating.text == text)
    }
}

/// Issue 21, item C: progress is the set of levels won.
@Suite struct LightsLevelsWonProgressTests {
    @Test func aLevelWonOutOfOrderIsWonAlone() throws {
        let levels = try LightsProgressTests.levels()
        var progress = LightsProgress(records: [LightsProgressTests().game(level: 4, size: 4, won: true)])
        // The last level of the size won alone: the first is still to play, and not all are won.
        #expect(progress.resumeLevel(size: 4, in: levels)?.number == 3)
        #expect(!progress.hasWonEveryLevel(size: 4, in: levels))
        #expect(progress.count(size: 4, in: levels) == (won: 1, of: 2))
        progress.record(LightsProgressTests().game(level: 3, size: 4, won: true))
        #expect(progress.hasWonEveryLevel(size: 4, in: levels))
        #expect(progress.wonLevels == [3, 4])
    }
}
