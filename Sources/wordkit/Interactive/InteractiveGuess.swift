import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Guess the number at the terminal.
///
/// Digits are typed and sent with Enter; `s` reads the range aloud, `n`
/// starts a new game. With speech on, the range, each verdict (too high, too
/// low), the win and the answer are spoken in the language in force.
struct InteractiveGuess: InteractiveGame {
    let screen = PlayScreen.game(.guess)
    let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The games: the kernel's rules, the seed, the counters, the history.
    private var session: GameSession<GuessState>
    /// The game being played.
    private var state: GuessState { session.game }
    /// The digits typed so far.
    private var typed = ""
    /// What the last guess told.
    private var message = ""
    /// Whether `n` asked for a new game while guesses were made, and waits for `y`.
    private var confirmingNew = false

    var played: Int { session.played }
    var won: Int { session.won }

    /// Plays a session whose first game has started, saying its range.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - context: The settings in force and the voice.
    init(session: GameSession<GuessState>, context: PlayContext) {
        self.session = session
        self.context = context
        context.say(phrases.range(state.low, state.high))
    }

    /// The phrases and voice of the language in force.
    private var phrases: Phrasebook { Phrasebook(context.choices.languageCode) }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let total = state.configuration.lives
        // A heart a life, as long as they fit on a line (--lives takes any number).
        let hearts = total <= 20
            ? String(repeating: "♥ ", count: state.lives) + String(repeating: "♡ ", count: max(0, total - state.lives)) : "♥"
        let guesses = state.guesses.isEmpty ? "none yet" : state.guesses.map(String.init).joined(separator: ", ")
        var lines = [
            terminal.paint(" GUESS THE NUMBER ", .bold, .inverse),
            "",
            "  Range   " + terminal.paint("\(state.low) ~ \(state.high)", .bold, .cyan),
            "  Lives   " + terminal.paint(hearts, .red) + "  \(state.lives) of \(total)",
        ]
        lines += TextLayout.wrap(guesses, width: max(10, terminal.lineWidth - 10)).enumerated().map { index, line in
            (index == 0 ? "  Guesses " : "          ") + line
        }
        lines.append("")
        switch state.phase {
        case .playing:
            lines.append(
                confirmingNew
                    ? "  " + terminal.paint("Give up this game for a new one? y/n", .bold, .yellow)
                        + "  y starts a new game; any other key goes on" : "  " + message)
            lines.append("")
            lines.append("  Your guess › " + terminal.paint(typed, .bold) + "_")
            lines.append("")
            lines.append(terminal.paint("  digits + Enter guess · s say range · n new game · ? help · m menu · q quit", .dim))
        case .won:
            lines.append(
                "  " + terminal.paint("✓ You won!", .bold, .green)
                    + " The number was \(state.secret), found in \(Plural.count(state.guesses.count, "guess", "guesses")).")
            lines.append("")
            lines.append(terminal.paint("  n or Enter play again · ? help · m menu · q quit", .dim))
        case .lost:
            lines.append("  " + terminal.paint("✗ Out of lives.", .bold, .red) + " The answer was \(state.secret).")
            lines.append("")
            lines.append(terminal.paint("  n or Enter play again · ? help · m menu · q quit", .dim))
        }
        lines.append(terminal.paint("  Played \(session.played) · won \(session.won)", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if confirmingNew {
            // Only y gives the game up; any other key goes back to it.
            confirmingNew = false
            if key == .character("y") || key == .character("Y") { newGame(at: time) }
            return .play
        }
        if let step = sharedStep(for: key) { return step }
        switch key {
        case .character("s"), .character("S"):
            message = run(.action(.say), at: time) ?? message
            return .play
        case .character("n"), .character("N"):
            // A game with guesses made is not thrown away by one key.
            if state.phase == .playing && state.hasMoves { confirmingNew = true } else { newGame(at: time) }
            return .play
        default: break
        }
        if state.phase != .playing {
            if key == .enter { newGame(at: time) }
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
        default: break
        }
        return .play
    }

    func keeps(_ key: TerminalKey) -> Bool {
        if case .character(let character) = key { return character.isNumber }
        return key == .backspace
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        guard case .action(let action) = command else { return nil }
        switch action {
        case .new: newGame(at: time)
        case .say:
            guard context.speaker.isOn else { return "The range is \(state.spokenRange). " + PlayContext.speechOff }
            context.say(phrases.range(state.low, state.high))
        case .hint, .shuffle, .giveUp, .retry, .pause: break
        }
        return nil
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        take(session.end(at: time))
    }

    mutating func leave(at time: Date) {
        take(session.leave(at: time))
    }

    /// Starts the next game, giving up the one being played.
    private mutating func newGame(at time: Date) {
        session.newGame(at: time)
        typed = ""
        message = ""
        context.say(phrases.range(state.low, state.high))
    }

    /// Turns events into the message line, and says them.
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
                if made.result == .correct || made.lives > 0 { context.say(phrases.guess(made)) }
            case .invalid(let invalid):
                message = invalid.message
            case .end(let ended):
                if !ended.won, state.lives == 0 { context.say(phrases.lost(answer: ended.answer)) }
            case .start, .hint, .ignored:
                break
            }
        }
    }
}
