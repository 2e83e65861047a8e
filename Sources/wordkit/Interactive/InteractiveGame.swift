import Foundation

/// A game played at the terminal: it draws its screen and takes keys.
///
/// ``InteractiveLoop`` owns the terminal and the clock and hands every
/// moment in as game time, so a game never reads the wall clock.
protocol InteractiveGame {
    /// Whether the screen shows time that moves, so the loop redraws often.
    var ticks: Bool { get }

    /// The screen's lines.
    ///
    /// - Parameters:
    ///   - terminal: For styles and width.
    ///   - time: Game time.
    ///   - paused: Whether the game clock is stopped.
    func screen(on terminal: Terminal, at time: Date, paused: Bool) -> [String]

    /// Takes a key.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: Game time.
    ///   - terminal: For the bell.
    /// - Returns: What the loop should do next.
    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep

    /// Lets time pass: a countdown may end the round.
    mutating func tick(at time: Date)

    /// Ends the game being played, for quitting; a finished game is left alone.
    mutating func abandon(at time: Date)

    /// The line printed after the terminal is restored.
    var farewell: String { get }
}
