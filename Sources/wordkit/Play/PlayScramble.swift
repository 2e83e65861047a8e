import ArgumentParser

/// `wordkit play scramble`.
struct PlayScramble: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scramble", abstract: "Not written yet.")

    @OptionGroup var play: PlayOptions

    func run() throws {
        try play.requireJSON(game: "scramble")
    }
}
