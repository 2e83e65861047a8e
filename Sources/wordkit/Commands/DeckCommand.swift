import ArgumentParser
import ContentPipeline
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

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
            let (decks, warnings) = PlayerContext().decks.all()
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
                // Deck text is untrusted: escaped on a pipe too (`| less -R` would pass it on).
                try Output.display("\(id)  \(String(repeating: " ", count: max(0, 6 - cards.count)))\(cards) \(Plural.noun(entry.deck.cards.count, "card"))  \(origin)  \(entry.deck.title)\n")
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
            let deck = try CLIFailure.mapping { try PlayerContext().decks.deck(id) }
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
            // Made for reading: escaped wherever it goes (`deck export` is the byte-faithful form).
            try Output.display(text)
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import decks from Anki text (TSV/CSV, as Anki exports it) or JSON into your data folder.",
            discussion: """
                Every deck in the file is imported into the deck it names (`#deck:`, a deck column, the JSON id, \
                else the file name; --id renames a file of one deck). A deck already imported with that id is updated \
                by card id (Anki's guid): changed cards are updated, new ones added, the rest kept. A file never \
                changes a deck it does not name: --into ID merges a file of one deck into the imported deck ID. \
                Any error names the line, and nothing is written. A file may hold at most 32 MiB, 1 MiB a line \
                and 100,000 cards (exit 65 past them).
                """
        )

        @Argument(help: "The file to import.")
        var file: String

        @Option(help: "The deck id for a file of one deck (default: the deck's name, else the file name); a deck with this id is updated.")
        var id: String?

        @Option(help: ArgumentHelp("Merge the file's one deck into the imported deck with this id, whatever deck the file names.", valueName: "id"))
        var into: String?

        @Option(name: .customLong("lang"), help: "Prompt and answer languages, such as en,es.")
        var languages: String?

        @Flag(help: "Replace imported decks of the same id instead of updating them.")
        var force = false

        func validate() throws {
            if into != nil, id != nil { throw ValidationError("--into and --id cannot be used together: --into keeps the id of the deck it merges into") }
            if into != nil, force { throw ValidationError("--into and --force cannot be used together: --into merges; to replace a deck, use --id ID --force") }
        }

        func run() throws {
            // Read only as far as the size limit: a larger file is refused (65) before it is read.
            let data: Data
            do {
                data = try DeckTextFormat.contents(ofFile: file)
            } catch ContentError.unreadableInput {
                throw CLIFailure("cannot read \(file)", code: CLIFailure.noInput)
            } catch let error as ContentError {
                throw CLIFailure(error)
            }
            let codes = (languages ?? "").split(separator: ",").map { LanguageCode(rawValue: String($0)) }
            let player = PlayerContext()
            let report = try CLIFailure.mapping {
                let decks = try DeckTextFormat.importDecks(data, path: file, id: id, languages: codes)
                do {
                    return try player.decks.importDecks(decks, into: into, replacing: force)
                } catch let error as DeckLibraryError {
                    throw CLIFailure(ErrorAdvice.message(for: error, into: into, file: file), code: CLIFailure.usage)
                }
            }
            try Output.display(report.map(\.description).joined(separator: "\n") + "\n")
            // A file updates only the deck it names; say so when another deck already has its cards.
            for imported in report {
                guard let closest = imported.sharedCards.first else { continue }
                let holders = imported.sharedCards.map { "\($0.deckID) (\(Plural.count($0.cards, "card")))" }.joined(separator: ", ")
                StandardError.write(
                    "wordkit: note: imported \(imported.deckID) as a deck of its own, though \(holders) already "
                        + "\(imported.sharedCards.count == 1 ? "has" : "have") some of its cards; to update \(closest.deckID) instead, "
                        + "import the file with --into \(closest.deckID)\n")
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
            let player = PlayerContext()
            let deck = try CLIFailure.mapping { try player.decks.deck(id) }.deck
            let schedules = try withSchedule ? CLIFailure.mapping { try player.store.schedules(for: deck.cards.map(\.id)) } : nil
            let text = DeckTextFormat.exportTSV(deck, schedules: schedules)
            if let output {
                do {
                    try FileSafety.writeAtomically(Data(text.utf8), to: URL(fileURLWithPath: output))
                } catch {
                    throw CLIFailure("cannot write \(output): \(error.localizedDescription)", code: CLIFailure.ioError)
                }
            } else {
                try Output.write(text)
            }
        }
    }
}
