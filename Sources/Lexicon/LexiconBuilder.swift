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
    /// How far a build may go, so that no dictionary can make it take
    /// unbounded time or memory (one Hungarian stem alone expands to millions
    /// of forms). What a limit cuts is said in ``Output/notes``.
    public struct Limits: Sendable, Equatable {
        /// Forms one dictionary entry may make (the shipped dictionaries stay
        /// below: it_IT's largest entry makes 12,566).
        public var formsPerEntry: Int
        /// Lexicon candidates in all (counted with repeats). A dictionary that
        /// expands to more is not built at all: a first, counting pass finds
        /// that out in seconds, before any verification (Hungarian expands to
        /// over a hundred million forms, and verifying them would take hours).
        public var candidates: Int
        /// Candidates expanded, sorted and verified at a time: the working
        /// memory besides the forms kept.
        public var chunkForms: Int

        /// Creates limits.
        ///
        /// - Parameters:
        ///   - formsPerEntry: Forms one dictionary entry may make.
        ///   - candidates: Lexicon candidates in all.
        ///   - chunkForms: Candidates verified at a time.
        public init(formsPerEntry: Int = 20_000, candidates: Int = 6_000_000, chunkForms: Int = 2_000_000) {
            self.formsPerEntry = max(1, formsPerEntry)
            self.candidates = max(1, candidates)
            self.chunkForms = max(1, chunkForms)
        }

        /// The limits every build uses unless told otherwise.
        public static let standard = Limits()

        /// No limit at all (tests and small fixtures).
        public static let unbounded = Limits(formsPerEntry: .max, candidates: .max, chunkForms: .max)
    }

    /// How many forms each stage produced, for reports and manifests.
    public struct Statistics: Sendable, Equatable, Codable {
        /// Word lines in the `.dic` file.
        public var dictionaryEntries: Int
        /// Forms made by affix expansion, counted with repeats, before the
        /// lowercase-letters filter (prefix and outer-suffix rules that add
        /// non-letters are skipped and not counted).
        public var generatedForms: Int
        /// Unique lowercase-letter NFC forms offered for verification (unique
        /// within each chunk of ``Limits/chunkForms``; the same form made in
        /// two chunks counts twice).
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
        /// What the lexicon leaves out and why (limits reached, compound
        /// words, lines of the files Hunspell or WordKit read differently),
        /// one sentence each; empty when it lists every form.
        public let notes: [String]
    }

    /// Reads an `.aff`/`.dic` pair, expands it and keeps the verified forms.
    ///
    /// - Parameters:
    ///   - aff: The affix file.
    ///   - dic: The dictionary file.
    ///   - verify: Whether the spell checker accepts a word; called once per
    ///     candidate, in sorted order.
    /// - Returns: The lexicon.
    /// - Throws: ``LexiconError`` for unreadable files, and whatever
    ///   `verify` throws.
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
    /// - Throws: ``LexiconError`` for unreadable files, and whatever
    ///   `verify` throws.
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
    ///   - limits: How far expansion may go.
    ///   - verify: Whether the spell checker accepts a word.
    /// - Returns: The lexicon and its statistics.
    /// - Throws: Whatever `verify` throws.
    public static func build(affixFile: AffixFile, dictionary: DictionaryFile, limits: Limits = .standard, verify: (String) throws -> Bool) throws -> Output {
        try build(affixFile: affixFile, dictionary: dictionary, limits: limits, batchSize: .max) { batch in
            try batch.map(verify)
        }
    }

    /// Expands parsed files and keeps the forms a batch verifier accepts —
    /// for verifiers that are cheaper per batch, such as a `hunspell -l`
    /// pipe or a pool of spell-checker handles.
    ///
    /// Expansion runs in chunks of whole entries (``Limits/chunkForms``
    /// candidates), each sorted, verified and reduced to the forms accepted
    /// before the next is made, so memory holds one chunk and the lexicon.
    ///
    /// - Parameters:
    ///   - affixFile: The parsed `.aff` file.
    ///   - dictionary: The parsed `.dic` file.
    ///   - limits: How far expansion may go.
    ///   - batchSize: Candidates per call of `verifyBatch` (at least 1).
    ///   - progress: Called after each chunk with the entries expanded so far
    ///     and the forms accepted so far.
    ///   - verifyBatch: Returns one verdict per word, in order.
    /// - Returns: The lexicon and its statistics.
    /// - Throws: ``LexiconError/verifierMismatch(expected:received:)`` when
    ///   `verifyBatch` returns the wrong number of verdicts, and whatever
    ///   `verifyBatch` throws.
    public static func build(
        affixFile: AffixFile,
        dictionary: DictionaryFile,
        limits: Limits = .standard,
        batchSize: Int = 10_000,
        progress: ((_ entriesDone: Int, _ formsKept: Int) -> Void)? = nil,
        verifyBatch: ([String]) throws -> [Bool]
    ) throws -> Output {
        let size = Swift.max(batchSize, 1)
        let expander = Expander(affixFile: affixFile)
        if limits.candidates < .max {
            let count = expander.countCandidates(in: dictionary, limits: limits)
            if let stopped = count.stoppedAfter {
                let note = "the dictionary expands to more than \(limits.candidates) candidate forms (its first \(stopped) of \(dictionary.entries.count) entries already do), so no word list is built for it; spell checking still gives Hunspell's verdicts"
                let statistics = Statistics(dictionaryEntries: dictionary.entries.count, generatedForms: count.generated, candidates: count.candidates, accepted: 0)
                return Output(words: WordSet.Builder().finish(), statistics: statistics, notes: [note])
            }
        }
        var kept = FormList()
        var keptCount = 0
        let report = try expander.forEachCandidateChunk(in: dictionary, limits: limits) { candidates, done in
            var start = 0
            while start < candidates.count {
                let batch = Array(candidates[start..<Swift.min(start + size, candidates.count)])
                let verdicts = try verifyBatch(batch)
                guard verdicts.count == batch.count else {
                    throw LexiconError.verifierMismatch(expected: batch.count, received: verdicts.count)
                }
                for (word, accepted) in zip(batch, verdicts) where accepted {
                    kept.append(word.unicodeScalars.map(\.value))
                    keptCount += 1
                }
                start += size
            }
            progress?(done, keptCount)
        }
        var builder = WordSet.Builder()
        for word in kept.sortedUniqueStrings() {
            try builder.append(word)
        }
        let words = builder.finish()
        let statistics = Statistics(
            dictionaryEntries: dictionary.entries.count,
            generatedForms: report.generated,
            candidates: report.candidates,
            accepted: words.count
        )
        return Output(words: words, statistics: statistics, notes: notes(report, limits: limits, affixFile: affixFile, dictionary: dictionary))
    }

    /// One sentence per thing the lexicon leaves out.
    private static func notes(_ report: Expander.ExpansionReport, limits: Limits, affixFile: AffixFile, dictionary: DictionaryFile) -> [String] {
        var notes: [String] = []
        if let stopped = report.stoppedAfter {
            notes.append("expansion stopped after \(stopped) of \(dictionary.entries.count) entries, at \(limits.candidates) candidate forms; the entries after it are not listed")
        }
        if report.entriesCut > 0, let first = report.firstCut {
            notes.append("\(report.entriesCut) entries made more than \(limits.formsPerEntry) forms each and were cut there (the first: \(dictionary.fileName) line \(first.line), \"\(first.word)\")")
        }
        if !affixFile.compoundingDirectives.isEmpty {
            notes.append("compound words (\(affixFile.compoundingDirectives.joined(separator: ", "))) are accepted by Hunspell but not listed")
        }
        for diagnostic in affixFile.diagnostics + dictionary.diagnostics {
            notes.append(diagnostic.description)
        }
        return notes
    }
}
