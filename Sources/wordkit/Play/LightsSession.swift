import Foundation
import GameKernel

/// Lights out over JSON Lines: `ROW COL` a line.
struct LightsSession: JSONGameSession {
    let game = "lights"
    let commands: [PlayLineCommand] = [.new, .hint]
    private(set) var openingLines: [String]

    /// The levels file, when playing levels.
    private let levels: LightsLevelFile?
    /// The seed every board of this session draws from.
    private let seed: UInt64
    /// The generator, carried from game to game.
    private var rng: SplitMix64
    /// The game being played.
    private var state: LightsState
    /// The fewest presses that solve the starting board.
    private var minimalPresses: Int

    /// Starts the first game.
    ///
    /// - Parameters:
    ///   - setup: A level or a random board.
    ///   - levels: The levels file, for `:new` to go on to the next level.
    ///   - seed: The session's seed.
    ///   - time: The moment play starts.
    /// - Throws: ``CLIFailure`` (data error) for a level that cannot be played.
    init(setup: LightsSetup, levels: LightsLevelFile?, seed: UInt64, at time: Date) throws {
        self.levels = levels
        self.seed = seed
        rng = SplitMix64(seed: seed)
        do {
            let (state, events) = try LightsState.start(setup, at: time, using: &rng)
            self.state = state
            minimalPresses = Self.minimalPresses(of: state.board)
            openingLines = []
            openingLines = lines(events)
        } catch let error as LightsError {
            throw CLIFailure(error.description, code: setup.levelNumber == nil ? CLIFailure.usage : CLIFailure.dataError)
        }
    }

    mutating func handle(_ command: PlayLineCommand, at time: Date) -> [String] {
        switch command {
        case .hint:
            return lines(state.apply(.hint, at: time, using: &rng))
        default:
            let ended = finish(at: time)
            let events = state.apply(.play(nextSetup()), at: time, using: &rng)
            if case .start = events.last { minimalPresses = Self.minimalPresses(of: state.board) }
            return ended + lines(events)
        }
    }

    mutating func handle(line: String, at time: Date) -> [String] {
        let parts = line.split { $0 == " " || $0 == "\t" || $0 == "," }
        guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]) else {
            return [
                PlayEventLine.invalid(
                    line, message: "Send a press as ROW COL, 0-based, such as '0 2', or a command such as :hint.")
            ]
        }
        return lines(state.apply(.press(row: row, column: column), at: time, using: &rng))
    }

    /// The current game as a history record, once it has ended.
    var historyRecord: GameRecord? { state.historyRecord }

    mutating func finish(at time: Date) -> [String] {
        guard state.phase == .playing else { return [] }
        return lines(state.apply(.quit, at: time, using: &rng))
    }

    /// The next level after the one played, else a random board of the same size.
    private func nextSetup() -> LightsSetup {
        if case .level(let level) = state.setup, let next = levels?.entry(after: level.number) {
            return .level(next.level)
        }
        return .random(size: state.board.size)
    }

    /// Encodes events, adding the game, seed and fewest presses to `start`
    /// and the fewest presses and hints to `end`.
    private func lines(_ events: [LightsEvent]) -> [String] {
        events.map { event in
            switch event {
            case .start:
                return PlayEventLine.encode(
                    event,
                    adding: ["game": .string(game), "seed": .unsigned(seed), "minimalPresses": .int(minimalPresses)])
            case .end:
                return PlayEventLine.encode(
                    event, adding: ["minimalPresses": .int(minimalPresses), "hints": .int(state.hintsUsed)])
            default:
                return PlayEventLine.encode(event)
            }
        }
    }

    /// The fewest presses that switch `board` off.
    private static func minimalPresses(of board: LightsBoard) -> Int {
        LightsSolver.minimalSolution(for: board)?.count ?? 0
    }
}
