import Foundation
import GameKernel

/// Guess the number at the terminal.
///
/// Digits are typed and sent with Enter; `s` speaks the range (with
/// `--speak`), `n` starts a new game, `q` leaves.
struct InteractiveGuess: InteractiveGame {
    let ticks = false

    /// The generator, carried from game to game.
    private var rng: SplitMix64
    /// The game being played.
    private var state: GuessState
    /// The digits typed so far.
    private var typed = ""
    /// What the last guess told.
    private var message = ""
    /// Speech, when `--speak` was given.
    private let speech: SpeechOutput?
    /// Games finished, and games won, this session.
    private var played = 0, won = 0

    /// Starts the first game.
    ///
    /// - Parameters:
    ///   - configuration: The range and lives.
    ///   - seed: The session's seed.
    ///   - speak: Whether to read the range aloud.
    ///   - time: Game time.
    /// - Throws: ``CLIFailure`` (usage) for a range of one number or no lives.
    init(configuration: GuessConfiguration, seed: UInt64, speak: Bool, at time: Date) throws {
        rng = SplitMix64(seed: seed)
        do {
            state = try GuessState.start(configuration, at: time, using: &rng).state
        } catch let error as GuessError {
            throw CLIFailure(error.description, code: CLIFailure.usage)
        }
        speech = speak ? SpeechOutput() : nil
        if let speech {
            if speech.program == nil { message = SpeechOutput.missing } else { speech.say(state.spokenRange) }
        }
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool) -> [String] {
        let total = state.configuration.lives
        let hearts = String(repeating: "♥ ", count: state.lives) + String(repeating: "♡ ", count: total - state.lives)
        var lines = [
            terminal.paint(" GUESS THE NUMBER ", .bold, .inverse),
            "",
            "  Range   " + terminal.paint("\(state.low) ~ \(state.high)", .bold, .cyan),
            "  Lives   " + terminal.paint(hearts, .red) + "  \(state.lives) of \(total)",
            "  Guesses " + (state.guesses.isEmpty ? "none yet" : state.guesses.map(String.init).joined(separator: ", ")),
            "",
        ]
        switch state.phase {
        case .playing:
            lines.append("  " + message)
            lines.append("")
            lines.append("  Your guess › " + terminal.paint(typed, .bold) + "_")
            lines.append("")
            lines.append(terminal.paint("  digits + Enter guess · s speak range · n new game · q quit", .dim))
        case .won:
            lines.append("  " + terminal.paint("✓ You won!", .bold, .green) + " The number was \(state.secret), found in \(state.guesses.count) guesses.")
            lines.append("")
            lines.append(terminal.paint("  n or Enter play again · q quit", .dim))
        case .lost:
            lines.append("  " + terminal.paint("✗ Out of lives.", .bold, .red) + " The answer was \(state.secret).")
            lines.append("")
            lines.append(terminal.paint("  n or Enter play again · q quit", .dim))
        }
        lines.append(terminal.paint("  Played \(played) · won \(won)", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if state.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: newGame(at: time)
            case .character("q"), .character("Q"): return .quit
            default: break
            }
            return .play
        }
        switch key {
        case .character(let character) where character.isNumber || (character == "-" && typed.isEmpty):
            if typed.count < 12 { typed.append(character) }
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .enter:
            let events = state.apply(.guess(typed), at: time, using: &rng)
            typed = ""
            take(events)
            speech?.say(state.spokenRange)
        case .character("s"), .character("S"):
            if let speech, !speech.say(state.spokenRange) { message = SpeechOutput.missing }
            if speech == nil { message = "The range is \(state.spokenRange). (Start with --speak to hear it.)" }
        case .character("n"), .character("N"):
            abandon(at: time)
            newGame(at: time)
        case .character("q"), .character("Q"):
            return .quit
        default: break
        }
        return .play
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        guard state.phase == .playing else { return }
        take(state.apply(.giveUp, at: time, using: &rng))
    }

    var farewell: String {
        "Guess the number: played \(played), won \(won)."
    }

    /// Starts the next game.
    private mutating func newGame(at time: Date) {
        _ = state.apply(.playAgain, at: time, using: &rng)
        typed = ""
        message = ""
        speech?.say(state.spokenRange)
    }

    /// Turns events into the message line, and records an ended game.
    private mutating func take(_ events: [GuessEvent]) {
        for event in events {
            switch event {
            case .guess(let made):
                message =
                    switch made.result {
                    case .tooLow: "↑ \(made.guess) is too low."
                    case .tooHigh: "↓ \(made.guess) is too high."
                    case .correct: "✓ \(made.guess) is right."
                    case .outOfRange: "✗ \(made.guess) is outside the range \(made.min) ~ \(made.max)."
                    }
            case .invalid(let invalid):
                message = invalid.message
            case .end(let ended):
                played += 1
                if ended.won { won += 1 }
                InteractiveHistory.record(state.historyRecord)
            case .start, .ignored:
                break
            }
        }
    }
}
