import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// What a terminal run (`TerminalPlay`) needs from the program that starts
/// it: the player's things, games set up for each screen, the checks behind
/// `:lang` and `:deck`, the words for an error, and standard output for the
/// farewell.
///
/// ``TerminalGames`` conforms: it sets games up with a `GameFactory`, and
/// `wordkit` gives it the words for errors (with their advice) as the command
/// line phrases them, so a message at the terminal reads as the same failure
/// would on stderr.
package protocol PlayLauncher {
    /// The player's things: settings, decks, content and history.
    var player: PlayerContext { get }

    /// `--level`, `--random`, or the level reached; a level asked for is
    /// played once, then the run sets it back to the level reached.
    var lightsStart: GameFactory.LightsStart { get set }

    /// Study's present: reviews are timed by it, not by game time.
    var studyClock: @Sendable () -> Date { get }

    /// A game (or study) for the terminal.
    ///
    /// - Parameters:
    ///   - screen: The game or study to set up (never the menu).
    ///   - context: What the run's games share: settings in force, speech, notices.
    ///   - time: Game time now.
    /// - Throws: An error naming what is missing (roots, a deck, a dictionary).
    func game(_ screen: PlayScreen, context: PlayContext, at time: Date) throws -> any InteractiveGame

    /// What the menu says about lights out: the size, and the level next.
    func lightsNote(_ choices: Settings) -> String

    /// Fails unless the dictionary folder in force serves `language` (`:lang`).
    func checkLanguage(_ language: String) throws

    /// Fails unless `deck` can be played in `language` (`:deck`).
    func checkDeck(_ deck: String, language: String) throws

    /// The lights-out levels won, from the history.
    func progress() -> LightsProgress

    /// The words shown for an error met at the terminal.
    func message(for error: any Error) -> String

    /// Writes one line to standard output (the farewell, after the terminal is restored).
    ///
    /// - Throws: When standard output cannot be written.
    func printLine(_ line: String) throws
}
