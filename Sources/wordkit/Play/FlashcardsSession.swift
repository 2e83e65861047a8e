import Foundation
import GameKernel

/// Flashcards over JSON Lines: `reveal`, `right` or `wrong` a line.
struct FlashcardsSession: JSONGameSession {
    let game = "flashcards"
    let commands: [PlayLineCommand] = [.new, .pause, .resume]
    private(set) var openingLines: [String]

    /// The seed every deal of this session draws from.
    private let seed: UInt64
    /// The generator, carried from round to round.
    private var rng: SplitMix64
    /// The round being played.
    private var state: FlashcardsState

    /// Starts the first round.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - configuration: Card limit, countdown, requeueing.
    ///   - seed: The session's seed.
    ///   - time: The moment play starts.
    /// - Throws: ``CLIFailure``: data error for an empty deck, usage error for a bad option.
    init(deck: Deck, configuration: FlashcardsConfiguration, seed: UInt64, at time: Date) throws {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        do {
            let (state, events) = try FlashcardsState.start(deck, configuration: configuration, at: time, using: &rng)
            self.state = state
            openingLines = []
            openingLines = lines(events)
        } catch let error as FlashcardsError {
            let code = if case .emptyDeck = error { CLIFailure.dataError } else { CLIFailure.usage }
            throw CLIFailure(error.description, code: code)
        }
    }

    mutating func handle(_ command: PlayLineCommand, at time: Date) -> [String] {
        switch command {
        case .pause: return lines(state.apply(.pause, at: time, using: &rng))
        case .resume: return lines(state.apply(.resume, at: time, using: &rng))
        default: return finish(at: time) + lines(state.apply(.restart, at: time, using: &rng))
        }
    }

    mutating func handle(line: String, at time: Date) -> [String] {
        let action: FlashcardsAction
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "reveal": action = .reveal
        case "right": action = .markRight
        case "wrong": action = .markWrong
        default:
            // A line that is not a move still lets the round notice that time is up.
            let ended = state.phase == .playing ? lines(state.apply(.tick, at: time, using: &rng)) : []
            return ended + [PlayEventLine.invalid(line, message: "Send reveal, right or wrong, or a command such as :pause.")]
        }
        return lines(state.apply(action, at: time, using: &rng))
    }

    /// The current game as a history record, once it has ended.
    var historyRecord: GameRecord? { state.historyRecord }

    mutating func finish(at time: Date) -> [String] {
        guard state.phase == .playing else { return [] }
        return lines(state.apply(.quit, at: time, using: &rng))
    }

    /// Encodes events, adding the game, seed and deck title to `start`.
    private func lines(_ events: [FlashcardsEvent]) -> [String] {
        events.map { event in
            guard case .start = event else { return PlayEventLine.encode(event) }
            return PlayEventLine.encode(
                event, adding: ["game": .string(game), "seed": .unsigned(seed), "title": .string(state.deck.title)])
        }
    }
}
