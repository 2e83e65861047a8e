import ArgumentParser
import GameKernel

/// The options every `wordkit play` game shares: the output mode and the seed.
struct PlayOptions: ParsableArguments {
    @Flag(help: "Read plain lines from standard input and write one JSON object per event (JSON Lines).")
    var json = false

    @Option(help: "Seed for the random choices; the same seed and input replay the same games (elapsed seconds aside).")
    var seed: UInt64?

    @Flag(help: "Plain text at the terminal, without colours (as does NO_COLOR=1 or TERM=dumb).")
    var noColor = false

    /// The seed to play with: the one given, else a fresh random one (reported in every `start` event).
    func resolvedSeed() -> UInt64 {
        seed ?? UInt64.random(in: .min ... .max)
    }
}
