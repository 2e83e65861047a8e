import Foundation

/// Sentence pairs in two languages (`Dictionaries/tatoeba/<pair>.tsv`), read
/// as evidence of how words translate in use.
///
/// Each sentence is split into lowercase words (letters, an elided article's
/// apostrophe cut off: `l'acqua` is `l`, `acqua`), and each word stands for
/// itself and for every lemma Apertium's analyser gives it (`debe` for `debe`
/// and `deber`), except a lemma of the same class that running text
/// seldom uses it for (see ``sharedFormShare``). Then, for a word of one
/// side and a word or phrase of the other, the corpus counts the pairs that hold both: a measured frequency of
/// the translation, which orders a card's senses (`its` is `su`, not `suyo`;
/// `must` is `deber`, not `mosto`) and finds its example sentence.
public struct ParallelCorpus: Sendable {
    /// One sentence pair.
    public struct Pair: Sendable, Equatable {
        /// The sentence in the first language.
        public var text: String
        /// Its translation.
        public var translation: String
    }

    /// The pairs, in file order.
    public let pairs: [Pair]
    /// Each side's words, as a pair's sentence lists them.
    private let sourceWords: [[String]]
    private let targetWords: [[String]]
    /// For each key (a word or a lemma), the pairs whose side holds it, ascending.
    private let sourceIndex: [String: [Int32]]
    private let targetIndex: [String: [Int32]]
    /// For each translation word as written (not as a lemma), its pairs.
    private let targetWordIndex: [String: [Int32]]
    /// The keys (itself and its lemmas) each word of the first sentences stands for.
    private let sourceKeys: [String: [String]]
    /// The same for each word of the translations.
    private let targetKeys: [String: [String]]

    /// Reads a pair file.
    ///
    /// - Parameters:
    ///   - text: The file: `sentence<TAB>translation` a line.
    ///   - path: The file's path, for error messages.
    ///   - reversed: Whether the file's second column is this corpus's first
    ///     language (Spanish–English read from `eng-spa.tsv`).
    ///   - sourceLemmas: The analyses of the first language's words.
    ///   - targetLemmas: The analyses of the second language's words.
    ///   - sourceUses: How often running text uses each lemma of the first
    ///     language, which tells a form shared by two lemmas which one it
    ///     stands for; empty counts keep every lemma.
    ///   - targetUses: The same for the second language.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not two non-empty columns.
    public init(text: String, path: String, reversed: Bool = false, sourceLemmas: ApertiumLemmas, targetLemmas: ApertiumLemmas,
                sourceUses: TaggedClassUses = TaggedClassUses(), targetUses: TaggedClassUses = TaggedClassUses()) throws {
        var pairs: [Pair] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw ContentError.malformedLine(path: path, line: number, reason: "expected sentence<TAB>translation")
            }
            let (first, second) = (String(fields[0]), String(fields[1]))
            pairs.append(reversed ? Pair(text: second, translation: first) : Pair(text: first, translation: second))
        }
        self.pairs = pairs
        sourceWords = pairs.map { Self.words(of: $0.text) }
        targetWords = pairs.map { Self.words(of: $0.translation) }
        (sourceIndex, sourceKeys) = Self.index(sourceWords, lemmas: sourceLemmas, uses: sourceUses)
        (targetIndex, targetKeys) = Self.index(targetWords, lemmas: targetLemmas, uses: targetUses)
        targetWordIndex = Self.index(targetWords, lemmas: ApertiumLemmas(), uses: TaggedClassUses()).index
    }

    /// The least share of the uses of a form's most used lemma that another
    /// lemma of the form, in the same class, must have for the form to stand
    /// for it too.
    ///
    /// Spanish `creo` is a form of two verbs, `creer` (*I think*) and
    /// `crear` (*I create*); tagged running text uses `creer` 833 times and
    /// `crear` 113, so `creo` counts for `creer` only, and `crear` is not
    /// paired with *think*. Italian `detto` (`dire`, 1,830 uses; `dettare`,
    /// none) counts for `dire` only. Lemmas of different classes all stay
    /// (`dato`, the noun and a form of `dare`): which class a word is used
    /// in is a question of its own (the class-by-use rule of the decks).
    public static let sharedFormShare = 0.2

    /// The lemmas other than itself a word stands for: those of its
    /// readings, less a lemma that running text uses less than
    /// ``sharedFormShare`` as often as the most used lemma of the same class
    /// the word is a form of.
    static func lemmaKeys(of word: String, lemmas: ApertiumLemmas, uses: TaggedClassUses) -> [String] {
        var keys: [String] = []
        var classes: [String: [String]] = [:]
        for reading in lemmas.lemmas(of: word) {
            let lemma = reading.lemma.lowercased()
            if !keys.contains(lemma) { keys.append(lemma) }
            if !classes[reading.partOfSpeech, default: []].contains(lemma) { classes[reading.partOfSpeech, default: []].append(lemma) }
        }
        // A lemma stays when some class it is read in does not drop it.
        var kept: Set<String> = []
        for (tag, rivals) in classes {
            guard rivals.count > 1, let code = PartOfSpeechCode(apertiumTag: tag) else { kept.formUnion(rivals); continue }
            let counts = rivals.map { uses.uses(of: $0)[code] ?? 0 }
            let most = counts.max() ?? 0
            for (lemma, count) in zip(rivals, counts) where most == 0 || Double(count) >= sharedFormShare * Double(most) {
                kept.insert(lemma)
            }
        }
        return keys.filter { $0 != word && kept.contains($0) }
    }

    /// The lowercase words of a sentence, NFC: runs of letters; an apostrophe
    /// ends a word (`l'acqua` → `l`, `acqua`; `don't` → `don`, `t`).
    ///
    /// - Parameter sentence: A sentence.
    public static func words(of sentence: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in sentence.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars {
            if scalar.properties.isAlphabetic {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// Each key's pairs (a word stands for itself and its lemmas), and each word's keys.
    private static func index(_ sides: [[String]], lemmas: ApertiumLemmas, uses: TaggedClassUses)
        -> (index: [String: [Int32]], keys: [String: [String]]) {
        var index: [String: [Int32]] = [:]
        var keysOfWord: [String: [String]] = [:]
        for (number, words) in sides.enumerated() {
            var keys: Set<String> = []
            for word in words {
                if let known = keysOfWord[word] {
                    keys.formUnion(known)
                    continue
                }
                let wordKeys = [word] + lemmaKeys(of: word, lemmas: lemmas, uses: uses)
                keysOfWord[word] = wordKeys
                keys.formUnion(wordKeys)
            }
            for key in keys { index[key, default: []].append(Int32(number)) }
        }
        return (index, keysOfWord)
    }

    /// How many pairs hold `key` (a word or a lemma) in their first sentence.
    ///
    /// - Parameter key: A lowercase word or lemma.
    public func sourceCount(_ key: String) -> Int { sourceIndex[key]?.count ?? 0 }

    /// How many pairs' first sentences hold `word` as written (not as a lemma).
    ///
    /// - Parameter word: A lowercase word form.
    public func sourceWordCount(_ word: String) -> Int {
        (sourceIndex[word] ?? []).filter { sourceWords[Int($0)].contains(word) }.count
    }

    /// How many pairs' first sentences hold `word` right after one of
    /// `preceding` (`un membro`, `la capitale`).
    ///
    /// - Parameters:
    ///   - word: A lowercase word form.
    ///   - preceding: Lowercase words.
    public func sourceCount(of word: String, after preceding: Set<String>) -> Int {
        sourceCount(of: word, after: preceding) { _ in false }
    }

    /// How many pairs' first sentences hold `word` right after one of
    /// `preceding` and not right before a word `excludedNext` accepts (`il
    /// medico è`, but not `il secondo giorno`).
    ///
    /// - Parameters:
    ///   - word: A lowercase word form.
    ///   - preceding: Lowercase words.
    ///   - excludedNext: Whether a following word disqualifies the use.
    public func sourceCount(of word: String, after preceding: Set<String>, unlessBefore excludedNext: (String) -> Bool) -> Int {
        (sourceIndex[word] ?? []).filter { number in
            let words = sourceWords[Int(number)]
            return words.indices.dropFirst().contains { index in
                words[index] == word && preceding.contains(words[index - 1])
                    && !(index + 1 < words.count && excludedNext(words[index + 1]))
            }
        }.count
    }

    /// How many of the pairs `numbers` hold `word` in their translation right
    /// after one of `preceding` (`la policía` in the pairs that hold *police*).
    ///
    /// - Parameters:
    ///   - word: A lowercase word form.
    ///   - preceding: Lowercase words.
    ///   - numbers: Pair numbers (``pairsHolding(_:_:)``).
    public func targetCount(of word: String, after preceding: Set<String>, in numbers: [Int]) -> Int {
        numbers.filter { number in
            guard targetWords.indices.contains(number) else { return false }
            let words = targetWords[number]
            return words.indices.dropFirst().contains { words[$0] == word && preceding.contains(words[$0 - 1]) }
        }.count
    }

    /// The pairs whose translation holds `word` as written, ascending.
    ///
    /// - Parameter word: A lowercase word form.
    public func pairsHoldingTranslationWord(_ word: String) -> [Int] {
        (targetWordIndex[word] ?? []).map(Int.init)
    }

    /// How many pairs' translations hold `word` as written, and how many of
    /// those hold it right before a word `next` accepts (Spanish `tercer`
    /// stands before a noun in every pair that holds it, `tercero` seldom).
    ///
    /// - Parameters:
    ///   - word: A lowercase word form.
    ///   - next: Whether a following word is the kind counted.
    public func targetUses(of word: String, before next: (String) -> Bool) -> (holding: Int, before: Int) {
        Self.uses(of: word, in: targetWordIndex[word] ?? [], words: targetWords, before: next)
    }

    /// The same as ``targetUses(of:before:)`` for the first sentences.
    public func sourceUses(of word: String, before next: (String) -> Bool) -> (holding: Int, before: Int) {
        Self.uses(of: word, in: sourceIndex[word] ?? [], words: sourceWords, before: next)
    }

    private static func uses(of word: String, in numbers: [Int32], words: [[String]], before next: (String) -> Bool) -> (holding: Int, before: Int) {
        var (holding, before) = (0, 0)
        for number in numbers {
            let sentence = words[Int(number)]
            guard sentence.contains(word) else { continue }
            holding += 1
            if sentence.indices.dropLast().contains(where: { sentence[$0] == word && next(sentence[$0 + 1]) }) { before += 1 }
        }
        return (holding, before)
    }

    /// How many pairs hold `key` in their translation; a key of several words
    /// is a phrase, held when its words, each as written or in any of its
    /// forms, follow each other (`por favor`; `tener que` in `tengo que`).
    ///
    /// - Parameter key: A lowercase word, lemma or phrase.
    public func targetCount(_ key: String) -> Int {
        let words = Self.words(of: key)
        guard words.count > 1 else { return targetIndex[key]?.count ?? 0 }
        return candidates(forPhrase: words).count
    }

    /// How many pairs hold `source` in their first sentence and `target` (a
    /// word, lemma or phrase) in their translation.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - target: A lowercase word, lemma or phrase of the second.
    public func cooccurrences(_ source: String, _ target: String) -> Int {
        pairsHolding(source, target).count
    }

    /// The Dice coefficient of `source` and `target`: twice the pairs that
    /// hold both, over the pairs that hold each. 1 when they always come
    /// together, 0 when never.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - target: A lowercase word, lemma or phrase of the second.
    public func dice(_ source: String, _ target: String) -> Double {
        let both = cooccurrences(source, target)
        guard both > 0 else { return 0 }
        return 2 * Double(both) / Double(sourceCount(source) + targetCount(target))
    }

    /// How many of the pairs holding `source` and `target` link them: no
    /// other word of the first sentence goes with `target` more strongly
    /// than `source` does, by the phi coefficient of their presence over
    /// all pairs (`correlation(both:first:second:of:)`). A word is linked
    /// in each pair to the word it is most tied to, the idea of competitive
    /// linking (Melamed, 2000), so a translation that is there for another
    /// word of the sentence does not count: `hacia` holds *to* in 36 pairs
    /// and is linked to it in 5, the rest belonging to `a`, `no`, `para`; it
    /// is linked to *towards* in all 10 pairs that hold it.
    ///
    /// Phi, not the Dice coefficient: Dice favours two frequent words, so
    /// it linked `de` to *the* in 173 of the pairs holding `from` and `de`,
    /// and to `from` in 59; by phi, `from` is linked to `de` in 540 of 622.
    ///
    /// The words that stand for `source` itself (its forms: `conocí` for
    /// `conocer`) are not its rivals.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - target: A lowercase word, lemma or phrase of the second.
    public func linkedCount(_ source: String, _ target: String) -> Int {
        let holding = pairsHolding(source, target)
        guard !holding.isEmpty else { return 0 }
        // The rivals: the keys of the other words of those pairs.
        var rivalsOfPair: [[String]] = []
        var rivals: Set<String> = []
        for number in holding {
            var keys: Set<String> = []
            for word in sourceWords[number] {
                let wordKeys = sourceKeys[word] ?? [word]
                if !wordKeys.contains(source) { keys.formUnion(wordKeys) }
            }
            rivalsOfPair.append(Array(keys))
            rivals.formUnion(keys)
        }
        // Each rival's pairs with `target`, in one pass over `target`'s pairs.
        let targetPairs = Self.words(of: target).count > 1 ? candidates(forPhrase: Self.words(of: target)) : (targetIndex[target] ?? []).map(Int.init)
        var together: [String: Int] = [:]
        for number in targetPairs {
            var seen: Set<String> = []
            for word in sourceWords[number] {
                for key in sourceKeys[word] ?? [word] where rivals.contains(key) && seen.insert(key).inserted {
                    together[key, default: 0] += 1
                }
            }
        }
        func association(_ both: Int, _ key: String) -> Double {
            Self.correlation(both: both, first: sourceCount(key), second: targetPairs.count, of: pairs.count)
        }
        let own = association(holding.count, source)
        return rivalsOfPair.filter { keys in
            keys.allSatisfy { association(together[$0] ?? 0, $0) <= own }
        }.count
    }

    /// The phi coefficient of two words' presence in `total` pairs, `first`
    /// of which hold one, `second` the other and `both` the two: 1 when they
    /// always come together, 0 when they meet as often as chance would.
    static func correlation(both: Int, first: Int, second: Int, of total: Int) -> Double {
        let (a, b, c) = (Double(both), Double(first - both), Double(second - both))
        let d = Double(total) - a - b - c
        let denominator = ((a + b) * (c + d) * (a + c) * (b + d)).squareRoot()
        return denominator > 0 ? (a * d - b * c) / denominator : 0
    }

    /// The pairs holding `source` (a word or lemma) in the first sentence, ascending.
    public func pairsHolding(_ source: String) -> [Int] { (sourceIndex[source] ?? []).map(Int.init) }

    /// The pairs holding `source` in the first sentence and `target` in the translation, ascending.
    public func pairsHolding(_ source: String, _ target: String) -> [Int] {
        guard let sources = sourceIndex[source] else { return [] }
        let words = Self.words(of: target)
        if words.count > 1 {
            return sources.map(Int.init).filter { holdsPhrase(targetWords[$0], words) }
        }
        guard let targets = targetIndex[target] else { return [] }
        var result: [Int] = []
        var (i, j) = (0, 0)
        while i < sources.count, j < targets.count {
            if sources[i] == targets[j] {
                result.append(Int(sources[i]))
                i += 1
                j += 1
            } else if sources[i] < targets[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    /// The translation words (surface forms) seen most often with `source`,
    /// among `forms`: the form of a lemma people use in this sense (`mi` of
    /// `mío` for `my`, `su` of `suyo` for `its`). Ties go to the first form in
    /// `forms`.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - forms: The candidate forms.
    ///   - sourceAsWritten: Whether to count only the pairs that hold
    ///     `source` as written, not as the lemma of another form (`ese`, not
    ///     `esa`, which goes with `quella`).
    /// - Returns: The most frequent form, or nil when none is seen with `source`.
    public func mostFrequentForm(with source: String, among forms: [String], sourceAsWritten: Bool = false) -> String? {
        var best: (form: String, count: Int)?
        for form in forms {
            // The form as written, not as the lemma it also is (`suyo`).
            let count = wordCooccurrences(source, form, sourceAsWritten: sourceAsWritten)
            if count > 0, count > best?.count ?? 0 { best = (form, count) }
        }
        return best?.form
    }

    /// How many pairs hold `source` in the first sentence and the word
    /// `form` written as it is (not as a lemma) in the translation.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - form: A lowercase word of the second.
    ///   - sourceAsWritten: Whether to count only the pairs that hold
    ///     `source` as written, not as the lemma of another form.
    public func wordCooccurrences(_ source: String, _ form: String, sourceAsWritten: Bool = false) -> Int {
        guard let sources = sourceIndex[source], let forms = targetWordIndex[form] else { return 0 }
        let holding = Set(sourceAsWritten ? sources.filter { sourceWords[Int($0)].contains(source) } : sources)
        return forms.filter(holding.contains).count
    }

    /// The translation words and two-word phrases most associated with
    /// `source` by the Dice coefficient, each seen with it in at least
    /// `minimumCount` pairs, best first. Unlike ``dice(_:_:)``, a candidate
    /// word is counted as written, not with the words it is the lemma of.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - minimumCount: The fewest pairs a candidate must share with `source`.
    ///   - limit: How many to return.
    ///   - numbers: Only these of the pairs holding `source` (the pairs of
    ///     a kind of sentence); nil for all of them.
    public func associates(of source: String, minimumCount: Int, limit: Int, among numbers: [Int]? = nil) -> [(key: String, dice: Double)] {
        guard let all = sourceIndex[source] else { return [] }
        let sources = numbers ?? all.map(Int.init)
        var counts: [String: Int] = [:]
        for number in sources where targetWords.indices.contains(number) {
            // One letter is a fragment (`don't` → `don`, `t`) or a particle,
            // never a translation worth finding.
            let words = targetWords[number].filter { $0.count > 1 }
            var keys: Set<String> = Set(words)
            for index in words.indices.dropLast() { keys.insert(words[index] + " " + words[index + 1]) }
            for key in keys { counts[key, default: 0] += 1 }
        }
        // Counted as written on both sides: a word that is also the lemma of
        // other words (`lui`, the lemma of `loro` to the analyser) is not
        // charged with their pairs.
        let scored = counts.filter { $0.value >= minimumCount }.map { key, both in
            (key: key, dice: 2 * Double(both) / Double(sources.count + (key.contains(" ") ? targetCount(key) : targetWordIndex[key]?.count ?? 0)))
        }
        return Array(scored.sorted { $0.dice != $1.dice ? $0.dice > $1.dice : $0.key < $1.key }.prefix(limit))
    }

    /// The keys (words and their lemmas) of the translations of the pairs
    /// holding `source`, each with how many of those pairs hold it, when at
    /// least `minimumCount` do; in no set order.
    ///
    /// - Parameters:
    ///   - source: A lowercase word or lemma of the first language.
    ///   - minimumCount: The fewest pairs a key must share with `source`.
    public func translationKeys(of source: String, minimumCount: Int) -> [(key: String, count: Int)] {
        var counts: [String: Int] = [:]
        for number in sourceIndex[source] ?? [] {
            var keys: Set<String> = []
            for word in targetWords[Int(number)] { keys.formUnion(targetKeys[word] ?? [word]) }
            for key in keys { counts[key, default: 0] += 1 }
        }
        return counts.filter { $0.value >= minimumCount }.map { (key: $0.key, count: $0.value) }
    }

    /// The pair numbers whose translation holds a phrase.
    private func candidates(forPhrase words: [String]) -> [Int] {
        guard let first = targetIndex[words[0]] else { return [] }
        return first.map(Int.init).filter { holdsPhrase(targetWords[$0], words) }
    }

    /// Whether a translation's words hold `phrase` as consecutive words, each
    /// word as written or as a form of it: a phrase a dictionary cites with
    /// an infinitive is used inflected (`avere bisogno di` in `ho bisogno
    /// di`, *go back* in *went back*).
    private func holdsPhrase(_ words: [String], _ phrase: [String]) -> Bool {
        guard phrase.count <= words.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in
            phrase.indices.allSatisfy { offset in
                let word = words[start + offset]
                return word == phrase[offset] || (targetKeys[word]?.contains(phrase[offset]) ?? false)
            }
        }
    }

    /// Whether `words` holds `phrase` as consecutive words.
    static func contains(_ words: [String], phrase: [String]) -> Bool {
        guard phrase.count <= words.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in
            phrase.indices.allSatisfy { words[start + $0] == phrase[$0] }
        }
    }

    /// The number of words of a pair's first sentence.
    public func sourceLength(_ pair: Int) -> Int { sourceWords[pair].count }

    /// The lowercase words of a pair's first sentence, in order.
    ///
    /// - Parameter pair: A pair number.
    public func sourceWords(ofPair pair: Int) -> [String] { sourceWords[pair] }

    /// The words of a pair's translation, in order.
    ///
    /// - Parameter pair: A pair's number (``pairsHolding(_:_:)``).
    public func targetWords(ofPair pair: Int) -> [String] { targetWords[pair] }
}
