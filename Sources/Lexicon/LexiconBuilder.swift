import Foundation

/// Builds a language's lexicon: every affix-expanded form of its Hunspell
/// dictionary that is lowercase letters only, in NFC, and accepted by a
/// spell checker.
///
/// The spell checker comes in as a closure, so this module needs no Hunspell
/// binding: the `Spelling` module, a test double or a script can verify.
///
/// ```swift
/// let lexicon = try LexiconBuilder.build(aff: affURL, dic: dicURL) { word in
///     speller.isCorrect(word)
/// }
/// ```
public enum LexiconBuilder {
    /// How many forms each stage produced, for reports and manifests.
    public struct Statistics: Sendable, Equatable, Codable {
        /// Word lines in the `.dic` file.
        public var dictionaryEntries: Int
        /// Forms made by affix expansion, counted with repeats, before the
        /// lowercase-letters filter (prefix and outer-suffix rules that add
        /// non-letters are skipped and not counted).
        public var generatedForms: Int
        /// Unique lowercase-letter NFC forms offered for verification.
        public var candidates: Int
        /// Candidates the verifier accepted: the lexicon's size.
        public var accepted: Int
        /// Candidates the verifier rejected.
        public var rejected: Int { candidates - accepted }

        /// Creates statistics.
        ///
        /// - Parameters:
        ///   - dictionaryEntries: Word lines in the `.dic` file.
        ///   - generatedForms: Forms made by expansion.
        ///   - candidates: Unique lexicon candidates.
        ///   - accepted: Candidates accepted by the verifier.
        public init(dictionaryEntries: Int, generatedForms: Int, candidates: Int, accepted: Int) {
            self.dictionaryEntries = dictionaryEntries
            self.generatedForms = generatedForms
            self.candidates = candidates
            self.accepted = accepted
        }
    }

    /// A built lexicon with the counts that led to it.
    public struct Output: Sendable {
        /// The verified forms.
        public let words: WordSet
        /// Counts per stage.
        public let statistics: Statistics
    }

    /// Reads an `.aff`/`.dic` pair, expands it and keeps the verified forms.
    ///
    /// - Parameters:
    ///   - aff: The affix file.
    ///   - dic: The dictionary file.
    ///   - verify: Whether the spell checker accepts a word; called once per
    ///     candidate, in sorted order.
    /// - Returns: The lexicon.
    /// - Throws: ``LexiconError`` for unreadable or malformed files, and
    ///   whatever `verify` throws.
    /// - Complexity: Dominated by expansion (see ``Expander``) and by
    ///   *n* calls of `verify` for *n* candidates.
    public static func build(aff: URL, dic: URL, verify: (String) throws -> Bool) throws -> WordSet {
        try buildWithStatistics(aff: aff, dic: dic, verify: verify).words
    }

    /// ``build(aff:dic:verify:)`` with the counts of every stage.
    ///
    /// - Parameters:
    ///   - aff: The affix file.
    ///   - dic: The dictionary file.
    ///   - verify: Whether the spell checker accepts a word.
    /// - Returns: The lexicon and its statistics.
    /// - Throws: ``LexiconError`` for unreadable or malformed files, and
    ///   whatever `verify` throws.
    public static func buildWithStatistics(aff: URL, dic: URL, verify: (String) throws -> Bool) throws -> Output {
        let affixFile = try AffixFile(contentsOf: aff)
        let dictionary = try DictionaryFile(contentsOf: dic, affixFile: affixFile)
        return try build(affixFile: affixFile, dictionary: dictionary, verify: verify)
    }

    /// Expands parsed files and keeps the verified forms.
    ///
    /// - Parameters:
    ///   - affixFile: The parsed `.aff` file.
    ///   - dictionary: The parsed `.dic` file.
    ///   - verify: Whether the spell checker accepts a word.
    /// - Returns: The lexicon and its statistics.
    /// - Throws: Whatever `verify` throws.
    public static func build(affixFile: AffixFile, dictionary: DictionaryFile, verify: (String) throws -> Bool) throws -> Output {
        let (candidates, generated) = Expander(affixFile: affixFile).candidatesWithStatistics(in: dictionary)
        var builder = WordSet.Builder()
        for word in candidates where try verify(word) {
            try builder.append(word)
        }
        let words = builder.finish()
        let statistics = Statistics(
            dictionaryEntries: dictionary.entries.count,
            generatedForms: generated,
            candidates: candidates.count,
            accepted: words.count
        )
        return Output(words: words, statistics: statistics)
    }

    /// Expands parsed files and keeps the forms a batch verifier accepts —
    /// for verifiers that are cheaper per batch, such as a `hunspell -l`
    /// pipe or a pool of spell-checker handles.
    ///
    /// - Parameters:
    ///   - affixFile: The parsed `.aff` file.
    ///   - dictionary: The parsed `.dic` file.
    ///   - batchSize: Candidates per call of `verifyBatch` (at least 1).
    ///   - verifyBatch: Returns one verdict per word, in order.
    /// - Returns: The lexicon and its statistics.
    /// - Throws: ``LexiconError/verifierMismatch(expected:received:)`` when
    ///   `verifyBatch` returns the wrong number of verdicts, and whatever
    ///   `verifyBatch` throws.
    public static func build(
        affixFile: AffixFile,
        dictionary: DictionaryFile,
        batchSize: Int = 10_000,
        verifyBatch: ([String]) throws -> [Bool]
    ) throws -> Output {
        let (candidates, generated) = Expander(affixFile: affixFile).candidatesWithStatistics(in: dictionary)
        var builder = WordSet.Builder()
        var start = 0
        let size = Swift.max(batchSize, 1)
        while start < candidates.count {
            let batch = Array(candidates[start..<Swift.min(start + size, candidates.count)])
            let verdicts = try verifyBatch(batch)
            guard verdicts.count == batch.count else {
                throw LexiconError.verifierMismatch(expected: batch.count, received: verdicts.count)
            }
            for (word, accepted) in zip(batch, verdicts) where accepted {
                try builder.append(word)
            }
            start += size
        }
        let words = builder.finish()
        let statistics = Statistics(
            dictionaryEntries: dictionary.entries.count,
            generatedForms: generated,
            candidates: candidates.count,
            accepted: words.count
        )
        return Output(words: words, statistics: statistics)
    }
}
