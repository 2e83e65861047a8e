import ArgumentParser
import Foundation
import GameKernel

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
        guard play.json else {
            let terminal = try Terminal(noColor: play.noColor, game: "guess")
            var clock = GameClock()
            var game = try InteractiveGuess(
                configuration: configuration, seed: play.resolvedSeed(), speak: speak, at: clock.now)
            InteractiveLoop.run(&game, on: terminal, clock: &clock)
            return
        }
        var session = try GuessSession(
            configuration: configuration, seed: play.resolvedSeed(), at: Date())
        try JSONPlayLoop.run(&session)
    }

    func validate() throws {
        guard min < max else {
            throw ValidationError("--min (\(min)) must be below --max (\(max)): there is nothing to guess")
        }
    }
}
