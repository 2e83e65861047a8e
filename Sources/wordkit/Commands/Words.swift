import ArgumentParser
import Foundation
import Spelling

/// `wordkit words`: every verified word form of a language.
struct Words: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the language's lexicon: every word form Hunspell accepts, lowercase letters only, sorted, one a line.",
        discussion: "The lexicon is shipped in Content/lexicon, or built from the dictionary once and cached under the WordKit cache folder."
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "Print only words of at least this many letters.")
    var minLength: Int = 1

    @Option(help: "Print only words of at most this many letters.")
    var maxLength: Int?

    func validate() throws {
        guard minLength >= 1 else { throw ValidationError("--min-length must be at least 1 (got \(minLength))") }
        if let maxLength, maxLength < minLength {
            throw ValidationError("--max-length (\(maxLength)) is smaller than --min-length (\(minLength))")
        }
    }

    func run() throws {
        let lexicon = try LexiconLoading.load(dictionary)
        var output = BufferedOutput()
        let maximum = maxLength ?? Int.max
        for word in lexicon {
            let length = word.unicodeScalars.count
            if length >= minLength, length <= maximum { try output.write(word + "\n") }
        }
        try output.flush()
    }
}
