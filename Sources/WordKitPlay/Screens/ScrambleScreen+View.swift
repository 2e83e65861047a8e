import Foundation
import GameKernel

extension ScrambleScreen {
    /// What the screen shows, in three parts, so a front end can page the
    /// lists through the rows the other two leave.
    public struct View: Sendable, Equatable {
        /// The heading, the root, the letters, the words left, the rank, the
        /// word typed and the last message.
        public var head: [ScreenLine]
        /// The found words, newest first, and after a round the missed ones,
        /// in columns.
        public var list: [ScreenLine]
        /// The score line and the keys.
        public var foot: [ScreenLine]

        /// A view of `head`, `list` and `foot`.
        public init(head: [ScreenLine], list: [ScreenLine], foot: [ScreenLine]) {
            self.head = head
            self.list = list
            self.foot = foot
        }
    }

    /// The line under a page of the lists, when they take more than a page.
    ///
    /// - Parameter label: The pager's label (``ListPager/label(lines:pageSize:)``).
    /// - Returns: The line.
    public static func pageLine(_ label: String) -> ScreenLine {
        ScreenLine("  \(label) · PgDn/PgUp for more", .dim)
    }

    /// What the screen shows.
    ///
    /// - Parameters:
    ///   - width: The characters a line may hold (the lists' columns and the message fit it).
    ///   - rows: The rows of the window: fewer than 24 get the root on one line instead of in a box.
    /// - Returns: The head, the lists and the foot.
    public func view(width: Int, rows: Int) -> View {
        View(head: head(width: width, rows: rows), list: list(width: width), foot: foot)
    }

    private func head(width: Int, rows: Int) -> [ScreenLine] {
        let spaced = game.root.uppercased().map { String($0) }.joined(separator: "  ")
        // A narrow window gets the letters without spaces, so the box still fits.
        let big = spaced.count + 8 <= width ? spaced : game.root.uppercased()
        let bar = String(repeating: "═", count: big.count + 4)
        var lines: [ScreenLine] = [
            ScreenLine(" WORD SCRAMBLE ", .bold, .inverse)
                + "  \(game.configuration.language.rawValue) · \(Plural.count(game.root.count, "letter")) · \(game.configuration.ruleSet.rawValue) rules",
            "",
        ]
        // A short window gets the root on one line, leaving rows for the lists.
        lines += rows >= 24
            ? [ScreenLine(stringLiteral: "  ╔" + bar + "╗"), "  ║  " + ScreenLine(big, .bold, .cyan) + "  ║", ScreenLine(stringLiteral: "  ╚" + bar + "╝")]
            : ["  Root  " + ScreenLine(spaced, .bold, .cyan)]
        lines.append(ScreenLine(stringLiteral: "  Letters  " + game.letters.map { String($0) }.joined(separator: " ") + "   (Tab shuffles)"))
        // Text Twist's slots: how many words of each length are left to find.
        if game.phase == .playing {
            let left = game.missedByLength
            lines.append(
                left.isEmpty
                    ? "  Left     every word found"
                    : ScreenLine(
                        stringLiteral: "  Left     " + left.map { "\($0.count)×\($0.length)" }.joined(separator: "  ")
                            + "   (words × letters still to find)"))
        }
        // Spelling Bee's ladder on the counted words.
        let progress = game.rankProgress
        lines.append(
            "  Rank     " + ScreenLine(progress.rank.name, .bold)
                + (progress.next.map { " · \(Plural.count(progress.pointsToNext, "point")) to \($0.name)" } ?? ""))
        lines.append("")
        if game.phase == .playing {
            lines.append("  Word › " + ScreenLine(state.typed, .bold) + "_")
            if state.confirmingGiveUp {
                lines.append(
                    "  " + ScreenLine("Give up this round? y/n", .bold, .yellow)
                        + ("  y ends it and shows the missed words; any other key goes on" + (state.typed.isEmpty ? "." : ", your word kept.")))
            }
        } else {
            lines.append(
                "  " + ScreenLine("Round over:", .bold)
                    + " \(game.foundCount) found, \(game.missed.count) missed, \(Plural.count(game.score, "point")). n or Enter new word · q quit")
        }
        if let message = state.message {
            let mark = message.good ? "✓ " : "✗ "
            let title = "  " + ScreenLine(mark + message.title, .bold, message.good ? .green : .red)
            if 4 + message.title.count + 2 + message.text.count <= width {
                lines.append(title + ("  " + message.text))
            } else {
                lines.append(title)
                lines += TextLayout.wrap(message.text, width: max(10, width - 4)).map { ScreenLine(stringLiteral: "    " + $0) }
            }
        }
        lines.append("")
        return lines
    }

    private var foot: [ScreenLine] {
        let average = String(format: "%.1f", game.averageLetters)
        return [
            "",
            ScreenLine(
                "  Words \(game.foundCount) · Avg \(average) letters · Score \(game.score) · Possible \(game.possible.count)"
                    + (game.bonusFound.isEmpty ? "" : " · Bonus \(game.bonusFound.count)"), .bold),
            ScreenLine("  Enter send · Tab shuffle · * hint · ! give up · ? help · Esc menu", .dim),
        ]
    }

    /// The found words (newest first) and, after a round, the missed ones,
    /// in columns that fit the window.
    private func list(width: Int) -> [ScreenLine] {
        var list: [ScreenLine] = []
        if game.found.isEmpty {
            list.append(ScreenLine("  No words yet. Words of \(game.configuration.ruleSet.minimumLength)+ letters from the root.", .dim))
        } else {
            // A bonus word carries a `+`, a word using every letter a `★`, so the list tells them apart without colour.
            let bonus = Set(game.bonusFound)
            let full = game.found.contains { game.usesEveryLetter($0) }
            let legend = [bonus.isEmpty ? nil : "+ bonus word", full ? "★ every letter" : nil].compactMap { $0 }
            list.append(
                ScreenLine(
                    stringLiteral: "  Found \(Plural.count(game.foundCount, "word")), newest first"
                        + (legend.isEmpty ? ":" : " (\(legend.joined(separator: ", "))):")))
            let marked = game.found.map { word in word + (bonus.contains(word) ? "+" : "") + (game.usesEveryLetter(word) ? "★" : "") }
            list += TextLayout.columns(marked, width: width - 4).map { ScreenLine(stringLiteral: "    " + $0) }
        }
        if game.phase != .playing {
            let missed = game.missed
            list.append("")
            list.append(ScreenLine(stringLiteral: "  Missed \(Plural.count(missed.count, "word")):"))
            list += TextLayout.columns(missed, width: width - 4).map { ScreenLine(stringLiteral: "    " + $0) }
        }
        return list
    }
}
