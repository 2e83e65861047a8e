import Lexicon

/// WordKit's corrections for one dictionary: candidates from the lexicon
/// within a bounded weighted edit distance, ranked by error cost and word
/// frequency; when the lexicon has nothing close, the words that share the
/// most letter pairs with the typed word (``NgramIndex``), ranked the same
/// way, and Hunspell's own suggestions only when those are none.
///
/// Hunspell is reached only through the two closures a call receives, so
/// this type holds no handle and is easy to test.
struct Corrector {
    /// The dictionary's model.
    let model: CorrectionModel
    /// The search's settings.
    var tuning = Tuning()

    /// How far the search looks and when Hunspell is asked.
    struct Tuning: Sendable, Equatable {
        /// Hunspell's suggestions are asked for (30–50 ms) and ranked with
        /// the walk's candidates when the best candidate found costs more
        /// than this, unless the first ranks are settled (see
        /// `candidates(for:limit:hunspell:accepts:statistics:)`). Measured
        /// on the development sets (Benchmarks/README.md): asking from one
        /// ordinary edit (100) made batches 2–7 times slower and moved
        /// top-1 and top-5 by less than half a point, so Hunspell is asked
        /// when nothing is within two edits.
        var hunspellThreshold = 200
        /// Words of at least this many letters are held to
        /// ``longWordThreshold`` instead of ``hunspellThreshold``.
        var longWord = 10
        /// The cost above which Hunspell is asked for a long word (the same
        /// as for other words by default: asking from one edit measured no
        /// gain on the development sets, at 2–4 times the time).
        var longWordThreshold = 200
        /// Words longer than this go to Hunspell alone.
        var longestWord = 40
        /// The bound of the second, wider search, made when the first finds
        /// nothing within ``hunspellThreshold``: long words with several
        /// slips (`unfortally`) and letters moved far. Hunspell is then asked
        /// only when this search does not settle the first ranks either.
        /// 0 turns the second search off.
        var widerCost = 0
        /// How many words the bigram search (``NgramIndex``) hands the error
        /// model when the walk finds nothing within ``hunspellThreshold``
        /// and does not settle the first ranks; Hunspell is then asked only
        /// when the list is still empty (neither the walk nor this search
        /// found any word). 0 turns it off (Hunspell is asked instead). Measured on the development sets
        /// (Benchmarks/README.md): 20 and 50 gave the same top-1 and top-5
        /// as Hunspell's suggestions within a tenth of a point (fewer than
        /// two words in a thousand either way), at about 1 ms a word instead
        /// of 30–100 ms.
        var ngramCandidates = 20
        /// The least Dice coefficient (percent) of a word the bigram search keeps.
        var ngramMinimum = 40
        /// The least Zipf value (hundredths) of a one-letter word in a split.
        var oneLetterWordFrequency = 600
        /// The largest error cost searched for a two-letter word.
        var baseCost = 100
        /// How much more may be searched per further letter.
        var costPerLetter = 25
        /// The largest error cost searched for any word.
        var costCap = 200
        /// The rank whose score bounds the search: ranks up to it are exact.
        var boundingRank = 5
        /// Once the answer is settled (see ``settledCost``), the search goes
        /// on with this bound instead of the full one.
        var settledBound = 150
        /// The answer is settled once ``settledCount`` candidates are found
        /// and the best costs at most this: a word further away would need
        /// to be far more common to rank first.
        var settledCost = 100
        /// See ``settledCost``.
        var settledCount = 3

        /// The largest error cost searched for a word of `length` letters.
        func maximumCost(forLength length: Int) -> Int {
            min(costCap, baseCost + costPerLetter * max(0, length - 2))
        }
    }

    /// Hundredths of an edit per Zipf unit: a word ten times as common may
    /// cost 0.35 edits more and still rank first.
    static let frequencyWeight = 35

    /// The largest frequency penalty, in hundredths of an edit. A cap below
    /// one ordinary edit (100) makes being common never outrank a whole
    /// letter of distance (`laboiosa` → `laboriosa` before `labios`), but
    /// measured on the development sets it cost up to 5 points of top-1 (rare
    /// and unlisted words then rank too high), so there is none by default;
    /// it stays a setting of the model for measurements.
    static let frequencyCap = Int.max

    /// Corrections for `word`, best first.
    ///
    /// - Parameters:
    ///   - word: The word as typed, in NFC.
    ///   - limit: The most corrections to return.
    ///   - hunspell: Hunspell's suggestions for a word.
    ///   - accepts: Hunspell's verdict on a word.
    /// - Returns: Corrections in the word's case, each one Hunspell accepts
    ///   (word by word for a split), `OCONV` applied.
    func corrections(for word: String, limit: Int, hunspell: (String) -> [String], accepts: (String) -> Bool) -> [String] {
        var statistics = Statistics()
        return corrections(for: word, limit: limit, hunspell: hunspell, accepts: accepts, statistics: &statistics)
    }

    /// ``corrections(for:limit:hunspell:accepts:)``, counting the work done.
    func corrections(
        for word: String, limit: Int, hunspell: (String) -> [String], accepts: (String) -> Bool, statistics: inout Statistics
    ) -> [String] {
        let converted = model.settings.inputConversion.apply(word)
        let pattern = CasePattern(of: converted)
        var results: [String] = []
        var seen = Set<String>()
        for candidate in candidates(for: converted, limit: limit, hunspell: hunspell, accepts: accepts, statistics: &statistics) {
            let cased = pattern.apply(to: lowercaseTwin(of: candidate.word, for: pattern) ?? candidate.word)
            // `OCONV` comes last, as in Hunspell: what it checks is the dictionary's spelling.
            let shown = model.settings.outputConversion.apply(cased)
            // `house` and the name `House` are one suggestion for `hous`.
            guard shown != word, cased != converted, seen.insert(shown.lowercased()).inserted else { continue }
            // Lexicon and supplement forms are verified already; a form put in
            // the word's case, or a split, is checked again.
            if cased != candidate.word || candidate.origin == .split {
                guard cased.split(separator: " ").allSatisfy({ accepts(String($0)) }) else { continue }
            }
            results.append(shown)
            if results.count == limit { break }
        }
        return results
    }

    /// The lowercase form of a capitalised candidate, for a word typed in
    /// lowercase, when the dictionary has that form too: `ueco` is corrected
    /// to `hueco`, not to the name `Hueco`. Nil when the candidate has no
    /// capitals, the word was typed with some, or the lowercase form is not a
    /// word (`paris` → `Paris`).
    func lowercaseTwin(of candidate: String, for pattern: CasePattern) -> String? {
        guard pattern == .lower, candidate.unicodeScalars.contains(where: \.properties.isUppercase) else { return nil }
        let lower = candidate.lowercased()
        guard !model.noSuggest.contains(lower), model.lexiconWords?.contains(lower) == true || model.supplementWords.contains(lower) else {
            return nil
        }
        return lower
    }

    /// The ranked candidates for `word` (after `ICONV`), as the dictionary
    /// spells them.
    ///
    /// - Parameters:
    ///   - word: The typed word.
    ///   - limit: How many to keep.
    ///   - hunspell: Hunspell's suggestions for a word.
    ///   - accepts: Hunspell's verdict on a word.
    func candidates(for word: String, limit: Int, hunspell: (String) -> [String], accepts: (String) -> Bool) -> [CandidateList.Candidate] {
        var statistics = Statistics()
        return candidates(for: word, limit: limit, hunspell: hunspell, accepts: accepts, statistics: &statistics)
    }

    /// What one search did, for measurements.
    struct Statistics {
        /// Automaton edges followed.
        var edges = 0
        /// Whether the second, wider search was made.
        var widened = false
        /// Whether Hunspell's suggestions were asked for.
        var askedHunspell = false
        /// Whether the bigram search was made.
        var searchedBigrams = false
    }

    /// ``candidates(for:limit:hunspell:accepts:)``, counting the work done.
    func candidates(
        for word: String, limit: Int, hunspell: (String) -> [String], accepts: (String) -> Bool, statistics: inout Statistics
    ) -> [CandidateList.Candidate] {
        let typed = word.lowercased().unicodeScalars.map(\.value)
        let ranking = model.ranking
        var list = CandidateList(capacity: limit, boundingRank: tuning.boundingRank)
        guard !typed.isEmpty else { return [] }
        var maximum = 0
        if typed.count <= tuning.longestWord {
            maximum = tuning.maximumCost(forLength: typed.count)
            addSplits(of: typed, ranking: ranking, into: &list)
            addElisions(of: typed, ranking: ranking, accepts: accepts, into: &list)
            list.settling = CandidateList.Settling(count: tuning.settledCount, cost: tuning.settledCost, bound: tuning.settledBound)
            statistics.edges += model.lexicon?.search(typed, maximumCost: maximum, ranking: ranking, origin: .lexicon, into: &list) ?? 0
            statistics.edges += model.supplement.search(typed, maximumCost: maximum, ranking: ranking, origin: .supplement, into: &list)
            list.settling = nil
        }
        // Without a lexicon the search only sees the supplementary forms.
        let threshold = typed.count >= tuning.longWord ? tuning.longWordThreshold : tuning.hunspellThreshold
        // Any word the walk did not find costs more than its bound: once the
        // first ranks are all scored within it, no word Hunspell adds can
        // enter them, and Hunspell (30–50 ms) is not asked.
        var best = list.items.first?.cost ?? Int.max
        let searched = list.items.count >= tuning.settledCount && best <= tuning.settledCost ? min(maximum, tuning.settledBound) : maximum
        var settled = list.items.count >= tuning.boundingRank && list.items[tuning.boundingRank - 1].score <= searched
        if let lexicon = model.lexicon, best > threshold, !settled, tuning.widerCost > maximum, typed.count <= tuning.longestWord {
            statistics.widened = true
            statistics.edges += lexicon.search(typed, maximumCost: tuning.widerCost, ranking: ranking, origin: .lexicon, into: &list)
            statistics.edges += model.supplement.search(typed, maximumCost: tuning.widerCost, ranking: ranking, origin: .supplement, into: &list)
            best = list.items.first?.cost ?? Int.max
            settled = list.items.count >= tuning.boundingRank && list.items[tuning.boundingRank - 1].score <= tuning.widerCost
        }
        if model.lexicon != nil, best > threshold, !settled, tuning.ngramCandidates > 0, typed.count <= tuning.longestWord {
            statistics.searchedBigrams = true
            let near = model.ngrams.nearest(to: typed, limit: tuning.ngramCandidates, minimum: tuning.ngramMinimum)
            merge(near, typed: typed, ranking: ranking, into: &list)
            if !list.items.isEmpty { return list.items }
        }
        if model.lexicon == nil || (best > threshold && !settled) {
            statistics.askedHunspell = true
            merge(hunspell(word), typed: typed, ranking: ranking, into: &list)
        }
        return list.items
    }

    /// Two words for one: every split into two common words (`alot` →
    /// `a lot`) and the `REP` rules whose replacement holds a space.
    private func addSplits(of typed: [UInt32], ranking: Ranking, into list: inout CandidateList) {
        guard typed.count >= 3, let lexicon = model.lexiconWords else { return }
        func text(_ scalars: ArraySlice<UInt32>) -> String {
            String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        }
        func offer(_ parts: [String], cost: Int) {
            var lowest = Int.max
            for part in parts {
                guard lexicon.contains(part) || model.supplementWords.contains(part) else { return }
                let value = ranking.frequency(of: part)
                if part.unicodeScalars.count == 1, value < tuning.oneLetterWordFrequency { return }
                lowest = min(lowest, value)
            }
            let word = parts.joined(separator: " ")
            list.insert(CandidateList.Candidate(word: word, cost: cost, score: cost + ranking.penalty(lowest), origin: .split))
        }
        for cut in 1..<typed.count {
            offer([text(typed[..<cut]), text(typed[cut...])], cost: model.errorModel.weights.split)
        }
        for rule in model.errorModel.splitRules where rule.typed.count <= typed.count {
            for start in 0...(typed.count - rule.typed.count) where typed[start..<(start + rule.typed.count)].elementsEqual(rule.typed) {
                if rule.atStart, start != 0 { continue }
                if rule.atEnd, start + rule.typed.count != typed.count { continue }
                let replaced = Array(typed[..<start]) + rule.intended + Array(typed[(start + rule.typed.count)...])
                offer(text(replaced[...]).split(separator: " ").map(String.init), cost: rule.cost)
            }
        }
    }

    /// A missing apostrophe after a short first part, where Hunspell accepts
    /// the result (Italian `daccordo` → `d'accordo`, `cè` → `c'è`).
    private func addElisions(of typed: [UInt32], ranking: Ranking, accepts: (String) -> Bool, into list: inout CandidateList) {
        guard typed.count >= 2, let lexicon = model.lexiconWords else { return }
        for cut in 1...min(Self.longestElision, typed.count - 1) {
            let right = String(String.UnicodeScalarView(typed[cut...].compactMap(Unicode.Scalar.init)))
            guard lexicon.contains(right) else { continue }
            let left = String(String.UnicodeScalarView(typed[..<cut].compactMap(Unicode.Scalar.init)))
            let joined = left + "'" + right
            guard !list.contains(joined), accepts(joined) else { continue }
            let cost = model.errorModel.weights.apostrophe
            list.insert(CandidateList.Candidate(word: joined, cost: cost, score: cost + ranking.penalty(ranking.frequency(of: joined)), origin: .split))
        }
    }

    /// The longest first part an elision is looked for after (`quest'`, `dell'`).
    static let longestElision = 5

    /// Scores Hunspell's suggestions with the same error model and adds them.
    private func merge(_ suggestions: [String], typed: [UInt32], ranking: Ranking, into list: inout CandidateList) {
        let fresh = suggestions.map(SpellChecker.normalize).filter { !list.contains($0) && !ranking.excluded.contains($0) }
        guard !fresh.isEmpty, let words = try? WordSet(words: fresh) else { return }
        let index = CorrectionIndex(words: words, model: model.errorModel)
        var scored = CandidateList(capacity: fresh.count)
        index.search(typed, maximumCost: Int(Int32.max / 2), ranking: ranking, origin: .hunspell, into: &scored)
        for candidate in scored.items { list.insert(candidate) }
    }
}
