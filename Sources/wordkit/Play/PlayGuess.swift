import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay

/// `wordkit play guess`: guess the number ("終極密碼").
struct PlayGuess: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guess",
        abstract: "Guess the secret number; each wrong guess narrows the range and costs a life.",
        discussion: """
        Send a number a line. Commands: :hint (the range still possible, as words), \
        :new (a new secret), :quit.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: "The smallest possible secret.")
    var min = 0

    @Option(help: "The largest possible secret.")
    var max = 100

    @Option(help: "Wrong guesses allowed.")
    var lives = 6

    @Flag(help: "At the terminal, read the range aloud with espeak-ng.")
    var speak = false

    func run() throws {
        let configuration = GuessConfiguration(range: min...Swift.max(min, max), lives: lives)
        let terminal = play.json ? nil : try Terminal(noColor: play.noColor, game: "guess")
        var clock = GameClock()
        let session = try CLIFailure.mapping {
            try GameSession.guess(configuration, seed: play.resolvedSeed(), recorder: Player.recorder, at: clock.now)
        }
        guard let terminal else { return try JSONPlay.run(session) }
        var game = InteractiveGuess(session: session, speak: speak)
        InteractiveLoop.run(&game, on: terminal, clock: &clock)
    }

    func validate() throws {
        guard min < max else {
            throw ValidationError("--min (\(min)) must be below --max (\(max)): there is nothing to guess")
        }
    }
}
