import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit play scramble`: word scramble.
struct PlayScramble: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scramble",
        abstract: "Make words from the letters of a root word.",
        discussion: """
        Send a word a line. Commands: :hint (the start of a word not found yet), \
        :shuffle (the letters in a new order), :new (end the round, start one with a \
        new root), :quit. Roots come from Content/roots/<lang>-<length>.txt; words are \
        checked against the language's lexicon (built once from the dictionary and \
        cached). In Spanish and Italian, a word typed without accents counts as the \
        accented word it stands for. At the terminal, :lang, :length and :rules change \
        the game without leaving it (see docs/terminal-play.md).
        """
    )

    @OptionGroup var play: PlayOptions

    @OptionGroup var dictionary: DictionaryOptions

    @Option(name: SettingKey.length.optionNames, help: SettingKey.length.optionHelp("The root word's length, 6 to 9"))
    var length: Int?

    @Option(
        name: SettingKey.difficulty.optionNames, help: RootDifficulty.help(SettingKey.difficulty.optionHelp("The root's difficulty")),
        completion: RootDifficulty.completion, transform: RootDifficulty.parser("--difficulty"))
    var difficulty: RootDifficulty?

    @Option(
        name: SettingKey.rules.optionNames, help: ScrambleRuleSet.help(SettingKey.rules.optionHelp("The rules")),
        completion: ScrambleRuleSet.completion, transform: ScrambleRuleSet.parser("--rules"))
    var rules: ScrambleRuleSet?

    @Flag(help: "At the terminal, ring the bell when a word is rejected.")
    var bell = false

    @Option(help: "Play this root word, a word of the language of 6 to 9 letters (a teacher's \"play this word\"); its length is the game's. Every new round plays it again.")
    var root: String?

    /// The root asked for, lowercase NFC.
    var chosenRoot: String? {
        root.map { $0.trimmingCharacters(in: .whitespaces).lowercased().precomposedStringWithCanonicalMapping }
    }

    func validate() throws {
        if let length, !ScrambleConfiguration.lengths.contains(length) {
            throw ValidationError(
                "--length \(length) is not available; choose \(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound)")
        }
        if let chosenRoot {
            guard chosenRoot.allSatisfy(\.isLetter), ScrambleConfiguration.lengths.contains(chosenRoot.count) else {
                throw ValidationError("--root \(root ?? "") must be one word of \(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound) letters")
            }
        }
    }

    func run() throws {
        // Fail before the slow lexicon load when there is no terminal to play at.
        let terminal = play.json ? nil : try Terminal.open(noColor: play.noColor, game: "scramble")
        // The options given win over the saved settings; the others keep them.
        let player = PlayerContext()
        var choices = player.settings
        choices.language = dictionary.languageOption ?? choices.language
        choices.length = chosenRoot?.count ?? length ?? choices.length
        choices.rules = rules?.rawValue ?? choices.rules
        choices.difficulty = difficulty?.rawValue ?? choices.difficulty
        choices.speak = play.speak ?? choices.speak
        let launcher = TerminalGames(player: player, seed: play.seed, dictionaries: dictionary.dictionaries, bell: bell, root: chosenRoot)
        guard let terminal else { return try JSONPlay.run(launcher.scramble(choices, at: Date())) }
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .game(.scramble))
    }
}
