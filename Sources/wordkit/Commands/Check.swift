import ArgumentParser
import Dispatch
import Foundation
import Spelling
import WordKitPlay

/// `wordkit check`: prints the misspelled words of the input, like `hunspell -l`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print each misspelled word, one a line, in input order (like hunspell -l).",
        discussion: """
        With no WORD arguments, reads text from standard input. Exits 0 when every \
        word is correct and 1 when any is misspelled. Words are cut as hunspell -l \
        cuts them, except that a word Hunspell accepts whole is never reported in \
        pieces (Italian elisions such as dell'acqua); --hunspell-tokens turns that off.
        """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON object per misspelled word: word, line, column and length (column and length in UTF-16 code units, column 1-based).")
    var json = false

    @Flag(help: "Cut text into words exactly as hunspell -l does.")
    var hunspellTokens = false

    @Argument(help: "Text to check; each argument is checked as one line.")
    var words: [String] = []

    func run() throws {
        let input = try words.isEmpty ? TextInput.standardInput() : TextInput(arguments: words)
        let checker = try dictionary.openChecker()
        LexiconLoading.attachExisting(to: checker)
        let mode: TokenizationMode = hunspellTokens ? .hunspell : .wordkit
        let found = checker.misspellings(inDocument: input.text, mode: mode)
        var output = ""
        output.reserveCapacity(found.count * 12)
        for misspelling in found {
            output += json ? JSONLines.encode(misspelling) : misspelling.word + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if !found.isEmpty { throw ExitCode(1) }
    }
}
