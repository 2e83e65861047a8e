import Foundation
import GameKernel

extension StudyScreen {
    /// What the screen shows at the study clock's `time`: the counts, the
    /// card in its box, once revealed its example and the interval each
    /// grade would give (as Anki shows them above its buttons), the last card
    /// graded and the message.
    ///
    /// - Parameters:
    ///   - time: The study clock's present, for the counts and intervals.
    ///   - width: The characters a line may hold.
    /// - Returns: The lines.
    public func view(at time: Date, width: Int) -> [ScreenLine] {
        let counts = game.counts(at: time)
        let summary = game.summary(at: time)
        var lines: [ScreenLine] = [
            ScreenLine(" STUDY ", .bold, .inverse) + "  \(shown(game.deck.title))",
            "",
            "  Due " + ScreenLine(String(counts.due), .bold, .red) + " · New " + ScreenLine(String(counts.new), .bold, .blue)
                + " · Reviewed \(summary.reviewed) · Again \(summary.again)",
        ]
        if let why = Self.noNewCards(game) { lines.append(ScreenLine("  " + why, .dim)) }
        lines.append("")
        if let card = game.currentCard {
            lines += cardLines(card, at: time, width: width)
        } else {
            lines.append(
                "  " + ScreenLine(summary.reason == .noCards ? "Done for now." : "Session ended.", .bold)
                    + " Reviewed \(summary.reviewed) · again \(summary.again)")
            lines.append(ScreenLine(stringLiteral: "  " + Self.nextDue(summary.nextDue, at: time)))
            lines.append("")
            lines.append(ScreenLine("  r study again (what has come due) · u undo · ? help · m menu · q quit", .dim))
        }
        lines.append("")
        if let last = state.last {
            lines.append(
                ScreenLine(
                    stringLiteral:
                        "  Last card: \(last.prompt) → \(last.answer)  \(last.grade), due again in \(IntervalText.short(last.due.timeIntervalSince(time)))"))
        }
        if !state.message.isEmpty { lines += TextLayout.wrap(state.message, width: width - 2).map { ScreenLine(stringLiteral: "  " + $0) } }
        return lines
    }

    /// The card in its box with its state, the example and the grades once
    /// revealed, and the keys.
    private func cardLines(_ card: Card, at time: Date, width lineWidth: Int) -> [ScreenLine] {
        let prompt = shown(card.prompt)
        let hidden = "(Space to show the answer)"
        let answer = game.isRevealed ? shown(card.answer) : hidden
        // The box keeps its width when the answer is revealed.
        let width = max(24, min(lineWidth - 5, max(prompt.count, shown(card.answer).count, hidden.count) + 4))
        let rule = String(repeating: "─", count: width)
        /// A line of the box: `text` padded to the box's width.
        func boxed(_ text: String, _ styles: ScreenLine.Style...) -> ScreenLine {
            "  │ " + ScreenLine(runs: [.init(text, styles)]) + (String(repeating: " ", count: max(0, width - 2 - text.count)) + " │")
        }
        var lines: [ScreenLine] = [
            ScreenLine(stringLiteral: "  ┌" + rule + "┐  ") + ScreenLine(game.schedule(of: card).state.rawValue, .dim),
            boxed(prompt, .bold),
            ScreenLine(stringLiteral: "  │ " + String(repeating: " ", count: width - 2) + " │"),
            game.isRevealed ? boxed(answer, .yellow) : boxed(answer, .dim),
            ScreenLine(stringLiteral: "  └" + rule + "┘"),
            "",
        ]
        // The example sentence and its translation, once the answer is shown.
        if game.isRevealed, let example = card.example {
            lines += FlashcardsScreen.exampleLines(example, width: lineWidth, shown: shown)
            lines.append("")
        }
        if game.isRevealed, let preview = game.preview {
            let styles: [ReviewGrade: ScreenLine.Style] = [.again: .red, .hard: .yellow, .good: .green, .easy: .blue]
            var buttons = ScreenLine("  ")
            for (index, grade) in ReviewGrade.allCases.enumerated() {
                if index > 0 { buttons = buttons + "   " }
                buttons = buttons + ScreenLine("\(grade.rawValue) \(grade)", .bold, styles[grade] ?? .bold) + (" " + IntervalText.short(preview.interval(for: grade)))
            }
            lines.append(buttons)
            lines.append(ScreenLine("  1-4 grade · Space/Enter good · u undo · s say · ? help · m menu · q quit", .dim))
        } else {
            lines.append(ScreenLine("  Space/Enter/↑ show the answer · u undo · s say · ? help · m menu · q quit", .dim))
        }
        return lines
    }

    /// Why no new card is shown, and how to change it; nil while new cards are left.
    ///
    /// - Parameter game: The session.
    /// - Returns: The sentence, or nil.
    public static func noNewCards(_ game: StudyState) -> String? {
        switch game.newCards {
        case .available:
            return nil
        case .noneLeft:
            return "No new cards: every card of this deck has been studied."
        case .dailyLimitReached:
            let limit = game.configuration.newCardsPerDay.map { "of \(Plural.count($0, "new card")) a day " } ?? ""
            return "No new cards: today's limit \(limit)is reached. More: :new-per-day N now, wordkit study --new-per-day N, "
                + "or wordkit settings new-per-day N for every day."
        }
    }

    /// When the next card of the deck is due, in local time: "Next card due
    /// 2026-01-06 09:10 (in 10m)."
    ///
    /// - Parameters:
    ///   - due: The next card's due date; nil when no card has been studied.
    ///   - time: The study clock's present.
    /// - Returns: The sentence.
    public static func nextDue(_ due: Date?, at time: Date) -> String {
        guard let due else { return "No card of this deck has been studied yet." }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let wait = due.timeIntervalSince(time)
        return "Next card due \(formatter.string(from: due))" + (wait > 0 ? " (in \(IntervalText.short(wait)))." : " (now).")
    }
}
