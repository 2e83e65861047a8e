import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// The terminal's side of setting a game up: a `GameFactory` (in
/// `WordKitPlay`) makes each session from the player's environment and the
/// settings in force (``PlayContext/choices``), and the launcher wraps it in
/// the terminal game that draws it, turning the libraries' errors into CLI
/// failures; it is what a `TerminalPlay` run (in `WordKitTerminal`) is
/// launched with, so errors at the terminal read as on stderr.
struct GameLauncher: PlayLauncher {
    /// The player's things, made once by the command.
    let player: PlayerContext
    /// Makes every session.
    var factory: GameFactory
    /// `--bell`: a rejected scramble word rings the bell.
    var bell = false

    /// A launcher over the player's environment.
    ///
    /// - Parameters:
    ///   - player: The player's things, made once by the command.
    ///   - seed: `--seed`: every game set up from the same seed, else a fresh one each time.
    ///   - dictionaries: `--dictionaries`: another folder of Hunspell dictionaries.
    ///   - bell: `--bell`.
    ///   - root: `play scramble --root`: the root every round plays, lowercase NFC.
    ///   - requeueWrong: `--no-requeue-wrong` turns it off: a card marked wrong comes back at the end of the round.
    ///   - studyClock: Study's present (`--now`, else the system clock).
    ///   - studyFuzz: `--no-fuzz` turns it off: the random spread of study's intervals.
    ///   - guessRange: `--min`, `--max`.
    init(
        player: PlayerContext, seed: UInt64? = nil, dictionaries: String? = nil, bell: Bool = false, root: String? = nil, requeueWrong: Bool = true,
        studyClock: @escaping @Sendable () -> Date = { Date() }, studyFuzz: Bool = true, guessRange: ClosedRange<Int> = GuessConfiguration().range
    ) {
        self.player = player
        factory = GameFactory(environment: player.environment(seed: seed, dictionaries: dictionaries, clock: studyClock))
        factory.root = root
        factory.requeueWrong = requeueWrong
        factory.studyFuzz = studyFuzz
        factory.guessRange = guessRange
        self.bell = bell
    }

    /// `--level`, `--random`, or the level reached.
    var lightsStart: GameFactory.LightsStart {
        get { factory.lightsStart }
        set { factory.lightsStart = newValue }
    }

    /// Study's present: reviews are timed by it, not by game time.
    var studyClock: @Sendable () -> Date { factory.environment.clock }

    /// A game (or study) for the terminal.
    ///
    /// - Throws: ``CLIFailure`` naming what is missing (roots, a deck, a dictionary).
    func game(_ screen: PlayScreen, context: PlayContext, at time: Date) throws -> any InteractiveGame {
        switch screen {
        case .game(.scramble): InteractiveScramble(session: try scramble(context.choices, at: time), bell: bell, context: context)
        case .game(.flashcards): InteractiveFlashcards(session: try flashcards(context.choices, at: time), context: context)
        case .game(.guess): InteractiveGuess(session: try guess(context.choices, at: time), context: context)
        case .game(.lights): InteractiveLights(session: try lights(context.choices, at: time))
        case .study: InteractiveStudy(session: try study(context.choices), now: studyClock, context: context)
        case .menu: throw CLIFailure("the menu is not a game", code: CLIFailure.usage)
        }
    }

    /// A study session (`GameFactory.study`).
    func study(_ choices: Settings) throws -> GameSession<StudyState> {
        try CLIFailure.mapping { try factory.study(choices.gameChoices) }
    }

    /// A word-scramble session (`GameFactory.scramble`).
    func scramble(_ choices: Settings, at time: Date) throws -> GameSession<ScrambleState> {
        try CLIFailure.mapping { try factory.scramble(choices.gameChoices, at: time) }
    }

    /// A flashcards session (`GameFactory.flashcards`).
    ///
    /// - Parameter timeLimit: A countdown that overrides the setting's whole
    ///   seconds (`--time-limit` takes fractions).
    func flashcards(_ choices: Settings, timeLimit: TimeInterval?? = nil, at time: Date) throws -> GameSession<FlashcardsState> {
        try CLIFailure.mapping { try factory.flashcards(choices.gameChoices, timeLimit: timeLimit, at: time) }
    }

    /// A guess-the-number session (`GameFactory.guess`).
    func guess(_ choices: Settings, at time: Date) throws -> GameSession<GuessState> {
        try CLIFailure.mapping { try factory.guess(choices.gameChoices, at: time) }
    }

    /// A lights-out session (`GameFactory.lights`).
    func lights(_ choices: Settings, at time: Date) throws -> GameSession<LightsState> {
        try CLIFailure.mapping { try factory.lights(choices.gameChoices, at: time) }
    }

    /// What the menu says about lights out: the size, and the level next.
    func lightsNote(_ choices: Settings) -> String {
        factory.lightsNote(choices.gameChoices)
    }

    /// Fails unless the dictionary folder in force (`--dictionaries`, else
    /// `WORDKIT_DICTIONARIES`, else the shipped one) serves `language`.
    func checkLanguage(_ language: String) throws {
        try CLIFailure.mapping { try factory.checkLanguage(language) }
    }

    /// Fails unless `deck` can be played in `language` (`:deck`).
    func checkDeck(_ deck: String, language: String) throws {
        _ = try CLIFailure.mapping { try player.decks.deckToPlay(deck, language: language) }
    }

    /// The words for an error, with the advice the command line gives.
    func message(for error: any Error) -> String {
        ErrorAdvice.message(for: error)
    }

    /// Writes one line to standard output.
    func printLine(_ line: String) throws {
        try Output.line(line)
    }

    /// The lights-out levels won, from the history.
    func progress() -> LightsProgress {
        LightsProgress(records: (try? player.store.games()) ?? [])
    }
}
