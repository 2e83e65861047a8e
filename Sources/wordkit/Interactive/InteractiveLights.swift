import Foundation
import GameKernel
import WordKitPlay

/// Lights out at the terminal.
///
/// A cursor moved by the arrow keys or `hjkl` and pressed with space or
/// Enter; `ROW COL` typed and Enter press that light; `?` shows a hint;
/// `p` pauses the timer; after a game, `n` plays the next level, `r` retries.
struct InteractiveLights: InteractiveGame {
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

    /// Plays a session whose first board is set.
    ///
    /// - Parameter session: The session.
    init(session: GameSession<LightsState>) {
        self.session = session
    }

    func screen(on terminal: Terminal, at time: Date, paused: Bool) -> [String] {
        let size = state.board.size
        let title = state.setup.levelNumber.map { "level \($0)" } ?? "random \(size)×\(size)"
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
        switch state.phase {
        case .playing:
            lines.append("  " + message)
            lines.append("  Press › " + terminal.paint(typed, .bold) + "_")
            lines.append(terminal.paint("  ←↓↑→/hjkl move · space/Enter press · ROW COL Enter · ? hint · p pause · q quit", .dim))
        case .won:
            lines.append("  " + terminal.paint("✓ You won!", .bold, .green) + " All lights off in \(state.steps) steps, \(timer).")
            lines.append(terminal.paint("  n next level · r retry · q quit", .dim))
        case .lost:
            lines.append("  " + terminal.paint("✗ You lost.", .bold, .red) + " Every light is on, after \(state.steps) steps.")
            lines.append(terminal.paint("  r retry · n new board · q quit", .dim))
        case .quit:
            lines.append("  Game given up after \(state.steps) steps.")
            lines.append(terminal.paint("  r retry · n next board · q quit", .dim))
        }
        lines.append(terminal.paint("  Played \(session.played) · won \(session.won)", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if state.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: take(session.newGame(at: time))
            case .character("r"), .character("R"): restart(at: time)
            case .character("q"), .character("Q"): return .quit
            default: break
            }
            return .play
        }
        let size = state.board.size
        switch key {
        case .character(let character) where character.isNumber || (character == " " && !typed.isEmpty):
            typed.append(character)
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
        case .character("?"):
            take(session.perform(.hint, at: time))
        case .character("r"), .character("R"):
            restart(at: time)
        case .character("p"), .character("P"):
            return .togglePause
        case .character("q"), .character("Q"):
            return .quit
        default: break
        }
        return .play
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        take(session.end(at: time))
    }

    var farewell: String {
        "Lights out: played \(session.played), won \(session.won)."
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
                message = "Hint: press row \(hint.row), column \(hint.column) (\(hint.remaining) presses to go)."
            case .end:
                break
            case .ignored(let ignored):
                message = ignored.message
            case .press:
                break
            }
        }
    }
}
