import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Lights out at the terminal.
///
/// A cursor moved by the arrow keys or `hjkl` and pressed with space or
/// Enter; `ROW COL` typed and Enter press that light; `*` shows a hint; `p`
/// pauses the timer (digits typed meanwhile are kept); after a game, `n`
/// plays the next level, `r` retries. A win shows the presses against the
/// level's fewest (the kernel's `minimalPresses`) and a rating.
struct InteractiveLights: InteractiveGame {
    let screen = PlayScreen.game(.lights)
    let ticks = true

    /// The games: the kernel's rules, the levels, the seed, the counters, the history.
    private var session: GameSession<LightsState>
    /// The game being played.
    private var state: LightsState { session.game }
    /// The cursor.
    private var cursor = LightsPosition(row: 0, column: 0)
    /// A press typed as `ROW COL`.
    private var typed = ""
    /// The last hint's light, marked on the board.
    private var hinted: LightsPosition?
    /// What the last key told.
    private var message = ""
    /// Whether `r` asked to start a board with presses again, and waits for `y`.
    private var confirmingRetry = false

    var played: Int { session.played }
    var won: Int { session.won }

    /// Plays a session whose first board is set.
    ///
    /// - Parameter session: The session.
    init(session: GameSession<LightsState>) {
        self.session = session
    }

    /// The heading and the clock line: the board is hidden while paused.
    func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        Array(screen(on: terminal, at: time, paused: true, rows: terminal.height).prefix(3))
    }

    var levelNumber: Int? { state.setup.levelNumber }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        let size = state.board.size
        let title = state.setup.levelNumber.map { "level \($0) · \(size)×\(size)" } ?? "random \(size)×\(size)"
        let timer = ClockText.minutesSeconds(state.elapsed(at: time))
        var lines = [
            terminal.paint(" LIGHTS OUT ", .bold, .inverse) + "  \(title)",
            "",
            "  Time " + terminal.paint(timer, .bold) + (paused ? " (paused)" : "") + "   Steps \(state.steps)"
                + "   Lit \(state.board.litCount) of \(size * size)",
            "",
            "      " + (0..<size).map { " \($0) " }.joined(),
        ]
        for row in 0..<size {
            var line = "   \(row)  "
            for column in 0..<size {
                let position = LightsPosition(row: row, column: column)
                let on = state.board.isOn(position)
                let symbol = on ? terminal.paint("●", .yellow, .bold) : terminal.paint("·", .dim)
                if position == cursor && state.phase == .playing {
                    line += "[" + symbol + "]"
                } else if position == hinted {
                    line += "<" + symbol + ">"
                } else {
                    line += " " + symbol + " "
                }
            }
            lines.append(line)
        }
        lines.append("")
        let next = state.setup.levelNumber == nil ? "a new board" : "the next level"
        switch state.phase {
        case .playing:
            lines.append("  " + message)
            lines.append("  Press › " + terminal.paint(typed, .bold) + "_")
            lines.append(terminal.paint("  ←↓↑→/hjkl move · space/Enter press · ROW COL Enter · u undo · * hint · p pause · ? help · m menu", .dim))
        case .won:
            let rating = LightsRating(presses: state.steps, minimum: state.minimalPresses)
            lines.append(
                "  " + terminal.paint("✓ You won!", .bold, .green) + " All lights off in \(Plural.count(state.steps, "press", "presses"))"
                    + " (fewest possible: \(state.minimalPresses)) " + terminal.paint(rating.text, .yellow, .bold) + "  \(timer)")
            if state.hintsUsed > 0 { lines.append("  With \(Plural.count(state.hintsUsed, "hint")).") }
            lines.append(terminal.paint("  n \(next) · r retry · m menu · q quit", .dim))
        case .lost:
            lines.append("  " + terminal.paint("✗ You lost.", .bold, .red) + " Every light is on, after \(Plural.count(state.steps, "step")).")
            lines.append(terminal.paint("  r retry · n \(next) · m menu · q quit", .dim))
        case .quit:
            lines.append("  Game given up after \(Plural.count(state.steps, "step")).")
            lines.append(terminal.paint("  r retry · n \(next) · m menu · q quit", .dim))
        }
        lines.append(terminal.paint("  Played \(session.played) · won \(session.won)", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if confirmingRetry {
            // Only y starts the board again; any other key goes back to it.
            confirmingRetry = false
            message = ""
            if state.phase == .playing, key == .character("y") || key == .character("Y") { restart(at: time) }
            return .play
        }
        if let step = sharedStep(for: key) { return step }
        switch key {
        case .character("r"), .character("R"):
            // A board with presses made is not thrown away by one key.
            if state.phase == .playing && state.hasMoves {
                confirmingRetry = true
                message = "Start this board again? y/n  y starts it again; any other key goes on."
            } else {
                restart(at: time)
            }
            return .play
        default: break
        }
        if state.phase != .playing {
            if [.character("n"), .character("N"), .enter].contains(key) { take(session.newGame(at: time)) }
            return .play
        }
        let size = state.board.size
        switch key {
        case .character(let character) where character.isNumber || (character == " " && !typed.isEmpty):
            if typed.count < 12 { typed.append(character) }
        case .backspace:
            if !typed.isEmpty { typed.removeLast() }
        case .up, .character("k"): cursor.row = (cursor.row + size - 1) % size
        case .down, .character("j"): cursor.row = (cursor.row + 1) % size
        case .left, .character("h"): cursor.column = (cursor.column + size - 1) % size
        case .right, .character("l"): cursor.column = (cursor.column + 1) % size
        case .enter where !typed.isEmpty:
            let parts = typed.split(separator: " ")
            typed = ""
            guard parts.count == 2, let row = Int(parts[0]), let column = Int(parts[1]),
                state.board.contains(LightsPosition(row: row, column: column))
            else {
                message = "Type a press as ROW COL, from 0 to \(size - 1), such as '1 2'."
                return .play
            }
            cursor = LightsPosition(row: row, column: column)
            press(at: time)
        case .enter, .character(" "):
            press(at: time)
        case .character("*"):
            take(session.perform(.hint, at: time))
        case .character("u"), .character("U"):
            take(session.perform(.undo, at: time))
        case .character("p"), .character("P"):
            return .togglePause
        default: break
        }
        return .play
    }

    /// Digits, and the space and Enter of a press being typed, are kept
    /// when they end a pause, so a typed press is never cut in two.
    func keeps(_ key: TerminalKey) -> Bool {
        switch key {
        case .character(let character) where character.isNumber: true
        case .character(" "), .enter, .backspace: !typed.isEmpty
        default: false
        }
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        switch command {
        case .action(.new): take(session.newGame(at: time))
        case .action(.hint): take(session.perform(.hint, at: time))
        case .action(.retry): restart(at: time)
        case .level(nil): return state.setup.levelNumber.map { "This is level \($0)." } ?? "This is a random board; :level N plays level N."
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

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        take(session.end(at: time))
    }

    mutating func leave(at time: Date) {
        take(session.leave(at: time))
    }

    /// Presses the light under the cursor.
    private mutating func press(at time: Date) {
        hinted = nil
        message = ""
        take(session.perform(.press(row: cursor.row, column: cursor.column), at: time))
    }

    /// Starts the same board again, giving up the game being played.
    private mutating func restart(at time: Date) {
        take(session.perform(.retry, at: time))
    }

    /// Turns events into the message line.
    private mutating func take(_ events: [LightsEvent]) {
        for event in events {
            switch event {
            case .start:
                cursor = LightsPosition(row: 0, column: 0)
                hinted = nil
                typed = ""
                message = ""
            case .hint(let hint):
                hinted = LightsPosition(row: hint.row, column: hint.column)
                cursor = LightsPosition(row: hint.row, column: hint.column)
                message = "Hint: press row \(hint.row), column \(hint.column) (\(Plural.count(hint.remaining, "press", "presses")) to go)."
            case .undo(let undone):
                hinted = nil
                cursor = LightsPosition(row: undone.row, column: undone.column)
                message = "Took back the press at row \(undone.row), column \(undone.column)."
            case .end, .press:
                break
            case .ignored(let ignored):
                message = ignored.message
            }
        }
    }
}
