import Foundation
import GameKernel

/// One game played over JSON Lines: it turns lines into kernel actions and
/// kernel events into JSON lines. ``JSONPlayLoop`` drives it.
///
/// A session is set up (and fails, with a ``CLIFailure``) before anything is
/// written, so a usage or content error never leaves half a transcript.
protocol JSONGameSession {
    /// The game's name as the `play` subcommand spells it, such as `guess`.
    var game: String { get }
    /// The commands the game takes, besides `:quit`.
    var commands: [PlayLineCommand] { get }
    /// The lines of the first game's opening events.
    var openingLines: [String] { get }

    /// Handles a command the game takes (never `:quit`).
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - time: The moment it was read.
    /// - Returns: The JSON lines of the events it caused.
    mutating func handle(_ command: PlayLineCommand, at time: Date) -> [String]

    /// Handles a line that is not a command.
    ///
    /// - Parameters:
    ///   - line: The line, without its line break.
    ///   - time: The moment it was read.
    /// - Returns: The JSON lines of the events it caused; never empty.
    mutating func handle(line: String, at time: Date) -> [String]

    /// The current game as a history record once it has ended (won, lost,
    /// given up); `nil` while it is being played. ``JSONPlayLoop`` stores it.
    var historyRecord: GameRecord? { get }

    /// Ends the game, for `:quit` or the end of input.
    ///
    /// - Parameter time: The moment.
    /// - Returns: The `end` event's line, or nothing when the game has already ended.
    mutating func finish(at time: Date) -> [String]
}
