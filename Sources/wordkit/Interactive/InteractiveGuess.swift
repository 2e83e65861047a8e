import Foundation
import GameKernel
import WordKitPlay

/// Guess the number at the terminal.
///
/// Digits are typed and sent with Enter; `s` speaks the range (with
/// `--speak`), `n` starts a new game, `q` leaves.
struct InteractiveGuess: InteractiveGame {
    let ticks = false

    /// The games: the kernel's rules, the seed, the counters, the history.
    private var session: GameSession<GuessState>
    /// The game being played.
    private var state: GuessState { session.game }
    /// The digits typed so far.
    private var typed = ""
    /// What the last guess told.
    private var message = ""
    /// Speech, when `--speak` was given.
    private let speech: SpeechOutput?

    /// Plays a session whose first game has started.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - speak: Whether to read the range aloud.
    init(session: GameSession<GuessState>, speak: Bool) {
        self.session = session
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
        lines.append(terminal.paint("  Played \(session.played) · won \(session.won)", .dim))
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
            let events = session.perform(.guess(typed), at: time)
            typed = ""
            take(events)
            speech?.say(state.spokenRange)
        case .character("s"), .character("S"):
            if let speech, !speech.say(state.spokenRange) { message = SpeechOutput.missing }
            if speech == nil { message = "The range is \(state.spokenRange). (Start with --speak to hear it.)" }
        case .character("n"), .character("N"):
            newGame(at: time)
        case .character("q"), .character("Q"):
            return .quit
        default: break
        }
        return .play
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        take(session.end(at: time))
    }

    var farewell: String {
        "Guess the number: played \(session.played), won \(session.won)."
    }

    /// Starts the next game, giving up the one being played.
    private mutating func newGame(at time: Date) {
        session.newGame(at: time)
        typed = ""
        message = ""
        speech?.say(state.spokenRange)
    }

    /// Turns events into the message line.
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
            case .start, .hint, .end, .ignored:
                break
            }
        }
    }
}
