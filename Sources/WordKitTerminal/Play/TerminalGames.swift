import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// The games a terminal run plays: a `GameFactory` (in `WordKitPlay`) makes
/// each session from the player's environment and the settings in force
/// (`PlayContext.choices`), and this wraps it in the terminal game that
/// draws it. It is the ``PlayLauncher`` a ``TerminalPlay`` run is launched
/// with, and what `--json` play takes its sessions from.
///
/// The front end says what errors become and how they read: every error a
/// session, a check or the screen switch throws goes through `failure`
/// (`wordkit` turns the libraries' errors into its failures, with their exit
/// codes), and `wording` gives the words shown at the terminal, so a message
/// there reads as the same failure would on stderr.
package struct TerminalGames: PlayLauncher {
    /// A screen that cannot be set up as a game.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The menu was asked for as a game.
        case menuIsNotAGame

        /// What went wrong.
        package var description: String {
            switch self {
            case .menuIsNotAGame: "the menu is not a game"
            }
        }
    }

    /// The player's things, made once by the command.
    package let player: PlayerContext
    /// Makes every session.
    package var factory: GameFactory
    /// A rejected scramble word rings the bell.
    package var bell: Bool
    /// What an error thrown here becomes (the front end's failure, or the error itself).
    private let failure: (any Error) -> any Error
    /// The words for an error met at the terminal.
    private let wording: (any Error) -> String
    /// Writes one line to standard output.
    private let output: (String) throws -> Void

    /// The games of `player`, made by `factory`.
    ///
    /// - Parameters:
    ///   - player: The player's things.
    ///   - factory: Makes every session (its root, lights start and study options set).
    ///   - bell: Whether a rejected scramble word rings the bell.
    ///   - failure: What an error thrown here becomes.
    ///   - wording: The words for an error met at the terminal.
    ///   - printLine: Writes one line to standard output (the farewell).
    package init(
        player: PlayerContext, factory: GameFactory, bell: Bool = false, failure: @escaping (any Error) -> any Error,
        wording: @escaping (any Error) -> String, printLine: @escaping (String) throws -> Void
    ) {
        self.player = player
        self.factory = factory
        self.bell = bell
        self.failure = failure
        self.wording = wording
        output = printLine
    }

    /// `--level`, `--random`, or the level reached.
    package var lightsStart: GameFactory.LightsStart {
        get { factory.lightsStart }
        set { factory.lightsStart = newValue }
    }

    /// Study's present: reviews are timed by it, not by game time.
    package var studyClock: @Sendable () -> Date { factory.environment.clock }

    /// A game (or study) for the terminal.
    ///
    /// - Throws: What `failure` makes of the error naming what is missing
    ///   (roots, a deck, a dictionary), or of ``Failure/menuIsNotAGame``.
    package func game(_ screen: PlayScreen, context: PlayContext, at time: Date) throws -> any InteractiveGame {
        switch screen {
        case .game(.scramble): InteractiveScramble(session: try scramble(context.choices, at: time), bell: bell, context: context)
        case .game(.flashcards): InteractiveFlashcards(session: try flashcards(context.choices, at: time), context: context)
        case .game(.guess): InteractiveGuess(session: try guess(context.choices, at: time), context: context)
        case .game(.lights): InteractiveLights(session: try lights(context.choices, at: time))
        case .study: InteractiveStudy(session: try study(context.choices), now: studyClock, context: context)
        case .menu: throw failure(Failure.menuIsNotAGame)
        }
    }

    /// A study session (`GameFactory.study`).
    package func study(_ choices: Settings) throws -> GameSession<StudyState> {
        try mapping { try factory.study(choices.gameChoices) }
    }

    /// A word-scramble session (`GameFactory.scramble`).
    package func scramble(_ choices: Settings, at time: Date) throws -> GameSession<ScrambleState> {
        try mapping { try factory.scramble(choices.gameChoices, at: time) }
    }

    /// A flashcards session (`GameFactory.flashcards`).
    ///
    /// - Parameter timeLimit: A countdown that overrides the setting's whole
    ///   seconds (`--time-limit` takes fractions).
    package func flashcards(_ choices: Settings, timeLimit: TimeInterval?? = nil, at time: Date) throws -> GameSession<FlashcardsState> {
        try mapping { try factory.flashcards(choices.gameChoices, timeLimit: timeLimit, at: time) }
    }

    /// A guess-the-number session (`GameFactory.guess`).
    package func guess(_ choices: Settings, at time: Date) throws -> GameSession<GuessState> {
        try mapping { try factory.guess(choices.gameChoices, at: time) }
    }

    /// A lights-out session (`GameFactory.lights`).
    package func lights(_ choices: Settings, at time: Date) throws -> GameSession<LightsState> {
        try mapping { try factory.lights(choices.gameChoices, at: time) }
    }

    /// What the menu says about lights out: the size, and the level next.
    package func lightsNote(_ choices: Settings) -> String {
        factory.lightsNote(choices.gameChoices)
    }

    /// Fails unless the dictionary folder in force (the environment's, else
    /// the shipped one) serves `language`.
    package func checkLanguage(_ language: String) throws {
        try mapping { try factory.checkLanguage(language) }
    }

    /// Fails unless `deck` can be played in `language` (`:deck`).
    package func checkDeck(_ deck: String, language: String) throws {
        _ = try mapping { try player.decks.deckToPlay(deck, language: language) }
    }

    /// The words for an error, as the front end words it.
    package func message(for error: any Error) -> String {
        wording(error)
    }

    /// Writes one line to standard output.
    package func printLine(_ line: String) throws {
        try output(line)
    }

    /// The lights-out levels won, from the history.
    package func progress() -> LightsProgress {
        LightsProgress(records: (try? player.store.games()) ?? [])
    }

    /// Runs `body`, passing what it throws through `failure`.
    private func mapping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }
}
