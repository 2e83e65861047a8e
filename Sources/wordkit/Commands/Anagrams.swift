import ArgumentParser
import Foundation
import Spelling

/// `wordkit anagrams`: every lexicon word that can be made from some letters.
struct Anagrams: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every word of the language that can be made from LETTERS, each letter used at most as often as given.",
        discussion: "Longest words first, then alphabetical. Letters are compared as written: in Spanish and Italian an accented letter is its own letter."
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "Print only words of at least this many letters.")
    var minLength: Int = 3

    @Argument(help: "The letters to use (the rack).")
    var letters: String

    func validate() throws {
        guard minLength >= 1 else { throw ValidationError("--min-length must be at least 1 (got \(minLength))") }
        let rack = letters.trimmingCharacters(in: .whitespaces)
        guard !rack.isEmpty else { throw ValidationError("LETTERS is empty; give the letters to use, such as 'silkworm'") }
        if let bad = rack.first(where: { !$0.isLetter }) {
            throw ValidationError("LETTERS may hold letters only; '\(bad)' is not a letter")
        }
    }

    func run() throws {
        let lexicon = try LexiconLoading.load(dictionary)
        let rack = letters.trimmingCharacters(in: .whitespaces).lowercased().precomposedStringWithCanonicalMapping
        let words = lexicon.words(makeableFrom: rack, minLength: minLength).sorted { left, right in
            let (leftLength, rightLength) = (left.unicodeScalars.count, right.unicodeScalars.count)
            return leftLength != rightLength ? leftLength > rightLength : left < right
        }
        var output = BufferedOutput()
        for word in words { output.write(word + "\n") }
        output.flush()
    }
}
