import ArgumentParser
import Foundation
import WordKitTerminal

/// The `wordkit` command: spelling, word lists and word games at a terminal.
@main
struct WordKit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordkit",
        abstract: "Spell-check English, Spanish and Italian with Hunspell, and play word games.",
        discussion: """
        Exit codes: 0 success (all words correct), 1 misspelled words found, \
        64 usage error (bad flag, unknown language, empty word), 65 bad input data \
        (invalid UTF-8, control characters), 66 an input file cannot be read, \
        72 a dictionary is missing, unreadable or unsupported.
        """,
        version: "0.1.0",
        subcommands: [
            Check.self, Suggest.self, Complete.self, PipeCommand.self, Words.self, Anagrams.self, LexiconCommand.self,
            PlayCommand.self, StudyCommand.self, ContentCommand.self, DeckCommand.self, SettingsCommand.self,
            HistoryCommand.self, LSPCommand.self, ProbeDictionary.self,
        ]
    )

    static func main() {
        // Before anything opens a file: a closed standard descriptor must not be reused.
        StandardDescriptors.reserve()
        // A reader that goes away makes writes fail (exit 74), not the process die.
        signal(SIGPIPE, SIG_IGN)
        // So does a file-size limit (`ulimit -f`): a write past it fails with EFBIG, which every
        // writer reports (exit 74) and cleans up after (no hot journal, no half-written file),
        // where SIGXFSZ would kill the process in the middle of the write.
        signal(SIGXFSZ, SIG_IGN)
        if let failure = CommandLineArguments.invalidUTF8Argument() {
            failure.exit()
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let failure = DashArguments.helpLookalike(in: arguments) {
            failure.exit()
        }
        do {
            // `check`'s words are set after parsing: the parser is quadratic in their number.
            var words: [String]?
            var parsed = arguments
            if arguments.first == "check" {
                let separated = Check.separatingWords(Array(arguments.dropFirst()))
                parsed = ["check"] + separated.options
                words = separated.words
            }
            // Saved settings are merged over the options by each command, after parsing.
            var command = try parseAsRoot(parsed)
            if var check = command as? Check, let words {
                check.words = words
                command = check
            }
            try command.run()
        } catch let failure as CLIFailure {
            failure.exit()
        } catch let failure as LineChannel.Failure {
            // `suggest` and `pipe` read and answer through a channel; `check` reads its spill back.
            CLIFailure(failure).exit()
        } catch let failure as TextInput.Failure {
            CLIFailure(failure).exit()
        } catch {
            finish(ErrorAdvice.advised(error) ?? error)
        }
    }

    /// Ends as the argument parser would (help, version, usage errors, exit
    /// codes), but writes help through ``Output`` so that a full or closed
    /// standard output is exit 74, not a silent success.
    private static func finish(_ error: any Error) -> Never {
        let message = fullMessage(for: error)
        let code = exitCode(for: error)
        if code == .success {
            do {
                if !message.isEmpty { try Output.line(message) }
            } catch let failure as CLIFailure {
                failure.exit()
            } catch {
                Foundation.exit(CLIFailure.ioError)
            }
        } else if !message.isEmpty {
            StandardError.write(message + "\n")
            if let hint = DashArguments.hint(forParserMessage: message, arguments: Array(CommandLine.arguments.dropFirst())) {
                StandardError.write("wordkit: \(hint)\n")
            }
        }
        Foundation.exit(code.rawValue)
    }
}
