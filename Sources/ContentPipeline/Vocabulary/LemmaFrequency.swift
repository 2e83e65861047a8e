import Foundation

/// How common a lemma is, counting all its forms: `gustar` is `gusta`,
/// `gustan`, `gustaba`…, so a verb ranks by its use, not by how often its
/// infinitive alone is written.
///
/// Each word of the frequency list gives its frequency to the lemmas
/// Apertium's analyser reads it as: all of it to the word itself when one
/// reading is the word's own dictionary form (`como` stays `como`, not half
/// `comer`), or when the word is a pronoun, which a learner learns as a word
/// of its own (`him`, `lei`); else shared evenly among its lemmas (`debe` to
/// `deber`). A word the analyser does not know is its own lemma.
public struct LemmaFrequency: Sendable {
    /// Lemmas, most frequent first.
    public let lemmas: [String]
    private let rankByLemma: [String: Int]

    /// Ranks the lemmas of a frequency list.
    ///
    /// - Parameters:
    ///   - frequencies: The language's word frequencies.
    ///   - analyses: Apertium's analyses of its words.
    ///   - limit: How many of the most frequent words to count.
    public init(frequencies: FrequencyList, analyses: ApertiumLemmas, limit: Int = .max) {
        var weights: [String: Double] = [:]
        var forms: [String: Double] = [:]
        for word in frequencies.words.prefix(limit) {
            let weight = pow(10, frequencies.zipf(of: word) ?? 0)
            let readings = analyses.readings(of: word).filter { $0.count == 1 }.map { $0[0] }.filter { $0.partOfSpeech != "np" }
            let lemmas = Set(readings.map { $0.lemma.lowercased() })
            if readings.isEmpty || readings.contains(where: { $0.isBase || $0.partOfSpeech == "prn" }) || lemmas.contains("prpers") {
                weights[word, default: 0] += weight
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

    /// The lemma's rank, 1 for the most frequent (a form that is no lemma
    /// ranks by its own frequency among them); nil for a word of no form counted.
    ///
    /// - Parameter lemma: A lowercase lemma.
    public func rank(of lemma: String) -> Int? {
        rankByLemma[lemma]
    }
}
