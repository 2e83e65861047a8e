import ArgumentParser
import Foundation
import Spelling
import WordKitPlay
import WordKitStore

/// `wordkit complete`: words that start with a prefix, most common first.
struct Complete: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print words that complete PREFIX, most common first, one a line.",
        discussion: """
        Completions are word forms of the language's lexicon ranked by word frequency; a \
        capitalised PREFIX also completes to capitalised dictionary words (Feb → February) \
        and keeps its capital. The prefix itself is not printed. Exits 0, also when there \
        is no completion.
        """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON object: prefix, completions.")
    var json = false

    @Option(help: "Print at most this many completions (default \(SpellChecker.defaultCompletionLimit)).")
    var limit: Int?

    @Argument(help: "The beginning of a word.")
    var prefix: String

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1 (got \(limit))") }
    }

    private struct Report: Encodable {
        let prefix: String
        let completions: [String]
    }

    func run() throws {
        let trimmed = prefix.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw CLIFailure(SpellingError.emptyWord) }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw CLIFailure(SpellingError.controlCharacter(control.value, word: trimmed))
        }
        let checker = try dictionary.openChecker()
        LexiconLoading.attachExisting(to: checker)
        checker.cacheCorrectionData(in: WordKitPaths().lexiconCacheDirectory)
        let completions = checker.completions(for: trimmed, limit: limit ?? SpellChecker.defaultCompletionLimit)
        let output = json
            ? JSONLines.encode(Report(prefix: trimmed, completions: completions))
            : completions.map { $0 + "\n" }.joined()
        try Output.write(output)
    }
}
