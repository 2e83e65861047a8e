/// The class Apertium's tagger gave each word of a short Tatoeba sentence in
/// context (`Dictionaries/apertium/<lang>-tagged-sentences.tsv`), which tells
/// an example that uses a card's word in the card's class from one that uses
/// the same letters as another word: `Tutti i presenti hanno applaudito` holds
/// the noun `presente`, not the verb `presentare`.
///
/// A line is the sentence, then a TAB and `lemma<tag>` for each word the
/// tagger analysed, in order, TAB-separated: the lowercase lemma and
/// Apertium's first tag, as in ``TaggedClassUses``.
public struct TaggedSentences: Sendable {
    /// Each sentence's tagged words, as the file gives them (parsed on use).
    private let wordsBySentence: [String: Substring]

    /// No sentences (a language without a tagged corpus).
    public init() {
        wordsBySentence = [:]
    }

    /// Parses a tagged-sentences file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not a sentence followed by `lemma<tag>` fields, or a sentence
    ///   listed twice.
    public init(text: String, path: String) throws {
        var words: [String: Substring] = [:]
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            guard let tab = line.firstIndex(of: "\t"), tab != line.startIndex else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected sentence<TAB>lemma<tag>…, got \"\(line)\"")
            }
            let tagged = line[line.index(after: tab)...]
            for field in tagged.split(separator: "\t", omittingEmptySubsequences: false) where Self.parse(field) == nil {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected lemma<tag>, got \"\(field)\"")
            }
            let sentence = String(line[..<tab])
            guard words.updateValue(tagged, forKey: sentence) == nil else {
                throw ContentError.malformedLine(path: path, line: number, reason: "the sentence \"\(sentence)\" is listed twice")
            }
        }
        wordsBySentence = words
    }

    /// Whether the tagger read one of `lemmas` in `sentence` as `code`; nil
    /// when the sentence was not tagged.
    ///
    /// - Parameters:
    ///   - lemmas: Lowercase lemmas (a word and the lemmas it is a form of).
    ///   - code: The class.
    ///   - sentence: A sentence as the corpus writes it.
    public func uses(_ lemmas: Set<String>, as code: PartOfSpeechCode, in sentence: String) -> Bool? {
        guard let tagged = wordsBySentence[sentence] else { return nil }
        return tagged.split(separator: "\t").contains { field in
            guard let (lemma, tag) = Self.parse(field) else { return false }
            return PartOfSpeechCode(apertiumTag: String(tag)) == code && lemmas.contains(String(lemma))
        }
    }

    /// How the tagger read a word as written, over the sentences that hold it.
    public struct WordReadings: Sendable, Equatable {
        /// The sentences that hold the word.
        public var sentences = 0
        /// Those in which the tagger read the word as a lemma of its own:
        /// the word itself, or a multiword unit that holds it (`fuera de`),
        /// not a form of another lemma (`found` read as `find`).
        public var own = 0
        /// For each multiword unit the tagger read (`sin embargo`, `por
        /// favor`, `at least`) that holds the word, how many of them it is in.
        public var phrases: [String: Int] = [:]
        /// For each lemma asked about (``TaggedSentences/wordReadings(lemmasOf:)``),
        /// how many of them the tagger read it in.
        public var lemmas: [String: Int] = [:]

        /// Counts for a word, none by default (a word met in no sentence).
        ///
        /// - Parameters:
        ///   - sentences: The sentences that hold it.
        ///   - own: Those that read it as a lemma of its own.
        ///   - phrases: The sentences each multiword unit holding it is in.
        ///   - lemmas: The sentences each lemma asked about is read in.
        public init(sentences: Int = 0, own: Int = 0, phrases: [String: Int] = [:], lemmas: [String: Int] = [:]) {
            (self.sentences, self.own, self.phrases, self.lemmas) = (sentences, own, phrases, lemmas)
        }
    }

    /// How the tagger read each word as written: in how many sentences it
    /// is, in how many it is a lemma of its own, in how many each fixed
    /// phrase holds it, and in how many each lemma asked about is read.
    ///
    /// - Parameter lemmasOf: For some lowercase words, the lemmas to count
    ///   (the lemmas the analyser reads the word as: `dato` is `dato`,
    ///   `dare` or `datare`); a sentence counts for a lemma that any of its
    ///   words is read as.
    /// - Returns: By lowercase word, its readings.
    public func wordReadings(lemmasOf: [String: Set<String>] = [:]) -> [String: WordReadings] {
        var counts: [String: WordReadings] = [:]
        for (sentence, tagged) in wordsBySentence {
            let words = Set(ParallelCorpus.words(of: sentence))
            var phrases: [String: Set<String>] = [:]
            var own: Set<String> = []
            var read: Set<String> = []
            for field in tagged.split(separator: "\t") {
                guard let (lemma, _) = Self.parse(field) else { continue }
                read.insert(String(lemma))
                guard lemma.contains(" ") else {
                    own.insert(String(lemma))
                    continue
                }
                let phrase = String(lemma)
                for word in ParallelCorpus.words(of: phrase) where words.contains(word) {
                    phrases[word, default: []].insert(phrase)
                    own.insert(word)
                }
            }
            for word in words {
                counts[word, default: WordReadings()].sentences += 1
                if own.contains(word) { counts[word, default: WordReadings()].own += 1 }
                for phrase in phrases[word] ?? [] { counts[word, default: WordReadings()].phrases[phrase, default: 0] += 1 }
                for lemma in lemmasOf[word] ?? [] where read.contains(lemma) { counts[word, default: WordReadings()].lemmas[lemma, default: 0] += 1 }
            }
        }
        return counts
    }

    /// `lemma<tag>` split in two, or nil when the field has another shape.
    private static func parse(_ field: Substring) -> (lemma: Substring, tag: Substring)? {
        guard field.last == ">", let open = field.firstIndex(of: "<"), open != field.startIndex else { return nil }
        let tag = field[field.index(after: open)..<field.index(before: field.endIndex)]
        guard !tag.isEmpty, !tag.contains("<"), !tag.contains(">") else { return nil }
        return (field[..<open], tag)
    }
}
