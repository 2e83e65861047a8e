import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Lights out at the terminal: keys go to the screen's reducer
/// (`LightsScreen`, which holds the cursor, the typed press, the hint mark,
/// the message and every rule of the screen), and its view is painted at
/// the game time of each redraw.
struct InteractiveLights: InteractiveGame {
    let screen = PlayScreen.game(.lights)
    let ticks = true

    /// The screen's state and the games.
    private var lights: LightsScreen

    var played: Int { lights.session.played }
    var won: Int { lights.session.won }

    /// Plays a session whose first board is set.
    ///
    /// - Parameter session: The session.
    init(session: GameSession<LightsState>) {
        lights = LightsScreen(session: session)
    }

    /// The heading and the clock line: the board is hidden while paused.
    func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        terminal.render(Array(lights.view(at: time, paused: true).prefix(LightsScreen.pausedLines)))
    }

    var levelNumber: Int? { lights.game.setup.levelNumber }

    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String] {
        terminal.render(lights.view(at: time, paused: paused))
    }

    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep {
        guard let key = key.shellKey else { return .play }
        return GameScreenEffect.step(of: lights.reduce(.pressed(key, at: time)))
    }

    func keeps(_ key: TerminalKey) -> Bool {
        key.shellKey.map(lights.keeps) ?? false
    }

    mutating func run(_ command: InGameCommand, at time: Date) -> String? {
        lights.reduce(.command(command, at: time)).reply
    }

    mutating func tick(at time: Date) {}

    mutating func abandon(at time: Date) {
        lights.reduce(.abandon(at: time))
    }

    mutating func leave(at time: Date) {
        lights.reduce(.leave(at: time))
    }
}
