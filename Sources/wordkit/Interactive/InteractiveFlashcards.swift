import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Flashcards at the terminal.
///
/// Space, Enter or ↑ reveals the answer; then → or `y` marks it right and
/// ← or `n` wrong. The countdown ticks on screen and ends the round when it
/// runs out, whatever the player is doing. `s` reads the prompt aloud, `p`
/// pauses; after a round, `r` or Enter starts again.
struct InteractiveFlashcards: InteractiveGame {
    let screen = PlayScreen.game(.flashcards)
    let ticks = true

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The rounds: the kernel's rules, the seed, the counters, the history.
    private var session: GameSession<FlashcardsState>
    /// The round being played.
    private var state: FlashcardsState { session.game }
    /// The last card marked: its prompt, answer and whether it was right.
    private var last: (prompt: String, answer: String, right: Bool)?
    /// What the last key told.
    private var message = ""
    /// Whether `r` asked to start a round with answers again, and waits for `y`.
    private var confirmingRestart = false

    var played: Int { session.played }
    var won: Int { session.won }

    /// Plays a session whose first round has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - context: The settings in force and the voice.
    init(session: GameSession<FlashcardsState>, context: PlayContext) {
        self.session = session
        self.context = context
    }

    /// The heading and the clock line: the card is hidden while paused.
    func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        Array(screen(on: terminal, at: time, paused: true, rows: terminal.height).prefix(3))
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let countdown = state.remainingTime(at: time).map { ClockText.minutesSeconds($0.rounded(.up)) } ?? "no limit"
        let lowTime = (state.remainingTime(at: time) ?? .infinity) <= 10
        var lines = [
            terminal.paint(" FLASHCARDS ", .bold, .inverse) + "  \(state.deck.title.escapedForDisplay)",
            "",
            "  Time left " + terminal.paint(countdown, .bold, lowTime ? .red : .cyan) + (paused ? " (paused)" : "")
                + "   ✓ right \(state.correct)   ✗ wrong \(state.wrong)   cards left \(state.queue.count)",
            "",
        ]
        if state.phase == .playing, let card = state.currentCard {
            let inner = max(10, terminal.lineWidth - 6)
            let prompt = TextLayout.wrap(card.prompt.escapedForDisplay, width: inner - 2)
            let answer = state.isRevealed ? TextLayout.wrap(card.answer.escapedForDisplay, width: inner - 2) : ["(hidden)"]
            let width = min(inner, max(24, (prompt + answer).map(\.count).max() ?? 0) + 2)
            let rule = String(repeating: "─", count: width)
            lines.append("  ┌" + rule + "┐")
            for line in prompt { lines.append("  │ " + Self.padded(terminal.paint(line, .bold), visible: line.count, to: width - 2) + " │") }
            lines.append("  │ " + String(repeating: " ", count: width - 2) + " │")
            for line in answer {
                let styled = state.isRevealed ? terminal.paint(line, .yellow) : terminal.paint(line, .dim)
                lines.append("  │ " + Self.padded(styled, visible: line.count, to: width - 2) + " │")
            }
            // The part of speech, gender and rank, once the answer is shown.
            if state.isRevealed, let details = CardDetails.line(of: card) {
                let shown = String(details.prefix(width - 2))
                lines.append("  │ " + Self.padded(terminal.paint(shown, .dim), visible: shown.count, to: width - 2) + " │")
            }
            lines.append("  └" + rule + "┘")
            lines.append("")
            // The example sentence and its translation, once the answer is shown.
            if state.isRevealed, let example = card.example {
                lines += terminal.exampleLines(example)
                lines.append("")
            }
            lines.append(
                terminal.paint(
                    state.isRevealed
                        ? "  → or y: I was right · ← or n: I was wrong · s say · p pause · ? help · m menu"
                        : "  Space/Enter/↑ reveal the answer · s say · p pause · ? help · m menu", .dim))
        } else {
            let summary = state.summary(at: time)
            let why =
                switch summary.reason {
                case .timeUp: "Time is up."
                case .noCards: state.result == .won ? "✓ Round won: every card answered right." : "No cards left."
                case .quit: "Round ended."
                }
            let unseen = summary.unseen ?? summary.remaining
            let unanswered = summary.remaining - unseen
            lines.append(
                "  " + terminal.paint(why, .bold) + " ✓ \(summary.correct) right, ✗ \(summary.wrong) wrong, "
                    + (unanswered > 0 ? "\(unanswered) shown but not answered, " : "") + "\(unseen) not seen.")
            lines.append("")
            lines.append(terminal.paint("  r or Enter start again · ? help · m menu · q quit", .dim))
        }
        lines.append("")
        if let last {
            let verdict = last.right ? terminal.paint("✓ right", .green, .bold) : terminal.paint("✗ wrong", .red, .bold)
            lines.append("  Last card: \(last.prompt) → \(last.answer)  " + verdict)
        }
        if !message.isEmpty { lines += TextLayout.wrap(message, width: terminal.lineWidth - 2).map { "  " + $0 } }
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        tick(at: time)
        message = ""
        if confirmingRestart {
            // Only y deals again; any other key goes back to the round.
            confirmingRestart = false
            if state.phase == .playing, key == .character("y") || key == .character("Y") { restart(at: time) }
            return .play
        }
        if let step = sharedStep(for: key) { return step }
        switch key {
        case .character("s"), .character("S"):
            message = run(.action(.say), at: time) ?? ""
            return .play
        default: break
        }
        if state.phase != .playing {
            if [.character("r"), .character("R"), .enter].contains(key) { restart(at: time) }
            return .play
        }
        switch key {
        case .character(" "), .enter, .up:
            if !state.isRevealed { take(session.perform(.reveal, at: time)) }
        case .right, .character("y"), .character("Y"):
            mark(right: true, at: time)
        case .left, .character("n"), .character("N"):
            mark(right: false, at: time)
        case .character("r"), .character("R"):
            // A round with cards revealed or answered is not thrown away by one key.
            if state.hasMoves {
                confirmingRestart = true
                message = "Start the round again? y/n  y deals the cards again; any other key goes on."
            } else {
                restart(at: time)
            }
        case .character("p"), .character("P"):
            return .togglePause
        default: break
        }
        return .play
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        guard case .action(let action) = command else { return nil }
        switch action {
        case .new: restart(at: time)
        case .say:
            guard context.speaker.isOn else { return PlayContext.speechOff }
            guard let card = state.currentCard else { return "No card is shown." }
            context.say(Utterance(card.prompt, in: state.deck.languages.first ?? .english))
        case .pause, .hint, .shuffle, .giveUp, .retry: break
        }
        return nil
    }

    mutating func tick(at time: Date) {
        guard session.isPlaying else { return }
        take(session.perform(.tick, at: time))
    }

    mutating func abandon(at time: Date) {
        take(session.end(at: time))
    }

    mutating func leave(at time: Date) {
        take(session.leave(at: time))
    }

    /// Marks the card shown, once its answer is revealed.
    private mutating func mark(right: Bool, at time: Date) {
        guard let card = state.currentCard else { return }
        guard state.isRevealed else {
            message = "Reveal the answer first (Space, Enter or ↑)."
            return
        }
        last = (card.prompt.escapedForDisplay, card.answer.escapedForDisplay, right)
        take(session.perform(right ? .markRight : .markWrong, at: time))
    }

    /// Starts a new round with the deck reshuffled, ending the one being played.
    private mutating func restart(at time: Date) {
        last = nil
        take(session.newGame(at: time))
    }

    /// Shows a message for an ignored key.
    private mutating func take(_ events: [FlashcardsEvent]) {
        for case .ignored(let ignored) in events {
            message = ignored.message
        }
    }

    /// `text` followed by spaces up to `width` visible characters.
    private static func padded(_ text: String, visible: Int, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - visible))
    }
}
