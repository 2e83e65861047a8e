import ArgumentParser

/// `wordkit play flashcards`.
struct PlayFlashcards: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "flashcards", abstract: "Not written yet.")

    @OptionGroup var play: PlayOptions

    func run() throws {
        try play.requireJSON(game: "flashcards")
    }
}
