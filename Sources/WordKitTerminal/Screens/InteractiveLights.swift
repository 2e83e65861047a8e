import Foundation
import GameKernel
import WordKitPlay

/// Lights out at the terminal: keys go to the screen's reducer
/// (`LightsScreen`, which holds the cursor, the typed press, the hint mark,
/// the message and every rule of the screen), and its view is painted at
/// the game time of each redraw.
package struct InteractiveLights: InteractiveGame {
    package let screen = PlayScreen.game(.lights)
    package let ticks = true

    /// The screen's state and the games.
    private var lights: LightsScreen

    package var played: Int { lights.session.played }
    package var won: Int { lights.session.won }

    /// Plays a session whose first board is set.
    ///
    /// - Parameter session: The session.
    package init(session: GameSession<LightsState>) {
        lights = LightsScreen(session: session)
    }

    /// The heading and the clock line: the board is hidden while paused.
    package func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        terminal.render(Array(lights.view(at: time, paused: true).prefix(LightsScreen.pausedLines)))
    }

    package var levelNumber: Int? { lights.game.setup.levelNumber }

    package func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        terminal.render(lights.view(at: time, paused: paused))
    }

    package mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return GameScreenEffect.step(of: lights.reduce(.pressed(key, at: time)))
    }

    package func keeps(_ key: TerminalKey) -> Bool {
        key.shellKey.map(lights.keeps) ?? false
    }

    package mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        lights.reduce(.command(command, at: time)).reply
    }

    package mutating func tick(at time: Date) {}

    package mutating func abandon(at time: Date) {
        lights.reduce(.abandon(at: time))
    }

    package mutating func leave(at time: Date) {
        lights.reduce(.leave(at: time))
    }
}
