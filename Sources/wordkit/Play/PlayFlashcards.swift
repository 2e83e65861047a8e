import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay

/// `wordkit play flashcards`: reveal each card, then mark it right or wrong.
struct PlayFlashcards: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flashcards",
        abstract: "Go through a deck of flashcards against a countdown.",
        discussion: """
        Send 'reveal' to see the answer, then 'right' or 'wrong'. Commands: :pause and \
        :resume (the countdown), :new (the deck again, reshuffled, with the full time), \
        :quit. The countdown is checked whenever a line arrives. --deck takes a deck id \
        (shipped or imported; see wordkit deck list) or the path of a deck file; without \
        it, the first shipped deck is played. At the terminal the countdown also stops \
        while the window is not in focus.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: ArgumentHelp("A deck id (see wordkit deck list), or the path of a deck JSON file.", valueName: "id-or-path"))
    var deck: String?

    @Option(help: "Play only this many cards of the shuffled deck.")
    var limit: Int?

    @Option(help: ArgumentHelp("The countdown in seconds; 0 for none.", valueName: "seconds"))
    var timeLimit: Double = FlashcardsConfiguration.defaultTimeLimit

    @Flag(help: "Put a card marked wrong back at the end of the deck.")
    var requeueWrong = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
        guard timeLimit.isFinite, timeLimit >= 0 else {
            throw ValidationError("--time-limit must be a number of seconds, 0 for none (got \(timeLimit))")
        }
    }

    func run() throws {
        let terminal = play.json ? nil : try Terminal(noColor: play.noColor, game: "flashcards")
        var choices = Player.settings()
        choices.deck = deck
        choices.setTimeLimit(seconds: timeLimit)
        choices.speak = play.speak
        let launcher = GameLauncher(seed: play.seed, cardLimit: limit, requeueWrong: requeueWrong)
        guard let terminal else {
            return try JSONPlay.run(launcher.flashcards(choices, timeLimit: timeLimit > 0 ? timeLimit : nil, at: Date()))
        }
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .flashcards)
    }
}
