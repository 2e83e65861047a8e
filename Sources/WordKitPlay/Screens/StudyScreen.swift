import Foundation
import GameKernel

/// Study as a screen, as a pure value: the last card graded, the message,
/// the reviews counted since the program started, and what each key does.
///
/// Space, Enter or ↑ reveals; then 1 again, 2 hard, 3 good, 4 easy (Space
/// or Enter is good, ← again, → good); `u` takes the last grade back; `s`
/// reads the prompt aloud. After the session, `r` or Enter starts another
/// with what has come due. Reviews are timed by the study clock, which the
/// front end reads and sends with each event: nothing here reads the clock.
///
/// ```swift
/// var screen = StudyScreen(session: session)
/// screen.reduce(.pressed(.enter, at: now, speechIsOn: false))            // the answer is shown
/// screen.reduce(.pressed(.character("3"), at: now, speechIsOn: false))   // graded good
/// ```
public struct StudyScreen: Sendable {
    /// The last card graded, as shown under the card.
    public struct Graded: Sendable, Equatable {
        /// Its prompt, as it may be shown.
        public var prompt: String
        /// Its answer, as it may be shown.
        public var answer: String
        /// The grade given.
        public var grade: ReviewGrade
        /// When it is due again.
        public var due: Date

        /// A card graded `grade`, due again at `due`.
        public init(prompt: String, answer: String, grade: ReviewGrade, due: Date) {
            self.prompt = prompt
            self.answer = answer
            self.grade = grade
            self.due = due
        }
    }

    /// What the screen remembers besides the session.
    public struct State: Sendable, Equatable {
        /// The last card graded.
        public var last: Graded?
        /// What the last key told.
        public var message: String
        /// Reviews over every session since the program started.
        public var reviewed: Int
        /// Of those, the cards graded again.
        public var again: Int

        /// A state; by default nothing graded, told or counted.
        public init(last: Graded? = nil, message: String = "", reviewed: Int = 0, again: Int = 0) {
            self.last = last
            self.message = message
            self.reviewed = reviewed
            self.again = again
        }
    }

    /// What happened, as the front end tells the screen; `at` is the study clock's present.
    public enum Event: Sendable, Equatable {
        /// A key the play shell handed on; `speechIsOn` tells whether `s` can speak.
        case pressed(PlayShell.Key, at: Date, speechIsOn: Bool)
        /// A command of study typed after `:` (`:new`, `:say`).
        case command(InGameCommand, at: Date, speechIsOn: Bool)
        /// The player quits: the session ends.
        case abandon(at: Date)
        /// Another game replaces this one (``GameSession/leave(at:)``).
        case leave(at: Date)
    }

    /// The message for a grade before the answer is shown.
    public static let showFirst = "Show the answer first (Space, Enter or ↑)."

    /// The session: the kernel's rules, the seed, the store.
    public private(set) var session: GameSession<StudyState>
    /// The screen's own state.
    public private(set) var state: State
    /// How deck text is shown (untrusted text escaped by the front end).
    public let shown: @Sendable (String) -> String

    /// A screen for a session whose first card is shown.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - state: The screen's state; by default the start.
    ///   - shown: How deck text is shown; by default as it is.
    public init(session: GameSession<StudyState>, state: State = State(), shown: @escaping @Sendable (String) -> String = { $0 }) {
        self.session = session
        self.state = state
        self.shown = shown
    }

    /// The session being played.
    public var game: StudyState { session.game }

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
            take(session.end(at: time))
        case .leave(let time):
            take(session.leave(at: time))
        }
        return []
    }

    private mutating func press(_ key: PlayShell.Key, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        state.message = ""
        if let step = GameScreenEffect.sharedStep(for: key) { return [.step(step)] }
        switch key {
        case .character("s"), .character("S"):
            var effects = run(.action(.say), at: time, speechIsOn: speechIsOn)
            if case .reply(let reply) = effects.last {
                state.message = reply
                effects.removeLast()
            }
            return effects
        case .character("u"), .character("U"):
            take(session.perform(.undo, at: time))
            return []
        default: break
        }
        if game.currentCard == nil {
            if [.character("r"), .character("R"), .enter].contains(key) { take(session.newGame(at: time)) }
            return []
        }
        switch key {
        case .character(" "), .enter, .up:
            take(session.perform(game.isRevealed ? .grade(.good) : .reveal, at: time))
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
        return []
    }

    private mutating func run(_ command: InGameCommand, at time: Date, speechIsOn: Bool) -> [GameScreenEffect] {
        guard case .action(let action) = command else { return [] }
        switch action {
        case .new: take(session.newGame(at: time))
        case .say:
            guard speechIsOn else { return [.reply(GameScreenEffect.speechOff)] }
            guard let card = game.currentCard else { return [.reply("No card is shown.")] }
            return [.say(Utterance(card.prompt, in: game.deck.languages.first ?? .english))]
        case .hint, .shuffle, .giveUp, .retry, .pause: break
        }
        return []
    }

    /// Grades the card shown, once its answer is revealed.
    private mutating func grade(_ grade: ReviewGrade, at time: Date) {
        guard game.isRevealed else {
            state.message = Self.showFirst
            return
        }
        take(session.perform(.grade(grade), at: time))
    }

    /// Notes reviews, grades taken back and ignored keys.
    private mutating func take(_ events: [StudyEvent]) {
        for event in events {
            switch event {
            case .review(let review):
                state.reviewed += 1
                if review.rating == .again { state.again += 1 }
                if let card = game.deck.cards.first(where: { $0.id == review.id }) {
                    state.last = Graded(prompt: shown(card.prompt), answer: shown(card.answer), grade: review.rating, due: review.due)
                }
            case .undone(let undone):
                state.reviewed -= 1
                if undone.rating == .again { state.again -= 1 }
                state.last = nil
                let prompt = game.deck.cards.first { $0.id == undone.id }.map { shown($0.prompt) } ?? undone.id
                state.message = "Undone: \(undone.rating) for \(prompt). Grade it again; u goes back one more."
            case .ignored(let ignored):
                state.message = ignored.message
            default:
                break
            }
        }
    }
}
