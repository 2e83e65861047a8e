import ArgumentParser
import Foundation
import Spelling
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit suggest`: corrections for a word, or for every line of stdin.
struct Suggest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print corrections for a word, best first, one a line; with no WORD, for each line of standard input.",
        discussion: """
        With WORD: prints its corrections one a line, and exits 0 when the word itself is \
        correct and 1 when it is misspelled (the suggestions are printed either way). \
        Without WORD: reads one word a line from standard input and prints one line per \
        word, in order, as soon as each is read: 'word<TAB>s1, s2, …', or with --json the \
        object 'suggest --json WORD' prints. Exits 0 when every word is correct, 1 when \
        any is misspelled. Corrections are WordKit's own, ranked by how likely the error \
        is and how common the word is; --hunspell prints Hunspell's list instead.
        """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON object per word: word, correct, suggestions.")
    var json = false

    @Option(help: "Print at most this many suggestions per word (default \(SpellChecker.defaultSuggestionLimit)).")
    var limit: Int?

    @Flag(help: "Print Hunspell's own suggestions, in Hunspell's order.")
    var hunspell = false

    @Argument(help: "The word to correct (default: read words from standard input, one a line).")
    var word: String?

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
    }

    func run() throws {
        // A command that exits when its input ends: its dictionaries are
        // left to the system, not freed at the very end.
        SpellChecker.keepDictionariesUntilExit()
        if let word {
            try runOne(word)
        } else {
            try runBatch()
        }
    }

    private func openChecker() throws -> SpellChecker {
        let checker = try dictionary.openChecker()
        LexiconLoading.attachExisting(to: checker)
        checker.cacheCorrectionData(in: WordKitPaths().lexiconCacheDirectory)
        return checker
    }

    private func corrections(_ words: [String], checker: SpellChecker) -> [Correction] {
        checker.corrections(for: words, limit: limit ?? (hunspell ? Int.max : SpellChecker.defaultSuggestionLimit), hunspellOrder: hunspell)
    }

    private func runOne(_ word: String) throws {
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw CLIFailure(SpellingError.emptyWord) }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw CLIFailure(SpellingError.controlCharacter(control.value, word: trimmed))
        }
        let checker = try openChecker()
        guard let result = corrections([trimmed], checker: checker).first else { return }
        let output = json ? JSONLines.encode(result) : result.suggestions.map { $0 + "\n" }.joined()
        try Output.write(output)
        if !result.correct { throw ExitCode(1) }
    }

    /// One answer per input line, in order, written as soon as the input
    /// pauses; the lines waiting are corrected together on every core.
    private func runBatch() throws {
        let checker = try openChecker()
        let channel = LineChannel()
        var lineNumber = 0
        var allCorrect = true
        while let lines = try channel.readWaitingLines(maximum: 256) {
            var words: [String] = []
            var badLine: CLIFailure?
            for bytes in lines {
                lineNumber += 1
                do {
                    words.append(try Self.word(from: bytes, line: lineNumber))
                } catch let failure as CLIFailure {
                    badLine = failure
                    break
                }
            }
            // The lines before a bad one are answered, then the command stops.
            for result in corrections(words, checker: checker) {
                allCorrect = allCorrect && result.correct
                try channel.write(json ? JSONLines.encode(result) : "\(result.word)\t\(result.suggestions.joined(separator: ", "))\n")
            }
            if let badLine {
                try channel.flush()
                throw badLine
            }
        }
        try channel.flush()
        if !allCorrect { throw ExitCode(1) }
    }

    /// The word on one input line, spaces and a carriage return trimmed.
    ///
    /// - Throws: ``CLIFailure`` naming the line for invalid UTF-8 or a control character.
    private static func word(from bytes: [UInt8], line: Int) throws -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CLIFailure("standard input, line \(line): invalid UTF-8", code: CLIFailure.dataError)
        }
        let word = text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
        if let control = word.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let hex = String(control.value, radix: 16, uppercase: true)
            throw CLIFailure(
                "standard input, line \(line): control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) is not text",
                code: CLIFailure.dataError
            )
        }
        return word
    }
}
