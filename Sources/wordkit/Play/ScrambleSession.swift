import Foundation
import GameKernel

/// Word scramble over JSON Lines: a word a line.
struct ScrambleSession: JSONGameSession {
    let game = "scramble"
    let commands: [PlayLineCommand] = [.new, .hint, .shuffle]
    private(set) var openingLines: [String]

    /// The roots and the words.
    private let environment: ScrambleEnvironment
    /// The seed every round of this session draws from.
    private let seed: UInt64
    /// The generator, carried from round to round.
    private var rng: SplitMix64
    /// The round being played.
    private var state: ScrambleState

    /// Starts the first round.
    ///
    /// - Parameters:
    ///   - configuration: Language, length and rules.
    ///   - environment: The roots and words.
    ///   - seed: The session's seed.
    ///   - time: The moment play starts.
    /// - Throws: ``CLIFailure`` (usage) when the round cannot be set up.
    init(configuration: ScrambleConfiguration, environment: ScrambleEnvironment, seed: UInt64, at time: Date) throws {
        self.environment = environment
        self.seed = seed
        rng = SplitMix64(seed: seed)
        do {
            let (state, events) = try ScrambleState.start(configuration, environment: environment, at: time, using: &rng)
            self.state = state
            openingLines = []
            openingLines = lines(events)
        } catch let error as ScrambleError {
            throw CLIFailure(error.description, code: CLIFailure.usage)
        }
    }

    mutating func handle(_ command: PlayLineCommand, at time: Date) -> [String] {
        let action: ScrambleAction =
            switch command {
            case .hint: .hint
            case .shuffle: .shuffle
            default: .newWord
            }
        return lines(state.apply(action, environment: environment, at: time, using: &rng))
    }

    mutating func handle(line: String, at time: Date) -> [String] {
        lines(state.apply(.submit(line), environment: environment, at: time, using: &rng))
    }

    /// The current game as a history record, once it has ended.
    var historyRecord: GameRecord? { state.historyRecord }

    mutating func finish(at time: Date) -> [String] {
        guard state.phase == .playing else { return [] }
        return lines(state.apply(.end, environment: environment, at: time, using: &rng))
    }

    /// Encodes events, adding the game, seed and shortest word to `start`
    /// and the average word length to `end`.
    private func lines(_ events: [ScrambleEvent]) -> [String] {
        events.map { event in
            switch event {
            case .start:
                return PlayEventLine.encode(
                    event,
                    adding: [
                        "game": .string(game), "seed": .unsigned(seed),
                        "minLength": .int(state.configuration.ruleSet.minimumLength),
                    ])
            case .end(let ended):
                let letters = ended.found.reduce(0) { $0 + $1.count }
                let average = ended.found.isEmpty ? 0 : Double(letters) / Double(ended.found.count)
                return PlayEventLine.encode(event, adding: ["averageLetters": .number(average)])
            default:
                return PlayEventLine.encode(event)
            }
        }
    }
}
