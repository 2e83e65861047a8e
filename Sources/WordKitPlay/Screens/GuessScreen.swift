import Foundation
import GameKernel

/// Guess the number as a screen, as a pure value: the digits typed, the
/// line the last guess left, the question before a game is given up, what
/// each key does, and what the screen shows.
///
/// Digits are typed and sent with Enter; `s` reads the range aloud, `n`
/// starts a new game (asking first once guesses were made). A front end
/// sends ``Event``s, performs the ``GameScreenEffect``s returned (the words
/// to say, the step for the play shell, a reply) and draws ``view(width:)``.
/// Time comes in with each event: nothing here reads the clock.
///
/// ```swift
/// var screen = GuessScreen(session: session, language: .english)
/// screen.reduce(.pressed(.character("5"), at: now, speechIsOn: false))  // []
/// screen.reduce(.pressed(.enter, at: now, speechIsOn: false))            // [.say(…)]
/// screen.state.message                                                    // "↑ 5 is too low."
/// ```
public struct GuessScreen: Sendable {
    /// What the screen remembers besides the game.
    public struct State: Sendable, Equatable {
        /// The digits typed so far.
        public var typed: String
        /// What the last guess told.
        public var message: String
        /// Whether `n` asked for a new game while guesses were made, and waits for `y`.
        public var confirmingNew: Bool

        /// A state; by default nothing typed, nothing told, nothing asked.
        public init(typed: String = "", message: String = "", confirmingNew: Bool = false) {
            self.typed = typed
            self.message = message
            self.confirmingNew = confirmingNew
        }
    }

    /// What happened, as the front end tells the screen.
    public enum Event: Sendable, Equatable {
        /// A key the play shell handed on, at game time `at`; `speechIsOn`
        /// tells whether `s` can speak.
        case pressed(PlayShell.Key, at: Date, speechIsOn: Bool)
        /// A command of this game typed after `:` (`:new`, `:say`).
        case command(InGameCommand, at: Date, speechIsOn: Bool)
        /// The player quits: the game being played ends.
        case abandon(at: Date)
        /// Another game replaces this one (``GameSession/leave(at:)``).
        case leave(at: Date)
    }

    /// The most digits a guess may have.
    public static let longestGuess = 12

    /// The games: the kernel's rules, the seed, the counters, the history.
    public private(set) var session: GameSession<GuessState>
    /// The screen's own state.
    public private(set) var state: State
    /// The phrases and voice of the game's language.
    public let phrases: Phrasebook

    /// A screen for a session whose first game has started.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - language: The language the game speaks.
    ///   - state: The screen's state; by default the start.
    public init(session: GameSession<GuessState>, language: LanguageCode, state: State = State()) {
        self.session = session
        self.phrases = Phrasebook(language)
        self.state = state
    }

    /// The game being played.
    public var game: GuessState { session.game }

    /// What the front end does as the screen opens: say the range.
    public var openingEffects: [GameScreenEffect] { [.say(phrases.range(game.low, game.high))] }

    /// Whether `key`, pressed while paused, is typing to keep (a digit).
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key is kept.
    public static func keeps(_ key: PlayShell.Key) -> Bool {
        if case .character(let character) = key { return character.isNumber }
        return key == .backspace
    }

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
        case .abandon(let time):
            return take(session.end(at: time))
        case .leave(let time):
            return take(session.leave(at: time))
        }
    }

    private mutating func press(_ key: PlayShell.Key, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        if state.confirmingNew {
            // Only y gives the game up; any other key goes back to it.
            state.confirmingNew = false
            if key == .character("y") || key == .character("Y") { return newGame(at: time) }
            return []
        }
        if let step = GameScreenEffect.sharedStep(for: key) { return [.step(step)] }
        switch key {
        case .character("s"), .character("S"):
            var effects = run(.action(.say), at: time, speechIsOn: speechIsOn)
            if case .reply(let reply) = effects.last {
                state.message = reply
                effects.removeLast()
            }
            return effects
        case .character("n"), .character("N"):
            // A game with guesses made is not thrown away by one key.
            if game.phase == .playing && game.hasMoves {
                state.confirmingNew = true
                return []
            }
            return newGame(at: time)
        default: break
        }
        if game.phase != .playing {
            return key == .enter ? newGame(at: time) : []
        }
        switch key {
        case .character(let character) where character.isNumber || (character == "-" && state.typed.isEmpty):
            if state.typed.count < Self.longestGuess { state.typed.append(character) }
        case .backspace:
            if !state.typed.isEmpty { state.typed.removeLast() }
        case .enter:
            let events = session.perform(.guess(state.typed), at: time)
            state.typed = ""
            return take(events)
        default: break
        }
        return []
    }

    private mutating func run(_ command: InGameCommand, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        guard case .action(let action) = command else { return [] }
        switch action {
        case .new: return newGame(at: time)
        case .say:
            guard speechIsOn else { return [.reply("The range is \(game.spokenRange). " + GameScreenEffect.speechOff)] }
            return [.say(phrases.range(game.low, game.high))]
        case .hint, .shuffle, .giveUp, .retry, .pause: return []
        }
    }

    /// Starts the next game, giving up the one being played.
    private mutating func newGame(at time: Date) -> [GameScreenEffect] {
        session.newGame(at: time)
        state.typed = ""
        state.message = ""
        return [.say(phrases.range(game.low, game.high))]
    }

    /// Turns events into the message line and the words said.
    private mutating func take(_ events: [GuessEvent]) -> [GameScreenEffect] {
        var effects: [GameScreenEffect] = []
        for event in events {
            switch event {
            case .guess(let made):
                state.message =
                    switch made.result {
                    case .tooLow: "↑ \(made.guess) is too low."
                    case .tooHigh: "↓ \(made.guess) is too high."
                    case .correct: "✓ \(made.guess) is right."
                    case .outOfRange: "✗ \(made.guess) is outside the range \(made.min) ~ \(made.max)."
                    }
                if made.result == .correct || made.lives > 0 { effects.append(.say(phrases.guess(made))) }
            case .invalid(let invalid):
                state.message = invalid.message
            case .end(let ended):
                if !ended.won, game.lives == 0 { effects.append(.say(phrases.lost(answer: ended.answer))) }
            case .start, .hint, .ignored:
                break
            }
        }
        return effects
    }

    /// What the screen shows.
    ///
    /// - Parameter width: The characters a line may hold (the guesses wrap to fit).
    /// - Returns: The lines.
    public func view(width: Int) -> [ScreenLine] {
        let total = game.configuration.lives
        // A heart a life, as long as they fit on a line (--lives takes any number).
        let hearts = total <= 20
            ? String(repeating: "♥ ", count: game.lives) + String(repeating: "♡ ", count: max(0, total - game.lives)) : "♥"
        let guesses = game.guesses.isEmpty ? "none yet" : game.guesses.map(String.init).joined(separator: ", ")
        var lines: [ScreenLine] = [
            ScreenLine(" GUESS THE NUMBER ", .bold, .inverse),
            "",
            "  Range   " + ScreenLine("\(game.low) ~ \(game.high)", .bold, .cyan),
            "  Lives   " + ScreenLine(hearts, .red) + "  \(game.lives) of \(total)",
        ]
        lines += TextLayout.wrap(guesses, width: max(10, width - 10)).enumerated().map { index, line in
            ScreenLine(stringLiteral: (index == 0 ? "  Guesses " : "          ") + line)
        }
        lines.append("")
        let again = ScreenLine("  n or Enter play again · ? help · m menu · q quit", .dim)
        switch game.phase {
        case .playing:
            lines.append(
                state.confirmingNew
                    ? "  " + ScreenLine("Give up this game for a new one? y/n", .bold, .yellow)
                        + "  y starts a new game; any other key goes on" : ScreenLine(stringLiteral: "  " + state.message))
            lines.append("")
            lines.append("  Your guess › " + ScreenLine(state.typed, .bold) + "_")
            lines.append("")
            lines.append(ScreenLine("  digits + Enter guess · s say range · n new game · ? help · m menu · q quit", .dim))
        case .won:
            lines.append(
                "  " + ScreenLine("✓ You won!", .bold, .green)
                    + " The number was \(game.secret), found in \(Plural.count(game.guesses.count, "guess", "guesses")).")
            lines.append("")
            lines.append(again)
        case .lost:
            lines.append("  " + ScreenLine("✗ Out of lives.", .bold, .red) + " The answer was \(game.secret).")
            lines.append("")
            lines.append(again)
        }
        lines.append(ScreenLine("  Played \(session.played) · won \(session.won)", .dim))
        return lines
    }
}
