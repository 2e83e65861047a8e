import Dispatch
import Foundation
import Synchronization

extension SpellChecker {
    /// How many corrections ``suggestions(for:)`` returns.
    public static let defaultSuggestionLimit = 10

    /// Corrections for `word`, best first (WordKit's ranking).
    ///
    /// The same as ``suggestions(for:limit:)`` with
    /// ``defaultSuggestionLimit``.
    ///
    /// - Parameter word: The word to correct.
    /// - Returns: Up to ten corrections; empty when there are none.
    public func suggestions(for word: String) -> [String] {
        suggestions(for: word, limit: Self.defaultSuggestionLimit)
    }

    /// Corrections for `word`, best first: WordKit's own, ranked by how
    /// likely the error is and how common the word is.
    ///
    /// Candidates come from the lexicon (``useLexicon(_:)``) and the
    /// dictionary's capitalised and punctuated forms, within a weighted
    /// Damerau–Levenshtein distance where common errors cost less: accents
    /// (`cancion` → `canción`), doubled letters, swapped letters, the
    /// dictionary's `REP`/`MAP`/`KEY`/`TRY` tables, letters that sound alike,
    /// neighbouring keys. A missing space is found too (`alot` → `a lot`).
    /// When nothing in the lexicon is within two ordinary edits, the words
    /// sharing the most pairs of adjacent letters with it are scored the
    /// same way (long words with several slips, `unfortunently` →
    /// `unfortunately`), and Hunspell's own suggestions only when there are
    /// none.
    ///
    /// The word's case is kept (`Teh` → `The`, `CANCION` → `CANCIÓN`; a
    /// lowercase word gets the lowercase form of a word the dictionary also
    /// capitalises, `ueco` → `hueco`, not `Hueco`), the
    /// dictionary's `OCONV` is applied, and every correction is one Hunspell
    /// accepts. Results are deterministic. Without a lexicon the corrections
    /// are Hunspell's, reordered by the same ranking.
    ///
    /// - Parameters:
    ///   - word: The word to correct, in any Unicode normalisation form.
    ///   - limit: The most corrections to return.
    /// - Returns: The corrections; empty for an empty word or a limit below 1.
    ///   Any larger limit is safe (`Int.max` returns every correction found).
    /// - Complexity: Typically well under a millisecond once the checker's
    ///   correction data is loaded (the first call loads it); the first word
    ///   nothing is close to builds the letter-pair index (about 40 ms for
    ///   English), and 30–50 ms more when Hunspell is asked.
    public func suggestions(for word: String, limit: Int) -> [String] {
        suggestions(for: word, limit: limit, verdictPatience: nil)
    }

    /// ``suggestions(for:limit:)``, with `verdictPatience` how long a
    /// verdict on a candidate waits for a handle out on a long call (nil for
    /// the pool's own patience; see `HandlePool.borrow(brief:patience:)`).
    func suggestions(for word: String, limit: Int, verdictPatience: TimeInterval?) -> [String] {
        let normalized = Self.normalize(word)
        guard limit > 0, !normalized.isEmpty else { return [] }
        let corrector = Corrector(model: loadedCorrectionModel())
        let lexicon = self.lexicon
        // A handle is borrowed for each call and given back at once, not held
        // through the search: the other lanes of a batch then share it for
        // their verdicts instead of opening one of their own.
        return corrector.corrections(
            for: normalized,
            limit: limit,
            hunspell: { word in withHandle { $0.hunspell.suggest(word) } },
            accepts: { candidate in
                if let lexicon, lexicon.contains(candidate) { return true }
                return withHandle(brief: true, patience: verdictPatience) { $0.hunspell.spell(candidate) }
            }
        )
    }

    /// The verdict and corrections of many words, worked out on every core
    /// and returned in order (a batch of `wordkit suggest`).
    ///
    /// - Parameters:
    ///   - words: The words; an empty one is correct and has no corrections.
    ///   - limit: The most corrections per word.
    ///   - hunspellOrder: Whether to give Hunspell's own list instead of WordKit's.
    /// - Returns: One ``Correction`` per word, in the order given.
    /// - Complexity: About a millisecond per misspelled word divided by the
    ///   cores available, once the correction data is loaded.
    public func corrections(for words: [String], limit: Int = defaultSuggestionLimit, hunspellOrder: Bool = false) -> [Correction] {
        guard !words.isEmpty else { return [] }
        guard words.count > 1 else {
            return words.map { word in
                guard !word.isEmpty else { return Correction(word: word, correct: true, suggestions: []) }
                let suggestions = hunspellOrder ? Array(hunspellSuggestions(for: word).prefix(limit)) : self.suggestions(for: word, limit: limit)
                return Correction(word: word, correct: isCorrect(word), suggestions: suggestions)
            }
        }
        // Before the lanes start, so that they do not queue for them: the
        // correction data on one lane and, on the other, every word's verdict
        // (opening a Hunspell handle when a word is not in the lexicon). Each
        // takes tens of milliseconds, most of a small batch's time; the
        // verdicts' few milliseconds are then off the lanes, where each one
        // could find the handle out on another lane's `Hunspell_suggest`.
        let verdicts = VerdictSlots(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            if lane == 0, !hunspellOrder {
                _ = loadedCorrectionModel()
            } else if lane == 1 {
                verdicts.store(words.map { $0.isEmpty || isCorrect($0) }, at: 0)
                // Hunspell's own lists need a handle even when every word is known.
                if hunspellOrder, pool.openedCount == 0 { pool.withHandle { _ in } }
            }
        }
        let correct = verdicts.joined()
        // A verdict waits out another lane's `Hunspell_suggest` (tens of
        // milliseconds) rather than open a second dictionary (40–90 ms of CPU
        // and tens of megabytes); a lane that asks for suggestions itself
        // still opens one at once.
        @Sendable func correction(_ index: Int) -> Correction {
            let word = words[index]
            guard !word.isEmpty else { return Correction(word: word, correct: true, suggestions: []) }
            let suggestions = hunspellOrder
                ? Array(hunspellSuggestions(for: word).prefix(limit))
                : self.suggestions(for: word, limit: limit, verdictPatience: .infinity)
            return Correction(word: word, correct: correct[index], suggestions: suggestions)
        }
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, words.count))
        let results = CorrectionSlots(count: words.count)
        // Each lane takes the next word not yet taken: a word that asks
        // Hunspell (tens of milliseconds, against about one for most) does
        // not hold back the words dealt to the same lane.
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < words.count else { break }
                results.store(correction(index), at: index)
            }
        }
        return results.values
    }

    /// Hunspell's own corrections for `word`, in Hunspell's order, as
    /// `hunspell -a` gives them.
    ///
    /// - Parameter word: The word to correct, in any Unicode normalisation form.
    /// - Returns: Up to Hunspell's limit of suggestions; empty when it has none.
    public func hunspellSuggestions(for word: String) -> [String] {
        let normalized = Self.normalize(word)
        guard !normalized.isEmpty else { return [] }
        return withHandle { handle in handle.hunspell.suggest(normalized) }
    }

    /// Keeps the data corrections build from the dictionary on first use
    /// (its capitalised and punctuated forms, verified by Hunspell: a few
    /// hundred milliseconds) in `folder`, so that later processes read it
    /// instead (a few milliseconds). The command line uses its lexicon cache
    /// folder; ``TextChecker`` uses its ``LexiconStore``'s cache.
    ///
    /// - Parameter folder: A folder to write to (made if missing), or nil to
    ///   build in memory in each process.
    public func cacheCorrectionData(in folder: URL?) {
        correctionCache.withLock { $0 = folder }
    }

    /// The correction model, loaded on first use.
    func loadedCorrectionModel() -> CorrectionModel {
        let cache = correctionCache.withLock { $0 }
        return correctionModel.withLock { stored in
            if let stored { return stored }
            let model = CorrectionModel(dictionary: dictionary, lexicon: lexicon, cache: cache, verify: parallelVerdicts)
            stored = model
            return model
        }
    }

    /// Hunspell's verdicts for many words, on every core.
    private func parallelVerdicts(_ words: [String]) -> [Bool] {
        guard !words.isEmpty else { return [] }
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, words.count / 2_000 + 1))
        let size = (words.count + lanes - 1) / lanes
        let verdicts = VerdictSlots(count: lanes)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            let range = (lane * size)..<min(words.count, (lane + 1) * size)
            verdicts.store(range.isEmpty ? [] : hunspellVerdicts(for: words[range]), at: lane)
        }
        return verdicts.joined()
    }
}

/// Corrections written from several threads, each into its own slot.
private final class CorrectionSlots: @unchecked Sendable {
    private var slots: [Correction?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ correction: Correction, at index: Int) {
        lock.lock()
        slots[index] = correction
        lock.unlock()
    }

    var values: [Correction] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// Per-lane verdicts written from several threads.
private final class VerdictSlots: @unchecked Sendable {
    private var slots: [[Bool]]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func store(_ verdicts: [Bool], at lane: Int) {
        lock.lock()
        slots[lane] = verdicts
        lock.unlock()
    }

    func joined() -> [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
