import ArgumentParser
import Foundation
import GameKernel

/// `wordkit play flashcards`: reveal each card, then mark it right or wrong.
struct PlayFlashcards: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flashcards",
        abstract: "Go through a deck of flashcards against a countdown.",
        discussion: """
        Send 'reveal' to see the answer, then 'right' or 'wrong'. Commands: :pause and \
        :resume (the countdown), :new (the deck again, reshuffled, with the full time), \
        :quit. The countdown is checked whenever a line arrives. --deck takes a deck id \
        (Content/decks/<id>.json) or the path of a deck file; without it, the first deck \
        of Content/decks is played.
        """
    )

    @OptionGroup var play: PlayOptions

    @Option(help: ArgumentHelp("A deck id, or the path of a deck JSON file.", valueName: "id-or-path"))
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
        let configuration = FlashcardsConfiguration(
            cardLimit: limit, timeLimit: timeLimit > 0 ? timeLimit : nil, requeueWrongCards: requeueWrong)
        guard play.json else {
            let terminal = try Terminal(noColor: play.noColor, game: "flashcards")
            var clock = GameClock()
            var game = try InteractiveFlashcards(
                deck: try Self.loadDeck(deck), configuration: configuration, seed: play.resolvedSeed(), at: clock.now)
            InteractiveLoop.run(&game, on: terminal, clock: &clock)
            return
        }
        var session = try FlashcardsSession(
            deck: try Self.loadDeck(deck), configuration: configuration, seed: play.resolvedSeed(), at: Date())
        try JSONPlayLoop.run(&session)
    }

    /// Reads the deck named by `--deck`, or the first deck of the content.
    ///
    /// - Throws: ``CLIFailure``: no input when the deck is missing, data error when malformed.
    static func loadDeck(_ name: String?) throws -> Deck {
        guard let name else {
            let folder = try PlayContent.directory().appendingPathComponent("decks")
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted()
            guard let first = files.first else {
                throw CLIFailure(
                    "no decks in \(folder.path); run `wordkit content build`, or give --deck PATH to a deck file",
                    code: CLIFailure.noInput)
            }
            return try PlayContent.decode(Deck.self, from: folder.appendingPathComponent(first))
        }
        if name.contains("/") || name.hasSuffix(".json") {
            let url = URL(fileURLWithPath: name)
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw CLIFailure("deck file \(url.path) not found", code: CLIFailure.noInput)
            }
            return try PlayContent.decode(Deck.self, from: url)
        }
        return try PlayContent.decode(Deck.self, from: try PlayContent.file("decks/\(name).json"))
    }
}
