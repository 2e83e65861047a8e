import Foundation

/// How common a lemma is, counting all its forms: `gustar` is `gusta`,
/// `gustan`, `gustaba`…, so a verb ranks by its use, not by how often its
/// infinitive alone is written.
///
/// Each word of the frequency list gives its frequency to the lemmas
/// Apertium's analyser reads it as: all of it to the word itself when it is
/// a pronoun or an interjection, which a learner learns as a word of its
/// own (`him`, `lei`, `thanks`, which the tagger often reads as the verb);
/// shared evenly among its lemmas when none is the word's own dictionary
/// form (`debe` to `deber`). A word that is both a dictionary form and a
/// form of another lemma keeps the share of its uses in which the tagger
/// reads it as itself, where the tagged sentences hold it often enough to
/// tell (``ownShare(_:)``), and gives the rest to the other lemmas, each
/// in proportion to the sentences the tagger reads it in (evenly where it
/// reads none): the tagger reads `found` as itself in 11 of the 272
/// sentences that hold it (mostly as `find` in the others), `como` nearly
/// always as `como`, not `comer`, and `dato` mostly as `dare`, never as
/// `datare`. Without that evidence a word keeps all of it. A word the
/// analyser does not know is its own lemma.
public struct LemmaFrequency: Sendable {
    /// Lemmas, most frequent first.
    public let lemmas: [String]
    private let rankByLemma: [String: Int]

    /// Ranks the lemmas of a frequency list.
    ///
    /// - Parameters:
    ///   - frequencies: The language's word frequencies.
    ///   - analyses: Apertium's analyses of its words.
    ///   - tagged: The language's tagged sentences, which tell how often
    ///     each word is read as each of its lemmas; empty where there are none.
    ///   - limit: How many of the most frequent words to count.
    public init(frequencies: FrequencyList, analyses: ApertiumLemmas, tagged: TaggedSentences = TaggedSentences(),
                limit: Int = .max) {
        var weights: [String: Double] = [:]
        var forms: [String: Double] = [:]
        let words = frequencies.words.prefix(limit).map { word in
            let analysed = analyses.readings(of: word).filter { $0.count == 1 }.map { $0[0] }.filter { $0.partOfSpeech != "np" }
            let lemmas = Set(analysed.map { $0.lemma.lowercased() })
            return (word: word, analysed: analysed, lemmas: lemmas, others: lemmas.subtracting(analysed.filter(\.isBase).map { $0.lemma.lowercased() }))
        }
        // A dictionary form that is also a form of another lemma: its other lemmas are counted.
        let asked = Dictionary(words.filter { !$0.others.isEmpty && $0.others.count < $0.lemmas.count }.map { ($0.word, $0.others) }) { first, _ in first }
        let readings = tagged.wordReadings(lemmasOf: asked)
        for (word, analysed, lemmas, others) in words {
            let weight = pow(10, frequencies.zipf(of: word) ?? 0)
            if analysed.isEmpty || analysed.contains(where: { Self.ownWordClasses.contains($0.partOfSpeech) }) || lemmas.contains("prpers") || others.isEmpty {
                weights[word, default: 0] += weight
            } else if others.count < lemmas.count {
                let own = readings[word].flatMap(Self.ownShare) ?? 1
                weights[word, default: 0] += own * weight
                let read = others.map { readings[word]?.lemmas[$0] ?? 0 }.reduce(0, +)
                for lemma in others where own < 1 {
                    let share = read > 0 ? Double(readings[word]?.lemmas[lemma] ?? 0) / Double(read) : 1 / Double(others.count)
                    if share > 0 { weights[lemma, default: 0] += (1 - own) * weight * share }
                }
            } else {
                for lemma in lemmas { weights[lemma, default: 0] += weight / Double(lemmas.count) }
                forms[word] = weight
            }
        }
        lemmas = weights.sorted { $0.value != $1.value ? $0.value > $1.value : RootList.utf8Order($0.key, $1.key) }.map(\.key)
        // A form that gave its frequency to its lemmas ranks, if asked for
        // (a dictionary's prompt `ed`, a variant of `e`), by its own.
        let all = weights.merging(forms.filter { weights[$0.key] == nil }) { first, _ in first }
        rankByLemma = Dictionary(uniqueKeysWithValues: all.sorted { $0.value != $1.value ? $0.value > $1.value : RootList.utf8Order($0.key, $1.key) }
            .enumerated().map { ($1.key, $0 + 1) })
    }

    /// Apertium's tags of the classes whose words keep all their frequency.
    static let ownWordClasses: Set<String> = ["prn", "ij"]

    /// The fewest tagged sentences holding a word before their readings
    /// decide its share: where one mis-tagged sentence in twenty no longer does.
    public static let minimumReadingEvidence = 20

    /// The share of a word's tagged sentences in which the tagger read it as
    /// a lemma of its own (``TaggedSentences/WordReadings/own``), or nil
    /// with fewer than ``minimumReadingEvidence`` sentences.
    public static func ownShare(_ readings: TaggedSentences.WordReadings) -> Double? {
        readings.sentences >= minimumReadingEvidence ? Double(readings.own) / Double(readings.sentences) : nil
    }

    /// The lemma's rank, 1 for the most frequent (a form that is no lemma
    /// ranks by its own frequency among them); nil for a word of no form counted.
    ///
    /// - Parameter lemma: A lowercase lemma.
    public func rank(of lemma: String) -> Int? {
        rankByLemma[lemma]
    }
}
