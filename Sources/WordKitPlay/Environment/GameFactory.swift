import Foundation
import GameKernel
import Lexicon
import Spelling

/// Makes every game session and study session from one ``PlayEnvironment``
/// and the ``GameChoices`` in force: the terminal, `--json` play, an app and
/// a test all start games this way.
///
/// Besides the choices (which are settings), a factory holds what a front end
/// asks for once: a root to play, whether wrong cards come back, the guess
/// range, where lights out starts.
public struct GameFactory: Sendable {
    /// Where lights out starts.
    public enum LightsStart: Equatable, Sendable {
        /// At the level reached on boards of the size in force (`LightsProgress`).
        case resume
        /// At this level.
        case level(Int)
        /// On random boards.
        case random
    }

    /// What every game is set up from.
    public var environment: PlayEnvironment
    /// The root every scramble round plays (lowercase NFC), nil for roots from the content.
    public var root: String?
    /// Whether a flashcard marked wrong comes back at the end of the round.
    public var requeueWrong = true
    /// Whether study's intervals get their random spread.
    public var studyFuzz = true
    /// The numbers guess-the-number picks from.
    public var guessRange = GuessConfiguration().range
    /// Where lights out starts.
    public var lightsStart = LightsStart.resume

    /// A factory over an environment.
    public init(environment: PlayEnvironment) {
        self.environment = environment
    }

    // MARK: Words

    /// The spell checker of the language's dictionary, with the player's learned words.
    ///
    /// - Throws: ``PlayEnvironmentError`` for the folder, `SpellingError` for the language.
    public func checker(_ language: GameLanguage) throws -> SpellChecker {
        try environment.openChecker(environment.dictionaries.resolve(language.name).files)
    }

    /// The language's lexicon: shipped, cached or built now (a build opens the dictionary).
    ///
    /// - Throws: As ``checker(_:)``, and ``PlayEnvironmentError/lexiconUnavailable(dictionary:reason:building:)``.
    public func lexicon(_ language: GameLanguage) throws -> WordSet {
        let files = try environment.dictionaries.resolve(language.name).files
        return try environment.lexicons.load(files, openChecker: environment.openChecker)
    }

    /// Fails unless the dictionary folder serves `language` (`:lang` checks a
    /// language with this before switching to it).
    ///
    /// - Throws: ``PlayEnvironmentError`` for the folder, `SpellingError.unknownLanguage`.
    public func checkLanguage(_ language: String) throws {
        try environment.dictionaries.checkLanguage(language)
    }

    // MARK: Games

    /// A word-scramble session in the language, length and rules chosen.
    ///
    /// - Throws: ``PlayEnvironmentError``, `SpellingError` or `PlayError` naming what is missing.
    public func scramble(_ choices: GameChoices, at time: Date) throws -> GameSession<ScrambleState> {
        let language = choices.language.code
        let configuration = ScrambleConfiguration(
            language: language, length: choices.length, ruleSet: choices.rules, difficulty: choices.difficulty)
        let checker = try checker(choices.language)
        let content = try environment.content()
        let lexicon = LexiconWordSource(words: try environment.lexicons.load(for: checker), foldsAccents: configuration.accentFolding)
        let words = try content.gameWords(lexicon, language: language)
        let roots: RootWords
        if let root, root.count == configuration.length {
            // A root of the player's choice must be a word the game takes in this language.
            guard words.isWord(root) else {
                throw PlayEnvironmentError.rootNotAWord(root: root, language: language, lengths: ScrambleConfiguration.lengths)
            }
            roots = try RootWords(lines: [root], length: root.count)
        } else {
            roots = try content.roots(language: language, length: configuration.length, difficulty: configuration.difficulty)
        }
        return try GameSession.scramble(
            configuration, environment: ScrambleEnvironment(roots: roots, words: words), seed: environment.nextSeed,
            recorder: environment.storage.recorder, at: time)
    }

    /// A flashcards session of the deck chosen; due cards come first and
    /// answers are reviews when the deck's reviews can be read.
    ///
    /// - Parameters:
    ///   - choices: The choices in force (the deck, cards, countdown, retention).
    ///   - timeLimit: A countdown that overrides the choice (a front end's own option).
    ///   - time: When the round starts.
    /// - Throws: `PlayError` naming the deck missing or the options refused.
    public func flashcards(_ choices: GameChoices, timeLimit: TimeInterval?? = nil, at time: Date) throws -> GameSession<FlashcardsState> {
        let configuration = FlashcardsConfiguration(
            cardLimit: choices.cards, timeLimit: timeLimit ?? choices.timeLimit, requeueWrongCards: requeueWrong)
        let deck = try environment.storage.deck(choices.deck, choices.language.name)
        return try GameSession.flashcards(
            deck, configuration: configuration, scheduling: scheduling(deck, retention: choices.retention), seed: environment.nextSeed,
            recorder: environment.storage.recorder, at: time)
    }

    /// The deck's schedules, so that due cards come first and answers are
    /// reviews; none (a plain round, with a warning) when the reviews cannot be read.
    private func scheduling(_ deck: Deck, retention: Double) -> FlashcardsScheduling? {
        do {
            let options = StudyOptions(desiredRetention: retention)
            return FlashcardsScheduling(
                scheduler: try options.scheduler(), schedules: DeckReviews(deck: deck, from: try environment.storage.reviews()).schedules)
        } catch {
            environment.warn("\(error); playing without spaced repetition (answers are not reviews)")
            return nil
        }
    }

    /// A study session of the deck, new cards a day and retention chosen,
    /// started at the environment's present.
    ///
    /// - Throws: `PlayError` naming the deck missing or the options refused.
    public func study(_ choices: GameChoices) throws -> GameSession<StudyState> {
        let options = StudyOptions(newCardsPerDay: choices.newPerDay, desiredRetention: choices.retention, fuzz: studyFuzz)
        let deck = try environment.storage.deck(choices.deck, choices.language.name)
        return try GameSession.study(
            DeckReviews(deck: deck, from: try environment.storage.reviews()), options: options, seed: environment.nextSeed,
            recorder: environment.storage.recorder, at: environment.clock())
    }

    /// A guess-the-number session with the lives chosen.
    ///
    /// - Throws: `PlayError.invalidOptions` for a range or lives the rules refuse.
    public func guess(_ choices: GameChoices, at time: Date) throws -> GameSession<GuessState> {
        try GameSession.guess(
            GuessConfiguration(range: guessRange, lives: choices.lives), seed: environment.nextSeed,
            recorder: environment.storage.recorder, at: time)
    }

    /// A lights-out session: the level asked for, the level reached on the
    /// size chosen, or random boards (also when no levels are shipped).
    ///
    /// - Throws: ``PlayEnvironmentError/noLightsLevel(number:path:numbers:)``, or `PlayError` for the levels file.
    public func lights(_ choices: GameChoices, at time: Date) throws -> GameSession<LightsState> {
        var lightsEnvironment = LightsEnvironment()
        var setup = LightsSetup.random(size: choices.sizeInForce)
        switch lightsStart {
        case .random:
            break
        case .level(let number):
            let content = try environment.content()
            let file = try content.lightsLevels()
            lightsEnvironment = file.environment
            lightsEnvironment.won = lightsProgress().wonLevels
            guard let chosen = lightsEnvironment.level(number: number) else {
                let path = content.directory.appendingPathComponent("lights/levels.json").path
                throw PlayEnvironmentError.noLightsLevel(number: number, path: path, numbers: file.numberRange)
            }
            setup = .level(chosen)
        case .resume:
            if let file = try? environment.content().lightsLevels() {
                let progress = lightsProgress()
                lightsEnvironment = file.environment
                lightsEnvironment.won = progress.wonLevels
                if let entry = Self.resumeEntry(choices, progress, file) { setup = .level(entry.level) }
            }
        }
        return try GameSession.lights(
            setup, environment: lightsEnvironment, seed: environment.nextSeed, recorder: environment.storage.recorder, at: time)
    }

    /// What a menu says about lights out: the size, and the level next.
    public func lightsNote(_ choices: GameChoices) -> String {
        let progress = lightsProgress()
        guard lightsStart == .resume, let file = try? environment.content().lightsLevels(),
              let entry = Self.resumeEntry(choices, progress, file) else {
            let size = choices.sizeInForce
            return "random \(size)×\(size) boards"
        }
        let size = entry.size
        let (won, of) = progress.count(size: size, in: file)
        if progress.hasWonEveryLevel(size: size, in: file) { return "\(size)×\(size) · level \(entry.number) (all \(of) won)" }
        return "\(size)×\(size) · level \(entry.number) next" + (won > 0 ? " (\(won) of \(of) won)" : "")
    }

    /// The lights-out levels won, from the games played (none when they cannot be read).
    public func lightsProgress() -> LightsProgress {
        LightsProgress(records: (try? environment.storage.games()) ?? [])
    }

    /// The level lights out goes on at: with a size chosen, the first level
    /// of that size not won; without, the first level not won of any size,
    /// so that a new player starts at level 1 (3×3).
    private static func resumeEntry(_ choices: GameChoices, _ progress: LightsProgress, _ file: LightsLevelFile) -> LightsLevelFile.Entry? {
        if let size = choices.size { return progress.resumeLevel(size: size, in: file) }
        return progress.resumeLevel(in: file)
    }
}
