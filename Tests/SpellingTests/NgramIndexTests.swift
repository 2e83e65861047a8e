import Foundation
import Testing
import WordKitTestSupport
@testable import Spelling

/// The bigram index behind the second search of a correction against brute
/// force: every word of small random word lists, its distinct bigrams (ends
/// counted, case ignored) compared with the typed word's by a plain set
/// intersection, must rank exactly as the index ranks it.
@Suite struct NgramIndexTests {
    /// Random words over a few letters (accented, `ñ`, an apostrophe), some capitalised.
    static func randomWords(count: Int, using generator: inout SplitMix64) -> Set<String> {
        let letters = Array("abcdeéhszñ'".unicodeScalars)
        var words = Set<String>()
        while words.count < count {
            let length = Int.random(in: 1...9, using: &generator)
            var word = String.UnicodeScalarView()
            for _ in 0..<length { word.append(letters[Int.random(in: 0..<letters.count, using: &generator)]) }
            let text = String(word)
            words.insert(Int.random(in: 0..<5, using: &generator) == 0 ? text.capitalized : text)
        }
        return words
    }

    /// Dice's coefficient over distinct bigrams, worked out with sets.
    @Test(arguments: [0, 40, 60])
    func nearestWordsAreThoseBruteForceRanksFirst(minimum: Int) throws {
        var generator = SplitMix64(seed: UInt64(100 + minimum))
        for _ in 0..<4 {
            // In the order given (the frequency list's), which breaks ties.
            let ordered = Array(Self.randomWords(count: 500, using: &generator)).shuffled(using: &generator)
            let index = NgramIndex(words: ordered)
            #expect(index.count == ordered.count)
            let known = Set(ordered.flatMap { $0.lowercased().unicodeScalars.map(\.value) })
            // Typed words may hold a letter no word has (`q`).
            let typedLetters = Array("abcdeéhszñ'q".unicodeScalars)
            for _ in 0..<40 {
                let length = Int.random(in: 1...10, using: &generator)
                let typed = (0..<length).map { _ in typedLetters[Int.random(in: 0..<typedLetters.count, using: &generator)].value }
                let limit = Int.random(in: 1...30, using: &generator)
                let found = index.nearest(to: typed, limit: limit, minimum: minimum)
                let typedGrams = Self.bigrams(of: typed, known: known)
                var expected: [(score: Int, position: Int, word: String)] = []
                for (position, word) in ordered.enumerated() {
                    let scalars = word.lowercased().unicodeScalars.map(\.value)
                    guard abs(scalars.count - typed.count) <= NgramIndex.lengthSlack(for: typed.count) else { continue }
                    let grams = Self.bigrams(of: scalars, known: known)
                    let shared = grams.known.intersection(typedGrams.known).count
                    guard shared > 0 else { continue }
                    let score = 200 * shared / (typedGrams.known.count + typedGrams.unknown + grams.known.count)
                    if score >= minimum { expected.append((score, position, word)) }
                }
                expected.sort { $0.score != $1.score ? $0.score > $1.score : $0.position < $1.position }
                let text = String(String.UnicodeScalarView(typed.compactMap(Unicode.Scalar.init)))
                #expect(found == expected.prefix(limit).map(\.word), "typed \(text), limit \(limit)")
            }
        }
    }

    /// A word's distinct bigrams of known letters (its ends as 0), and how
    /// many of its bigrams hold a letter outside `known`.
    static func bigrams(of scalars: [UInt32], known: Set<UInt32>) -> (known: Set<[UInt32]>, unknown: Int) {
        let padded = [0] + scalars + [0]
        var grams = Set<[UInt32]>()
        var unknown = 0
        for position in 0..<(padded.count - 1) {
            let pair = [padded[position], padded[position + 1]]
            if pair.contains(where: { $0 != 0 && !known.contains($0) }) { unknown += 1 } else { grams.insert(pair) }
        }
        return (grams, unknown)
    }

    /// Words the walk finds nothing within two edits of go to the bigram
    /// search, not to Hunspell: `unfortunently` (Hunspell's n-gram
    /// suggestion found `unfortunately`; the walk, within two edits, did not).
    @Test func farWordsAreFoundWithoutHunspell() {
        let model = LexiconCheckers.english.loadedCorrectionModel()
        var corrector = Corrector(model: model)
        let accepts: (String) -> Bool = { LexiconCheckers.english.isCorrect($0) }
        var statistics = Corrector.Statistics()
        var asked = false
        let found = corrector.corrections(
            for: "unfortunently", limit: 5, hunspell: { _ in asked = true; return [] }, accepts: accepts, statistics: &statistics
        )
        #expect(statistics.searchedBigrams && !asked)
        #expect(found.first == "unfortunately", "\(found)")
        // A close word never needs it.
        statistics = Corrector.Statistics()
        _ = corrector.corrections(for: "recieve", limit: 5, hunspell: { _ in [] }, accepts: accepts, statistics: &statistics)
        #expect(!statistics.searchedBigrams && !statistics.askedHunspell)
        // Turned off, Hunspell is asked instead.
        corrector.tuning.ngramCandidates = 0
        statistics = Corrector.Statistics()
        _ = corrector.corrections(for: "unfortunently", limit: 5, hunspell: { _ in ["unfortunately"] }, accepts: accepts, statistics: &statistics)
        #expect(!statistics.searchedBigrams && statistics.askedHunspell)
    }

    /// The search looks among common words as the dictionary spells them:
    /// the lexicon's lowercase forms, the capitalised forms of names, never a
    /// word the dictionary marks as not to be suggested (`NOSUGGEST`).
    @Test func theSearchLooksAmongCommonWordsAsTheDictionarySpellsThem() {
        let model = LexiconCheckers.english.loadedCorrectionModel()
        let words = model.ngramWords()
        #expect(words.count > 30_000 && words.count <= model.ngramVocabulary)
        let listed = Set(words)
        for word in ["the", "unfortunately", "necessary", "America", "London"] {
            #expect(listed.contains(word), "\(word)")
        }
        // A name is there as the dictionary spells it; a word the lexicon
        // has in lowercase (`english`, the spin of a ball) stays lowercase.
        #expect(!listed.contains("america") && !listed.contains("london"))
        #expect(listed.contains("english") && !listed.contains("English"))
        #expect(listed.isDisjoint(with: model.noSuggest), "\(Array(listed.intersection(model.noSuggest).prefix(5)))")
        #expect(!listed.contains("fuck"))
        // Most common first: the list's order breaks ties.
        #expect(words.first == "the")
    }

    /// When the bigram search finds nothing either, Hunspell is still asked.
    @Test func hunspellIsAskedWhenTheBigramSearchFindsNothing() {
        let model = LexiconCheckers.spanish.loadedCorrectionModel()
        let corrector = Corrector(model: model)
        let accepts: (String) -> Bool = { LexiconCheckers.spanish.isCorrect($0) }
        var statistics = Corrector.Statistics()
        var asked: [String] = []
        let found = corrector.corrections(
            for: "qxzwvkj", limit: 5, hunspell: { asked.append($0); return ["casa"] }, accepts: accepts, statistics: &statistics
        )
        #expect(statistics.searchedBigrams && statistics.askedHunspell)
        #expect(asked == ["qxzwvkj"])
        #expect(found.contains("casa"), "\(found)")
    }
}
