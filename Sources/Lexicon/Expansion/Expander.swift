/// Expands dictionary entries into word forms with the rules of an affix file.
///
/// Generates what Hunspell's affix checks accept, without compounding:
/// stems, prefixes, suffixes, twofold suffixes (continuation classes), and
/// prefix–suffix cross products, honouring `NEEDAFFIX`, `FORBIDDENWORD`,
/// `ONLYINCOMPOUND` and `CIRCUMFIX`; with `COMPLEXPREFIXES`, twofold
/// prefixes instead of twofold suffixes. `KEEPCASE` only restricts case
/// variants, which expansion never makes, so it changes nothing here.
/// Forms are made as the dictionary writes them: characters Hunspell
/// `IGNORE`s stay in stems and affixes (Hunspell also accepts the forms
/// without them, which are not words anyone writes: `xprssn`). Lexicon candidates also include the spellings that
/// Hunspell's `ICONV` input conversion turns into a form (`ţ` for `ț`).
///
/// ```swift
/// let expander = Expander(affixFile: affixes)
/// expander.forms(of: entry)                       // ["casa", "case", …]
/// let candidates = expander.lexiconCandidates(in: dictionary)
/// ```
public struct Expander: Sendable {
    /// The rules used for expansion.
    public let affixFile: AffixFile
    private let generator: FormGenerator
    private let lexiconGenerator: FormGenerator

    /// Creates an expander for an affix file.
    ///
    /// - Parameter affixFile: The parsed `.aff` file.
    /// - Complexity: O(*r*) to index the file's *r* affix rules.
    public init(affixFile: AffixFile) {
        self.affixFile = affixFile
        generator = FormGenerator(affixes: affixFile)
        lexiconGenerator = FormGenerator(affixes: affixFile, lettersOnly: true)
    }

    /// Every form of one entry, the stem first, without repeats.
    ///
    /// - Parameter entry: A dictionary entry.
    /// - Returns: The forms in the order they were made; empty for an entry
    ///   flagged `FORBIDDENWORD` or `ONLYINCOMPOUND`.
    /// - Complexity: Proportional to the number of rules tried; see
    ///   ``forEachForm(in:_:)``.
    public func forms(of entry: DictionaryEntry) -> [String] {
        forms(of: entry, limit: .max)
    }

    /// The first `limit` forms of one entry, the stem first, without repeats:
    /// expansion stops there, so that no entry costs more than that (one
    /// stem under 300 prefixes and 300 suffixes makes 90,000 forms).
    ///
    /// - Parameters:
    ///   - entry: A dictionary entry.
    ///   - limit: The most forms to make.
    /// - Returns: At most `limit` forms, in the order they were made.
    /// - Complexity: Proportional to the number of rules tried before the limit.
    public func forms(of entry: DictionaryEntry, limit: Int) -> [String] {
        var sink = UniqueStringSink(limit: limit)
        generator.generate(entry, into: &sink)
        return sink.forms
    }

    /// Calls `body` with every form of every entry, entry by entry.
    ///
    /// Forms are not deduplicated across entries. Stems of `FORBIDDENWORD`
    /// entries are left out wherever they arise, since Hunspell rejects them
    /// whatever else could make them.
    ///
    /// - Parameters:
    ///   - dictionary: The parsed `.dic` file.
    ///   - body: Receives each form.
    /// - Throws: Whatever `body` throws.
    /// - Complexity: O(*r*) for *r* rule applications over all entries.
    public func forEachForm(in dictionary: DictionaryFile, _ body: (String) throws -> Void) rethrows {
        let forbidden = forbiddenWords(in: dictionary)
        for entry in dictionary.entries {
            var sink = UniqueStringSink()
            generator.generate(entry, into: &sink)
            for form in sink.forms where !forbidden.contains(form) {
                try body(form)
            }
        }
    }

    /// Calls `body` with each entry and those of its forms that may enter a
    /// lexicon (lowercase letters only, as ``lexiconCandidates(in:)`` makes
    /// them), for the entries `include` picks.
    ///
    /// Content tools use it to tell which entries a lexicon word comes from.
    ///
    /// - Parameters:
    ///   - dictionary: The parsed `.dic` file.
    ///   - include: Whether to expand an entry.
    ///   - body: Receives the entry and its forms' scalars (each form once).
    /// - Throws: Whatever `include` or `body` throws.
    public func forEachEntry(
        in dictionary: DictionaryFile, where include: (DictionaryEntry) throws -> Bool,
        _ body: (DictionaryEntry, [[Unicode.Scalar]]) throws -> Void
    ) rethrows {
        for entry in dictionary.entries where try include(entry) {
            var sink = EntryLexiconFormSink()
            lexiconGenerator.generate(entry, into: &sink)
            try body(entry, sink.forms)
        }
    }

    /// The forms that may enter a lexicon, before spell-checker verification:
    /// lowercase letters only, NFC, sorted by Unicode scalar values, unique,
    /// and not a `FORBIDDENWORD` stem.
    ///
    /// - Parameter dictionary: The parsed `.dic` file.
    /// - Returns: The candidate forms.
    /// - Complexity: O(*r* + *n* log *n*) for *r* rule applications and *n*
    ///   kept forms.
    public func lexiconCandidates(in dictionary: DictionaryFile) -> [String] {
        candidatesWithStatistics(in: dictionary).forms
    }

    /// ``lexiconCandidates(in:)`` with counts, for ``LexiconBuilder``.
    package func candidatesWithStatistics(in dictionary: DictionaryFile) -> (forms: [String], generated: Int) {
        var forms: [String] = []
        let report = forEachCandidateChunk(in: dictionary, limits: .unbounded) { chunk, _ in forms = chunk }
        return (forms, report.generated)
    }

    /// What a bounded expansion did.
    package struct ExpansionReport: Sendable {
        /// Forms made, with repeats, before the lexicon filter.
        var generated = 0
        /// Unique candidates, summed over chunks.
        var candidates = 0
        /// Entries whose expansion was cut at ``LexiconBuilder/Limits/formsPerEntry``.
        var entriesCut = 0
        /// The first such entry: its line and stem.
        var firstCut: (line: Int, word: String)?
        /// The entries expanded before ``LexiconBuilder/Limits/candidates`` was reached, if it was.
        var stoppedAfter: Int?
        /// The most forms one entry made.
        var largestEntry = 0
    }

    /// The lexicon candidates in chunks of whole entries, each sorted and
    /// unique (a form made in two chunks appears in both), within `limits`.
    ///
    /// - Parameters:
    ///   - dictionary: The parsed `.dic` file.
    ///   - limits: How far expansion may go.
    ///   - body: Receives each chunk and the number of entries expanded so far.
    /// - Returns: What was made and what was cut.
    /// - Complexity: Memory O(``LexiconBuilder/Limits/chunkForms``) besides
    ///   what `body` keeps.
    package func forEachCandidateChunk(
        in dictionary: DictionaryFile, limits: LexiconBuilder.Limits, _ body: ([String], Int) throws -> Void
    ) rethrows -> ExpansionReport {
        let forbidden = forbiddenWords(in: dictionary)
        var sink = LexiconCandidateSink(conversions: InputConversions(affixFile.inputConversions), entryLimit: limits.formsPerEntry)
        var report = ExpansionReport()
        var listed = 0
        func flush(_ done: Int) throws {
            let forms = sink.list.sortedUniqueStrings(excluding: forbidden)
            sink.list = FormList()
            report.candidates += forms.count
            try body(forms, done)
        }
        for (index, entry) in dictionary.entries.enumerated() {
            let before = sink.list.count
            sink.startEntry()
            lexiconGenerator.generate(entry, into: &sink)
            report.largestEntry = max(report.largestEntry, sink.entryForms)
            if sink.isSaturated {
                report.entriesCut += 1
                if report.firstCut == nil { report.firstCut = (entry.line, entry.word) }
            }
            listed += sink.list.count - before
            if listed >= limits.candidates {
                report.stoppedAfter = index + 1
                report.generated = sink.generated
                try flush(index + 1)
                return report
            }
            if sink.list.count >= limits.chunkForms { try flush(index + 1) }
        }
        report.generated = sink.generated
        try flush(dictionary.entries.count)
        return report
    }

    /// Counts lexicon candidates (with repeats) without keeping them, up to
    /// ``LexiconBuilder/Limits/candidates``: whether a build would fit.
    ///
    /// - Complexity: O(*r*) rule applications, O(1) memory besides one entry.
    package func countCandidates(in dictionary: DictionaryFile, limits: LexiconBuilder.Limits) -> ExpansionReport {
        var sink = LexiconCandidateSink(conversions: InputConversions(affixFile.inputConversions), entryLimit: limits.formsPerEntry)
        var report = ExpansionReport()
        for (index, entry) in dictionary.entries.enumerated() {
            sink.startEntry()
            lexiconGenerator.generate(entry, into: &sink)
            report.candidates += sink.list.count
            sink.list.removeAll()
            if report.candidates > limits.candidates {
                report.stoppedAfter = index + 1
                break
            }
        }
        report.generated = sink.generated
        return report
    }

    /// The stems flagged `FORBIDDENWORD`.
    private func forbiddenWords(in dictionary: DictionaryFile) -> Set<String> {
        var forbidden = Set<String>()
        for entry in dictionary.entries where entry.has(affixFile.forbiddenWord) {
            forbidden.insert(entry.word)
        }
        return forbidden
    }
}

/// Collects one entry's forms as unique strings in order of appearance, up to a limit.
private struct UniqueStringSink: FormSink {
    var limit = Int.max
    var forms: [String] = []
    var seen = Set<[UInt32]>()

    var isSaturated: Bool { forms.count >= limit }

    mutating func accept(_ form: [UInt32]) {
        guard !isSaturated, seen.insert(form).inserted else { return }
        var view = String.UnicodeScalarView()
        for value in form {
            if let scalar = Unicode.Scalar(value) { view.append(scalar) }
        }
        forms.append(String(view))
    }
}

/// Keeps one entry's forms that pass ``LexiconAlphabetRule``, each once.
private struct EntryLexiconFormSink: FormSink {
    var forms: [[Unicode.Scalar]] = []
    var seen = Set<[UInt32]>()

    mutating func accept(_ form: [UInt32]) {
        guard LexiconAlphabetRule.accepts(form), seen.insert(form).inserted else { return }
        forms.append(form.compactMap(Unicode.Scalar.init))
    }
}

/// Keeps the forms that pass ``LexiconAlphabetRule`` and counts all forms,
/// saturating when one entry has made `entryLimit` forms.
private struct LexiconCandidateSink: FormSink {
    let conversions: InputConversions
    let entryLimit: Int
    var list = FormList()
    var generated = 0
    /// Forms of the current entry.
    private(set) var entryForms = 0

    init(conversions: InputConversions, entryLimit: Int) {
        self.conversions = conversions
        self.entryLimit = entryLimit
    }

    var isSaturated: Bool { entryForms >= entryLimit }

    mutating func startEntry() {
        entryForms = 0
    }

    mutating func accept(_ form: [UInt32]) {
        guard !isSaturated else { return }
        generated += 1
        entryForms += 1
        if LexiconAlphabetRule.accepts(form) {
            list.append(form)
        }
        guard !conversions.isEmpty else { return }
        for variant in conversions.spellings(convertingTo: form) where LexiconAlphabetRule.accepts(variant) {
            list.append(variant)
        }
    }
}
