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
    /// The session: the kernel's rules, the seed, the store.
    private var session: GameSession<StudyState>
    /// The present, for reviews.
    private let now: () -> Date
    /// The session being played.
    private var state: StudyState { session.game }
    /// The last card graded: its prompt, answer and grade.
    private var last: (prompt: String, answer: String, grade: ReviewGrade, due: Date)?
    /// Reviews and "again" grades over every session since the program started.
    private var totals = (reviewed: 0, again: 0)
    /// What the last key told.
    private var message = ""

    /// Studies a session whose first card is shown.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - now: The present.
    init(session: GameSession<StudyState>, now: @escaping () -> Date, context: PlayContext) {
        self.session = session
        self.now = now
        self.context = context
    }

    var played: Int { totals.reviewed }
    var won: Int { totals.again }
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
        if let last {
            lines.append("  Last card: \(last.prompt) → \(last.answer)  \(last.grade), due again in \(IntervalText.short(last.due.timeIntervalSince(time)))")
        }
        if !message.isEmpty { lines += TextLayout.wrap(message, width: terminal.lineWidth - 2).map { "  " + $0 } }
        return lines
    }

    mutating func handle(_ key: TerminalKey, at _: Date, on terminal: Terminal) -> InteractiveStep {
        let time = now()
        message = ""
        if let step = sharedStep(for: key) { return step }
        switch key {
        case .character("s"), .character("S"):
            message = run(.action(.say), at: time) ?? ""
            return .play
        case .character("u"), .character("U"):
            take(session.perform(.undo, at: time))
            return .play
        default: break
        }
        if state.currentCard == nil {
            if [.character("r"), .character("R"), .enter].contains(key) { take(session.newGame(at: time)) }
            return .play
        }
        switch key {
        case .character(" "), .enter, .up:
            take(session.perform(state.isRevealed ? .grade(.good) : .reveal, at: time))
        case .character("1"), .left, .character("n"), .character("N"):
            grade(.again, at: time)
        case .character("2"):
            grade(.hard, at: time)
        case .character("3"), .right, .character("y"), .character("Y"):
            grade(.good, at: time)
        case .character("4"):
            grade(.easy, at: time)
        default:
            break
        }
        return .play
    }

    mutating func run(_ command: InGameCommand, at _: Date) -> String? {
        guard case .action(let action) = command else { return nil }
        switch action {
        case .new: take(session.newGame(at: now()))
        case .say:
            guard context.speaker.isOn else { return PlayContext.speechOff }
            guard let card = state.currentCard else { return "No card is shown." }
            context.say(Utterance(card.prompt, in: state.deck.languages.first ?? .english))
        case .hint, .shuffle, .giveUp, .retry, .pause: break
        }
        return nil
    }

    func tick(at _: Date) {}

    mutating func abandon(at _: Date) {
        take(session.end(at: now()))
    }

    mutating func leave(at _: Date) {
        take(session.leave(at: now()))
    }

    /// Grades the card shown, once its answer is revealed.
    private mutating func grade(_ grade: ReviewGrade, at time: Date) {
        guard state.isRevealed else {
            message = "Show the answer first (Space, Enter or ↑)."
            return
        }
        take(session.perform(.grade(grade), at: time))
    }

    /// Notes reviews and ignored keys.
    private mutating func take(_ events: [StudyEvent]) {
        for event in events {
            switch event {
            case .review(let review):
                totals.reviewed += 1
                if review.rating == .again { totals.again += 1 }
                if let card = state.deck.cards.first(where: { $0.id == review.id }) {
                    last = (card.prompt.escapedForDisplay, card.answer.escapedForDisplay, review.rating, review.due)
                }
            case .undone(let undone):
                totals.reviewed -= 1
                if undone.rating == .again { totals.again -= 1 }
                last = nil
                let prompt = state.deck.cards.first { $0.id == undone.id }?.prompt.escapedForDisplay ?? undone.id
                message = "Undone: \(undone.rating) for \(prompt). Grade it again; u goes back one more."
            case .ignored(let ignored):
                message = ignored.message
            default:
                break
            }
        }
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
