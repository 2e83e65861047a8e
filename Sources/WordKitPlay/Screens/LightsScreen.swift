import Foundation
import GameKernel

/// Lights out as a screen, as a pure value: the cursor, the press being
/// typed as `ROW COL`, the light of the last hint, the message, the question
/// before a board is started again, what each key does, and what the screen
/// shows at a given moment.
///
/// A cursor moved by the arrow keys or `hjkl` and pressed with space or
/// Enter; `ROW COL` typed and Enter press that light; `*` shows a hint; `p`
/// pauses the timer; after a game, `n` plays the next level, `r` retries. A
/// win shows the presses against the level's fewest and a rating. Time comes
/// in with each event and with ``view(at:paused:)``: nothing here reads the clock.
///
/// ```swift
/// var screen = LightsScreen(session: session)
/// screen.reduce(.pressed(.right, at: now))   // []: the cursor moves
/// screen.reduce(.pressed(.enter, at: now))   // []: the light at row 0, column 1 is pressed
/// ```
public struct LightsScreen: Sendable {
    /// What the screen remembers besides the game.
    public struct State: Sendable, Equatable {
        /// The cursor.
        public var cursor: LightsPosition
        /// A press typed as `ROW COL`.
        public var typed: String
        /// The last hint's light, marked on the board.
        public var hinted: LightsPosition?
        /// What the last key told.
        public var message: String
        /// Whether `r` asked to start a board with presses again, and waits for `y`.
        public var confirmingRetry: Bool

        /// A state; by default the cursor at the top left and nothing else.
        public init(
            cursor: LightsPosition = LightsPosition(row: 0, column: 0), typed: String = "", hinted: LightsPosition? = nil,
            message: String = "", confirmingRetry: Bool = false
        ) {
            self.cursor = cursor
            self.typed = typed
            self.hinted = hinted
            self.message = message
            self.confirmingRetry = confirmingRetry
        }
    }

    /// What happened, as the front end tells the screen.
    public enum Event: Sendable, Equatable {
        /// A key the play shell handed on, at game time `at`.
        case pressed(PlayShell.Key, at: Date)
        /// A command of this game typed after `:` (`:new`, `:hint`, `:retry`, `:level N`).
        case command(InGameCommand, at: Date)
        /// The player quits: the game being played ends.
        case abandon(at: Date)
        /// Another game replaces this one (``GameSession/leave(at:)``).
        case leave(at: Date)
    }

    /// The most characters a typed press may have.
    public static let longestPress = 12
    /// The message that asks before a board with presses is started again.
    public static let retryQuestion = "Start this board again? y/n  y starts it again; any other key goes on."

    /// The games: the kernel's rules, the levels, the seed, the counters, the history.
    public private(set) var session: GameSession<LightsState>
    /// The screen's own state.
    public private(set) var state: State

    /// A screen for a session whose first board is set.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - state: The screen's state; by default the start.
    public init(session: GameSession<LightsState>, state: State = State()) {
        self.session = session
        self.state = state
    }

    /// The game being played.
    public var game: LightsState { session.game }

    /// Whether `key`, pressed while paused, is typing to keep: digits, and
    /// the space, Enter and Backspace of a press being typed, so a typed
    /// press is never cut in two.
    ///
    /// - Parameter key: The key.
    /// - Returns: Whether the key is kept.
    public func keeps(_ key: PlayShell.Key) -> Bool {
        switch key {
        case .character(let character) where character.isNumber: true
        case .character(" "), .enter, .backspace: !state.typed.isEmpty
        default: false
        }
    }

    /// Takes an event: the next state and what the front end must do.
    ///
    /// - Parameter event: What happened.
    /// - Returns: The effects to perform, in order.
    @discardableResult
    public mutating func reduce(_ event: Event) -> [GameScreenEffect] {
        switch event {
        case .pressed(let key, let time):
            return press(key, at: time)
        case .command(let command, let time):
            return run(command, at: time).map { [.reply($0)] } ?? []
        case .abandon(let time):
            take(session.end(at: time))
        case .leave(let time):
            take(session.leave(at: time))
        }
        return []
    }

    private mutating func press(_ key: PlayShell.Key, at time: Date) -> [GameScreenEffect] {
        if state.confirmingRetry {
            // Only y starts the board again; any other key goes back to it.
            state.confirmingRetry = false
            state.message = ""
            if game.phase == .playing, key == .character("y") || key == .character("Y") { take(session.perform(.retry, at: time)) }
            return []
        }
        if let step = GameScreenEffect.sharedStep(for: key) { return [.step(step)] }
        if key == .character("r") || key == .character("R") {
            // A board with presses made is not thrown away by one key.
            if game.phase == .playing && game.hasMoves {
                state.confirmingRetry = true
                state.message = Self.retryQuestion
            } else {
                take(session.perform(.retry, at: time))
            }
            return []
        }
        if game.phase != .playing {
            if [.character("n"), .character("N"), .enter].contains(key) { take(session.newGame(at: time)) }
            return []
        }
        let size = game.board.size
        switch key {
        case .character(let character) where character.isNumber || (character == " " && !state.typed.isEmpty):
            if state.typed.count < Self.longestPress { state.typed.append(character) }
        case .backspace:
            if !state.typed.isEmpty { state.typed.removeLast() }
        case .up, .character("k"): state.cursor.row = (state.cursor.row + size - 1) % size
        case .down, .character("j"): state.cursor.row = (state.cursor.row + 1) % size
        case .left, .character("h"): state.cursor.column = (state.cursor.column + size - 1) % size
        case .right, .character("l"): state.cursor.column = (state.cursor.column + 1) % size
        case .enter where !state.typed.isEmpty:
            let parts = state.typed.split(separator: " ")
            state.typed = ""
            guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]),
                game.board.contains(LightsPosition(row: row, column: column))
            else {
                state.message = "Type a press as ROW COL, from 0 to \(size - 1), such as '1 2'."
                return []
            }
            state.cursor = LightsPosition(row: row, column: column)
            pressCursor(at: time)
        case .enter, .character(" "):
            pressCursor(at: time)
        case .character("*"):
            take(session.perform(.hint, at: time))
        case .character("u"), .character("U"):
            take(session.perform(.undo, at: time))
        case .character("p"), .character("P"):
            return [.step(.togglePause)]
        default: break
        }
        return []
    }

    private mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        switch command {
        case .action(.new): take(session.newGame(at: time))
        case .action(.hint): take(session.perform(.hint, at: time))
        case .action(.retry): take(session.perform(.retry, at: time))
        case .level(nil): return game.setup.levelNumber.map { "This is level \($0)." } ?? "This is a random board; :level N plays level N."
        case .level(let text?):
            guard let number = Int(text), let level = session.environment.level(number: number) else {
                let numbers = session.environment.levels.map(\.number)
                return numbers.isEmpty
                    ? "No levels are shipped here; the boards are random."
                    : "There is no level \(text); the levels are \(numbers.min() ?? 0) to \(numbers.max() ?? 0)."
            }
            take(session.perform(.play(.level(level)), at: time))
        default: break
        }
        return nil
    }

    /// Presses the light under the cursor.
    private mutating func pressCursor(at time: Date) {
        state.hinted = nil
        state.message = ""
        take(session.perform(.press(row: state.cursor.row, column: state.cursor.column), at: time))
    }

    /// Turns events into the cursor, the hint mark and the message line.
    private mutating func take(_ events: [LightsEvent]) {
        for event in events {
            switch event {
            case .start:
                state.cursor = LightsPosition(row: 0, column: 0)
                state.hinted = nil
                state.typed = ""
                state.message = ""
            case .hint(let hint):
                state.hinted = LightsPosition(row: hint.row, column: hint.column)
                state.cursor = LightsPosition(row: hint.row, column: hint.column)
                state.message = "Hint: press row \(hint.row), column \(hint.column) (\(Plural.count(hint.remaining, "press", "presses")) to go)."
            case .undo(let undone):
                state.hinted = nil
                state.cursor = LightsPosition(row: undone.row, column: undone.column)
                state.message = "Took back the press at row \(undone.row), column \(undone.column)."
            case .end, .press:
                break
            case .ignored(let ignored):
                state.message = ignored.message
            }
        }
    }

    /// The lines kept while the game is paused: the heading and the clock, not the board.
    public static let pausedLines = 3

    /// What the screen shows at game time `time`.
    ///
    /// - Parameters:
    ///   - time: Game time, for the timer.
    ///   - paused: Whether the game clock is stopped.
    /// - Returns: The lines.
    public func view(at time: Date, paused: Bool) -> [ScreenLine] {
        let size = game.board.size
        let title = game.setup.levelNumber.map { "level \($0) · \(size)×\(size)" } ?? "random \(size)×\(size)"
        let timer = ClockText.minutesSeconds(game.elapsed(at: time))
        var lines: [ScreenLine] = [
            ScreenLine(" LIGHTS OUT ", .bold, .inverse) + "  \(title)",
            "",
            "  Time " + ScreenLine(timer, .bold) + ((paused ? " (paused)" : "") + "   Steps \(game.steps)"
                + "   Lit \(game.board.litCount) of \(size * size)"),
            "",
            ScreenLine(stringLiteral: "      " + (0..<size).map { " \($0) " }.joined()),
        ]
        for row in 0..<size {
            var line = ScreenLine(stringLiteral: "   \(row)  ")
            for column in 0..<size {
                let position = LightsPosition(row: row, column: column)
                let symbol = game.board.isOn(position) ? ScreenLine("●", .yellow, .bold) : ScreenLine("·", .dim)
                if position == state.cursor && game.phase == .playing {
                    line = line + "[" + symbol + "]"
                } else if position == state.hinted {
                    line = line + "<" + symbol + ">"
                } else {
                    line = line + " " + symbol + " "
                }
            }
            lines.append(line)
        }
        lines.append("")
        let next = game.setup.levelNumber == nil ? "a new board" : "the next level"
        switch game.phase {
        case .playing:
            lines.append(ScreenLine(stringLiteral: "  " + state.message))
            lines.append("  Press › " + ScreenLine(state.typed, .bold) + "_")
            lines.append(ScreenLine("  ←↓↑→/hjkl move · space/Enter press · ROW COL Enter · u undo · * hint · p pause · ? help · m menu", .dim))
        case .won:
            let rating = LightsRating(presses: game.steps, minimum: game.minimalPresses)
            lines.append(
                "  " + ScreenLine("✓ You won!", .bold, .green) + (" All lights off in \(Plural.count(game.steps, "press", "presses"))"
                    + " (fewest possible: \(game.minimalPresses)) ") + ScreenLine(rating.text, .yellow, .bold) + "  \(timer)")
            if game.hintsUsed > 0 { lines.append(ScreenLine(stringLiteral: "  With \(Plural.count(game.hintsUsed, "hint")).")) }
            lines.append(ScreenLine("  n \(next) · r retry · m menu · q quit", .dim))
        case .lost:
            lines.append("  " + ScreenLine("✗ You lost.", .bold, .red) + " Every light is on, after \(Plural.count(game.steps, "step")).")
            lines.append(ScreenLine("  r retry · n \(next) · m menu · q quit", .dim))
        case .quit:
            lines.append(ScreenLine(stringLiteral: "  Game given up after \(Plural.count(game.steps, "step"))."))
            lines.append(ScreenLine("  r retry · n \(next) · m menu · q quit", .dim))
        }
        lines.append(ScreenLine("  Played \(session.played) · won \(session.won)", .dim))
        return lines
    }
}
