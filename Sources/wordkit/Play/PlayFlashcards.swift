import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit play flashcards`: reveal each card, then mark it right or wrong.
struct PlayFlashcards: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flashcards",
        abstract: "Answer a round of flashcards against a countdown (Flashzilla).",
        discussion: """
        A round deals --cards cards (10) from the deck, due cards first once you have \
        reviews; a card marked wrong comes back at the end of the round, and the round is \
        won when every card has been answered right before time runs out. Leaving early is \
        recorded as abandoned, which does not break a win streak. Every answer is also a \
        review (right is good, wrong is again; see wordkit study). Send 'reveal' to see the \
        answer, then 'right' or 'wrong'. Commands: :pause and :resume (the countdown), :new \
        (another round, with the full time), :quit. The countdown is checked whenever a line \
        arrives. --deck takes a deck id (shipped or imported; see wordkit deck list) or the \
        path of a deck file; without it, the deck setting, else the vocabulary deck from the language setting (en-es-top500 for en). At \
        the terminal the countdown also stops while the window is not in focus, and :deck, \
        :cards and :time change the round without leaving it.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(
        name: SettingKey.deck.optionNames,
        help: SettingKey.deck.optionHelp("A deck id (see wordkit deck list), or the path of a deck JSON file", valueName: "id-or-path"))
    var deck: String?

    @Option(
        name: SettingKey.cards.optionNames,
        help: SettingKey.cards.optionHelp("Cards in a round (more than the deck has plays the whole deck)", valueName: "n"))
    var cards: Int?

    /// The old spelling of `--cards`.
    @Option(help: .hidden)
    var limit: Int?

    @Option(name: SettingKey.timeLimit.optionNames, help: SettingKey.timeLimit.optionHelp("The countdown in seconds; 0 for none", valueName: "seconds"))
    var timeLimit: Double?

    @Flag(inversion: .prefixedNo, help: "Put a card marked wrong back at the end of the round (the default), or not.")
    var requeueWrong = true

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
        if let cards, cards < 1 { throw ValidationError("--cards must be at least 1 (got \(cards))") }
        if let timeLimit, !timeLimit.isFinite || timeLimit < 0 {
            throw ValidationError("--time-limit must be a number of seconds, 0 for none (got \(timeLimit))")
        }
    }

    func run() throws {
        let terminal = play.json ? nil : try Terminal.open(noColor: play.noColor, game: "flashcards")
        // The options given win over the saved settings; the others keep them.
        let player = PlayerContext()
        var choices = player.settings
        choices.deck = deck ?? choices.deck
        choices.cards = limit ?? cards ?? choices.cards
        if let timeLimit { choices.setTimeLimit(seconds: timeLimit) }
        choices.speak = play.speak ?? choices.speak
        let launcher = TerminalGames(player: player, seed: play.seed, requeueWrong: requeueWrong)
        guard let terminal else {
            // A countdown given keeps its fraction of a second; else the one in force.
            return try JSONPlay.run(launcher.flashcards(choices, timeLimit: timeLimit.map { $0 > 0 ? $0 : nil }, at: Date()))
        }
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .game(.flashcards))
    }
}
