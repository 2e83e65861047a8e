import Foundation
import Testing
import WordKitTestSupport
@testable import Spelling

/// The kinds of misspelling where WordKit's corrections lost to Hunspell's
/// (issue 23): case, frequency against distance, first-letter slips, and
/// words the walk finds only weak candidates for.
@Suite struct CorrectionKindsTests {
    /// Where `word` stands in `list`, or nil.
    static func rank(of word: String, in list: [String]) -> Int? {
        list.firstIndex(of: word)
    }

    @Test(arguments: [("ueco", "hueco"), ("olegio", "colegio")])
    func aLowercaseWordGetsTheLowercaseForm(typed: String, expected: String) {
        let suggestions = LexiconCheckers.spanish.suggestions(for: typed)
        let lower = Self.rank(of: expected, in: suggestions)
        #expect(lower != nil, "\(typed): \(suggestions)")
        // The capitalised twin, if offered at all, comes after the lowercase form.
        let capitalised = Self.rank(of: expected.prefix(1).uppercased() + expected.dropFirst(), in: suggestions)
        #expect(capitalised == nil || (lower ?? Int.max) < (capitalised ?? Int.max), "\(typed): \(suggestions)")
    }

    @Test func aCapitalisedWordKeepsItsCapital() {
        // The same word typed with a capital is corrected with one.
        #expect(LexiconCheckers.spanish.suggestions(for: "Ueco").contains("Hueco"))
    }

    @Test func theLowercaseTwinIsUsedOnlyWhenItIsAWord() {
        let model = LexiconCheckers.spanish.loadedCorrectionModel()
        let corrector = Corrector(model: model)
        #expect(corrector.lowercaseTwin(of: "Hueco", for: .lower) == "hueco")
        #expect(corrector.lowercaseTwin(of: "Hueco", for: .capitalised) == nil, "typed with a capital")
        #expect(corrector.lowercaseTwin(of: "hueco", for: .lower) == nil, "no capital to lower")
        #expect(corrector.lowercaseTwin(of: "Zaragoza", for: .lower) == nil, "a name with no lowercase form")
    }

    /// With a cap below one edit, a rare word one letter away beats a
    /// common one two away (`laboiosa`: `laboriosa` before `labios`);
    /// without it, frequency may win. The cap is off by default (see
    /// `Corrector.frequencyCap`): measured, it cost top-1 on the development sets.
    @Test func aCappedFrequencyBonusNeverBeatsAWholeEdit() {
        let accepts: (String) -> Bool = { LexiconCheckers.spanish.isCorrect($0) }
        var capped = LexiconCheckers.spanish.loadedCorrectionModel()
        capped.frequencyCap = 90
        let edit = capped.errorModel.weights.edit
        #expect(capped.ranking.penalty(0) - capped.ranking.penalty(10_000) < edit)
        #expect(capped.ranking.penalty(capped.frequencies.floor) < edit)
        // Below the cap, a commoner word still ranks better.
        #expect(capped.ranking.penalty(500) < capped.ranking.penalty(450))
        let withCap = Corrector(model: capped).corrections(for: "laboiosa", limit: 10, hunspell: { _ in [] }, accepts: accepts)
        #expect(withCap.first == "laboriosa", "\(withCap)")
        var uncapped = capped
        uncapped.frequencyCap = Int.max
        #expect(uncapped.ranking.penalty(0) - uncapped.ranking.penalty(10_000) > edit)
        let without = Corrector(model: uncapped).corrections(for: "laboiosa", limit: 10, hunspell: { _ in [] }, accepts: accepts)
        #expect(without.first == "labios", "\(without)")
        #expect(without.contains("laboriosa"))
    }

    /// Hunspell is asked when the walk's best is weak, and its words are
    /// ranked with the walk's; it is not asked when a cheap candidate is in,
    /// nor, whatever the threshold, once the first five ranks are settled
    /// within the walk's bound.
    @Test func hunspellIsAskedOnlyWhenTheWalkFindsNothingGood() {
        let model = LexiconCheckers.spanish.loadedCorrectionModel()
        var corrector = Corrector(model: model)
        // Without the bigram search (NgramIndexTests), which Hunspell now follows.
        corrector.tuning.ngramCandidates = 0
        var asked: [String] = []
        let accepts: (String) -> Bool = { LexiconCheckers.spanish.isCorrect($0) }
        // `cancion` is one accent from `canción`: Hunspell is not needed.
        let cheap = corrector.corrections(for: "cancion", limit: 10, hunspell: { asked.append($0); return [] }, accepts: accepts)
        #expect(cheap.first == "canción")
        #expect(asked.isEmpty)
        // Nothing is within one edit of this: Hunspell's word is merged in.
        let weak = corrector.corrections(for: "qxzwvkt", limit: 10, hunspell: { asked.append($0); return ["casa"] }, accepts: accepts)
        #expect(asked == ["qxzwvkt"])
        #expect(weak.contains("casa"), "\(weak)")
        // From one edit on, `olegio` (`colegio` is an edit at the first
        // letter away) is weak, but its first five are all within the bound.
        var eager = corrector
        eager.tuning.hunspellThreshold = 0
        asked = []
        _ = eager.corrections(for: "olegio", limit: 10, hunspell: { asked.append($0); return [] }, accepts: accepts)
        let settled = eager.candidates(for: "olegio", limit: 10, hunspell: { _ in [] }, accepts: accepts)
        if settled.count >= eager.tuning.boundingRank, settled[eager.tuning.boundingRank - 1].score <= eager.tuning.maximumCost(forLength: 6) {
            #expect(asked.isEmpty)
        } else {
            #expect(asked == ["olegio"])
        }
    }
    /// The second, wider search (off by default: measured no better than
    /// Hunspell's suggestions on the development sets, Benchmarks/README.md)
    /// is made only when the first finds nothing within two edits, finds
    /// words further away, and leaves Hunspell unasked once it settles the
    /// first ranks.
    @Test func theWiderSearchRunsOnlyWhenTheFirstFindsNothingClose() {
        let model = LexiconCheckers.english.loadedCorrectionModel()
        var corrector = Corrector(model: model)
        // Without the bigram search (NgramIndexTests), which comes after it.
        corrector.tuning.ngramCandidates = 0
        let accepts: (String) -> Bool = { LexiconCheckers.english.isCorrect($0) }
        var statistics = Corrector.Statistics()
        // Off: `sophicated` (three letters from `sophisticated`) goes to Hunspell.
        _ = corrector.candidates(for: "sophicated", limit: 10, hunspell: { _ in [] }, accepts: accepts, statistics: &statistics)
        #expect(!statistics.widened && statistics.askedHunspell)
        corrector.tuning.widerCost = 450
        statistics = Corrector.Statistics()
        var asked = false
        let wide = corrector.candidates(for: "sophicated", limit: 10, hunspell: { _ in asked = true; return [] }, accepts: accepts, statistics: &statistics)
        #expect(statistics.widened)
        #expect(wide.contains { $0.word == "sophisticated" && $0.cost > 200 }, "\(wide.map(\.word))")
        let settled = wide.count >= corrector.tuning.boundingRank && wide[corrector.tuning.boundingRank - 1].score <= 450
        #expect(asked == !settled)
        // A word with a close correction never widens.
        statistics = Corrector.Statistics()
        _ = corrector.candidates(for: "recieve", limit: 10, hunspell: { _ in [] }, accepts: accepts, statistics: &statistics)
        #expect(!statistics.widened && !statistics.askedHunspell)
    }
}
