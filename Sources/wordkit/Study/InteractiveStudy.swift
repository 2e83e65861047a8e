import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Study at the terminal: the card, then its answer with the interval each
/// grade would give, as Anki shows them above its buttons.
///
/// Space, Enter or ↑ reveals; then 1 again, 2 hard, 3 good, 4 easy (Space
/// or Enter is good, ← again, → good); `u` takes the last grade back;
/// `s` reads the prompt aloud; `q` leaves. After the session, `r` starts another with what has come due.
/// Reviews are timed by the study
/// clock (`--now` or the system clock), not by game time: a review's time is
/// when it was graded, suspended or not.
struct InteractiveStudy: InteractiveGame {
    let screen = PlayScreen.study
    let ticks = false

    /// The settings in force and the voice.
    private let context: PlayContext
    /// The screen's state and the session.
    private var study: StudyScreen
    /// The present, for reviews.
    private let now: () -> Date
    /// The session being played.
    private var state: StudyState { study.game }

    /// Studies a session whose first card is shown.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - now: The present.
    init(session: GameSession<StudyState>, now: @escaping () -> Date, context: PlayContext) {
        study = StudyScreen(session: session, shown: { $0.escapedForDisplay })
        self.now = now
        self.context = context
    }

    var played: Int { study.state.reviewed }
    var won: Int { study.state.again }
    var farewellNote: String? { Self.nextDue(state.summary(at: now()).nextDue, at: now()) }

    func screen(on terminal: Terminal, at _: Date, paused: Bool, rows: Int) -> [String] {
        let time = now()
        let counts = state.counts(at: time)
        let summary = state.summary(at: time)
        var lines = [
            terminal.paint(" STUDY ", .bold, .inverse) + "  \(state.deck.title.escapedForDisplay)",
            "",
            "  Due " + terminal.paint(String(counts.due), .bold, .red) + " · New " + terminal.paint(String(counts.new), .bold, .blue)
                + " · Reviewed \(summary.reviewed) · Again \(summary.again)",
        ]
        if let why = Self.noNewCards(state) { lines.append(terminal.paint("  " + why, .dim)) }
        lines.append("")
        if let shown = state.currentCard {
            // Deck text is shown, never interpreted by the terminal.
            var card = shown
            card.prompt = card.prompt.escapedForDisplay
            card.answer = card.answer.escapedForDisplay
            let hidden = "(Space to show the answer)"
            let answer = state.isRevealed ? card.answer : hidden
            // The box keeps its width when the answer is revealed.
            let width = max(24, min(terminal.width - 6, max(card.prompt.count, card.answer.count, hidden.count) + 4))
            let rule = String(repeating: "─", count: width)
            let kind = state.schedule(of: card).state.rawValue
            lines.append("  ┌" + rule + "┐  " + terminal.paint(kind, .dim))
            lines.append("  │ " + Self.padded(terminal.paint(card.prompt, .bold), visible: card.prompt.count, to: width - 2) + " │")
            lines.append("  │ " + String(repeating: " ", count: width - 2) + " │")
            let styled = state.isRevealed ? terminal.paint(answer, .yellow) : terminal.paint(answer, .dim)
            lines.append("  │ " + Self.padded(styled, visible: answer.count, to: width - 2) + " │")
            lines.append("  └" + rule + "┘")
            lines.append("")
            // The example sentence and its translation, once the answer is shown.
            if state.isRevealed, let example = shown.example {
                lines += terminal.exampleLines(example)
                lines.append("")
            }
            if state.isRevealed, let preview = state.preview {
                let styles: [ReviewGrade: TerminalStyle] = [.again: .red, .hard: .yellow, .good: .green, .easy: .blue]
                let buttons = ReviewGrade.allCases.map { grade in
                    terminal.paint("\(grade.rawValue) \(grade)", .bold, styles[grade] ?? .bold) + " "
                        + IntervalText.short(preview.interval(for: grade))
                }
                lines.append("  " + buttons.joined(separator: "   "))
                lines.append(terminal.paint("  1-4 grade · Space/Enter good · u undo · s say · ? help · m menu · q quit", .dim))
            } else {
                lines.append(terminal.paint("  Space/Enter/↑ show the answer · u undo · s say · ? help · m menu · q quit", .dim))
            }
        } else {
            lines.append("  " + terminal.paint(summary.reason == .noCards ? "Done for now." : "Session ended.", .bold)
                + " Reviewed \(summary.reviewed) · again \(summary.again)")
            lines.append("  " + Self.nextDue(summary.nextDue, at: time))
            lines.append("")
            lines.append(terminal.paint("  r study again (what has come due) · u undo · ? help · m menu · q quit", .dim))
        }
        lines.append("")
        if let last = study.state.last {
            lines.append("  Last card: \(last.prompt) → \(last.answer)  \(last.grade), due again in \(IntervalText.short(last.due.timeIntervalSince(time)))")
        }
        let message = study.state.message
        if !message.isEmpty { lines += TextLayout.wrap(message, width: terminal.lineWidth - 2).map { "  " + $0 } }
        return lines
    }

    mutating func handle(_ key: TerminalKey, at _: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return context.perform(study.reduce(.pressed(key, at: now(), speechIsOn: context.speaker.isOn)), on: terminal).step
    }

    mutating func run(_ command: InGameCommand, at _: Date) -> String? {
        context.perform(study.reduce(.command(command, at: now(), speechIsOn: context.speaker.isOn)), on: nil).reply
    }

    func tick(at _: Date) {}

    mutating func abandon(at _: Date) {
        study.reduce(.abandon(at: now()))
    }

    mutating func leave(at _: Date) {
        study.reduce(.leave(at: now()))
    }

    /// Why no new card is shown, and how to change it; nil while new cards are left.
    ///
    /// - Parameter state: The session.
    /// - Returns: The sentence, or nil.
    static func noNewCards(_ state: StudyState) -> String? {
        switch state.newCards {
        case .available:
            return nil
        case .noneLeft:
            return "No new cards: every card of this deck has been studied."
        case .dailyLimitReached:
            let limit = state.configuration.newCardsPerDay.map { "of \(Plural.count($0, "new card")) a day " } ?? ""
            return "No new cards: today's limit \(limit)is reached. More: :new-per-day N now, wordkit study --new-per-day N, "
                + "or wordkit settings new-per-day N for every day."
        }
    }

    /// "Next card due 2026-01-06 09:10 (in 10m)." in local time.
    private static func nextDue(_ due: Date?, at time: Date) -> String {
        guard let due else { return "No card of this deck has been studied yet." }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let wait = due.timeIntervalSince(time)
        return "Next card due \(formatter.string(from: due))" + (wait > 0 ? " (in \(IntervalText.short(wait)))." : " (now).")
    }

    /// `text` followed by spaces up to `width` visible characters.
    private static func padded(_ text: String, visible: Int, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - visible))
    }
}
