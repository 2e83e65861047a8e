import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit play lights`: lights out.
struct PlayLights: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lights",
        abstract: "Switch every light off; a press toggles a light and its four neighbours.",
        discussion: """
        Send ROW COL (0-based, such as '0 2') a line to press a light. Commands: :hint \
        (a press on the way to a shortest solution), :new (the next level, or a new \
        random board), :quit. With --json, without --level the board is random (from \
        --seed) and always solvable; --level N plays level N of Content/lights/levels.json. \
        At the terminal, without --level or --random, play goes on at the first level not won \
        on boards of --size, or without --size (and no saved size) at the first level not won \
        of any size, level 1 for a new player (the levels won are read from the history).
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(
        name: SettingKey.size.optionNames,
        help: "Rows and columns of the board, 3 to 9 (default: the size setting; random boards: else 5; at the terminal, without either, play goes on at the first level not won, level 1 for a new player).")
    var size: Int?

    @Option(help: "Play this level of Content/lights/levels.json.")
    var level: Int?

    @Flag(help: "At the terminal, play random boards rather than the levels.")
    var random = false

    func validate() throws {
        if let size, !LightsBoard.sizes.contains(size) {
            throw ValidationError("--size \(size) is not possible; choose a size from \(LightsBoard.sizes.lowerBound) to \(LightsBoard.sizes.upperBound)")
        }
        if random, level != nil { throw ValidationError("--random and --level cannot go together") }
    }

    func run() throws {
        let terminal = play.json ? nil : try Terminal.open(noColor: play.noColor, game: "lights")
        // The options given win over the saved settings; the others keep them.
        let player = PlayerContext()
        var choices = player.settings
        choices.size = size ?? choices.size
        choices.speak = play.speak ?? choices.speak
        var launcher = TerminalGames(player: player, seed: play.seed)
        launcher.lightsStart = level.map { .level($0) } ?? (random || play.json ? .random : .resume)
        guard let terminal else { return try JSONPlay.run(launcher.lights(choices, at: Date())) }
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .game(.lights))
    }
}
