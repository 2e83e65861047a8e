import Foundation
import GameKernel
import WordKitPlay

/// Word scramble at the terminal.
///
/// Letters typed make the word, Enter sends it; Tab shuffles the letters,
/// `?` gives a hint, `!` gives up and shows the missed words; `:new`,
/// `:hint`, `:shuffle`, `:give-up` and `:quit` typed and sent do the same.
struct InteractiveScramble: InteractiveGame {
    let ticks = false

    /// Whether a rejected word rings the bell.
    private let bell: Bool
    /// The rounds: the kernel's rules, the seed, the counters, the history.
    private var session: GameSession<ScrambleState>
    /// The round being played.
    private var state: ScrambleState { session.game }
    /// The word being typed.
    private var typed = ""
    /// The last event's headline and text, with whether it is good news.
    private var message: (title: String, text: String, good: Bool)?

    /// The most found words listed at once.
    private static let listed = 10

    /// Plays a session whose first root has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - bell: Whether a rejected word rings the bell.
    init(session: GameSession<ScrambleState>, bell: Bool) {
        self.session = session
        self.bell = bell
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool) -> [String] {
        let big = state.root.uppercased().map { String($0) }.joined(separator: "  ")
        let bar = String(repeating: "═", count: big.count + 4)
        var lines = [
            terminal.paint(" WORD SCRAMBLE ", .bold, .inverse)
                + "  \(state.configuration.language.rawValue) · \(state.root.count) letters · \(state.configuration.ruleSet.rawValue) rules",
            "",
            "  ╔" + bar + "╗",
            "  ║  " + terminal.paint(big, .bold, .cyan) + "  ║",
            "  ╚" + bar + "╝",
            "  Letters  " + state.letters.map { String($0) }.joined(separator: " ") + "   (Tab shuffles)",
            "",
        ]
        if state.phase == .playing {
            lines.append("  Word › " + terminal.paint(typed, .bold) + "_")
        } else {
            lines.append("  " + terminal.paint("Round over.", .bold) + " n or Enter new word · q quit")
        }
        if let message {
            let mark = message.good ? "✓ " : "✗ "
            lines.append("  " + terminal.paint(mark + message.title, .bold, message.good ? .green : .red) + "  " + message.text)
        } else {
            lines.append("")
        }
        lines.append("")
        if state.found.isEmpty {
            lines.append(terminal.paint("  No words yet. Words of \(state.configuration.ruleSet.minimumLength)+ letters from the root.", .dim))
        }
        for word in state.found.prefix(Self.listed) {
            lines.append("   \(word.count)  \(word)")
        }
        if state.found.count > Self.listed {
            lines.append(terminal.paint("   … and \(state.found.count - Self.listed) more", .dim))
        }
        if state.phase != .playing {
            let missed = state.missed
            lines.append("")
            lines.append("  Missed \(missed.count): " + Self.clipped(missed.joined(separator: " "), to: terminal.width * 3 - 14))
        }
        lines.append("")
        let average = String(format: "%.1f", state.averageLetters)
        lines.append(
            terminal.paint(
                "  Words \(state.foundCount) · Avg \(average) letters · Score \(state.score) · Possible \(state.possible.count)",
                .bold))
        lines.append(terminal.paint("  Enter send · Tab shuffle · ? hint · ! give up · :new · Ctrl-C quit", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if state.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: newWord(at: time)
            case .character("q"), .character("Q"): return .quit
            default: break
            }
            return .play
        }
        switch key {
        case .character("?"): take(session.perform(.hint, at: time), terminal)
        case .character("!"): abandon(at: time)
        case .tab: take(session.perform(.shuffle, at: time), terminal)
        case .character(let character) where !character.isWhitespace:
            if typed.count < 40 { typed.append(character) }
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .escape:
            typed = ""
        case .enter:
            let word = typed.trimmingCharacters(in: .whitespaces)
            typed = ""
            guard !word.isEmpty else { return .play }
            switch word.lowercased() {
            case ":new": newWord(at: time)
            case ":hint": take(session.perform(.hint, at: time), terminal)
            case ":shuffle": take(session.perform(.shuffle, at: time), terminal)
            case ":give-up", ":giveup", ":end": abandon(at: time)
            case ":quit", ":q": return .quit
            default: take(session.perform(.submit(word), at: time), terminal)
            }
        default: break
        }
        return .play
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        take(session.end(at: time), nil)
    }

    var farewell: String {
        "Word scramble: \(session.played) rounds played."
    }

    /// Ends the round (recording it) and starts one with a new root.
    private mutating func newWord(at time: Date) {
        take(session.newGame(at: time), nil)
    }

    /// Turns events into the message line.
    private mutating func take(_ events: [ScrambleEvent], _ terminal: Terminal?) {
        for event in events {
            switch event {
            case .start:
                message = nil
            case .accepted(let accepted):
                message = ("\(accepted.word)", "+\(accepted.score) points", true)
            case .rejected(let rejected):
                message = (rejected.title, rejected.message, false)
                if bell { terminal?.bell() }
            case .letters:
                message = nil
            case .hint(let hint):
                message = ("Hint", "a word of \(hint.length) letters starts with “\(hint.start)” (\(hint.remaining) words to find)", true)
            case .end(let ended):
                message = ("Round over", "\(ended.found.count) found, \(ended.missed.count) missed, score \(ended.score)", true)
            case .ignored(let ignored):
                message = ("Not now", ignored.message, false)
            }
        }
    }

    /// `text` cut to `limit` characters with an ellipsis.
    private static func clipped(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(0, limit - 1))) + "…"
    }
}
