import Foundation
import GameKernel
import WordKitPlay

/// A game played at the terminal: it draws its screen and takes keys.
///
/// `TerminalPlay` owns the terminal, the clock, the menu and the command
/// line, and hands every moment in as game time, so a game never reads the
/// wall clock.
package protocol InteractiveGame {
    /// Which game it is (or study).
    var screen: PlayScreen { get }

    /// Whether the screen shows time that moves, so the loop redraws often.
    var ticks: Bool { get }

    /// Games ended in this session, and those won (study: cards reviewed, and graded again).
    var played: Int { get }
    var won: Int { get }

    /// A sentence for the line printed on leaving, after the counts (study: when the next card is due).
    var farewellNote: String? { get }

    /// The screen's lines.
    ///
    /// - Parameters:
    ///   - terminal: For styles and width.
    ///   - time: Game time.
    ///   - paused: Whether the game clock is stopped.
    ///   - rows: The rows the screen may take (long lists are paged to fit).
    func screen(on terminal: Terminal, at time: Date, paused: Bool, rows: Int) -> [String]

    /// The lines kept on screen while the game is paused: the heading and
    /// the clock, nothing that helps play (no board, card, letters or range),
    /// so that time stopped is time the player cannot use.
    ///
    /// - Parameters:
    ///   - terminal: For styles and width.
    ///   - time: Game time.
    /// - Returns: The lines; by default the screen's first (the heading).
    func pausedScreen(on terminal: Terminal, at time: Date) -> [String]

    /// The lights-out level being played, for the level picker to start on; nil for other games.
    var levelNumber: Int? { get }

    /// Takes a key.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - time: Game time.
    ///   - terminal: For the bell.
    /// - Returns: What the loop should do next.
    mutating func handle(_ key: TerminalKey, at time: Date, on terminal: Terminal) -> InteractiveStep

    /// Whether `key`, pressed while paused, is typing to keep (a digit of a
    /// press being typed) rather than only the key that resumes.
    func keeps(_ key: TerminalKey) -> Bool

    /// Runs a command of this game (a move such as `:hint`, or `:level N`).
    ///
    /// - Parameters:
    ///   - command: The command; only those available in this game come here.
    ///   - time: Game time.
    /// - Returns: What to tell the player, if anything.
    mutating func run(_ command: InGameCommand, at time: Date) -> String?

    /// Lets time pass: a countdown may end the round.
    mutating func tick(at time: Date)

    /// Ends the game being played, for quitting; a finished game is left alone.
    mutating func abandon(at time: Date)

    /// Ends the game being played because another replaces it (a setting
    /// changed, another game chosen in the menu): not recorded before any
    /// move, abandoned after (``GameSession/leave(at:)``).
    mutating func leave(at time: Date)
}

extension InteractiveGame {
    package func keeps(_ key: TerminalKey) -> Bool { false }

    package func pausedScreen(on terminal: Terminal, at time: Date) -> [String] {
        Array(screen(on: terminal, at: time, paused: true, rows: terminal.height).prefix(1))
    }

    package var levelNumber: Int? { nil }

    /// The keys every screen without a text prompt shares (`GameScreenEffect.sharedStep(for:)`):
    /// `?` help, `:` a command, `m` or `Esc` the menu, `q` quit; nil for a key of the game's own.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: What the loop does, or nil.
    package func sharedStep(for key: TerminalKey) -> InteractiveStep? {
        key.shellKey.flatMap(GameScreenEffect.sharedStep)
    }
    package var farewellNote: String? { nil }
}

/// What the games share during a run: the settings in force and the voice.
package final class PlayContext {
    /// The settings in force: the saved ones, the command line's flags and
    /// the changes made with commands during the run.
    package var choices: Settings
    /// Speech, on with `--speak`, the `speak` setting or `:speak on`.
    package let speaker: Speaker
    /// A message for the status line (speech missing), shown once.
    package var notice: String?

    /// A context with `choices`; speech follows their `speak`.
    package init(choices: Settings, speaker: Speaker? = nil) {
        self.choices = choices
        self.speaker = speaker ?? Speaker(isOn: choices.speak ?? false)
    }

    /// Says `utterance` when speech is on; notes once that espeak-ng is missing.
    ///
    /// - Returns: Whether it is being spoken.
    @discardableResult
    package func say(_ utterance: Utterance) -> Bool {
        switch speaker.say(utterance) {
        case .spoken: return true
        case .missing: notice = Speaker.missingMessage
        case .silent: break
        }
        return false
    }

    /// The reply to a request to speak while speech is off.
    package static let speechOff = GameScreenEffect.speechOff
}
