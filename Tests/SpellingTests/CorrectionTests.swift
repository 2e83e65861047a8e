import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// WordKit's corrections: first guesses, case, accents, splits, Hunspell's
/// acceptance of every suggestion, determinism.
@Suite struct CorrectionTests {
    @Test(arguments: [
        ("en", "teh", "the"), ("en", "Teh", "The"), ("en", "TEH", "THE"), ("en", "recieve", "receive"),
        ("en", "definately", "definitely"), ("en", "alot", "a lot"), ("en", "febuary", "February"),
        ("en", "Britian", "Britain"), ("en", "dont", "don't"), ("en", "tyhe", "the"),
        ("es", "cancion", "canción"), ("es", "CANCION", "CANCIÓN"), ("es", "Cancion", "Canción"),
        ("es", "vamos", nil), ("es", "bamos", "vamos"), ("es", "nino", "niño"), ("es", "jente", "gente"),
        ("es", "aber", "haber"), ("es", "yeno", "lleno"),
        ("it", "citta", "città"), ("it", "perchè", "perché"), ("it", "pò", "po'"), ("it", "daccordo", "d'accordo"),
        ("it", "quore", "cuore"), ("it", "ragazo", "ragazzo"), ("it", "sopratutto", "soprattutto"),
    ] as [(String, String, String?)])
    func firstGuess(language: String, typed: String, expected: String?) {
        let suggestions = LexiconCheckers.checker(language).suggestions(for: typed)
        if let expected {
            #expect(suggestions.first == expected, "\(typed): \(suggestions)")
        } else {
            #expect(!suggestions.contains(typed), "a correct word is not its own suggestion")
        }
    }

    @Test(arguments: ["en", "es", "it"])
    func everySuggestionIsAWordHunspellAccepts(language: String) throws {
        let dictionary = ["en": "en_US", "es": "es_ES", "it": "it_IT"][language] ?? "en_US"
        let typed = try Self.sample(language, count: 60)
        let suggestions = typed.flatMap { LexiconCheckers.checker(language).suggestions(for: $0) }
        #expect(!suggestions.isEmpty)
        // hunspell -l cuts a split suggestion ("a lot") into its words, and an
        // elision (Italian cos'era) at its apostrophe, where it may reject the
        // first piece of a word Hunspell accepts whole (see the README): those
        // are asked of Hunspell's own verdict, through a checker without a lexicon.
        let elided = suggestions.filter { $0.contains("'") || $0.contains("’") }
        let plain = suggestions.filter { !elided.contains($0) }
        #expect(try HunspellOracle.misspelled(plain.joined(separator: "\n"), dictionary: dictionary) == [])
        #expect(elided.filter { !Checkers.checker(language).isCorrect($0) } == [])
    }

    @Test func theSameWordGivesTheSameListEveryTime() throws {
        let typed = try Self.sample("it", count: 40)
        let first = typed.map { LexiconCheckers.italian.suggestions(for: $0) }
        let fresh = LexiconCheckers.open("it")
        #expect(typed.map { fresh.suggestions(for: $0) } == first)
        #expect(typed.map { LexiconCheckers.italian.suggestions(for: $0) } == first)
    }

    @Test func limitsAndEmptyWords() {
        #expect(LexiconCheckers.english.suggestions(for: "recieve", limit: 3).count == 3)
        #expect(LexiconCheckers.english.suggestions(for: "recieve", limit: 0) == [])
        #expect(LexiconCheckers.english.suggestions(for: "") == [])
        #expect(LexiconCheckers.english.suggestions(for: "xqzxqzxqzxqzxqz").count <= SpellChecker.defaultSuggestionLimit)
    }

    @Test func wordsMarkedNoSuggestAreNeverSuggested() throws {
        // en_US flags vulgar words NOSUGGEST; Hunspell never offers them either.
        let suggestions = LexiconCheckers.english.suggestions(for: "fuk") + LexiconCheckers.english.suggestions(for: "shitt")
        #expect(!suggestions.contains("fuck") && !suggestions.contains("shit"), "\(suggestions)")
        let hunspell = try HunspellOracle.suggestions(for: ["fuk", "shitt"], dictionary: "en_US").joined()
        #expect(!hunspell.contains("fuck") && !hunspell.contains("shit"))
    }

    @Test func hunspellsRawListStaysAvailable() throws {
        let expected = try HunspellOracle.suggestions(for: ["recieve", "teh"], dictionary: "en_US")
        #expect(LexiconCheckers.english.hunspellSuggestions(for: "recieve") == expected[0])
        #expect(LexiconCheckers.english.hunspellSuggestions(for: "teh") == expected[1])
    }

    @Test func decomposedInputIsNormalised() {
        // "canciónn" with the accent as a combining mark.
        #expect(LexiconCheckers.spanish.suggestions(for: "cancio\u{0301}nn").first == "canción")
        #expect(LexiconCheckers.spanish.suggestions(for: "cancio\u{0301}nn") == LexiconCheckers.spanish.suggestions(for: "canciónn"))
    }

    @Test func withoutALexiconHunspellsSuggestionsAreRanked() {
        #expect(Checkers.spanish.suggestions(for: "gatto").first == "gato")
        #expect(Checkers.english.suggestions(for: "wrld").contains("world"))
    }

    /// Misspellings of the development set of `language` (the first `count`),
    /// or English ones made from common words.
    static func sample(_ language: String, count: Int) throws -> [String] {
        if language == "en" {
            return Array(["teh", "recieve", "definately", "alot", "febuary", "accomodate", "wich", "untill", "occured",
                          "seperate", "beleive", "tommorow", "goverment", "enviroment", "begining", "Britian", "dont",
                          "thier", "becuase", "freind", "wierd", "truely", "arguement", "calender", "concious",
                          "existance", "grammer", "harrass", "independant", "judgement", "knowlege", "liason",
                          "millenium", "neccessary", "noticable", "occassion", "persue", "posession", "publically",
                          "reccomend", "refered", "relevent", "rythm", "succesful", "supercede", "tounge", "vaccuum",
                          "wether", "withold", "writting", "yeild", "Wensday", "MISPELL", "Recieve", "hte", "fomr",
                          "jstu", "acheive", "adress", "agressive"].prefix(count))
        }
        let path = Repository.root.appendingPathComponent("Benchmarks/corrections/\(language)-dev.tsv").path
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").prefix(count).map { String($0.split(separator: "\t")[0]) }
    }
}

/// A dictionary's own conversions (`ICONV`, `OCONV`) and tables, on a small
/// dictionary written for the test; `hunspell -a` on the same files is the oracle.
@Suite struct CorrectionConversionTests {
    /// A dictionary whose output conversion writes `ou` as `oU` and `'` as `’`.
    static func dictionary() throws -> (files: DictionaryFiles, base: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-oconv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = folder.appendingPathComponent("xx_XX").path
        try Data("""
            SET UTF-8
            TRY esianrtolcdugmphbyfvkwz'
            ICONV 1
            ICONV ’ '
            OCONV 2
            OCONV ou oU
            OCONV ' ’
            REP 1
            REP ph f

            """.utf8).write(to: URL(fileURLWithPath: base + ".aff"))
        try Data("6\nhouse\nmouse\ndon't\nfoto\nfotos\nBritain\n".utf8).write(to: URL(fileURLWithPath: base + ".dic"))
        return (try DictionaryFiles(name: "xx_XX", affixPath: base + ".aff", dictionaryPath: base + ".dic"), base)
    }

    @Test func outputConversionIsAppliedToEveryGuess() throws {
        let (files, base) = try Self.dictionary()
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: base).deletingLastPathComponent().path) }
        let checker = SpellChecker(dictionary: files)
        checker.useLexicon(try LexiconStore.build(for: checker).words)
        let house = checker.suggestions(for: "hous")
        let dont = checker.suggestions(for: "dont")
        #expect(house.first == "hoUse", "\(house)")
        #expect(dont.first == "don’t", "\(dont)")
        #expect(checker.suggestions(for: "photo").first == "foto", "the dictionary's REP table")
        #expect(checker.suggestions(for: "Britian").first == "Britain")
        let hunspell = try HunspellOracle.pipe("^hous\n^dont\n", dictionaryBase: base)
        #expect(hunspell.contains { $0.hasPrefix("& hous ") && $0.contains("hoUse") }, "\(hunspell)")
        #expect(hunspell.contains { $0.hasPrefix("& dont ") && $0.contains("don’t") }, "\(hunspell)")
    }
}

/// A limit is a bound, never a size: the largest `Int` neither overflows nor
/// reserves memory (`suggest --limit 9223372036854775807` trapped with an
/// overflow, `--limit 1000000000000` on an allocation, `complete a --limit
/// 4611686018427387904` on an overflow).
@Suite struct HugeLimitTests {
    @Test(arguments: [Int.max, Int.max / 2 + 1, 1_000_000_000_000])
    func anyLimitIsSafeForCorrectionsAndCompletions(limit: Int) {
        let checker = LexiconCheckers.checker("en")
        let all = checker.suggestions(for: "teh", limit: limit)
        #expect(all.first == "the")
        #expect(Set(checker.suggestions(for: "teh", limit: 10)).isSubset(of: all))
        #expect(checker.corrections(for: ["teh", "house"], limit: limit).map(\.correct) == [false, true])
        #expect(checker.corrections(for: ["teh"], limit: limit, hunspellOrder: true).first?.suggestions.isEmpty == false)
        let completions = checker.completions(for: "hous", limit: limit)
        #expect(Array(completions.prefix(10)) == checker.completions(for: "hous", limit: 10))
        #expect(completions.count > 10 && completions.allSatisfy { $0.hasPrefix("hous") })
        #expect(checker.completions(for: "Feb", limit: limit).first == "February")
    }
}
