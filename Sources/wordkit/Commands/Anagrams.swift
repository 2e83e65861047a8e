import ArgumentParser
import Foundation
import GameKernel
import Spelling
import WordKitPlay

/// `wordkit anagrams`: every lexicon word that can be made from some letters.
struct Anagrams: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print every word of the language that can be made from LETTERS, each letter used at most as often as given.",
        discussion: """
        Longest words first, then alphabetical. In Spanish and Italian an unaccented letter of \
        the rack also stands for its accented forms, as in the scramble game (camiones gives \
        camión); --no-fold-accents compares letters exactly, --fold-accents folds in English too.
        """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "Print only words of at least this many letters.")
    var minLength: Int = 3

    @Flag(inversion: .prefixedNo, help: "Let a rack letter stand for its accented forms (default: on for Spanish and Italian, off for English).")
    var foldAccents: Bool?

    @Flag(help: "Print exactly the words word scramble accepts from these letters: no abbreviations, names, slurs, roman numerals or unattested forms, accent variants once.")
    var game = false

    @Flag(help: "Print the words word scramble counts from these letters (its \"possible\" list, missed words and hints): the accepted words people know.")
    var counted = false

    @Argument(help: "The letters to use (the rack).")
    var letters: String

    func validate() throws {
        guard !(game && counted) else { throw ValidationError("--game and --counted are two lists; give one of them") }
        guard minLength >= 1 else { throw ValidationError("--min-length must be at least 1 (got \(minLength))") }
        let rack = letters.trimmingCharacters(in: .whitespaces)
        guard !rack.isEmpty else { throw ValidationError("LETTERS is empty; give the letters to use, such as 'silkworm'") }
        if let bad = rack.first(where: { !$0.isLetter }) {
            throw ValidationError("LETTERS may hold letters only; '\(bad)' is not a letter")
        }
    }

    func run() throws {
        let lexicon = try LexiconLoading.load(dictionary)
        let folding = foldAccents ?? !dictionary.language.lowercased().hasPrefix("en")
        let source = LexiconWordSource(words: lexicon, foldsAccents: folding)
        let rack = letters.trimmingCharacters(in: .whitespaces)
        var found = source.anagrams(of: rack, minLength: minLength)
        if game || counted {
            let language = dictionary.gameLanguage.code
            let words = try CLIFailure.mapping { try GameContent.located().gameWords(source, language: language) }
            let configuration = ScrambleConfiguration(language: language, ruleSet: .classic, accentFolding: folding)
            found = (counted ? ScrambleState.countedWords(from: rack, configuration: configuration, words: words)
                : ScrambleState.possibleWords(from: rack, configuration: configuration, words: words)).filter { $0.count >= minLength }
        }
        let words = found.sorted { left, right in
            let (leftLength, rightLength) = (left.unicodeScalars.count, right.unicodeScalars.count)
            return leftLength != rightLength ? leftLength > rightLength : left < right
        }
        var output = BufferedOutput()
        for word in words { try output.write(word + "\n") }
        try output.flush()
    }
}
