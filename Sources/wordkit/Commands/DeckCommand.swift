import ArgumentParser
import ContentPipeline
import Foundation
import GameKernel
import Spelling

/// `wordkit deck`: list, show, import and export flashcard decks.
struct DeckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deck",
        abstract: "List, show, import and export flashcard decks.",
        discussion: "Bundled decks come from Content/decks; imported decks live in the user's data folder ($XDG_STATE_HOME/wordkit/decks, or $WORDKIT_HOME/state/decks).",
        subcommands: [List.self, Show.self, Import.self, Export.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every deck with its size: id, cards, origin, title.")

        func run() throws {
            let decks = try DeckLibrary().all()
            guard !decks.isEmpty else {
                StandardError.write("wordkit: no decks found; run `wordkit content build` or `wordkit deck import FILE`\n")
                return
            }
            let width = decks.map(\.deck.id.count).max() ?? 0
            for entry in decks {
                let id = entry.deck.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let cards = String(entry.deck.cards.count)
                print("\(id)  \(String(repeating: " ", count: max(0, 6 - cards.count)))\(cards) cards  \(entry.origin)  \(entry.deck.title)")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show a deck's cards, one `prompt<TAB>answer` a line, then the part of speech, gender and frequency rank where the card has them.")

        @Argument(help: "The deck id (see `wordkit deck list`).")
        var id: String

        @Flag(help: "Print the deck as JSON instead.")
        var json = false

        func run() throws {
            let deck = try DeckLibrary().deck(id)
            if json {
                FileHandle.standardOutput.write(try ContentJSON.encode(deck.deck))
                return
            }
            var text = "# \(deck.deck.title) (\(deck.deck.id), \(deck.deck.cards.count) cards, \(deck.deck.languages.map(\.rawValue).joined(separator: "→")))\n"
            for card in deck.deck.cards { text += ([card.prompt, card.answer] + CardDetails.labels(of: card)).joined(separator: "\t") + "\n" }
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a deck from Anki-style TSV/CSV text or JSON into your data folder.",
            discussion: "Text files may start with Anki's #separator:, #columns:, #deck: and #guid column: headers. Any error names the line, and nothing is written."
        )

        @Argument(help: "The file to import.")
        var file: String

        @Option(help: "The deck id (default: #deck: header, else the file name).")
        var id: String?

        @Option(name: .customLong("lang"), help: "Prompt and answer languages, such as en,es.")
        var languages: String?

        @Flag(help: "Replace an imported deck with the same id.")
        var force = false

        func run() throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIFailure("cannot read \(file)", code: CLIFailure.noInput)
            }
            let codes = (languages ?? "").split(separator: ",").map { LanguageCode(rawValue: String($0)) }
            let deck = try ContentCommand.failing { try DeckTextFormat.importDeck(data, path: file, id: id, languages: codes) }
            let library = DeckLibrary()
            if library.bundledIDs().contains(deck.id) {
                throw CLIFailure("\(deck.id) is a bundled deck; choose another id with --id", code: CLIFailure.usage)
            }
            let destination = library.importedFolder.appendingPathComponent("\(deck.id).json")
            if FileManager.default.fileExists(atPath: destination.path), !force {
                throw CLIFailure("a deck \(deck.id) was already imported; use --force to replace it or --id to rename", code: CLIFailure.usage)
            }
            do {
                try FileManager.default.createDirectory(at: library.importedFolder, withIntermediateDirectories: true)
                try ContentJSON.encode(deck).write(to: destination, options: .atomic)
            } catch {
                throw CLIFailure("cannot write \(destination.path): \(error.localizedDescription)", code: CLIFailure.ioError)
            }
            print("imported \(deck.cards.count) cards as deck \(deck.id)")
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Export a deck as TSV that Anki imports (File › Import).")

        @Argument(help: "The deck id.")
        var id: String

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var output: String?

        func run() throws {
            let text = DeckTextFormat.exportTSV(try DeckLibrary().deck(id).deck)
            if let output {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw CLIFailure("cannot write \(output): \(error.localizedDescription)", code: CLIFailure.ioError)
                }
            } else {
                FileHandle.standardOutput.write(Data(text.utf8))
            }
        }
    }
}
