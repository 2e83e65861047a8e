import ArgumentParser
import Foundation
import Spelling
import WordKitPlay

/// `wordkit suggest`: corrections for one word, best first.
struct Suggest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print corrections for a word, best first, one a line.",
        discussion: "Exits 0 when the word itself is correct and 1 when it is misspelled; the suggestions are printed either way."
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON object: word, correct, suggestions.")
    var json = false

    @Option(help: "Print at most this many suggestions.")
    var limit: Int?

    @Argument(help: "The word to correct.")
    var word: String

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
    }

    private struct Report: Encodable {
        let word: String
        let correct: Bool
        let suggestions: [String]
    }

    func run() throws {
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw CLIFailure(SpellingError.emptyWord) }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw CLIFailure(SpellingError.controlCharacter(control.value, word: trimmed))
        }
        let checker = try dictionary.openChecker()
        LexiconLoading.attachExisting(to: checker)
        let correct = checker.isCorrect(trimmed)
        var suggestions = checker.suggestions(for: trimmed)
        if let limit { suggestions = Array(suggestions.prefix(limit)) }
        let output = json
            ? JSONLines.encode(Report(word: trimmed, correct: correct, suggestions: suggestions))
            : suggestions.map { $0 + "\n" }.joined()
        try Output.write(output)
        if !correct { throw ExitCode(1) }
    }
}
