import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Word scramble at the terminal: keys go to the screen's reducer
/// (`ScrambleScreen`, which holds the word typed, the message, the page of
/// the lists, the give-up question and every rule of the screen), with the
/// lists as laid out for the window; its effects are performed, and its
/// state is laid out here to fit the window.
struct InteractiveScramble: InteractiveGame {
    let screen = PlayScreen.game(.scramble)
    let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the rounds.
    private var scramble: ScrambleScreen
    /// The round being played.
    private var state: ScrambleState { scramble.game }
    /// The word being typed.
    private var typed: String { scramble.state.typed }

    var played: Int { scramble.session.played }
    var won: Int { scramble.session.won }

    /// Plays a session whose first root has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - bell: Whether a rejected word rings the bell.
    ///   - context: The settings in force and the voice.
    init(session: GameSession<ScrambleState>, bell: Bool, context: PlayContext) {
        scramble = ScrambleScreen(session: session, bell: bell)
        self.context = context
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let layout = layout(on: terminal, rows: rows)
        let pager = scramble.state.pager
        var lines = layout.head + pager.visible(layout.list, pageSize: layout.pageSize)
        let page = pager.label(lines: layout.list.count, pageSize: layout.pageSize)
        if !page.isEmpty { lines += terminal.fit([terminal.paint("  \(page) · PgDn/PgUp for more", .dim)]) }
        return lines + layout.foot
    }

    /// The screen above the lists, the lists, the lines under them, and how
    /// many list lines fit in `rows`.
    private func layout(on terminal: Terminal, rows: Int) -> (head: [String], list: [String], foot: [String], pageSize: Int) {
        let width = terminal.lineWidth
        let spaced = state.root.uppercased().map { String($0) }.joined(separator: "  ")
        // A narrow window gets the letters without spaces, so the box still fits.
        let big = spaced.count + 8 <= width ? spaced : state.root.uppercased()
        let bar = String(repeating: "═", count: big.count + 4)
        var lines = [
            terminal.paint(" WORD SCRAMBLE ", .bold, .inverse)
                + "  \(state.configuration.language.rawValue) · \(Plural.count(state.root.count, "letter")) · \(state.configuration.ruleSet.rawValue) rules",
            "",
        ]
        // A short window gets the root on one line, leaving rows for the lists.
        lines += rows >= 24
            ? ["  ╔" + bar + "╗", "  ║  " + terminal.paint(big, .bold, .cyan) + "  ║", "  ╚" + bar + "╝"]
            : ["  Root  " + terminal.paint(spaced, .bold, .cyan)]
        lines += ["  Letters  " + state.letters.map { String($0) }.joined(separator: " ") + "   (Tab shuffles)"]
        // Text Twist's slots: how many words of each length are left to find.
        if state.phase == .playing {
            let left = state.missedByLength
            lines.append(
                left.isEmpty
                    ? "  Left     every word found"
                    : "  Left     " + left.map { "\($0.count)×\($0.length)" }.joined(separator: "  ") + "   (words × letters still to find)")
        }
        // Spelling Bee's ladder on the counted words.
        let progress = state.rankProgress
        lines.append(
            "  Rank     " + terminal.paint(progress.rank.name, .bold)
                + (progress.next.map { " · \(Plural.count(progress.pointsToNext, "point")) to \($0.name)" } ?? ""))
        lines.append("")
        if state.phase == .playing {
            lines.append("  Word › " + terminal.paint(typed, .bold) + "_")
            if scramble.state.confirmingGiveUp {
                lines.append(
                    "  " + terminal.paint("Give up this round? y/n", .bold, .yellow)
                        + "  y ends it and shows the missed words; any other key goes on" + (typed.isEmpty ? "." : ", your word kept."))
            }
        } else {
            lines.append(
                "  " + terminal.paint("Round over:", .bold)
                    + " \(state.foundCount) found, \(state.missed.count) missed, \(Plural.count(state.score, "point")). n or Enter new word · q quit")
        }
        if let message = scramble.state.message {
            let mark = message.good ? "✓ " : "✗ "
            let title = "  " + terminal.paint(mark + message.title, .bold, message.good ? .green : .red)
            if 4 + message.title.count + 2 + message.text.count <= width {
                lines.append(title + "  " + message.text)
            } else {
                lines.append(title)
                lines += TextLayout.wrap(message.text, width: max(10, width - 4)).map { "    " + $0 }
            }
        }
        lines.append("")
        let average = String(format: "%.1f", state.averageLetters)
        let foot = terminal.fit([
            "",
            terminal.paint(
                "  Words \(state.foundCount) · Avg \(average) letters · Score \(state.score) · Possible \(state.possible.count)"
                    + (state.bonusFound.isEmpty ? "" : " · Bonus \(state.bonusFound.count)"), .bold),
            terminal.paint("  Enter send · Tab shuffle · * hint · ! give up · ? help · Esc menu", .dim),
        ])
        let head = terminal.fit(lines)
        // The lists get the rows the rest leaves, less the page line.
        let pageLine = terminal.fit(["  page 10 of 10 · PgDn/PgUp for more"]).count
        return (head, terminal.fit(listLines(on: terminal, width: width)), foot, max(1, rows - head.count - foot.count - pageLine))
    }

    /// The found words (newest first) and, after a round, the missed ones,
    /// in columns that fit the window.
    private func listLines(on terminal: Terminal, width: Int) -> [String] {
        var list: [String] = []
        if state.found.isEmpty {
            list.append(terminal.paint("  No words yet. Words of \(state.configuration.ruleSet.minimumLength)+ letters from the root.", .dim))
        } else {
            // A bonus word carries a `+`, a word using every letter a `★`, so the list tells them apart without colour.
            let bonus = Set(state.bonusFound)
            let full = state.found.contains { state.usesEveryLetter($0) }
            let legend = [bonus.isEmpty ? nil : "+ bonus word", full ? "★ every letter" : nil].compactMap { $0 }
            list.append("  Found \(Plural.count(state.foundCount, "word")), newest first" + (legend.isEmpty ? ":" : " (\(legend.joined(separator: ", "))):"))
            let marked = state.found.map { word in word + (bonus.contains(word) ? "+" : "") + (state.usesEveryLetter(word) ? "★" : "") }
            list += TextLayout.columns(marked, width: width - 4).map { "    " + $0 }
        }
        if state.phase != .playing {
            let missed = state.missed
            list.append("")
            list.append("  Missed \(Plural.count(missed.count, "word")):")
            list += TextLayout.columns(missed, width: width - 4).map { "    " + $0 }
        }
        return list
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        let layout = layout(on: terminal, rows: terminal.height)
        let lists = ScrambleScreen.Lists(lines: layout.list.count, pageSize: layout.pageSize)
        return context.perform(scramble.reduce(.pressed(key, at: time, lists: lists)), on: terminal).step
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        context.perform(scramble.reduce(.command(command, at: time, speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    mutating func tick(at time: Date) {}

    /// Quitting leaves the round: not stored before a word is found, abandoned after.
    mutating func abandon(at time: Date) {
        context.perform(scramble.reduce(.abandon(at: time)), on: nil)
    }

    mutating func leave(at time: Date) {
        context.perform(scramble.reduce(.leave(at: time)), on: nil)
    }
}
