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

/// Issue 21: the level picker's stars and fewest presses.
@Suite struct LightsLevelStarsTests {
    func win(level: Int, size: Int, presses: Int?, won: Bool = true) -> GameRecord {
        GameRecord(
            game: .lights, start: Date(), duration: 5, won: won, steps: presses, score: nil, language: nil,
            details: ["size": String(size), "level": String(level)])
    }

    @Test func theBestWinOfALevelGivesItsStars() throws {
        let levels = try LightsProgressTests.levels()
        let progress = LightsProgress(records: [
            win(level: 1, size: 3, presses: 5), win(level: 1, size: 3, presses: 1), win(level: 1, size: 3, presses: 4),
            win(level: 2, size: 3, presses: 2), win(level: 3, size: 4, presses: 3),
            win(level: 4, size: 4, presses: 1, won: false), win(level: 4, size: 4, presses: nil),
        ])
        #expect(progress.fewestPresses == [1: 1, 2: 2, 3: 3])
        let stars = levels.levels.map(progress.stars(of:))
        // Level 1 at its minimum (1), level 2 within twice it, level 3 beyond;
        // level 4 was lost once and won without a count of presses.
        #expect(stars == [3, 2, 1, nil])
    }

    @Test func aLevelNotWonHasNoStars() throws {
        let levels = try LightsProgressTests.levels()
        #expect(levels.levels.allSatisfy { LightsProgress().stars(of: $0) == nil })
    }

    /// A level without its fewest presses in the file gets the solver's,
    /// checked against every set of presses of a 3×3 board (brute force);
    /// a board that starts solved or lost is no level and has none.
    @Test(arguments: 0..<24)
    func theFewestPressesOfALevelWithoutTheFiguresAreTheSolvers(seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        let presses = (0..<Int(generator.next() % 6)).map { _ in
            LightsPosition(row: Int(generator.next() % 3), column: Int(generator.next() % 3))
        }
        let json = #"{"number": 1, "size": 3, "presses": ["# + presses.map { #"{"row": \#($0.row), "column": \#($0.column)}"# }
            .joined(separator: ",") + "]}"
        let entry = try JSONDecoder().decode(LightsLevelFile.Entry.self, from: Data(json.utf8))
        func lit(_ set: [LightsPosition]) -> Set<Int> {
            var lights = Set<Int>()
            for press in set {
                for (row, column) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let (r, c) = (press.row + row, press.column + column)
                    guard (0..<3).contains(r), (0..<3).contains(c) else { continue }
                    lights.formSymmetricDifference([r * 3 + c])
                }
            }
            return lights
        }
        let start = lit(presses)
        let fewest = (0..<512).filter { mask in
            lit((0..<9).filter { mask & (1 << $0) != 0 }.map { LightsPosition(row: $0 / 3, column: $0 % 3) }) == start
        }.map(\.nonzeroBitCount).min()
        // A board that starts off (or all on) is no level: nothing to count.
        #expect(entry.fewestPresses == (start.isEmpty || start.count == 9 ? nil : fewest))
    }
}

/// A small seeded generator for the tests (SplitMix64).
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
