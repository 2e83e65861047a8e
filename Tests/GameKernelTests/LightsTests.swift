import Foundation
import Testing
@testable import GameKernel

private func p(_ row: Int, _ column: Int) -> LightsPosition {
    LightsPosition(row: row, column: column)
}

/// Every solution's minimal size by "light chasing", an oracle independent of
/// the linear algebra: choose the first row's presses (2^N ways), then each
/// later row must press under every light still on above it; the choices that
/// leave the last row dark are exactly the solutions.
private func chasingMinimum(_ board: LightsBoard) -> Int? {
    let size = board.size
    var best: Int?
    for mask in 0..<(1 << size) {
        var current = board
        var presses = 0
        for column in 0..<size where mask & (1 << column) != 0 {
            current.press(p(0, column))
            presses += 1
        }
        for row in 1..<size {
            for column in 0..<size where current.isOn(p(row - 1, column)) {
                current.press(p(row, column))
                presses += 1
            }
        }
        if current.isAllOff { best = min(best ?? .max, presses) }
    }
    return best
}

@Suite struct LightsBoardTests {
    @Test func aPressTogglesTheLightAndItsFourNeighbours() throws {
        var board = try LightsBoard(size: 5)
        board.press(p(2, 2))
        #expect(board.rows == [".....", "..#..", ".###.", "..#..", "....."])
        board.press(p(0, 0))
        #expect(board.rows == ["##...", "#.#..", ".###.", "..#..", "....."])
        board.press(p(4, 4))
        #expect(board.rows == ["##...", "#.#..", ".###.", "..#.#", "...##"])
        board.press(p(2, 2))
        #expect(board.rows == ["##...", "#....", ".....", "....#", "...##"])
        #expect(board.litCount == 6)
    }

    @Test func everySizeFromThreeToNineAndNoOther() throws {
        // SwiftGame let 8 through but turned 9 or more into 7.
        for size in 3...9 {
            let board = try LightsBoard(size: size)
            #expect(board.size == size)
            #expect(board.rows.count == size)
            #expect(board.isAllOff)
        }
        for size in [-1, 0, 1, 2, 10, 100] {
            #expect(throws: LightsError.sizeOutOfRange(size)) { try LightsBoard(size: size) }
            var rng = SplitMix64(seed: 0)
            #expect(throws: LightsError.sizeOutOfRange(size)) {
                try LightsState.start(.random(size: size), at: at(0), using: &rng)
            }
        }
    }

    @Test func textRoundTripsAndMalformedTextIsRejected() throws {
        let rows = ["#..", ".#.", "..#"]
        #expect(try LightsBoard(rows: rows).rows == rows)
        for bad in [["#.", ".#"], ["#..", ".#.", "..x"], ["#..", ".#", "..#"], []] {
            #expect(throws: LightsError.malformedRows(bad)) { try LightsBoard(rows: bad) }
        }
    }

    @Test func pressesOffTheBoardAreRejectedOrIgnored() throws {
        #expect(throws: LightsError.pressOutOfBounds(p(3, 0), size: 3)) {
            try LightsBoard(size: 3, pressing: [p(0, 0), p(3, 0)])
        }
        var board = try LightsBoard(size: 3)
        board.press(p(-1, 1))
        board.press(p(1, Int.max))
        #expect(board.isAllOff)
        #expect(!board.isOn(p(Int.min, 0)))
    }

    @Test func randomBoardsAreSeededSolvableAndInPlay() throws {
        for size in 3...9 {
            for seed in 0..<10 {
                var a = SplitMix64(seed: UInt64(seed))
                var b = SplitMix64(seed: UInt64(seed))
                let board = try LightsBoard.random(size: size, using: &a)
                #expect(board == (try LightsBoard.random(size: size, using: &b)))
                #expect(!board.isAllOff && !board.isAllOn)
                #expect(LightsSolver.isSolvable(board))
            }
        }
    }

    /// A generator that always returns the same value.
    private struct Stuck: RandomNumberGenerator {
        mutating func next() -> UInt64 { 0 }
    }

    @Test func aBrokenGeneratorStillGivesAPlayableBoard() throws {
        var rng = Stuck()
        let board = try LightsBoard.random(size: 4, using: &rng)
        #expect(board.rows == ["....", "..#.", ".###", "..#."])
    }
}

@Suite struct LightsSolverTests {
    @Test func everyThreeByThreeBoardExhaustively() throws {
        let empty = try LightsBoard(size: 3)
        // Brute force: the fewest presses that make each board, over all 512 press sets.
        var fewest: [LightsBoard: Int] = [:]
        var pressSets: [LightsBoard: [LightsPosition]] = [:]
        for mask in 0..<512 {
            let presses = empty.positions.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
            let board = empty.pressing(presses)
            if presses.count < fewest[board, default: .max] {
                fewest[board] = presses.count
                pressSets[board] = presses
            }
        }
        // 3×3 is invertible: all 512 boards are reachable, each in one way.
        #expect(fewest.count == 512)
        for (board, count) in fewest {
            let solution = try #require(LightsSolver.minimalSolution(for: board))
            #expect(board.pressing(solution).isAllOff)
            #expect(solution.count == count)
            #expect(solution == pressSets[board])
        }
    }

    @Test func randomFiveByFiveBoardsAreSolvedMinimally() throws {
        var rng = SplitMix64(seed: 55)
        var longest = 0
        for _ in 0..<300 {
            let board = try LightsBoard.random(size: 5, using: &rng)
            let solution = try #require(LightsSolver.minimalSolution(for: board))
            #expect(board.pressing(solution).isAllOff)
            #expect(solution.count <= 15)
            #expect(solution.count == chasingMinimum(board))
            #expect(solution == solution.sorted())
            longest = max(longest, solution.count)
        }
        #expect(longest > 8)
    }

    @Test func theAllOnFiveByFiveBoardNeedsFifteenPresses() throws {
        let allOn = try LightsBoard(rows: Array(repeating: "#####", count: 5))
        let solution = try #require(LightsSolver.minimalSolution(for: allOn))
        #expect(solution.count == 15)
        #expect(allOn.pressing(solution).isAllOff)
    }

    @Test func everySizeAgainstTheChasingOracle() throws {
        var rng = SplitMix64(seed: 99)
        for size in 3...9 {
            for _ in 0..<12 {
                let board = try LightsBoard.random(size: size, using: &rng)
                let solution = try #require(LightsSolver.minimalSolution(for: board))
                #expect(board.pressing(solution).isAllOff)
                #expect(solution.count == chasingMinimum(board), "size \(size)")
            }
        }
    }

    @Test func unsolvableBoardsAreReported() throws {
        // On 5×5 a lone corner light is orthogonal to no null vector: unsolvable.
        let corner = try LightsBoard(rows: ["#....", ".....", ".....", ".....", "....."])
        #expect(LightsSolver.minimalSolution(for: corner) == nil)
        #expect(!LightsSolver.isSolvable(corner))
        #expect(chasingMinimum(corner) == nil)
        #expect(LightsSolver.minimalSolution(for: try LightsBoard(size: 4)) == [])
    }
}

@Suite struct LightsGameTests {
    private let level1 = LightsLevel(number: 1, size: 3, presses: [p(0, 0), p(2, 2)])
    private let level2 = LightsLevel(number: 2, size: 3, presses: [p(1, 1)])

    @Test func startsFromTheLevelsPresses() throws {
        var rng = SplitMix64(seed: 0)
        let (state, events) = try LightsState.start(.level(level1), at: at(0), using: &rng)
        let board = try LightsBoard(rows: ["##.", "#.#", ".##"])
        #expect(state == LightsState(setup: .level(level1), board: board, at: at(0)))
        #expect(state.initialBoard == board && state.board == board)
        #expect(state.steps == 0 && state.hintsUsed == 0 && state.phase == .playing)
        #expect(state.startedAt == at(0) && state.endedAt == nil && state.historyRecord == nil)
        let minimal = try #require(LightsSolver.minimalSolution(for: board)).count
        #expect(state.minimalPresses == minimal)
        #expect(events == [.start(LightsStarted(size: 3, level: 1, board: ["##.", "#.#", ".##"], minimalPresses: minimal))])
    }

    @Test func badLevelsAreThrownNotPlayed() {
        var rng = SplitMix64(seed: 0)
        let cases: [(LightsLevel, LightsError)] = [
            (LightsLevel(number: 3, size: 3, presses: []), .levelAlreadySolved(level: 3)),
            (LightsLevel(number: 4, size: 3, presses: [p(1, 1), p(1, 1)]), .levelAlreadySolved(level: 4)),
            (LightsLevel(number: 5, size: 3, presses: [p(0, 3)]), .pressOutOfBounds(p(0, 3), size: 3)),
            (LightsLevel(number: 6, size: 11, presses: [p(0, 0)]), .sizeOutOfRange(11)),
        ]
        for (level, error) in cases {
            #expect(throws: error) { try LightsState.start(.level(level), at: at(0), using: &rng) }
        }
    }

    @Test func pressingTheLevelsPressesAgainWins() throws {
        var rng = SplitMix64(seed: 0)
        var (state, _) = try LightsState.start(.level(level1), at: at(0), using: &rng)
        var expected = state

        var events = state.apply(.press(row: 2, column: 2), at: at(4), using: &rng)
        expected.board = try LightsBoard(rows: ["##.", "#..", "..."])
        expected.steps = 1
        expected.pressed = [p(2, 2)]
        #expect(state == expected)
        #expect(events == [.press(LightsPressed(row: 2, column: 2, board: ["##.", "#..", "..."], steps: 1))])

        events = state.apply(.press(row: 0, column: 0), at: at(65), using: &rng)
        expected.board = try LightsBoard(size: 3)
        expected.steps = 2
        expected.pressed = [p(2, 2), p(0, 0)]
        expected.phase = .won
        expected.endedAt = at(65)
        #expect(state == expected)
        #expect(
            events == [
                .press(LightsPressed(row: 0, column: 0, board: ["...", "...", "..."], steps: 2)),
                .end(LightsEnded(won: true, steps: 2, seconds: 65, minimalPresses: state.minimalPresses, hints: 0)),
            ])
        #expect(ClockText.minutesSeconds(state.elapsed(at: at(500))) == "01:05")
        // SwiftGame never wrote its history; every finished game has a record.
        #expect(
            state.historyRecord
                == GameRecord(
                    game: .lights, start: at(0), duration: 65, won: true, steps: 2, score: nil, language: nil,
                    details: ["size": "3", "level": "1", "hints": "0"]))
    }

    @Test func turningEveryLightOnLoses() throws {
        var rng = SplitMix64(seed: 0)
        var (state, _) = try LightsState.start(.level(level1), at: at(0), using: &rng)
        // Board = A·level; all-on = A·s; pressing level ⊕ s reaches all-on.
        let allOn = try LightsBoard(rows: ["###", "###", "###"])
        let s = try #require(LightsSolver.minimalSolution(for: allOn))
        let presses = Set(level1.presses).symmetricDifference(Set(s)).sorted()
        var events: [LightsEvent] = []
        for press in presses {
            #expect(state.phase == .playing)
            events = state.apply(.press(row: press.row, column: press.column), at: at(10), using: &rng)
        }
        #expect(state.board.isAllOn)
        #expect(state.phase == .lost)
        #expect(events.last == .end(LightsEnded(won: false, steps: presses.count, seconds: 10, minimalPresses: state.minimalPresses, hints: 0)))
        #expect(state.historyRecord?.won == false)
    }

    @Test func pressesOffTheBoardAndAfterTheEndAreIgnored() throws {
        var rng = SplitMix64(seed: 0)
        var (state, _) = try LightsState.start(.level(level2), at: at(0), using: &rng)
        let before = state
        for (row, column) in [(3, 0), (0, -1), (Int.max, Int.min)] {
            let events = state.apply(.press(row: row, column: column), at: at(1), using: &rng)
            #expect(events.first?.kind == "ignored")
            #expect(state == before)
        }
        _ = state.apply(.press(row: 1, column: 1), at: at(2), using: &rng)
        #expect(state.phase == .won)
        let won = state
        for action in [LightsAction.press(row: 0, column: 0), .hint, .end] {
            #expect(state.apply(action, at: at(3), using: &rng).first?.kind == "ignored")
            #expect(state == won)
        }
    }

    @Test func nextLevelPlaysTheNextBoardAndRetryTheSameOne() throws {
        // SwiftGame's "next level" restarted the same board.
        var rng = SplitMix64(seed: 0)
        var (state, _) = try LightsState.start(.level(level1), at: at(0), using: &rng)
        _ = state.apply(.press(row: 1, column: 1), at: at(3), using: &rng)

        // Retrying gives the game being played up first.
        var events = state.apply(.retry, at: at(5), using: &rng)
        let (fresh1, _) = try LightsState.start(.level(level1), at: at(5), using: &rng)
        #expect(state == fresh1)
        #expect(events.map(\.kind) == ["end", "start"])
        #expect(events.last == fresh1.startEvent)

        events = state.apply(.play(.level(level2)), at: at(7), using: &rng)
        let (fresh2, _) = try LightsState.start(.level(level2), at: at(7), using: &rng)
        #expect(state == fresh2)
        #expect(state.board != fresh1.board)
        #expect(events == [.end(LightsEnded(won: false, steps: 0, seconds: 2, minimalPresses: fresh1.minimalPresses, hints: 0)), fresh2.startEvent])

        // With levels, a new game is the next level; after the last, the first of its size not won
        // (issue 21, item C); once every level is won, a random board of the same size.
        var levelled = fresh1
        let environment = LightsEnvironment(levels: [level2, level1])
        events = levelled.apply(.newGame, environment: environment, at: at(9), using: &rng)
        #expect(levelled.setup == .level(level2))
        #expect(events.map(\.kind) == ["end", "start"])
        events = levelled.apply(.newGame, environment: environment, at: at(10), using: &rng)
        #expect(levelled.setup == .level(level1))
        var allWon = levelled
        _ = allWon.apply(.play(.level(level2)), environment: environment, at: at(10), using: &rng)
        _ = allWon.apply(.newGame, environment: LightsEnvironment(levels: [level2, level1], won: [1, 2]), at: at(10), using: &rng)
        #expect(allWon.setup == .random(size: 3))

        events = state.apply(.play(.random(size: 12)), at: at(8), using: &rng)
        #expect(events.first?.kind == "ignored")
        #expect(state == fresh2)
    }

    @Test func hintsFollowAShortestSolution() throws {
        var rng = SplitMix64(seed: 8)
        var (state, _) = try LightsState.start(.random(size: 5), at: at(0), using: &rng)
        let solution = try #require(LightsSolver.minimalSolution(for: state.board))
        for (index, press) in solution.enumerated() {
            let events = state.apply(.hint, at: at(1), using: &rng)
            #expect(events == [.hint(LightsHint(row: press.row, column: press.column, remaining: solution.count - index))])
            _ = state.apply(.press(row: press.row, column: press.column), at: at(2), using: &rng)
        }
        #expect(state.phase == .won)
        #expect(state.steps == solution.count)
        #expect(state.hintsUsed == solution.count)
    }

    @Test func quitEndsTheGameLost() throws {
        var rng = SplitMix64(seed: 0)
        var (state, _) = try LightsState.start(.level(level1), at: at(10), using: &rng)
        var expected = state
        let events = state.apply(.end, at: at(40), using: &rng)
        expected.phase = .quit
        expected.endedAt = at(40)
        #expect(state == expected)
        #expect(events == [.end(LightsEnded(won: false, steps: 0, seconds: 30, minimalPresses: state.minimalPresses, hints: 0))])
    }

    @Test func sameSeedSameGame() throws {
        func play(_ seed: UInt64) throws -> (LightsState, [LightsEvent]) {
            var rng = SplitMix64(seed: seed)
            var (state, events) = try LightsState.start(.random(size: 6), at: at(0), using: &rng)
            for action in [LightsAction.hint, .press(row: 0, column: 0), .play(.random(size: 7)), .hint] {
                events += state.apply(action, at: at(1), using: &rng)
            }
            return (state, events)
        }
        let a = try play(77)
        let b = try play(77)
        #expect(a.0 == b.0)
        #expect(a.1 == b.1)
        #expect(try play(78).0 != a.0)
    }

    @Test func eventsEncodeFlat() throws {
        #expect(
            try json(LightsEvent.press(LightsPressed(row: 1, column: 2, board: ["#..", "...", "..."], steps: 3)))
                == ##"{"board":["#..","...","..."],"column":2,"event":"press","row":1,"steps":3}"##)
        #expect(
            try json(LightsEvent.end(LightsEnded(won: true, steps: 4, seconds: 12.5, minimalPresses: 3, hints: 1)))
                == #"{"event":"end","hints":1,"minimalPresses":3,"seconds":12.5,"steps":4,"won":true}"#)
        let events: [LightsEvent] = [
            .start(LightsStarted(size: 3, level: nil, board: ["...", "...", "..."], minimalPresses: 0)),
            .hint(LightsHint(row: 0, column: 1, remaining: 2)),
            .ignored(IgnoredAction(action: "press", message: "no")),
        ]
        for event in events {
            #expect(try decode(LightsEvent.self, try json(event)) == event)
        }
        #expect(
            try json(LightsLevel(number: 1, size: 3, presses: [p(0, 1)]))
                == #"{"number":1,"presses":[{"column":1,"row":0}],"size":3}"#)
    }
}

/// Issue 21, item C: going on after a level passes over the levels won.
@Suite struct LightsNextLevelTests {
    static let levels = [
        LightsLevel(number: 1, size: 3, presses: [LightsPosition(row: 0, column: 0)]),
        LightsLevel(number: 2, size: 3, presses: [LightsPosition(row: 1, column: 1)]),
        LightsLevel(number: 3, size: 3, presses: [LightsPosition(row: 2, column: 2)]),
        LightsLevel(number: 4, size: 4, presses: [LightsPosition(row: 0, column: 0)]),
    ]

    @Test func theNextLevelIsTheNextOfItsSizeNotWon() {
        let level3 = Self.levels[2]
        let level1 = Self.levels[0]
        // Nothing won: the next number, as before.
        #expect(LightsEnvironment(levels: Self.levels).level(after: level1)?.number == 2)
        // 2 won: passed over.
        #expect(LightsEnvironment(levels: Self.levels, won: [2]).level(after: level1)?.number == 3)
        // The last of its size: back to the first of its size not won, not the next size.
        #expect(LightsEnvironment(levels: Self.levels, won: [3]).level(after: level3)?.number == 1)
        // Every level of its size won: the next size.
        #expect(LightsEnvironment(levels: Self.levels, won: [1, 2, 3]).level(after: level3)?.number == 4)
        // Every level won: the level numbered next, as before.
        #expect(LightsEnvironment(levels: Self.levels, won: [1, 2, 3, 4]).level(after: level1)?.number == 2)
    }

    @Test func aLevelWonInTheSessionIsPassedOverToo() {
        var environment = LightsEnvironment(levels: Self.levels)
        let record = GameRecord(
            game: .lights, start: Date(timeIntervalSince1970: 0), duration: 1, result: .won, steps: 1, score: nil, language: nil,
            details: ["size": "3", "level": "2"])
        environment = LightsState.environment(environment, after: record)
        #expect(environment.won == [2])
        #expect(environment.level(after: Self.levels[0])?.number == 3)
    }

    /// Issue 21, item H: undo presses the last light again, one step less.
    @Test func undoTakesPressesBackInOrder() throws {
        var rng = SplitMix64(seed: 1)
        var (state, _) = try LightsState.start(.level(Self.levels[1]), at: Date(timeIntervalSince1970: 0), using: &rng)
        let start = state.board
        _ = state.apply(.press(row: 0, column: 0), at: Date(timeIntervalSince1970: 1), using: &rng)
        let afterOne = state.board
        _ = state.apply(.press(row: 2, column: 2), at: Date(timeIntervalSince1970: 2), using: &rng)
        #expect(state.apply(.undo, at: Date(timeIntervalSince1970: 3), using: &rng)
            == [.undo(LightsPressed(row: 2, column: 2, board: afterOne.rows, steps: 1))])
        #expect(state.board == afterOne)
        _ = state.apply(.undo, at: Date(timeIntervalSince1970: 4), using: &rng)
        #expect(state.board == start)
        #expect(state.steps == 0)
        #expect(state.apply(.undo, at: Date(timeIntervalSince1970: 5), using: &rng).first?.kind == "ignored")
    }
}
