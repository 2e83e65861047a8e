import ArgumentParser
import GameKernel
import WordKitPlay

/// The options every `wordkit play` game shares: the output mode, the seed,
/// colours and speech.
struct PlayOptions: ParsableArguments {
    @Flag(help: "Read plain lines from standard input and write one JSON object per event (JSON Lines).")
    var json = false

    @Option(help: "Seed for the random choices; the same seed and input replay the same games (elapsed seconds aside).")
    var seed: UInt64?

    @Flag(help: "Plain text at the terminal, without colours (as does NO_COLOR=1 or TERM=dumb).")
    var noColor = false

    @Flag(
        name: SettingKey.speak.optionNames, inversion: .prefixedNo,
        help: SettingKey.speak.optionHelp("At the terminal, read what matters aloud with espeak-ng, in the game's language"))
    var speak: Bool?
}
