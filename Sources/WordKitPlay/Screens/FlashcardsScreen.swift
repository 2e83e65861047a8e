import Foundation
import GameKernel

/// Flashcards as a screen, as a pure value: the last card marked, the
/// message, the question before a round is dealt again, what each key does,
/// and what the screen shows at a given moment.
///
/// Space, Enter or ↑ reveals the answer; then → or `y` marks it right and
/// ← or `n` wrong. The countdown ends the round when it runs out: every key
/// and every ``Event/tick(at:)`` first lets the time pass. `s` reads the
/// prompt aloud, `p` pauses; after a round, `r` or Enter starts again. Time
/// comes in with each event and with ``view(at:paused:width:)``:
/// nothing here reads the clock.
///
/// ```swift
/// var screen = FlashcardsScreen(session: session)
/// screen.reduce(.pressed(.enter, at: now, speechIsOn: false))   // the answer is revealed
/// screen.reduce(.pressed(.right, at: now, speechIsOn: false))   // marked right
/// ```
public struct FlashcardsScreen: Sendable {
    /// The last card marked, as shown under the card.
    public struct Marked: Sendable, Equatable {
        /// Its prompt, as it may be shown.
        public var prompt: String
        /// Its answer, as it may be shown.
        public var answer: String
        /// Whether it was marked right.
        public var right: Bool

        /// A card marked `right` or wrong.
        public init(prompt: String, answer: String, right: Bool) {
            self.prompt = prompt
            self.answer = answer
            self.right = right
        }
    }

    /// What the screen remembers besides the round.
    public struct State: Sendable, Equatable {
        /// The last card marked.
        public var last: Marked?
        /// What the last key told.
        public var message: String
        /// Whether `r` asked to start a round with answers again, and waits for `y`.
        public var confirmingRestart: Bool

        /// A state; by default nothing marked, told or asked.
        public init(last: Marked? = nil, message: String = "", confirmingRestart: Bool = false) {
            self.last = last
            self.message = message
            self.confirmingRestart = confirmingRestart
        }
    }

    /// What happened, as the front end tells the screen.
    public enum Event: Sendable, Equatable {
        /// A key the play shell handed on, at game time `at`; `speechIsOn`
        /// tells whether `s` can speak.
        case pressed(PlayShell.Key, at: Date, speechIsOn: Bool)
        /// A command of this game typed after `:` (`:new`, `:say`).
        case command(InGameCommand, at: Date, speechIsOn: Bool)
        /// Time passed: the countdown may end the round.
        case tick(at: Date)
        /// The player quits: the round being played ends.
        case abandon(at: Date)
        /// Another game replaces this one (``GameSession/leave(at:)``).
        case leave(at: Date)
    }

    /// The message that asks before a round with answers is dealt again.
    public static let restartQuestion = "Start the round again? y/n  y deals the cards again; any other key goes on."
    /// The message for a mark before the answer is shown.
    public static let revealFirst = "Reveal the answer first (Space, Enter or ↑)."
    /// The lines kept while the game is paused: the heading and the clock, not the card.
    public static let pausedLines = 3

    /// The rounds: the kernel's rules, the seed, the counters, the history.
    public private(set) var session: GameSession<FlashcardsState>
    /// The screen's own state.
    public private(set) var state: State
    /// How deck text is shown (untrusted text escaped by the front end), also for the last card marked.
    public let shown: @Sendable (String) -> String

    /// A screen for a session whose first round has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - state: The screen's state; by default the start.
    ///   - shown: How deck text is shown; by default as it is.
    public init(session: GameSession<FlashcardsState>, state: State = State(), shown: @escaping @Sendable (String) -> String = { $0 }) {
        self.session = session
        self.state = state
        self.shown = shown
    }

    /// The round being played.
    public var game: FlashcardsState { session.game }

    /// Takes an event: the next state and what the front end must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects to perform, in order.
    @discardableResult
    public mutating func reduce(_ event: Event) -> [GameScreenEffect] {
        switch event {
        case .pressed(let key, let time, let speechIsOn):
            return press(key, at: time, speechIsOn: speechIsOn)
        case .command(let command, let time, let speechIsOn):
            return run(command, at: time, speechIsOn: speechIsOn)
        case .tick(let time):
            tick(at: time)
        case .abandon(let time):
            take(session.end(at: time))
        case .leave(let time):
            take(session.leave(at: time))
        }
        return []
    }

    private mutating func tick(at time: Date) {
        guard session.isPlaying else { return }
        take(session.perform(.tick, at: time))
    }

    private mutating func press(_ key: PlayShell.Key, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        tick(at: time)
        state.message = ""
        if state.confirmingRestart {
            // Only y deals again; any other key goes back to the round.
            state.confirmingRestart = false
            if game.phase == .playing, key == .character("y") || key == .character("Y") { restart(at: time) }
            return []
        }
        if let step = GameScreenEffect.sharedStep(for: key) { return [.step(step)] }
        if key == .character("s") || key == .character("S") {
            var effects = run(.action(.say), at: time, speechIsOn: speechIsOn)
            if case .reply(let reply) = effects.last {
                state.message = reply
                effects.removeLast()
            }
            return effects
        }
        if game.phase != .playing {
            if [.character("r"), .character("R"), .enter].contains(key) { restart(at: time) }
            return []
        }
        switch key {
        case .character(" "), .enter, .up:
            if !game.isRevealed { take(session.perform(.reveal, at: time)) }
        case .right, .character("y"), .character("Y"):
            mark(right: true, at: time)
        case .left, .character("n"), .character("N"):
            mark(right: false, at: time)
        case .character("r"), .character("R"):
            // A round with cards revealed or answered is not thrown away by one key.
            if game.hasMoves {
                state.confirmingRestart = true
                state.message = Self.restartQuestion
            } else {
                restart(at: time)
            }
        case .character("p"), .character("P"):
            return [.step(.togglePause)]
        default: break
        }
        return []
    }

    private mutating func run(_ command: InGameCommand, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        guard case .action(let action) = command else { return [] }
        switch action {
        case .new: restart(at: time)
        case .say:
            guard speechIsOn else { return [.reply(GameScreenEffect.speechOff)] }
            guard let card = game.currentCard else { return [.reply("No card is shown.")] }
            return [.say(Utterance(card.prompt, in: game.deck.languages.first ?? .english))]
        case .pause, .hint, .shuffle, .giveUp, .retry: break
        }
        return []
    }

    /// Marks the card shown, once its answer is revealed.
    private mutating func mark(right: Bool, at time: Date) {
        guard let card = game.currentCard else { return }
        guard game.isRevealed else {
            state.message = Self.revealFirst
            return
        }
        state.last = Marked(prompt: shown(card.prompt), answer: shown(card.answer), right: right)
        take(session.perform(right ? .markRight : .markWrong, at: time))
    }

    /// Starts a new round with the deck reshuffled, ending the one being played.
    private mutating func restart(at time: Date) {
        state.last = nil
        take(session.newGame(at: time))
    }

    /// Shows a message for an ignored key.
    private mutating func take(_ events: [FlashcardsEvent]) {
        for case .ignored(let ignored) in events {
            state.message = ignored.message
        }
    }

    /// What the screen shows at game time `time`.
    ///
    /// - Parameters:
    ///   - time: Game time, for the countdown and the summary.
    ///   - paused: Whether the game clock is stopped.
    ///   - width: The characters a line may hold.
    /// - Returns: The lines.
    public func view(at time: Date, paused: Bool, width: Int) -> [ScreenLine] {
        let remaining = game.remainingTime(at: time)
        let countdown = remaining.map { ClockText.minutesSeconds($0.rounded(.up)) } ?? "no limit"
        var lines: [ScreenLine] = [
            ScreenLine(" FLASHCARDS ", .bold, .inverse) + "  \(shown(game.deck.title))",
            "",
            "  Time left " + ScreenLine(countdown, .bold, (remaining ?? .infinity) <= 10 ? .red : .cyan)
                + ((paused ? " (paused)" : "") + "   ✓ right \(game.correct)   ✗ wrong \(game.wrong)   cards left \(game.queue.count)"),
            "",
        ]
        if game.phase == .playing, let card = game.currentCard {
            lines += cardLines(card, width: width)
        } else {
            let summary = game.summary(at: time)
            let why =
                switch summary.reason {
                case .timeUp: "Time is up."
                case .noCards: game.result == .won ? "✓ Round won: every card answered right." : "No cards left."
                case .quit: "Round ended."
                }
            let unseen = summary.unseen ?? summary.remaining
            let unanswered = summary.remaining - unseen
            lines.append(
                "  " + ScreenLine(why, .bold) + (" ✓ \(summary.correct) right, ✗ \(summary.wrong) wrong, "
                    + (unanswered > 0 ? "\(unanswered) shown but not answered, " : "") + "\(unseen) not seen."))
            lines.append("")
            lines.append(ScreenLine("  r or Enter start again · ? help · m menu · q quit", .dim))
        }
        lines.append("")
        if let last = state.last {
            let verdict = last.right ? ScreenLine("✓ right", .green, .bold) : ScreenLine("✗ wrong", .red, .bold)
            lines.append("  Last card: \(last.prompt) → \(last.answer)  " + verdict)
        }
        if !state.message.isEmpty { lines += TextLayout.wrap(state.message, width: width - 2).map { ScreenLine(stringLiteral: "  " + $0) } }
        return lines
    }

    /// The card in its box, the example once revealed, and the keys.
    private func cardLines(_ card: Card, width lineWidth: Int) -> [ScreenLine] {
        let inner = max(10, lineWidth - 6)
        let prompt = TextLayout.wrap(shown(card.prompt), width: inner - 2)
        let answer = game.isRevealed ? TextLayout.wrap(shown(card.answer), width: inner - 2) : ["(hidden)"]
        let width = min(inner, max(24, (prompt + answer).map(\.count).max() ?? 0) + 2)
        let rule = String(repeating: "─", count: width)
        /// A line of the box: `text` padded to the box's width.
        func boxed(_ text: String, _ styles: ScreenLine.Style...) -> ScreenLine {
            "  │ " + ScreenLine(runs: [.init(text, styles)]) + (String(repeating: " ", count: max(0, width - 2 - text.count)) + " │")
        }
        var lines: [ScreenLine] = [ScreenLine(stringLiteral: "  ┌" + rule + "┐")]
        lines += prompt.map { boxed($0, .bold) }
        lines.append(ScreenLine(stringLiteral: "  │ " + String(repeating: " ", count: width - 2) + " │"))
        lines += answer.map { game.isRevealed ? boxed($0, .yellow) : boxed($0, .dim) }
        // The part of speech, gender and rank, once the answer is shown.
        if game.isRevealed, let details = CardDetails.line(of: card) { lines.append(boxed(String(details.prefix(width - 2)), .dim)) }
        lines.append(ScreenLine(stringLiteral: "  └" + rule + "┘"))
        lines.append("")
        // The example sentence and its translation, once the answer is shown.
        if game.isRevealed, let example = card.example {
            lines += Self.exampleLines(example, width: lineWidth, shown: shown)
            lines.append("")
        }
        lines.append(
            ScreenLine(
                game.isRevealed
                    ? "  → or y: I was right · ← or n: I was wrong · s say · p pause · ? help · m menu"
                    : "  Space/Enter/↑ reveal the answer · s say · p pause · ? help · m menu", .dim))
        return lines
    }

    /// A revealed card's example as the flashcards and study screens show it
    /// under the card: the sentence, then its translation and source dimmed
    /// and indented further, each wrapped to `width`.
    ///
    /// - Parameters:
    ///   - example: The card's example.
    ///   - width: The characters a line may hold.
    ///   - shown: How deck text is shown.
    /// - Returns: The lines.
    public static func exampleLines(_ example: CardExample, width: Int, shown: (String) -> String) -> [ScreenLine] {
        let escaped = CardExample(text: shown(example.text), translation: shown(example.translation), source: shown(example.source))
        let layout = CardDetails.exampleLines(escaped, width: width - 2, indent: 2)
        return layout.sentence.map { ScreenLine(stringLiteral: "  " + $0) } + layout.translation.map { "    " + ScreenLine($0, .dim) }
    }
}
