import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// Sets each game up from the settings in force (``PlayContext/choices``)
/// and the options that are not settings (seed, dictionary folder, card
/// limit…), for the subcommands, the menu and the commands that change a
/// setting mid-game.
struct GameLauncher {
    /// Where lights out starts.
    enum LightsStart: Equatable {
        /// At the level reached on boards of the size in force (``LightsProgress``).
        case resume
        /// At this level.
        case level(Int)
        /// On random boards.
        case random
    }

    /// `--seed`: every game set up from the same seed, else a fresh one each time.
    var seed: UInt64?
    /// `--dictionaries`: another folder of Hunspell dictionaries.
    var dictionaries: String?
    /// `--bell`: a rejected scramble word rings the bell.
    var bell = false
    /// `play scramble --root`: the root every round plays, lowercase NFC.
    var root: String?
    /// `--no-requeue-wrong` turns it off: a card marked wrong comes back at the end of the round.
    var requeueWrong = true
    /// Study's present (`--now`, else the system clock): reviews are timed by it, not by game time.
    var studyClock: @Sendable () -> Date = { Date() }
    /// `--no-fuzz` turns it off: the random spread of study's intervals.
    var studyFuzz = true
    /// `--min`, `--max`.
    var guessRange = GuessConfiguration().range
    /// `--level`, `--random`, or the level reached.
    var lightsStart = LightsStart.resume

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

    /// A study session of the deck, new cards a day and retention in force,
    /// started at study's present.
    func study(_ choices: Settings) throws -> GameSession<StudyState> {
        let options = StudyOptions(
            newCardsPerDay: choices.newPerDayInForce, desiredRetention: choices.retentionInForce, fuzz: studyFuzz)
        return try CLIFailure.mapping {
            try GameSession.study(
                Player.decks.deckToPlay(choices.deck, language: choices.languageInForce), options: options, store: Player.store, seed: seedToPlay,
                warn: StandardError.warn, at: studyClock())
        }
    }

    /// A word-scramble session in the language, length and rules in force.
    func scramble(_ choices: Settings, at time: Date) throws -> GameSession<ScrambleState> {
        var options = DictionaryOptions()
        options.language = choices.languageInForce
        options.dictionaries = dictionaries
        let checker = try options.openChecker()
        let language = LanguageCode(rawValue: String(checker.language.prefix { $0 != "_" && $0 != "-" }))
        let configuration = ScrambleConfiguration(
            language: language, length: choices.lengthInForce, ruleSet: choices.rulesInForce, difficulty: choices.difficultyInForce)
        let content = try Player.content()
        let lexicon = LexiconWordSource(words: try LexiconLoading.load(for: checker), foldsAccents: configuration.accentFolding)
        let words = try CLIFailure.mapping { try content.gameWords(lexicon, language: language) }
        let roots: RootWords
        if let root, root.count == configuration.length {
            // A root of the player's choice must be a word the game takes in this language.
            guard words.isWord(root) else {
                throw CLIFailure("--root \(root) is not a word of the game in \(language.rawValue); choose a word of \(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound) letters of that language",
                                 code: CLIFailure.usage)
            }
            roots = try CLIFailure.mapping { try RootWords(lines: [root], length: root.count) }
        } else {
            roots = try CLIFailure.mapping {
                try content.roots(language: language, length: configuration.length, difficulty: configuration.difficulty)
            }
        }
        return try CLIFailure.mapping {
            try GameSession.scramble(
                configuration, environment: ScrambleEnvironment(roots: roots, words: words), seed: seedToPlay,
                recorder: Player.recorder, at: time)
        }
    }

    /// A flashcards session of the deck and countdown in force.
    ///
    /// - Parameter timeLimit: A countdown that overrides the setting's whole
    ///   seconds (`--time-limit` takes fractions).
    func flashcards(_ choices: Settings, timeLimit: TimeInterval?? = nil, at time: Date) throws -> GameSession<FlashcardsState> {
        let configuration = FlashcardsConfiguration(
            cardLimit: choices.cards ?? FlashcardsConfiguration.defaultCardCount, timeLimit: timeLimit ?? choices.timeLimitInForce,
            requeueWrongCards: requeueWrong)
        return try CLIFailure.mapping {
            let deck = try Player.decks.deckToPlay(choices.deck, language: choices.languageInForce)
            return try GameSession.flashcards(
                deck, configuration: configuration, scheduling: Self.scheduling(deck, retention: choices.retentionInForce),
                seed: seedToPlay, recorder: Player.recorder, at: time)
        }
    }

    /// The deck's schedules, so that due cards come first and answers are
    /// reviews; none (a plain round) when the reviews cannot be read.
    private static func scheduling(_ deck: Deck, retention: Double) -> FlashcardsScheduling? {
        do {
            let options = StudyOptions(desiredRetention: retention)
            return FlashcardsScheduling(scheduler: try options.scheduler(), schedules: try DeckReviews.load(deck, from: Player.store).schedules)
        } catch {
            StandardError.warn("\(error); playing without spaced repetition (answers are not reviews)")
            return nil
        }
    }

    /// A guess-the-number session with the lives in force.
    func guess(_ choices: Settings, at time: Date) throws -> GameSession<GuessState> {
        try CLIFailure.mapping {
            try GameSession.guess(
                GuessConfiguration(range: guessRange, lives: choices.livesInForce), seed: seedToPlay,
                recorder: Player.recorder, at: time)
        }
    }

    /// A lights-out session: the level asked for, the level reached on the
    /// size in force, or random boards (also when no levels are shipped).
    func lights(_ choices: Settings, at time: Date) throws -> GameSession<LightsState> {
        var environment = LightsEnvironment()
        var setup = LightsSetup.random(size: choices.sizeInForce)
        switch lightsStart {
        case .random:
            break
        case .level(let number):
            let content = try Player.content()
            let file = try CLIFailure.mapping { try content.lightsLevels() }
            environment = file.environment
            environment.won = Self.progress().wonLevels
            guard let chosen = environment.level(number: number) else {
                let path = content.directory.appendingPathComponent("lights/levels.json").path
                throw CLIFailure("there is no level \(number) in \(path); it has \(file.numberRange)", code: CLIFailure.usage)
            }
            setup = .level(chosen)
        case .resume:
            if let file = try? Player.content().lightsLevels() {
                let progress = Self.progress()
                environment = file.environment
                environment.won = progress.wonLevels
                if let entry = Self.resumeEntry(choices, progress, file) { setup = .level(entry.level) }
            }
        }
        return try CLIFailure.mapping {
            try GameSession.lights(setup, environment: environment, seed: seedToPlay, recorder: Player.recorder, at: time)
        }
    }

    /// What the menu says about lights out: the size, and the level next.
    func lightsNote(_ choices: Settings) -> String {
        let progress = Self.progress()
        guard lightsStart == .resume, let file = try? Player.content().lightsLevels(),
              let entry = Self.resumeEntry(choices, progress, file) else {
            let size = choices.sizeInForce
            return "random \(size)×\(size) boards"
        }
        let size = entry.size
        let (won, of) = progress.count(size: size, in: file)
        if progress.hasWonEveryLevel(size: size, in: file) { return "\(size)×\(size) · level \(entry.number) (all \(of) won)" }
        return "\(size)×\(size) · level \(entry.number) next" + (won > 0 ? " (\(won) of \(of) won)" : "")
    }

    /// The level lights out goes on at: with a size chosen (`--size`, the
    /// setting, `:size`), the first level of that size not won; without, the
    /// first level not won of any size, so that a new player starts at level 1 (3×3).
    private static func resumeEntry(_ choices: Settings, _ progress: LightsProgress, _ file: LightsLevelFile) -> LightsLevelFile.Entry? {
        if let size = choices.size { return progress.resumeLevel(size: size, in: file) }
        return progress.resumeLevel(in: file)
    }

    /// The lights-out levels won, from the history.
    static func progress() -> LightsProgress {
        LightsProgress(records: (try? Player.store.games()) ?? [])
    }

    /// The seed of the next game.
    private var seedToPlay: UInt64 { seed ?? UInt64.random(in: .min ... .max) }
}
