/// How often each lemma is used as each part of speech in running text
/// (`Dictionaries/apertium/<lang>-classes.tsv`): Tatoeba's sentences tagged
/// in context by Apertium's statistical tagger.
///
/// A line is `lemma<TAB>tag<TAB>count`: the lowercase lemma, Apertium's
/// first tag (`n`, `vblex`, `adv`, …) and how many tokens were given that
/// analysis. `back` is an adverb 265 times and a noun 5 times, which tells a
/// deck to teach `indietro` before `la schiena`.
public struct TaggedClassUses: Sendable {
    private let usesByLemma: [String: [PartOfSpeechCode: Int]]

    /// No counts (a language without a tagged corpus).
    public init() {
        usesByLemma = [:]
    }

    /// Parses a classes file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not `lemma<TAB>tag<TAB>count`.
    public init(text: String, path: String) throws {
        var uses: [String: [PartOfSpeechCode: Int]] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, !fields[1].isEmpty, let count = Int(fields[2]), count > 0 else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected lemma<TAB>tag<TAB>count, got \"\(line)\"")
            }
            // Tags decks leave out (`np`, `abbr`) count for no class.
            guard let code = PartOfSpeechCode(apertiumTag: String(fields[1])) else { continue }
            let (sum, overflow) = uses[String(fields[0]), default: [:]][code, default: 0].addingReportingOverflow(count)
            guard !overflow else {
                throw ContentError.malformedLine(path: path, line: number, reason: "the count \(count) is too large")
            }
            uses[String(fields[0]), default: [:]][code] = sum
        }
        usesByLemma = uses
    }

    /// How often a lemma was used as each class; empty when the corpus never
    /// tagged it.
    ///
    /// - Parameter lemma: A lowercase lemma.
    public func uses(of lemma: String) -> [PartOfSpeechCode: Int] {
        usesByLemma[lemma] ?? [:]
    }
}
