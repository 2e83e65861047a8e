import Lexicon
import Testing
@testable import ContentPipeline

/// One case per rejection class, with a tiny fake dictionary.
@Suite struct RootFilterTests {
    static let lexiconWords = [
        "garden", "danger", "ranged", "gander", "grade", "raged", "dear", "read", "dare", "era", "are", "ear",
        "red", "den", "end", "and", "nag", "rag", "gad", "age", "ran", "darn", "nerd", "rend", "sated",
        "glpnrt", "mcmxcix", "damned",
    ]

    static func filter(blocklist: String = "damn*\n") throws -> RootFilter {
        let lexicon = try WordSet(words: lexiconWords)
        let accepted = Set(lexiconWords + ["London", "NATO", "Paris"])
        return try RootFilter(
            language: ContentLanguage.standard[0],
            lexicon: lexicon,
            isCorrect: { accepted.contains($0) },
            blocklist: Blocklist(text: blocklist, path: "en.txt"),
            settings: RootSettings(lengths: [6], minimumZipf: 2, minimumPlayableWords: 10, minimumWordLength: 3)
        )
    }

    @Test func acceptsAFrequentPlayableDictionaryWord() throws {
        #expect(try Self.filter().rejection(of: "garden", zipf: 4) == nil)
    }

    @Test(arguments: [
        ("gar-en", RootRejection.notLetters), ("gardén", .notLetters), ("Garden", .notLetters),
        ("mcmxcix", .romanNumeral), ("damned", .blocklisted), ("sated", .rare),
        ("glpnrt", .abbreviation), ("nato", .abbreviation), ("london", .properNoun), ("paris", .properNoun),
        ("gardan", .notInDictionary),
    ])
    func rejects(_ word: String, because reason: RootRejection) throws {
        let zipf: Double? = word == "sated" ? 1.5 : 4
        #expect(try Self.filter().rejection(of: word, zipf: zipf) == reason)
    }

    @Test func rejectsAWordNotInTheFrequencyListAsRare() throws {
        #expect(try Self.filter().rejection(of: "garden", zipf: nil) == .rare)
    }

    @Test func rejectsAWordWithTooFewSubwordsAsUnplayable() throws {
        // "danger" makes the same words as "garden"; raise the bar above what it makes.
        var filter = try Self.filter()
        let made = filter.lexicon.words(makeableFrom: "danger", minLength: 3).filter { $0 != "danger" }.count
        filter.settings.minimumPlayableWords = made + 1
        #expect(filter.rejection(of: "danger", zipf: 4) == .unplayable)
        filter.settings.minimumPlayableWords = made
        #expect(filter.rejection(of: "danger", zipf: 4) == nil)
    }

    @Test(arguments: ["i", "iv", "xiv", "mcmxcix", "mmxxiv", "cdxliv"])
    func recognisesRomanNumerals(_ word: String) {
        #expect(RootFilter.isRomanNumeral(word))
    }

    @Test(arguments: ["", "iiii", "vx", "civil", "mild", "livid", "vim"])
    func doesNotTakeWordsForRomanNumerals(_ word: String) {
        #expect(!RootFilter.isRomanNumeral(word))
    }

    @Test func rootListIsSortedByBytesAndCountsRejections() throws {
        let frequencies = try FrequencyList(text: "garden\t4\nranged\t3\ndamned\t3\nlondon\t5\ngander\t1\n", path: "f.tsv")
        let list = RootList.build(length: 6, frequencies: frequencies, filter: try Self.filter())
        #expect(list.words == ["garden", "ranged"])
        #expect(list.wordsByFrequency == ["garden", "ranged"])
        #expect(list.rejections == [.blocklisted: 1, .properNoun: 1, .rare: 1])
        #expect(list.fileText == "garden\t1\teasy\nranged\t2\teasy\n")
        #expect(list.path == "roots/en-6.txt")
    }

    @Test func tiersTakeTheMostCommonHeadwordsFirst() throws {
        let words = ["garden", "danger", "ranged", "gander"]
        let lexicon = try WordSet(words: Self.lexiconWords + ["gander"])
        let filter = RootFilter(language: ContentLanguage.standard[0], lexicon: lexicon, isCorrect: { _ in true }, blocklist: Blocklist(),
                                settings: RootSettings(lengths: [6], minimumZipf: 1, minimumPlayableWords: 1, minimumWordLength: 3,
                                                       easyCount: 1, normalMinimumZipf: 4, normalMinimumCount: 3))
        let frequencies = try FrequencyList(text: "garden\t5\ndanger\t4.5\nranged\t3\ngander\t2\n", path: "f.tsv")
        // danger is taken for an inflected form: it can be no tier but hard.
        let list = RootList.build(length: 6, frequencies: frequencies, filter: filter, isHeadword: { $0 != "danger" })
        #expect(words.allSatisfy(list.words.contains))
        #expect(list.entries.map(\.difficulty) == [.easy, .hard, .normal, .normal])
        #expect(list.pool(.normal).map(\.word) == ["garden", "ranged", "gander"])
        #expect(list.entries.map(\.rank) == [1, 2, 3, 4])
    }
}
