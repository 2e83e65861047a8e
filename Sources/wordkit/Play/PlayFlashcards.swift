import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

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
        path of a deck file; without it, the deck setting, else the first shipped deck.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: ArgumentHelp("A deck id, or the path of a deck JSON file.", valueName: "id-or-path"))
    var deck: String?

    @Option(help: ArgumentHelp("Cards in a round (more than the deck has plays the whole deck).", valueName: "n"))
    var cards = FlashcardsConfiguration.defaultCardCount

    @Option(help: .hidden)
    var limit: Int?

    @Option(help: ArgumentHelp("The countdown in seconds; 0 for none.", valueName: "seconds"))
    var timeLimit: Double = FlashcardsConfiguration.defaultTimeLimit

    @Flag(inversion: .prefixedNo, help: "Put a card marked wrong back at the end of the round (the default), or not.")
    var requeueWrong = true

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
        guard cards >= 1 else { throw ValidationError("--cards must be at least 1 (got \(cards))") }
        guard timeLimit.isFinite, timeLimit >= 0 else {
            throw ValidationError("--time-limit must be a number of seconds, 0 for none (got \(timeLimit))")
        }
    }

    func run() throws {
        let configuration = FlashcardsConfiguration(
            cardLimit: limit ?? cards, timeLimit: timeLimit > 0 ? timeLimit : nil, requeueWrongCards: requeueWrong)
        let terminal = play.json ? nil : try Terminal(noColor: play.noColor, game: "flashcards")
        var clock = GameClock()
        let session = try CLIFailure.mapping {
            let deck = try Player.decks.deckToPlay(deck)
            return try GameSession.flashcards(
                deck, configuration: configuration, scheduling: Self.scheduling(deck), seed: play.resolvedSeed(),
                recorder: Player.recorder, at: clock.now)
        }
        guard let terminal else { return try JSONPlay.run(session) }
        var game = InteractiveFlashcards(session: session)
        InteractiveLoop.run(&game, on: terminal, clock: &clock)
    }

    /// The deck's schedules, so that due cards come first and answers are
    /// reviews; none (a plain round) when the reviews cannot be read.
    private static func scheduling(_ deck: Deck) -> FlashcardsScheduling? {
        do {
            let options = StudyOptions(desiredRetention: Player.settings().retention ?? 0.9)
            return FlashcardsScheduling(scheduler: try options.scheduler(), schedules: try DeckReviews.load(deck, from: Player.store).schedules)
        } catch {
            StandardError.warn("\(error); playing without spaced repetition (answers are not reviews)")
            return nil
        }
    }
}
