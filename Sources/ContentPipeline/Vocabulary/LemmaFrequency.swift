import Foundation
import Lexicon

/// How common a lemma is, counting all its forms: `gustar` is `gusta`,
/// `gustan`, `gustaba`…, so a verb ranks by its use, not by how often its
/// infinitive alone is written.
///
/// Each word of the frequency list gives its frequency to the lemmas
/// Apertium's analyser reads it as: all of it to the word itself when it is
/// a pronoun or an interjection, which a learner learns as a word of its
/// own (`him`, `lei`, `thanks`, which the tagger often reads as the verb).
/// A word that is both a dictionary form and a form of another lemma keeps
/// the share of its uses in which the tagger reads it as itself, where the
/// tagged sentences hold it often enough to tell (``ownShare(_:)``): the
/// tagger reads `found` as itself in 11 of the 272 sentences that hold it
/// (mostly as `find` in the others), `como` nearly always as `como`, not
/// `comer`; without that evidence the word keeps all of it. The rest, or
/// all of a word that is no dictionary form (`debe`), goes to its other
/// lemmas in proportion to the sentences the tagger reads each in (`dato`
/// mostly `dare`, never `datare`), evenly where it reads none of them. A
/// word that is also a contraction (`nei`: `in` and `i`, or a form of
/// `neo`) gives its lemmas only the share of its sentences that read them;
/// the rest is the contraction's, whose parts are function words. A word
/// the analyser does not know is its own lemma. A word the web writes for
/// its accented twin (`mas` for `más`) weighs what the edited sentences say
/// (``webSpellingFactor``).
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
            let all = analyses.readings(of: word)
            let analysed = all.filter { $0.count == 1 }.map { $0[0] }.filter { $0.partOfSpeech != "np" }
            let lemmas = Set(analysed.map { $0.lemma.lowercased() })
            return (word: word, analysed: analysed, lemmas: lemmas, others: lemmas.subtracting(analysed.filter(\.isBase).map { $0.lemma.lowercased() }),
                    contraction: all.contains { $0.count > 1 })
        }
        // A word of several readings: the tagged sentences count its lemmas.
        let asked = Dictionary(words.filter { $0.others.count > 1 || $0.contraction }
            .map { ($0.word, $0.others) }) { first, _ in first }
        let readings = tagged.wordReadings(lemmasOf: asked)
        // Words most frequent first: the first of each spelling without accents is its twin.
        let folded = words.map { AccentFolding.fold($0.word) }
        var mostFrequentTwin: [String: String] = [:]
        for (word, key) in zip(words.map(\.word), folded) where mostFrequentTwin[key] == nil {
            mostFrequentTwin[key] = word
        }
        for ((word, analysed, lemmas, others, contraction), key) in zip(words, folded) {
            let weight = Self.weight(of: word, frequencies: frequencies, twin: mostFrequentTwin[key], readings: readings)
            if analysed.isEmpty || analysed.contains(where: { Self.ownWordClasses.contains($0.partOfSpeech) }) || lemmas.contains("prpers") || others.isEmpty {
                weights[word, default: 0] += weight
                continue
            }
            // A form that is no dictionary form ranks, if asked for, by its own frequency (below).
            let own = others.count < lemmas.count ? readings[word].flatMap(Self.ownShare) ?? 1 : 0
            if others.count < lemmas.count { weights[word, default: 0] += own * weight } else { forms[word] = weight }
            for (lemma, share) in Self.shares(of: others, in: readings[word], contraction: contraction) where own < 1 {
                weights[lemma, default: 0] += (1 - own) * weight * share
            }
        }
        lemmas = weights.sorted { $0.value != $1.value ? $0.value > $1.value : RootList.utf8Order($0.key, $1.key) }.map(\.key)
        // A form that gave its frequency to its lemmas ranks, if asked for
        // (a dictionary's prompt `ed`, a variant of `e`), by its own.
        let all = weights.merging(forms.filter { weights[$0.key] == nil }) { first, _ in first }
        rankByLemma = Dictionary(uniqueKeysWithValues: all.sorted { $0.value != $1.value ? $0.value > $1.value : RootList.utf8Order($0.key, $1.key) }
            .enumerated().map { ($1.key, $0 + 1) })
    }

    /// A word's weight, 10 to the power of its Zipf frequency, or less for a
    /// word the web writes in place of its accented twin: wordfreq gives
    /// Spanish `mas` Zipf 5.87 beside `más` at 6.63, while the edited
    /// sentences of Tatoeba hold `mas` in 5 of their short sentences and
    /// `más` in 1,565. Where the twin is in at least
    /// ``minimumReadingEvidence`` tagged sentences and the word's share of
    /// those sentences, (word + 1) / (twin + 1), is under a
    /// ``webSpellingFactor``-th of its share by the frequency list, the word
    /// weighs the twin's weight times that share (`mas` Zipf 4.21 instead of
    /// 5.87; Italian `piu` and `perchè` for `più` and `perché` likewise).
    ///
    /// - Parameters:
    ///   - word: A word of the frequency list.
    ///   - frequencies: The language's word frequencies.
    ///   - twin: The most frequent word of the list spelt like `word` but for
    ///     its accents (`AccentFolding.fold`, which keeps `ñ`); the word itself when it is.
    ///   - readings: The tagged sentences' counts by word.
    static func weight(of word: String, frequencies: FrequencyList, twin: String?,
                       readings: [String: TaggedSentences.WordReadings]) -> Double {
        let weight = pow(10, frequencies.zipf(of: word) ?? 0)
        guard let twin, twin != word, let held = readings[twin]?.sentences, held >= minimumReadingEvidence else { return weight }
        let twinWeight = pow(10, frequencies.zipf(of: twin) ?? 0)
        let corpusShare = Double((readings[word]?.sentences ?? 0) + 1) / Double(held + 1)
        return corpusShare * webSpellingFactor < weight / twinWeight ? twinWeight * corpusShare : weight
    }

    /// How many times rarer than the frequency list says a word must be in
    /// the tagged sentences, beside its accented twin, for its frequency to
    /// be taken as the twin's written without accents.
    public static let webSpellingFactor = 10.0

    /// Apertium's tags of the classes whose words keep all their frequency.
    static let ownWordClasses: Set<String> = ["prn", "ij"]

    /// The share of a word's frequency each of its lemmas other than itself
    /// takes: in proportion to the sentences the tagger reads each in, where
    /// it reads any in at least ``minimumReadingEvidence`` sentences holding
    /// the word; else evenly. A contraction's lemmas take only the share of
    /// the sentences that read them, and the rest goes to none.
    static func shares(of lemmas: Set<String>, in readings: TaggedSentences.WordReadings?,
                       contraction: Bool) -> [(lemma: String, share: Double)] {
        let ordered = lemmas.sorted()
        let read = ordered.map { readings?.lemmas[$0] ?? 0 }
        let total = read.reduce(0, +)
        guard let readings, readings.sentences >= minimumReadingEvidence, total > 0 || contraction else {
            return ordered.map { ($0, 1 / Double(ordered.count)) }
        }
        let whole = contraction ? readings.sentences : total
        return zip(ordered, read).compactMap { lemma, count in count > 0 ? (lemma, Double(count) / Double(whole)) : nil }
    }

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
