import Foundation

/// A lights-out game: the board, the steps, the clock.
///
/// A pure value. ``start(_:at:using:)`` sets up a board;
/// ``apply(_:environment:at:using:)`` takes one action and returns the events it caused.
public struct LightsState: Sendable, Hashable {
    /// Where the board came from.
    public internal(set) var setup: LightsSetup
    /// The board as the game started, for ``LightsAction/retry``.
    public internal(set) var initialBoard: LightsBoard
    /// The board now.
    public internal(set) var board: LightsBoard
    /// The fewest presses that switch ``initialBoard`` off.
    public internal(set) var minimalPresses: Int
    /// Presses made (less those taken back).
    public internal(set) var steps: Int
    /// The lights pressed, in order, for ``LightsAction/undo``.
    public internal(set) var pressed: [LightsPosition]
    /// Hints given.
    public internal(set) var hintsUsed: Int
    /// Whether the game is going on, and how it ended.
    public internal(set) var phase: LightsPhase
    /// When the game started.
    public internal(set) var startedAt: Date
    /// When it ended, once it has.
    public internal(set) var endedAt: Date?

    /// Creates a game on a given board.
    ///
    /// - Parameters:
    ///   - setup: Where the board came from.
    ///   - board: The starting board.
    ///   - time: The moment the game starts.
    init(setup: LightsSetup, board: LightsBoard, at time: Date) {
        self.setup = setup
        initialBoard = board
        self.board = board
        minimalPresses = LightsSolver.minimalSolution(for: board)?.count ?? 0
        steps = 0
        pressed = []
        hintsUsed = 0
        phase = .playing
        startedAt = time
        endedAt = nil
    }

    /// Starts a game.
    ///
    /// - Parameters:
    ///   - setup: A level or a random board.
    ///   - time: The moment the game starts.
    ///   - rng: The source of randomness for random boards.
    /// - Returns: The game and its `start` event.
    /// - Throws: ``LightsError`` for a size out of range or a bad level.
    public static func start(
        _ setup: LightsSetup, at time: Date, using rng: inout some RandomNumberGenerator
    ) throws -> (state: LightsState, events: [LightsEvent]) {
        let state = LightsState(setup: setup, board: try setup.board(using: &rng), at: time)
        return (state, [state.startEvent])
    }

    /// The `start` event describing this game.
    public var startEvent: LightsEvent {
        .start(LightsStarted(size: board.size, level: setup.levelNumber, board: board.rows, minimalPresses: minimalPresses))
    }

    /// Returns the seconds played up to `time` (or up to the end), for an `mm:ss` display.
    ///
    /// - Parameter time: The current moment.
    /// - Returns: Seconds, never negative.
    public func elapsed(at time: Date) -> TimeInterval {
        max(0, (endedAt ?? time).timeIntervalSince(startedAt))
    }

    /// The game as a history record, once it has ended (SwiftGame described
    /// this record but never wrote it).
    public var historyRecord: GameRecord? {
        guard let endedAt else { return nil }
        var details = ["size": String(board.size), "hints": String(hintsUsed)]
        details["level"] = setup.levelNumber.map(String.init)
        return GameRecord(
            game: .lights, start: startedAt, duration: max(0, endedAt.timeIntervalSince(startedAt)),
            result: phase == .won ? .won : phase == .lost ? .lost : .abandoned, steps: steps, score: nil,
            language: nil, details: details)
    }
}
