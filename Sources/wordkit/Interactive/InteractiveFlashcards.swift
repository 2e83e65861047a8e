import Foundation
import GameKernel

/// Flashcards at the terminal.
///
/// Space, Enter or ↑ reveals the answer; then → or `y` marks it right and
/// ← or `n` wrong. The countdown ticks on screen and ends the round when it
/// runs out, whatever the player is doing. `p` pauses; after a round, `r`
/// or Enter starts again.
struct InteractiveFlashcards: InteractiveGame {
    let ticks = true

    /// The generator, carried from round to round.
    private var rng: SplitMix64
    /// The round being played.
    private var state: FlashcardsState
    /// The last card marked: its prompt, answer and whether it was right.
    private var last: (prompt: String, answer: String, right: Bool)?
    /// What the last key told.
    private var message = ""
    /// Rounds finished this session.
    private var rounds = 0

    /// Starts the first round.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - configuration: Card limit, countdown, requeueing.
    ///   - seed: The session's seed.
    ///   - time: Game time.
    /// - Throws: ``CLIFailure``: data error for an empty deck, usage error for a bad option.
    init(deck: Deck, configuration: FlashcardsConfiguration, seed: UInt64, at time: Date) throws {
        rng = SplitMix64(seed: seed)
        do {
            state = try FlashcardsState.start(deck, configuration: configuration, at: time, using: &rng).state
        } catch let error as FlashcardsError {
            let code = if case .emptyDeck = error { CLIFailure.dataError } else { CLIFailure.usage }
            throw CLIFailure(error.description, code: code)
        }
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool) -> [String] {
        let countdown = state.remainingTime(at: time).map { ClockText.minutesSeconds($0.rounded(.up)) } ?? "no limit"
        let lowTime = (state.remainingTime(at: time) ?? .infinity) <= 10
        var lines = [
            terminal.paint(" FLASHCARDS ", .bold, .inverse) + "  \(state.deck.title)",
            "",
            "  Time left " + terminal.paint(countdown, .bold, lowTime ? .red : .cyan) + (paused ? " (paused: any key resumes)" : "")
                + "   ✓ right \(state.correct)   ✗ wrong \(state.wrong)   cards left \(state.queue.count)",
            "",
        ]
        if state.phase == .playing, let card = state.currentCard {
            let width = max(24, min(terminal.width - 6, max(card.prompt.count, card.answer.count) + 6))
            let rule = String(repeating: "─", count: width)
            lines.append("  ┌" + rule + "┐")
            lines.append("  │ " + Self.padded(terminal.paint(card.prompt, .bold), visible: card.prompt.count, to: width - 2) + " │")
            lines.append("  │ " + String(repeating: " ", count: width - 2) + " │")
            let answer = state.isRevealed ? card.answer : "(hidden)"
            let styled = state.isRevealed ? terminal.paint(answer, .yellow) : terminal.paint(answer, .dim)
            lines.append("  │ " + Self.padded(styled, visible: answer.count, to: width - 2) + " │")
            if state.isRevealed, let details = CardDetails.line(of: card) {
                let shown = String(details.prefix(width - 2))
                lines.append("  │ " + Self.padded(terminal.paint(shown, .dim), visible: shown.count, to: width - 2) + " │")
            }
            lines.append("  └" + rule + "┘")
            lines.append("")
            lines.append(
                terminal.paint(
                    state.isRevealed
                        ? "  → or y: I was right · ← or n: I was wrong · p pause · q quit"
                        : "  Space/Enter/↑ reveal the answer · p pause · q quit", .dim))
        } else {
            let summary = state.summary(at: time)
            let why =
                switch summary.reason {
                case .timeUp: "Time is up."
                case .noCards: "No cards left."
                case .quit: "Round ended."
                }
            lines.append("  " + terminal.paint(why, .bold) + " ✓ \(summary.correct) right, ✗ \(summary.wrong) wrong, \(summary.remaining) not seen.")
            lines.append("")
            lines.append(terminal.paint("  r or Enter start again · q quit", .dim))
        }
        lines.append("")
        if let last {
            let verdict = last.right ? terminal.paint("✓ right", .green, .bold) : terminal.paint("✗ wrong", .red, .bold)
            lines.append("  Last card: \(last.prompt) → \(last.answer)  " + verdict)
        }
        if !message.isEmpty { lines.append("  " + message) }
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        tick(at: time)
        if state.phase != .playing {
            switch key {
            case .character("r"), .character("R"), .enter: restart(at: time)
            case .character("q"), .character("Q"): return .quit
            default: break
            }
            return .play
        }
        message = ""
        switch key {
        case .character(" "), .enter, .up:
            if !state.isRevealed { take(state.apply(.reveal, at: time, using: &rng)) }
        case .right, .character("y"), .character("Y"):
            mark(right: true, at: time)
        case .left, .character("n"), .character("N"):
            mark(right: false, at: time)
        case .character("r"), .character("R"):
            restart(at: time)
        case .character("p"), .character("P"):
            return .togglePause
        case .character("q"), .character("Q"):
            return .quit
        default: break
        }
        return .play
    }

    mutating func tick(at time: Date) {
        guard state.phase == .playing else { return }
        take(state.apply(.tick, at: time, using: &rng))
    }

    mutating func abandon(at time: Date) {
        guard state.phase == .playing else { return }
        take(state.apply(.quit, at: time, using: &rng))
    }

    var farewell: String {
        "Flashcards: \(rounds) rounds played."
    }

    /// Marks the card shown, once its answer is revealed.
    private mutating func mark(right: Bool, at time: Date) {
        guard let card = state.currentCard else { return }
        guard state.isRevealed else {
            message = "Reveal the answer first (Space, Enter or ↑)."
            return
        }
        last = (card.prompt, card.answer, right)
        take(state.apply(right ? .markRight : .markWrong, at: time, using: &rng))
    }

    /// Starts a new round with the deck reshuffled, ending the one being played.
    private mutating func restart(at time: Date) {
        abandon(at: time)
        last = nil
        take(state.apply(.restart, at: time, using: &rng))
    }

    /// Records an ended round; shows a message for an ignored key.
    private mutating func take(_ events: [FlashcardsEvent]) {
        for event in events {
            switch event {
            case .end:
                rounds += 1
                InteractiveHistory.record(state.historyRecord)
            case .ignored(let ignored):
                message = ignored.message
            case .start, .card, .answer, .paused, .resumed:
                break
            }
        }
    }

    /// `text` followed by spaces up to `width` visible characters.
    private static func padded(_ text: String, visible: Int, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - visible))
    }
}
