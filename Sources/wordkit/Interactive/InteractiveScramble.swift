import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Word scramble at the terminal.
///
/// Letters typed make the word, Enter sends it; Tab shuffles the letters,
/// `*` gives a hint, `!` gives up and shows the missed words, PgDn/PgUp page
/// through the lists. A line starting with `:` is a command (`:lang es`,
/// `:new`, `:help`…), never a word.
struct InteractiveScramble: InteractiveGame {
    let screen = PlayScreen.game(.scramble)
    let ticks = false

    /// Whether a rejected word rings the bell.
    private let bell: Bool
    /// The settings in force and the voice.
    private let context: PlayContext
    /// The rounds: the kernel's rules, the seed, the counters, the history.
    private var session: GameSession<ScrambleState>
    /// The round being played.
    private var state: ScrambleState { session.game }
    /// The word being typed.
    private var typed = ""
    /// The last event's headline and text, with whether it is good news.
    private var message: (title: String, text: String, good: Bool)?
    /// The page of the found and missed words shown.
    private var pager = ListPager()
    /// Whether `!` asked to give the round up and waits for `y`.
    private var confirmingGiveUp = false

    var played: Int { session.played }
    var won: Int { session.won }

    /// Plays a session whose first root has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - bell: Whether a rejected word rings the bell.
    ///   - context: The settings in force and the voice.
    init(session: GameSession<ScrambleState>, bell: Bool, context: PlayContext) {
        self.session = session
        self.bell = bell
        self.context = context
    }

    /// The phrases and voice of the round's language.
    private var phrases: Phrasebook { Phrasebook(state.configuration.language) }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let layout = layout(on: terminal, rows: rows)
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
            if confirmingGiveUp {
                lines.append(
                    "  " + terminal.paint("Give up this round? y/n", .bold, .yellow)
                        + "  y ends it and shows the missed words; any other key goes on" + (typed.isEmpty ? "." : ", your word kept."))
            }
        } else {
            lines.append(
                "  " + terminal.paint("Round over:", .bold)
                    + " \(state.foundCount) found, \(state.missed.count) missed, \(Plural.count(state.score, "point")). n or Enter new word · q quit")
        }
        if let message {
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
        let layout = layout(on: terminal, rows: terminal.height)
        switch key {
        case .pageDown, .character(">"):
            pager.next(lines: layout.list.count, pageSize: layout.pageSize)
            return .play
        case .pageUp, .character("<"):
            pager.previous(lines: layout.list.count, pageSize: layout.pageSize)
            return .play
        default: break
        }
        if confirmingGiveUp {
            // Only y gives up; any other key goes back to the round, the word typed kept.
            confirmingGiveUp = false
            if state.phase == .playing, key == .character("y") || key == .character("Y") { giveUp(at: time) }
            return .play
        }
        if state.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: newWord(at: time)
            case .character("q"), .character("Q"): return .quit
            case .character("?"): return .help
            case .character(":"): return .commandLine
            case .escape, .character("m"), .character("M"): return .menu
            default: break
            }
            return .play
        }
        switch key {
        case .character("?"): return .help
        case .character("*"): take(session.perform(.hint, at: time), terminal)
        case .character("!"):
            // A round with words found, or a word being typed, is not thrown away by one key.
            if state.hasMoves || !typed.isEmpty { confirmingGiveUp = true } else { giveUp(at: time) }
        case .tab: take(session.perform(.shuffle, at: time), terminal)
        case .character(let character) where !character.isWhitespace || typed.hasPrefix(":"):
            if typed.count < 60 { typed.append(character) }
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .escape:
            guard !typed.isEmpty else { return .menu }
            typed = ""
        case .enter:
            let word = typed.trimmingCharacters(in: .whitespaces)
            typed = ""
            guard !word.isEmpty else { return .play }
            if word.hasPrefix(":") { return .command(word) }
            take(session.perform(.submit(word), at: time), terminal)
        default: break
        }
        return .play
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        guard case .action(let action) = command else { return nil }
        switch action {
        case .new: newWord(at: time)
        case .hint: take(session.perform(.hint, at: time), nil)
        case .shuffle: take(session.perform(.shuffle, at: time), nil)
        case .giveUp: giveUp(at: time)
        case .say:
            guard context.speaker.isOn else { return PlayContext.speechOff }
            context.say(phrases.word(state.root))
        case .retry, .pause: break
        }
        return nil
    }

    mutating func tick(at time: Date) {}

    /// Quitting leaves the round: not stored before a word is found, abandoned after.
    mutating func abandon(at time: Date) {
        take(session.quit(at: time).events, nil)
    }

    /// Gives up: the round is finished and the words missed are shown.
    private mutating func giveUp(at time: Date) {
        take(session.end(at: time), nil)
    }

    mutating func leave(at time: Date) {
        take(session.leave(at: time), nil)
    }

    /// Ends the round (recording it) and starts one with a new root.
    private mutating func newWord(at time: Date) {
        take(session.newGame(at: time), nil)
    }

    /// Turns events into the message line, and speaks rejections.
    private mutating func take(_ events: [ScrambleEvent], _ terminal: Terminal?) {
        for event in events {
            switch event {
            case .start:
                message = nil
                pager.reset()
            case .accepted(let accepted):
                let full = state.usesEveryLetter(accepted.word)
                message = (
                    full ? "★ \(accepted.word)" : "\(accepted.word)",
                    "+\(Plural.count(accepted.score, "point"))" + (full ? " · every letter of the root!" : "")
                        + (accepted.bonus ? " · bonus word (a rarer word, never missed)" : ""), true
                )
            case .rejected(let rejected):
                message = (rejected.title, rejected.message, false)
                if bell { terminal?.bell() }
                context.say(phrases.rejection(rejected))
            case .letters:
                message = nil
            case .hint(let hint):
                message = (
                    "Hint",
                    "a word of \(Plural.count(hint.length, "letter")) starts with “\(hint.start)” (\(Plural.count(hint.remaining, "word")) to find)",
                    true
                )
            case .end:
                message = nil
                pager.reset()
            case .ignored(let ignored):
                message = ("Not now", ignored.message, false)
            }
        }
    }
}
