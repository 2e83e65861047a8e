import ArgumentParser
import ContentPipeline
import Foundation
import Spelling
import WordKitTerminal

/// `wordkit content`: build and verify the generated `Content/` folder.
struct ContentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content",
        abstract: "Build or verify the generated content (lexicons, root words, decks, levels).",
        subcommands: [Build.self, Verify.self]
    )

    /// Where the sources are and where the content goes.
    struct Locations: ParsableArguments {
        @Option(name: .customLong("dictionaries"), help: ArgumentHelp("The Dictionaries folder to build from (default: WORDKIT_DICTIONARIES, else the one shipped with WordKit).", valueName: "dir"))
        var dictionaries: String?

        /// The `Dictionaries` folder: `--dictionaries`, else `WORDKIT_DICTIONARIES`,
        /// else the WordKit checkout's (the bundled copy is only a copy).
        func dictionariesFolder() throws -> URL {
            if let dictionaries { return URL(fileURLWithPath: dictionaries, isDirectory: true) }
            if let path = ProcessInfo.processInfo.environment["WORDKIT_DICTIONARIES"], !path.isEmpty {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
            guard let checkout = BundledResources.sourceCheckout else {
                throw CLIFailure(
                    "the WordKit sources are not here; give the Dictionaries folder with --dictionaries DIR (and --output DIR)",
                    code: CLIFailure.noInput)
            }
            return checkout.appendingPathComponent("Dictionaries", isDirectory: true)
        }

        /// The content folder to write or check: `WORDKIT_CONTENT`, else `Content` beside the dictionaries.
        func defaultContentFolder() throws -> URL {
            if let path = ProcessInfo.processInfo.environment["WORDKIT_CONTENT"], !path.isEmpty {
                return URL(fileURLWithPath: path, isDirectory: true)
            }
            return try dictionariesFolder().standardizedFileURL.deletingLastPathComponent().appendingPathComponent("Content", isDirectory: true)
        }

        /// A builder reporting progress on stderr when stderr is a terminal.
        func builder() throws -> ContentBuilder {
            var progress: (@Sendable (String) -> Void)?
            if isatty(STDERR_FILENO) == 1 {
                progress = { message in StandardError.writeTerminalControl("\u{1B}[2K\r\(message)…") }
            }
            return ContentBuilder(dictionariesFolder: try dictionariesFolder(), progress: progress)
        }
    }

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Regenerate all of Content/ from Dictionaries/, byte for byte reproducibly.",
            discussion: "The tree is built beside the output folder and swapped in whole: a failed build leaves the old content untouched."
        )

        @OptionGroup var locations: Locations

        @Option(help: ArgumentHelp("Write the content here instead of the repository's Content folder.", valueName: "dir"))
        var output: String?

        func run() throws {
            let destination = try output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? locations.defaultContentFolder()
            let manifest = try CLIFailure.mapping { try ContentInstaller.build(locations.builder(), replacing: destination) }
            if isatty(STDERR_FILENO) == 1 { StandardError.writeTerminalControl("\u{1B}[2K\r") }
            try Output.line("wrote \(manifest.files.count + 1) files to \(destination.path)")
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rebuild the content in a temporary folder and compare it with Content/.",
            discussion: "Exits 0 when every file is byte-identical, 1 naming each missing, changed or unexpected file."
        )

        @OptionGroup var locations: Locations

        @Option(help: ArgumentHelp("The content folder to check (default: WORDKIT_CONTENT, else the repository's Content folder).", valueName: "dir"))
        var content: String?

        func run() throws {
            let actual = try content.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? locations.defaultContentFolder()
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-verify-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let expected = scratch.appendingPathComponent("Content", isDirectory: true)
            _ = try CLIFailure.mapping { try ContentInstaller.build(locations.builder(), replacing: expected) }
            if isatty(STDERR_FILENO) == 1 { StandardError.writeTerminalControl("\u{1B}[2K\r") }
            let differences = ContentVerifier.differences(actual: actual, expected: expected)
            if differences.isEmpty {
                try Output.line("\(actual.path) is up to date (\(ContentVerifier.relativeFiles(in: expected).count) files)")
                return
            }
            for difference in differences { StandardError.write("wordkit: \(difference)\n") }
            StandardError.write("wordkit: \(actual.path) is out of date; run `wordkit content build`\n")
            throw ExitCode(1)
        }
    }
}
