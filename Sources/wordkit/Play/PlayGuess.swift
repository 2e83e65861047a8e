import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit play guess`: guess the number ("終極密碼").
struct PlayGuess: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guess",
        abstract: "Guess the secret number; each wrong guess narrows the range and costs a life.",
        discussion: """
        Send a number a line. Commands: :hint (the range still possible, as words), \
        :new (a new secret), :quit. At the terminal, --speak reads the range, each \
        verdict (too high, too low), the win and the answer aloud in the --lang language.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: "The smallest possible secret.")
    var min = 0

    @Option(help: "The largest possible secret.")
    var max = 100

    @Option(name: SettingKey.lives.optionNames, help: SettingKey.lives.optionHelp("Wrong guesses allowed"))
    var lives: Int?

    @Option(name: SettingKey.language.optionNames, help: SettingKey.language.optionHelp("The language spoken with --speak: en, es or it"))
    var language: String?

    func run() throws {
        let terminal = play.json ? nil : try Terminal.open(noColor: play.noColor, game: "guess")
        // The options given win over the saved settings; the others keep them.
        let player = PlayerContext()
        var choices = player.settings
        choices.lives = lives ?? choices.lives
        choices.language = language ?? choices.language
        choices.speak = play.speak ?? choices.speak
        let launcher = TerminalGames(player: player, seed: play.seed, guessRange: min...Swift.max(min, max))
        guard let terminal else { return try JSONPlay.run(launcher.guess(choices, at: Date())) }
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .game(.guess))
    }

    func validate() throws {
        guard min < max else {
            throw ValidationError("--min (\(min)) must be below --max (\(max)): there is nothing to guess")
        }
    }
}
