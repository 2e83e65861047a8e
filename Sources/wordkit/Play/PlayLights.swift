import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay

/// `wordkit play lights`: lights out.
struct PlayLights: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lights",
        abstract: "Switch every light off; a press toggles a light and its four neighbours.",
        discussion: """
        Send ROW COL (0-based, such as '0 2') a line to press a light. Commands: :hint \
        (a press on the way to a shortest solution), :new (the next level, or a new \
        random board), :quit. Without --level the board is random (from --seed) and \
        always solvable; --level N plays level N of Content/lights/levels.json.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: "Rows and columns of a random board, 3 to 9.")
    var size = 5

    @Option(help: "Play this level of Content/lights/levels.json.")
    var level: Int?

    func validate() throws {
        guard LightsBoard.sizes.contains(size) else {
            throw ValidationError("--size \(size) is not possible; choose a size from \(LightsBoard.sizes.lowerBound) to \(LightsBoard.sizes.upperBound)")
        }
    }

    func run() throws {
        var environment = LightsEnvironment()
        var setup = LightsSetup.random(size: size)
        if let level {
            let content = try Player.content()
            let file = try CLIFailure.mapping { try content.lightsLevels() }
            environment = file.environment
            guard let chosen = environment.level(number: level) else {
                let path = content.directory.appendingPathComponent("lights/levels.json").path
                throw CLIFailure("there is no level \(level) in \(path); it has \(file.numberRange)", code: CLIFailure.usage)
            }
            setup = .level(chosen)
        }
        let terminal = play.json ? nil : try Terminal(noColor: play.noColor, game: "lights")
        var clock = GameClock()
        let session = try CLIFailure.mapping {
            try GameSession.lights(setup, environment: environment, seed: play.resolvedSeed(), recorder: Player.recorder, at: clock.now)
        }
        guard let terminal else { return try JSONPlay.run(session) }
        var game = InteractiveLights(session: session)
        InteractiveLoop.run(&game, on: terminal, clock: &clock)
    }
}
