/// One direction of an Apertium bilingual dictionary, as imported into
/// `Dictionaries/apertium/<from>-<to>.tsv` by `import-apertium.py`.
///
/// Each line is `source<TAB>pos<TAB>gender<TAB>target<TAB>pos<TAB>gender`: two
/// lemmas (a multi-word lemma has spaces), Apertium's part-of-speech tags and,
/// for Spanish and Italian nouns, `m`, `f` or `mf` (else empty).
public struct ApertiumDictionary: Sendable {
    /// A lemma with its part of speech and gender.
    public struct Lemma: Sendable, Hashable {
        /// The lemma, as Apertium writes it (`casa`, `hasta que`, `I`).
        public var text: String
        /// Apertium's part-of-speech tag (`n`, `vblex`, `adj`, …).
        public var tag: String
        /// `m`, `f`, `mf`, or empty.
        public var gender: String

        /// Creates a lemma.
        ///
        /// - Parameters:
        ///   - text: The lemma.
        ///   - tag: The part-of-speech tag.
        ///   - gender: The gender code, or empty.
        public init(text: String, tag: String, gender: String = "") {
            self.text = text
            self.tag = tag
            self.gender = gender
        }

        /// The part of speech a card shows, nil for tags decks leave out
        /// (proper nouns, abbreviations, punctuation).
        public var partOfSpeech: PartOfSpeechCode? { PartOfSpeechCode(apertiumTag: tag) }
    }

    /// One translation: a source lemma and a target lemma.
    public struct Entry: Sendable, Hashable {
        /// The source side.
        public var source: Lemma
        /// The target side.
        public var target: Lemma
    }

    /// The entries, in file order.
    public let entries: [Entry]

    /// Parses the text of an imported dictionary.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   without six tab-separated fields or with an empty lemma.
    public init(text: String, path: String) throws {
        var entries: [Entry] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6, !fields[0].isEmpty, !fields[1].isEmpty, !fields[3].isEmpty, !fields[4].isEmpty else {
                throw ContentError.malformedLine(path: path, line: lineNumber, reason: "expected source<TAB>pos<TAB>gender<TAB>target<TAB>pos<TAB>gender")
            }
            entries.append(Entry(source: Lemma(text: fields[0].precomposedStringWithCanonicalMapping, tag: fields[1], gender: fields[2]),
                                 target: Lemma(text: fields[3].precomposedStringWithCanonicalMapping, tag: fields[4], gender: fields[5])))
        }
        self.entries = entries
    }

    /// Creates a dictionary from entries (for tests and for pivots).
    ///
    /// - Parameter entries: The entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The targets of each source lemma.
    var targetsBySource: [Lemma: [Lemma]] {
        var result: [Lemma: [Lemma]] = [:]
        for entry in entries where !(result[entry.source]?.contains(entry.target) ?? false) {
            result[entry.source, default: []].append(entry.target)
        }
        return result
    }

    /// This dictionary followed by `next`: each source lemma translated into
    /// `next`'s language through every target lemma of the same part of
    /// speech (`house` → `casa` → `casa`).
    ///
    /// - Parameters:
    ///   - next: A dictionary whose source language is this one's target language.
    ///   - loosely: Whether adverbs, conjunctions and prepositions may change
    ///     class on the way (``PartOfSpeechCode/isNearInPivot(_:)``), for the
    ///     prompts a strict composition leaves without a card.
    /// - Returns: The composed entries, each target once per source; the
    ///   `pivots` count how many intermediate lemmas led to it.
    func composed(with next: ApertiumDictionary, loosely: Bool = false) -> [(entry: Entry, pivots: Int)] {
        let nextBySource = next.targetsBySource
        var nextByText: [String: [(Lemma, [Lemma])]] = [:]
        for (source, targets) in nextBySource { nextByText[source.text, default: []].append((source, targets)) }
        func matches(_ lhs: PartOfSpeechCode?, _ rhs: PartOfSpeechCode?) -> Bool {
            guard loosely else { return lhs == rhs }
            guard let lhs, let rhs else { return false }
            return lhs.isNearInPivot(rhs)
        }
        var counts: [Entry: Int] = [:]
        var order: [Entry] = []
        for entry in entries {
            for (middle, targets) in nextByText[entry.target.text] ?? []
            where matches(middle.partOfSpeech, entry.target.partOfSpeech) {
                for target in targets where matches(target.partOfSpeech, entry.source.partOfSpeech) {
                    let composed = Entry(source: entry.source, target: target)
                    if counts[composed] == nil { order.append(composed) }
                    counts[composed, default: 0] += 1
                }
            }
        }
        return order.map { ($0, counts[$0] ?? 0) }
    }

    /// The answer lemmas each source lemma reaches in a pivot's `composed`
    /// entries (its two dictionaries usually read both ways,
    /// ``merged(withReversed:)``), keeping only the targets `preferred`
    /// itself translates into: a target only the reversed direction has is
    /// not a preferred word (`caffé` beside `caffè`).
    ///
    /// - Parameters:
    ///   - composed: The first dictionary of a pivot composed with the second
    ///     (``composed(with:loosely:)``).
    ///   - preferred: The second dictionary in its own direction alone.
    /// - Returns: Target lemmas by source text, each once, in composition order.
    static func widePivotTranslations(_ composed: [(entry: Entry, pivots: Int)],
                                      preferredBy preferred: ApertiumDictionary) -> [String: [Lemma]] {
        let targets = Set(preferred.entries.map(\.target))
        var result: [String: [Lemma]] = [:]
        for (entry, _) in composed
        where targets.contains(entry.target) && !(result[entry.source.text]?.contains(entry.target) ?? false) {
            result[entry.source.text, default: []].append(entry.target)
        }
        return result
    }

    /// This dictionary's entries, then those of the dictionary of the other
    /// direction turned round and not already here, for the source words
    /// this one lacks or in the classes it gives them.
    ///
    /// Apertium compiles one bilingual dictionary into two directions, and
    /// each direction keeps only the entries marked for it: `ita-spa` has
    /// `quindi` → `así pues` alone, while `spa-ita` also translates `por
    /// consiguiente` into `quindi`. Read backwards, those entries are
    /// translations too, only not the preferred ones.
    ///
    /// - Parameter reverse: The other direction (`spa-ita` for `ita-spa`).
    /// - Returns: A dictionary of both directions' entries.
    func merged(withReversed reverse: ApertiumDictionary) -> ApertiumDictionary {
        var classes: [String: Set<String>] = [:]
        for entry in entries { classes[entry.source.text, default: []].insert(entry.source.tag) }
        var seen = Set(entries)
        var all = entries
        // A word this direction knows keeps its classes here: `insieme` is
        // an adverb in `ita-spa`, and `spa-ita`'s noun `insieme` (`conjunto`,
        // set) is another word for the learner.
        for entry in reverse.entries where classes[entry.target.text].map({ $0.contains(entry.target.tag) }) ?? true {
            let turned = Entry(source: entry.target, target: entry.source)
            if seen.insert(turned).inserted { all.append(turned) }
        }
        return ApertiumDictionary(entries: all)
    }
}
