import ArgumentParser
import Foundation
import GameKernel

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
        var levels: LightsLevelFile?
        var setup = LightsSetup.random(size: size)
        if let level {
            let url = try PlayContent.file("lights/levels.json")
            let file = try PlayContent.decode(LightsLevelFile.self, from: url)
            guard let entry = file.entry(number: level) else {
                let numbers = file.levels.map(\.number).sorted()
                let range = numbers.first.map { "levels \($0) to \(numbers.last ?? $0)" } ?? "no levels"
                throw CLIFailure("there is no level \(level) in \(url.path); it has \(range)", code: CLIFailure.usage)
            }
            levels = file
            setup = .level(entry.level)
        }
        guard play.json else {
            let terminal = try Terminal(noColor: play.noColor, game: "lights")
            var clock = GameClock()
            var game = try InteractiveLights(setup: setup, levels: levels, seed: play.resolvedSeed(), at: clock.now)
            InteractiveLoop.run(&game, on: terminal, clock: &clock)
            return
        }
        var session = try LightsSession(setup: setup, levels: levels, seed: play.resolvedSeed(), at: Date())
        try JSONPlayLoop.run(&session)
    }
}
