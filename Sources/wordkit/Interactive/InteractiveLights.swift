import Foundation
import GameKernel

/// Lights out at the terminal.
///
/// A cursor moved by the arrow keys or `hjkl` and pressed with space or
/// Enter; `ROW COL` typed and Enter press that light; `?` shows a hint;
/// `p` pauses the timer; after a game, `n` plays the next level, `r` retries.
struct InteractiveLights: InteractiveGame {
    let ticks = true

    /// The levels file, when playing levels.
    private let levels: LightsLevelFile?
    /// The generator, carried from game to game.
    private var rng: SplitMix64
    /// The game being played.
    private var state: LightsState
    /// The cursor.
    private var cursor = LightsPosition(row: 0, column: 0)
    /// A press typed as `ROW COL`.
    private var typed = ""
    /// The last hint's light, marked on the board.
    private var hinted: LightsPosition?
    /// What the last key told.
    private var message = ""
    /// Games finished, and games won, this session.
    private var played = 0, won = 0

    /// Starts the first game.
    ///
    /// - Parameters:
    ///   - setup: A level or a random board.
    ///   - levels: The levels file, for the next level.
    ///   - seed: The session's seed.
    ///   - time: Game time.
    /// - Throws: ``CLIFailure`` (data error) for a level that cannot be played.
    init(setup: LightsSetup, levels: LightsLevelFile?, seed: UInt64, at time: Date) throws {
        self.levels = levels
        rng = SplitMix64(seed: seed)
        do {
            state = try LightsState.start(setup, at: time, using: &rng).state
        } catch let error as LightsError {
            throw CLIFailure(error.description, code: setup.levelNumber == nil ? CLIFailure.usage : CLIFailure.dataError)
        }
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
        lines.append(terminal.paint("  Played \(played) · won \(won)", .dim))
        return lines
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        if state.phase != .playing {
            switch key {
            case .character("n"), .character("N"), .enter: play(nextSetup(), at: time)
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
            take(state.apply(.hint, at: time, using: &rng))
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
        guard state.phase == .playing else { return }
        take(state.apply(.quit, at: time, using: &rng))
    }

    var farewell: String {
        "Lights out: played \(played), won \(won)."
    }

    /// Presses the light under the cursor.
    private mutating func press(at time: Date) {
        hinted = nil
        message = ""
        take(state.apply(.press(row: cursor.row, column: cursor.column), at: time, using: &rng))
    }

    /// Starts the same board again, giving up the game being played.
    private mutating func restart(at time: Date) {
        abandon(at: time)
        take(state.apply(.restart, at: time, using: &rng))
    }

    /// Starts a new board.
    private mutating func play(_ setup: LightsSetup, at time: Date) {
        abandon(at: time)
        take(state.apply(.play(setup), at: time, using: &rng))
    }

    /// The next level after the one played, else a random board of the same size.
    private func nextSetup() -> LightsSetup {
        if case .level(let level) = state.setup, let next = levels?.entry(after: level.number) {
            return .level(next.level)
        }
        return .random(size: state.board.size)
    }

    /// Turns events into the message line, and records an ended game.
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
            case .end(let ended):
                played += 1
                if ended.won { won += 1 }
                InteractiveHistory.record(state.historyRecord)
            case .ignored(let ignored):
                message = ignored.message
            case .press:
                break
            }
        }
    }
}
