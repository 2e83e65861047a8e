import ArgumentParser
import Dispatch
import Foundation
import Spelling
import WordKitPlay
import WordKitTerminal

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

    @Option(help: ArgumentHelp("The longest line of standard input accepted, in bytes (at most 67108864).", valueName: "bytes"))
    var maxLineLength = 1 << 24

    /// The highest `--max-line-length`: 64 MiB.
    static let longestLineLimit = 1 << 26

    @Option(help: ArgumentHelp("The largest standard input accepted, in bytes (beyond 64 MiB it waits in a temporary file).", valueName: "bytes"))
    var maxInputBytes = 1 << 30

    /// Standard input held in memory up to this size, the rest in a temporary
    /// file; hidden, for tests that need the temporary file without 64 MiB of input.
    @Option(help: ArgumentHelp("Standard input kept in memory, in bytes; beyond, it waits in a temporary file.", visibility: .hidden))
    var inMemoryBytes = TextInput.memoryLimit

    @Argument(help: "Text to check; each argument is checked as one line.")
    var words: [String] = []

    func validate() throws {
        guard maxLineLength >= 1 else { throw ValidationError("--max-line-length must be at least 1 (got \(maxLineLength))") }
        // A line is checked whole, in about 16 bytes of memory a byte: 0.8–1 GB at this limit.
        guard maxLineLength <= Self.longestLineLimit else {
            throw ValidationError("--max-line-length must be at most \(Self.longestLineLimit) (got \(maxLineLength)); check longer lines in parts")
        }
        guard maxInputBytes >= 1 else { throw ValidationError("--max-input-bytes must be at least 1 (got \(maxInputBytes))") }
        guard inMemoryBytes >= 0 else { throw ValidationError("--in-memory-bytes must be 0 or more (got \(inMemoryBytes))") }
    }

    func run() throws {
        SpellChecker.keepDictionariesUntilExit()  // exits when its input ends; see suggest
        let input = try CLIFailure.mapping {
            try words.isEmpty
                ? TextInput(standardInputWithLineLimit: maxLineLength, sizeLimit: maxInputBytes, memoryLimit: inMemoryBytes) : TextInput(arguments: words)
        }
        let resolution = try dictionary.resolution()
        let checker = try dictionary.openChecker(for: resolution.files)
        LexiconLoading.attachExisting(to: checker)
        let mode: TokenizationMode = hunspellTokens ? .hunspell : .wordkit
        if json, let notice = resolution.fallbackNotice {
            try Output.write(JSONLines.encode(FallbackNotice(notice: notice, requested: resolution.requested, dictionary: resolution.files.name)))
        }
        var misspelled = false
        try input.forEachBlock { text, firstLine in
            let found = checker.misspellings(inDocument: text, mode: mode, firstLine: firstLine)
            misspelled = misspelled || !found.isEmpty
            var output = ""
            output.reserveCapacity(found.count * 12)
            for misspelling in found {
                output += json ? JSONLines.encode(misspelling) : misspelling.word + "\n"
            }
            try Output.write(output)
        }
        if misspelled { throw ExitCode(1) }
    }
}

extension Check {
    /// The options of `check` that take a value, in every spelling: the next
    /// argument is their value, not a word.
    static let valueOptions: Set<String> = ["--lang", "-l", "--dictionaries", "--max-line-length", "--max-input-bytes", "--in-memory-bytes"]

    /// Separates the words of a `check` command line from its options, in
    /// time linear in their number.
    ///
    /// The argument parser takes time quadratic in the number of values of
    /// an array argument (it copies the values and their origins for each
    /// one it adds): 20,000 words took 9 s and 40,000 took 36 s before any
    /// was checked. `main` hands the parser the options alone and sets
    /// ``words`` from here. A word is an argument that does not start with
    /// `-` and is not an option's value, or any argument after `--`.
    ///
    /// - Parameter arguments: The arguments after `check`.
    /// - Returns: The options, with their values, in order, and the words, in order.
    static func separatingWords(_ arguments: [String]) -> (options: [String], words: [String]) {
        var options: [String] = []
        var words: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                words += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                words.append(argument)
                continue
            }
            options.append(argument)
            if valueOptions.contains(argument), index < arguments.count {
                options.append(arguments[index])
                index += 1
            }
        }
        return (options, words)
    }
}

/// The first line of `check --json` when the dictionary is another variety
/// of the requested language: `{"dictionary":"es_ES","notice":"…","requested":"es_MX"}`.
/// It is the only object with a `notice` key; every other line is a `Misspelling`.
struct FallbackNotice: Encodable {
    let notice: String
    let requested: String
    let dictionary: String
}
