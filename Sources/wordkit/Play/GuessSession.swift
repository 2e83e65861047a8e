import Foundation
import GameKernel

/// Guess the number over JSON Lines: a number a line.
struct GuessSession: JSONGameSession {
    let game = "guess"
    let commands: [PlayLineCommand] = [.new, .hint]
    private(set) var openingLines: [String]

    /// The seed every game of this session draws from.
    private let seed: UInt64
    /// The generator, carried from game to game.
    private var rng: SplitMix64
    /// The game being played.
    private var state: GuessState

    /// Starts the first game.
    ///
    /// - Parameters:
    ///   - configuration: The range and lives.
    ///   - seed: The session's seed.
    ///   - time: The moment play starts.
    /// - Throws: ``CLIFailure`` (usage) for a range of one number or no lives.
    init(configuration: GuessConfiguration, seed: UInt64, at time: Date) throws {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        do {
            let (state, events) = try GuessState.start(configuration, at: time, using: &rng)
            self.state = state
            openingLines = []
            openingLines = lines(events)
        } catch let error as GuessError {
            throw CLIFailure(error.description, code: CLIFailure.usage)
        }
    }

    mutating func handle(_ command: PlayLineCommand, at time: Date) -> [String] {
        switch command {
        case .new:
            // A game given up for a new one still shows its answer.
            return finish(at: time) + lines(state.apply(.playAgain, at: time, using: &rng))
        case .hint where state.phase == .playing:
            return [
                PlayEventLine.custom(
                    "hint",
                    [
                        "min": .int(state.low), "max": .int(state.high), "lives": .int(state.lives),
                        "spoken": .string(state.spokenRange),
                    ])
            ]
        default:
            return [PlayEventLine.encode(GuessEvent.ignored(IgnoredAction(action: command.rawValue, message: "The game is over; send :new to play again.")))]
        }
    }

    mutating func handle(line: String, at time: Date) -> [String] {
        lines(state.apply(.guess(line), at: time, using: &rng))
    }

    /// The current game as a history record, once it has ended.
    var historyRecord: GameRecord? { state.historyRecord }

    mutating func finish(at time: Date) -> [String] {
        guard state.phase == .playing else { return [] }
        return lines(state.apply(.giveUp, at: time, using: &rng))
    }

    /// Encodes events, adding the game and the seed to `start`.
    private func lines(_ events: [GuessEvent]) -> [String] {
        events.map { event in
            guard case .start = event else { return PlayEventLine.encode(event) }
            return PlayEventLine.encode(event, adding: ["game": .string(game), "seed": .unsigned(seed)])
        }
    }
}
