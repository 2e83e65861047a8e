import Foundation
import GameKernel

/// Word scramble as a screen, as a pure value: the word being typed, the
/// last message, the page of the word lists, the question before a round is
/// given up, and what each key does.
///
/// Letters typed make the word, Enter sends it; Tab shuffles the letters,
/// `*` gives a hint, `!` gives up and shows the missed words, PgDn/PgUp page
/// through the lists. A line starting with `:` is a command (`:lang es`,
/// `:new`, `:help`…), never a word: it goes to the shell as
/// ``PlayShell/GameStep/command(_:)``. How many list lines there are and how
/// many fit a page depend on the window, so the front end tells them with
/// each key. Time comes in with each event: nothing here reads the clock.
///
/// ```swift
/// var screen = ScrambleScreen(session: session, bell: true)
/// screen.reduce(.pressed(.character("c"), at: now))
/// screen.reduce(.pressed(.enter, at: now))   // a rejected word: [.bell, .say(…)]
/// ```
public struct ScrambleScreen: Sendable {
    /// A message: its headline, its text, and whether it is good news.
    public struct Message: Sendable, Equatable {
        /// The headline, shown bold after ✓ or ✗.
        public var title: String
        /// The text after it.
        public var text: String
        /// Whether it is good news (✓, green) or not (✗, red).
        public var good: Bool

        /// A message.
        public init(_ title: String, _ text: String, good: Bool) {
            self.title = title
            self.text = text
            self.good = good
        }
    }

    /// What the screen remembers besides the round.
    public struct State: Sendable, Equatable {
        /// The word being typed.
        public var typed: String
        /// The last event's message.
        public var message: Message?
        /// The page of the found and missed words shown.
        public var pager: ListPager
        /// Whether `!` asked to give the round up and waits for `y`.
        public var confirmingGiveUp: Bool

        /// A state; by default nothing typed or told, the first page.
        public init(typed: String = "", message: Message? = nil, pager: ListPager = ListPager(), confirmingGiveUp: Bool = false) {
            self.typed = typed
            self.message = message
            self.pager = pager
            self.confirmingGiveUp = confirmingGiveUp
        }
    }

    /// The lists as laid out for the window when a key comes.
    public struct Lists: Sendable, Equatable {
        /// The lines of the found and missed words.
        public var lines: Int
        /// The lines a page shows.
        public var pageSize: Int

        /// Lists of `lines` lines, `pageSize` a page.
        public init(lines: Int = 0, pageSize: Int = 20) {
            self.lines = lines
            self.pageSize = pageSize
        }
    }

    /// What happened, as the front end tells the screen.
    public enum Event: Sendable, Equatable {
        /// A key the play shell handed on, at game time `at`, with the lists as laid out.
        case pressed(PlayShell.Key, at: Date, lists: Lists = Lists())
        /// A command of this game typed after `:` (`:new`, `:hint`, `:shuffle`, `:giveup`, `:say`).
        case command(InGameCommand, at: Date, speechIsOn: Bool)
        /// The player quits: the round is left (``GameSession/quit(at:)``).
        case abandon(at: Date)
        /// Another game replaces this one (``GameSession/leave(at:)``).
        case leave(at: Date)
    }

    /// The most characters a word typed may have.
    public static let longestWord = 60

    /// The rounds: the kernel's rules, the seed, the counters, the history.
    public private(set) var session: GameSession<ScrambleState>
    /// The screen's own state.
    public private(set) var state: State
    /// Whether a rejected word rings the bell.
    public let bell: Bool

    /// A screen for a session whose first root has been dealt.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - bell: Whether a rejected word rings the bell.
    ///   - state: The screen's state; by default the start.
    public init(session: GameSession<ScrambleState>, bell: Bool, state: State = State()) {
        self.session = session
        self.bell = bell
        self.state = state
    }

    /// The round being played.
    public var game: ScrambleState { session.game }

    /// The phrases and voice of the round's language.
    public var phrases: Phrasebook { Phrasebook(game.configuration.language) }

    /// Takes an event: the next state and what the front end must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects to perform, in order.
    @discardableResult
    public mutating func reduce(_ event: Event) -> [GameScreenEffect] {
        switch event {
        case .pressed(let key, let time, let lists):
            return press(key, at: time, lists: lists)
        case .command(let command, let time, let speechIsOn):
            return run(command, at: time, speechIsOn: speechIsOn)
        case .abandon(let time):
            return take(session.quit(at: time).events, bell: false)
        case .leave(let time):
            return take(session.leave(at: time), bell: false)
        }
    }

    private mutating func press(_ key: PlayShell.Key, at time: Date, lists: Lists) -> [GameScreenEffect] {
        switch key {
        case .pageDown, .character(">"):
            state.pager.next(lines: lists.lines, pageSize: lists.pageSize)
            return []
        case .pageUp, .character("<"):
            state.pager.previous(lines: lists.lines, pageSize: lists.pageSize)
            return []
        default: break
        }
        if state.confirmingGiveUp {
            // Only y gives up; any other key goes back to the round, the word typed kept.
            state.confirmingGiveUp = false
            if game.phase == .playing, key == .character("y") || key == .character("Y") { return take(session.end(at: time), bell: false) }
            return []
        }
        if game.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: return take(session.newGame(at: time), bell: false)
            case .character("q"), .character("Q"): return [.step(.quit)]
            case .character("?"): return [.step(.help)]
            case .character(":"): return [.step(.commandLine)]
            case .escape, .character("m"), .character("M"): return [.step(.menu)]
            default: return []
            }
        }
        switch key {
        case .character("?"): return [.step(.help)]
        case .character("*"): return take(session.perform(.hint, at: time), bell: bell)
        case .character("!"):
            // A round with words found, or a word being typed, is not thrown away by one key.
            if game.hasMoves || !state.typed.isEmpty {
                state.confirmingGiveUp = true
            } else {
                return take(session.end(at: time), bell: false)
            }
        case .tab: return take(session.perform(.shuffle, at: time), bell: bell)
        case .character(let character) where !character.isWhitespace || state.typed.hasPrefix(":"):
            if state.typed.count < Self.longestWord { state.typed.append(character) }
        case .backspace:
            if !state.typed.isEmpty { state.typed.removeLast() }
        case .escape:
            guard !state.typed.isEmpty else { return [.step(.menu)] }
            state.typed = ""
        case .enter:
            let word = state.typed.trimmingCharacters(in: .whitespaces)
            state.typed = ""
            guard !word.isEmpty else { return [] }
            if word.hasPrefix(":") { return [.step(.command(word))] }
            return take(session.perform(.submit(word), at: time), bell: bell)
        default: break
        }
        return []
    }

    private mutating func run(_ command: InGameCommand, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        guard case .action(let action) = command else { return [] }
        switch action {
        case .new: return take(session.newGame(at: time), bell: false)
        case .hint: return take(session.perform(.hint, at: time), bell: false)
        case .shuffle: return take(session.perform(.shuffle, at: time), bell: false)
        case .giveUp: return take(session.end(at: time), bell: false)
        case .say:
            guard speechIsOn else { return [.reply(GameScreenEffect.speechOff)] }
            return [.say(phrases.word(game.root))]
        case .retry, .pause: return []
        }
    }

    /// Turns events into the message line; a rejection is said, and rings
    /// the bell when `bell` (a key, not a command, with the bell on).
    private mutating func take(_ events: [ScrambleEvent], bell: Bool) -> [GameScreenEffect] {
        var effects: [GameScreenEffect] = []
        for event in events {
            switch event {
            case .start, .end:
                state.message = nil
                state.pager.reset()
            case .accepted(let accepted):
                let full = game.usesEveryLetter(accepted.word)
                state.message = Message(
                    full ? "★ \(accepted.word)" : "\(accepted.word)",
                    "+\(Plural.count(accepted.score, "point"))" + (full ? " · every letter of the root!" : "")
                        + (accepted.bonus ? " · bonus word (a rarer word, never missed)" : ""), good: true)
            case .rejected(let rejected):
                state.message = Message(rejected.title, rejected.message, good: false)
                if bell { effects.append(.bell) }
                effects.append(.say(phrases.rejection(rejected)))
            case .letters:
                state.message = nil
            case .hint(let hint):
                state.message = Message(
                    "Hint",
                    "a word of \(Plural.count(hint.length, "letter")) starts with “\(hint.start)” (\(Plural.count(hint.remaining, "word")) to find)",
                    good: true)
            case .ignored(let ignored):
                state.message = Message("Not now", ignored.message, good: false)
            }
        }
        return effects
    }
}
