import ArgumentParser
import Foundation
import Spelling
import WordKitTerminal

/// `wordkit lexicon build`: builds a language's lexicon now, with a progress
/// bar, so that `words`, `anagrams` and the games find it ready.
struct LexiconCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lexicon",
        abstract: "Build the word list (lexicon) of a dictionary ahead of use.",
        subcommands: [Build.self]
    )

    /// `wordkit lexicon build [--lang L] [--dictionaries DIR]`.
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Expand the dictionary's affixes, verify every form with Hunspell and cache the result.",
            discussion: """
            Shipped lexicons need no build. For another dictionary the build runs once and is \
            cached under the WordKit cache folder; wordkit check never waits for it. Expansion is \
            bounded: stems with more forms than the limit, and whatever would pass the memory limit, \
            are left out and said so.
            """
        )

        @OptionGroup var dictionary: DictionaryOptions

        func run() throws {
            let words = try LexiconLoading.load(dictionary, progressAlways: true)
            StandardError.write("wordkit: the \(dictionary.language) lexicon holds \(words.count) forms\n")
        }
    }
}
