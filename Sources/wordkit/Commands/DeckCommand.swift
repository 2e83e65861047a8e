import ArgumentParser
import ContentPipeline
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

/// `wordkit deck`: list, show, import and export flashcard decks.
struct DeckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deck",
        abstract: "List, show, import and export flashcard decks, and show their study statistics.",
        discussion: "Bundled decks come from Content/decks; imported decks live in the user's data folder ($XDG_STATE_HOME/wordkit/decks, or $WORDKIT_HOME/state/decks).",
        subcommands: [List.self, Show.self, Import.self, Export.self, Stats.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every deck with its size: id, cards, origin, title.")

        func run() throws {
            let (decks, warnings) = Player.decks.all()
            warnings.forEach(StandardError.warn)
            guard !decks.isEmpty else {
                StandardError.write("wordkit: no decks found; run `wordkit content build` or `wordkit deck import FILE`\n")
                return
            }
            let width = decks.map(\.deck.id.count).max() ?? 0
            for entry in decks {
                let id = entry.deck.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let cards = String(entry.deck.cards.count)
                let origin = entry.origin.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                try Output.line("\(id)  \(String(repeating: " ", count: max(0, 6 - cards.count)))\(cards) \(Plural.noun(entry.deck.cards.count, "card"))  \(origin)  \(entry.deck.title)")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a deck's cards, one `prompt<TAB>answer` a line, then the part of speech, gender and frequency rank where the card has them; a card's example sentence follows on an indented line.")

        @Argument(help: "The deck id (see `wordkit deck list`).")
        var id: String

        @Flag(help: "Print the deck as JSON instead.")
        var json = false

        func run() throws {
            let deck = try CLIFailure.mapping { try Player.decks.deck(id) }
            if json {
                try Output.write(try ContentJSON.encode(deck.deck))
                return
            }
            var text = "# \(deck.deck.title) (\(deck.deck.id), \(Plural.count(deck.deck.cards.count, "card")), \(deck.deck.languages.map(\.rawValue).joined(separator: "→")))\n"
            for card in deck.deck.cards {
                text += ([card.prompt, card.answer] + CardDetails.labels(of: card)).joined(separator: "\t") + "\n"
                // The example on an indented line of its own, so that the card's line keeps its columns.
                if let example = CardDetails.exampleLine(of: card) { text += "    " + example + "\n" }
            }
            try Output.write(text)
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import decks from Anki text (TSV/CSV, as Anki exports it) or JSON into your data folder.",
            discussion: "Every deck in the file is imported. A deck already imported is updated by card id (Anki's guid): changed cards are updated, new ones added, the rest kept. Any error names the line, and nothing is written."
        )

        @Argument(help: "The file to import.")
        var file: String

        @Option(help: "The deck id for a file of one deck (default: the deck's name, else the file name); a deck with this id is updated.")
        var id: String?

        @Option(name: .customLong("lang"), help: "Prompt and answer languages, such as en,es.")
        var languages: String?

        @Flag(help: "Replace imported decks of the same id instead of updating them.")
        var force = false

        func run() throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIFailure("cannot read \(file)", code: CLIFailure.noInput)
            }
            let codes = (languages ?? "").split(separator: ",").map { LanguageCode(rawValue: String($0)) }
            try CLIFailure.mapping {
                let decks = try DeckTextFormat.importDecks(data, path: file, id: id, languages: codes)
                let report = try Player.decks.importDecks(decks, updating: id != nil, replacing: force)
                try Output.line(report.joined(separator: "\n"))
            }
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Export a deck as TSV that Anki imports (File › Import).")

        @Argument(help: "The deck id.")
        var id: String

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var output: String?

        @Flag(help: "Add State, Due, Stability and Difficulty columns from your reviews (Anki ignores them); a card never reviewed is new.")
        var withSchedule = false

        func run() throws {
            let deck = try CLIFailure.mapping { try Player.decks.deck(id) }.deck
            let schedules = try withSchedule ? CLIFailure.mapping { try Player.store.schedules(for: deck.cards.map(\.id)) } : nil
            let text = DeckTextFormat.exportTSV(deck, schedules: schedules)
            if let output {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw CLIFailure("cannot write \(output): \(error.localizedDescription)", code: CLIFailure.ioError)
                }
            } else {
                try Output.write(text)
            }
        }
    }
}
