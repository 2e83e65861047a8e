import Foundation
import GameKernel

/// Turns lemma-level bilingual entries into vocabulary cards: one card per
/// prompt lemma, most frequent first.
///
/// A prompt is one word of its language that Hunspell accepts, with a rank in
/// the frequency list (so inflected forms such as `are` or `haya` never
/// prompt: Apertium's entries are lemmas). Its translations are grouped by
/// part of speech; the card takes the group whose best translation is most
/// common in the answer language (a FreeDict-confirmed one breaking ties;
/// through a pivot, a group with a confirmed translation first), and
/// shows up to ``maximumTranslations`` of it: confirmed ones first, then by
/// how common each is in the answer language. A translation is kept only when
/// Hunspell of the answer language accepts each of its words, no word is
/// blocked, and (one word) it is at least ``minimumAnswerZipf`` common, which
/// drops archaic and rare words; a word Hunspell rejects passes when it is
/// common in running text (Zipf ≥ 3), so British `colour` is kept. Through a pivot (English → Spanish →
/// Italian) only confirmed translations are kept when there are any, else at
/// most two, those reached through the most Spanish words; a noun, verb or
/// adjective without a confirmed one may take one both sources agree on
/// (``widePivotTranslations``); a frequent content lemma
/// the pivot leaves without a card takes the translations FreeDict's
/// dictionary of the prompt language gives it (``fallbackTranslations``).
///
/// A card's id is `<pair>:<lemma>`, so it survives any change to its answer.
public struct VocabularyDeckBuilder: Sendable {
    /// The pair.
    public var pair: VocabularyPair
    /// The prompt language.
    public var fromLanguage: ContentLanguage
    /// Hunspell of the prompt language.
    public var acceptsPrompt: @Sendable (String) -> Bool
    /// Hunspell of the answer language.
    public var acceptsAnswer: @Sendable (String) -> Bool
    /// The prompt language's frequencies.
    public var fromFrequencies: FrequencyList
    /// The answer language's frequencies.
    public var toFrequencies: FrequencyList
    /// The most translations on one answer.
    public var maximumTranslations: Int
    /// The least Zipf frequency of a one-word translation.
    public var minimumAnswerZipf: Double
    /// The list that blocks a word, by language code and word; nil when none does.
    public var blockingList: @Sendable (_ language: String, _ word: String) -> String? = { _, _ in nil }
    /// Translations FreeDict (or, for English–Italian, Wiktionary's
    /// translation tables) confirms, as ``confirmationKey(_:_:)`` keys.
    public var confirmed: Set<String> = []
    /// For a pivot pair, the translations FreeDict's dictionary of the prompt
    /// language gives each headword (`insieme` → `together`), in its order.
    ///
    /// A pivot loses words two dictionaries do not both hold (`insieme` →
    /// `juntos`, which Spanish–English lacks), and FreeDict is the only data
    /// that goes straight from one language to the other. Its dictionaries
    /// are small and old, so they stand in only for a frequent content lemma
    /// (``isContentLemma``, Zipf ≥ ``fallbackPromptZipf``) that Apertium
    /// leaves without a card; such a card has no part of speech, which
    /// FreeDict does not give.
    public var fallbackTranslations: [String: [String]] = [:]
    /// For every pair with FreeDict dictionaries, the translations of each
    /// prompt both of them give (the data of ``fallbackTranslations``), which
    /// the corpus may put before Apertium's (`agreedTranslation(of:code:before:)`).
    public var agreedTranslations: [String: [String]] = [:]
    /// For English–Italian, the Italian translations English Wiktionary's
    /// translation tables give each English prompt, with the class of the
    /// sense they translate and their gender (``WiktionaryTranslations``).
    ///
    /// The tables label each translation, so they tell the class of a word
    /// the answer language's analyser does not know in it: Apertium's Italian
    /// analyser reads `vista` only as a form of `vedere`, but the table puts
    /// it, feminine, under the noun *view* (`agreedCandidates(of:code:)`).
    public var tableTranslations: [String: [ApertiumDictionary.Lemma]] = [:]
    /// The gender (`m`, `f`, `mf`) the same tables give each Italian noun
    /// they hold, where they give one (``WiktionaryTranslations/nounGenders(_:)``),
    /// for an Italian prompt or answer no dictionary entry genders
    /// (`supporto`, `carica`).
    public var tableNounGenders: [String: String] = [:]
    /// For a pivot pair, the answer lemmas each prompt reaches through both
    /// directions of each dictionary (`ApertiumDictionary.merged(withReversed:)`),
    /// where a confirmed translation the strict pivot misses may be found.
    ///
    /// A pivot reaches only what the middle language's words lead to: English
    /// `wife` is only `mujer` in Apertium's English–Spanish dictionary, and
    /// `mujer` is only `donna` (woman) in its Spanish–Italian one; Spanish–
    /// English alone has `esposa` → `wife`, and `esposa` is `moglie`. When
    /// the class a card takes (a noun, verb or adjective) has no confirmed
    /// translation, a lemma reached this way joins it, as a confirmed one,
    /// if both of FreeDict's dictionaries give it (``fallbackTranslations``).
    /// Two independent sources must agree, and a confirmed translation
    /// outranks the guesses (`wife` → `la moglie`, not `la donna`).
    public var widePivotTranslations: [String: [ApertiumDictionary.Lemma]] = [:]
    /// Whether a word of a language (`es`, `it`) is one its analyser knows
    /// only as inflected forms, which tells a noun used only in the plural
    /// (``NounArticle/isPluralOnly(_:language:isInflected:)``).
    public var isInflected: @Sendable (_ language: String, _ word: String) -> Bool = { _, _ in false }
    /// Whether a word of a language is a function word
    /// (`Dictionaries/coverage/<lang>-function-words.txt`). A function word's
    /// card may be a noun only when the noun is about as common
    /// (`isRareHomograph(of:translation:)`); else it takes its own class
    /// (`ante` → `before`, not the noun `elk`).
    public var isFunctionWord: @Sendable (_ language: String, _ word: String) -> Bool = { _, _ in false }
    /// Whether a prompt is a content lemma (``ContentLemmaFilter``): a
    /// headword a learner's deck should teach, not a form or a name.
    public var isContentLemma: @Sendable (String) -> Bool = { _ in false }
    /// Sentence pairs of the two languages (Tatoeba), prompt language first:
    /// how often a translation goes with the prompt in use orders a card's
    /// senses, and gives its example sentence. Nil keeps the dictionary's order.
    public var corpus: ParallelCorpus?
    /// The forms of an answer-language lemma (`suyo` → `su`, `sus`, `suyo`…),
    /// for a determiner or pronoun shown in the form the corpus uses most.
    public var answerForms: @Sendable (String) -> [String] = { _ in [] }
    /// The parts of speech Apertium's analyser gives an answer-language word,
    /// for a translation found in the corpus rather than a dictionary.
    public var answerTags: @Sendable (String) -> [String] = { _ in [] }
    /// The lemmas Apertium's analyser gives an answer-language word (`debe` → `deber`).
    public var answerLemmas: @Sendable (String) -> [String] = { _ in [] }
    /// How often running text uses an answer-language lemma as each class
    /// (``TaggedClassUses``): a word the corpus pairs with a verb is a verb's
    /// translation only if it is used mostly as a verb (`back` is an adverb
    /// 265 times and a verb 18).
    public var answerClassUses: @Sendable (String) -> [PartOfSpeechCode: Int] = { _ in [:] }
    /// Whether Apertium's analyser knows an answer-language word only as a
    /// proper noun (`john` → `John`, `york` → `York`).
    public var answerIsName: @Sendable (String) -> Bool = { _ in false }
    /// How far a labelled source (`Dictionaries/labels/<lang>.tsv`) calls a
    /// word of a language (`en`, `es`, `it`) a name, or nil when none does;
    /// for `isNameOfItself(prompt:answer:)`.
    public var nameLabel: @Sendable (_ language: String, _ word: String) -> WordLabels.Strength? = { _, _ in nil }
    /// The forms of a prompt-language lemma, for a determiner shown in its
    /// everyday form (`suyo` is shown `su`).
    public var promptForms: @Sendable (String) -> [String] = { _ in [] }
    /// The lemmas Apertium's analyser gives a prompt-language word (`paia` →
    /// `parere`, `paio`), which tells a form two lemmas share.
    public var promptLemmas: @Sendable (String) -> [String] = { _ in [] }
    /// The parts of speech Apertium's analyser gives a prompt-language word.
    public var promptTags: @Sendable (String) -> [String] = { _ in [] }
    /// How often running text uses a prompt-language lemma as each class
    /// (``TaggedClassUses``): a card teaches the class the prompt is used in
    /// far more often (`back` → the adverb `indietro`, not the noun
    /// `la schiena`; `kind` → the noun `tipo`, not the adjective `gentile`).
    public var promptClassUses: @Sendable (String) -> [PartOfSpeechCode: Int] = { _ in [:] }
    /// Whether the prompt language's tagger read one of some lemmas in a
    /// sentence in a class (``TaggedSentences``), or nil when it did not tag
    /// the sentence: a card's example uses its word in the card's class
    /// where the corpus has such a sentence.
    public var promptSentenceUses: @Sendable (_ lemmas: Set<String>, _ code: PartOfSpeechCode, _ sentence: String) -> Bool? = { _, _, _ in nil }
    /// How the prompt language's tagger read a word as written in its tagged
    /// corpus (``TaggedSentences/wordReadings(lemmasOf:)``): the sentences that hold
    /// it, and the count of each multiword unit it is in; nil for a word it
    /// never met.
    public var promptWordReadings: @Sendable (String) -> TaggedSentences.WordReadings? = { _ in nil }
    /// The same for the answer language's tagger and its sentences: of the
    /// examples whose prompt is in the card's class, one whose translation
    /// uses the answer in that class too comes first.
    public var answerSentenceUses: @Sendable (_ lemmas: Set<String>, _ code: PartOfSpeechCode, _ sentence: String) -> Bool? = { _, _, _ in nil }
    /// Whether a prompt-language word is a form rather than a dictionary form
    /// (`people`, `children`).
    public var isPromptForm: @Sendable (String) -> Bool = { _ in false }
    /// The gender (`m`, `f`, `mf`, or empty) the dictionaries give an
    /// answer-language noun, for a translation found in the corpus.
    public var answerGender: @Sendable (String) -> String = { _ in "" }
    /// The noun lemma a Spanish or Italian word is, or is a form of, with the
    /// gender the dictionaries give it (`cosas` → `cosa`, `f`; `anni` →
    /// `anno`, `m`), or nil: the article of a noun the corpus gave in the
    /// plural, or that no entry gave a gender (``NounArticle/formGender(of:lemma:lemmaGender:language:)``).
    public var nounLemmaGender: @Sendable (_ language: String, _ word: String) -> (lemma: String, gender: String)? = { _, _ in nil }
    /// Whether an answer-language noun names a month or a day: its English
    /// translation is a proper noun (`julio` → `July`), and it takes no
    /// article on a card.
    public var isCalendarName: @Sendable (_ language: String, _ noun: String) -> Bool = { _, _ in false }
    /// Whether a noun of a language (`en`, `es`, `it`) names a person
    /// (`artist`, `artista`): one of either gender keeps both articles
    /// (`el/la artista`), since the person's sex decides.
    public var isPersonNoun: @Sendable (_ language: String, _ noun: String) -> Bool = { _, _ in false }

    /// A prompt's rank by the frequency of all its forms (`gustar` counts
    /// `gusta`, `gustan`…); nil ranks by the lemma's own frequency.
    public var promptRank: (@Sendable (String) -> Int?)?
    /// Frequent prompt-language words to give a card from the corpus when no
    /// dictionary entry gives them one (pronouns, courtesy words: `gracias`,
    /// `ciao`, `we`).
    public var corpusPrompts: [String] = []

    /// What the builder made and what it left out.
    public struct Result: Sendable {
        /// The cards, most frequent prompt first.
        public var cards: [Card]
        /// How many prompts and translations each check removed
        /// (`prompt.rare`, `answer.blocked:<list>`, …).
        public var removed: [String: Int]
        /// The prompts whose translations come from the `fallbacks` tiers.
        public var loosePivotPrompts: [String] = []
        /// The prompts whose translations come from ``fallbackTranslations``.
        public var fallbackPrompts: [String] = []
        /// The prompts a translation was dropped from because it was the
        /// prompt itself as a name (`isNameOfItself(prompt:answer:)`), in byte order.
        public var sameNamePrompts: [String] = []
    }

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - pair: The pair.
    ///   - fromLanguage: The prompt language.
    ///   - acceptsPrompt: Hunspell of the prompt language.
    ///   - acceptsAnswer: Hunspell of the answer language.
    ///   - fromFrequencies: Frequencies of the prompt language.
    ///   - toFrequencies: Frequencies of the answer language.
    ///   - maximumTranslations: Translations per answer.
    ///   - minimumAnswerZipf: The least frequency of a one-word translation.
    public init(pair: VocabularyPair, fromLanguage: ContentLanguage, acceptsPrompt: @escaping @Sendable (String) -> Bool,
                acceptsAnswer: @escaping @Sendable (String) -> Bool, fromFrequencies: FrequencyList, toFrequencies: FrequencyList,
                maximumTranslations: Int, minimumAnswerZipf: Double) {
        self.pair = pair
        self.fromLanguage = fromLanguage
        self.acceptsPrompt = acceptsPrompt
        self.acceptsAnswer = acceptsAnswer
        self.fromFrequencies = fromFrequencies
        self.toFrequencies = toFrequencies
        self.maximumTranslations = maximumTranslations
        self.minimumAnswerZipf = minimumAnswerZipf
    }

    /// The key of a confirmed translation: both lemmas lowercased, English
    /// verbs without `to `.
    ///
    /// - Parameters:
    ///   - prompt: The prompt lemma.
    ///   - answer: The translation.
    public static func confirmationKey(_ prompt: String, _ answer: String) -> String {
        func normal(_ text: String) -> String {
            let lower = text.lowercased().precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespaces)
            return lower.hasPrefix("to ") ? String(lower.dropFirst(3)) : lower
        }
        return normal(prompt) + "\u{1}" + normal(answer)
    }

    /// Whether a dictionary confirms `answer` as a translation of `prompt`
    /// (``confirmed``). An Italian phrase is also looked up as dictionaries
    /// cite it, with its infinitive cut before the next word: FreeDict and
    /// Wiktionary write `aver bisogno di` where Apertium writes `avere
    /// bisogno di`.
    func isConfirmed(_ prompt: String, _ answer: String) -> Bool {
        if confirmed.contains(Self.confirmationKey(prompt, answer)) { return true }
        guard pair.to == "it", let cut = Self.cutInfinitive(answer) else { return false }
        return confirmed.contains(Self.confirmationKey(prompt, cut))
    }

    /// An Italian phrase whose first word is an infinitive (`-are`, `-ere`,
    /// `-ire`) with that infinitive's final `e` dropped, as Italian writes
    /// it before another word (`aver bisogno di`, `far vedere`); nil for
    /// any other text.
    static func cutInfinitive(_ phrase: String) -> String? {
        let words = phrase.split(separator: " ")
        guard words.count > 1, ["are", "ere", "ire"].contains(where: words[0].hasSuffix) else { return nil }
        return ([words[0].dropLast()] + words.dropFirst()).joined(separator: " ")
    }

    /// A translation being weighed.
    private struct Candidate {
        var lemma: ApertiumDictionary.Lemma
        var pivots: Int
        var confirmed: Bool
        var zipf: Double
        /// Pairs of the corpus that hold the prompt and this translation.
        var attested = 0
        /// Their Dice coefficient (see ``ParallelCorpus/dice(_:_:)``).
        var association = 0.0
        /// Their share of the pairs that hold the prompt.
        var share = 0.0
        /// ``share`` less the share of all pairs that hold the translation:
        /// how much more often the prompt's pairs hold it than chance would.
        var excessShare = 0.0
        /// The share of the prompt's pairs that link it to this translation
        /// (``ParallelCorpus/linkedCount(_:_:)``).
        var linkedShare = 0.0
        /// Whether the translation is a noun in the plural (`le persone`).
        var plural = false
    }

    /// The fewest pairs a translation must share with its prompt to count as
    /// attested in use…
    public static let minimumAttestation = 2
    /// …and the least share of the prompt's pairs it must be in: a sense met
    /// in fewer is not the one a learner needs first (`will` → `voluntad` is
    /// in 1.4 % of the pairs that hold `will`).
    public static let minimumSenseShare = 0.03

    /// How often `answer` goes with `prompt` in the corpus: the pairs that
    /// hold both (0 when they are fewer than ``minimumSenseShare`` of the
    /// prompt's pairs), and their Dice coefficient.
    private func attestation(_ prompt: String, _ answer: String) -> (count: Int, dice: Double, share: Double) {
        guard let corpus else { return (0, 0, 0) }
        let (key, target) = (prompt.lowercased(), answer.lowercased())
        let count = corpus.cooccurrences(key, target)
        let share = Double(count) / Double(max(1, corpus.sourceCount(key)))
        guard share >= Self.minimumSenseShare else { return (0, 0, 0) }
        return (count, corpus.dice(key, target), share)
    }

    /// `share` less the share of all the corpus's pairs whose translation
    /// holds `answer`.
    private func excessShare(_ share: Double, of answer: String) -> Double {
        guard let corpus, !corpus.pairs.isEmpty, share > 0 else { return 0 }
        return share - Double(corpus.targetCount(answer.lowercased())) / Double(corpus.pairs.count)
    }

    /// `candidate` with the corpus's evidence of it as a translation of `prompt`.
    private func withEvidence(_ candidate: Candidate, of prompt: String) -> Candidate {
        var candidate = candidate
        let answer = candidate.lemma.text
        (candidate.attested, candidate.association, candidate.share) = attestation(prompt, answer)
        candidate.excessShare = excessShare(candidate.share, of: answer)
        candidate.linkedShare = linkedShare(candidate.share, prompt, answer)
        return candidate
    }

    /// The share of `prompt`'s pairs that link it to `answer` (0 where the
    /// translation's `share` is 0: too rare a sense to attest).
    private func linkedShare(_ share: Double, _ prompt: String, _ answer: String) -> Double {
        guard let corpus, share > 0 else { return 0 }
        let key = prompt.lowercased()
        return Double(corpus.linkedCount(key, answer.lowercased())) / Double(max(1, corpus.sourceCount(key)))
    }

    /// The fewest pairs that must hold a prompt before the corpus may judge
    /// its dictionary translations: a prompt met this often whose translations
    /// none is met with gets no card (`will`: the future tense, which no
    /// word translates).
    public static let judgedEvidence = 50

    /// The cards made from `entries` (each with the number of pivot lemmas
    /// that led to it; 1 for a direct dictionary).
    ///
    /// - Parameters:
    ///   - entries: The translations.
    ///   - fallbacks: Translations, tier by tier, for the prompts `entries`
    ///     and the tiers before leave without a card; a tier marked
    ///     `coreOnly` serves only core prompts (``isContentLemma``, Zipf ≥
    ///     ``fallbackPromptZipf``). Never used for a prompt that has a card.
    /// - Returns: The cards and the removal counts (of `entries`).
    public func cards(from entries: [(entry: ApertiumDictionary.Entry, pivots: Int)],
                      fallbacks: [(entries: [(entry: ApertiumDictionary.Entry, pivots: Int)], coreOnly: Bool)] = []) -> Result {
        var removed: [String: Int] = [:]
        var sameNames: Set<String> = []
        var cards = self.cards(from: entries, removed: &removed, sameNames: &sameNames)
        var carded = Set(cards.map(\.card.id))
        var rescued: [String] = []
        for tier in fallbacks {
            var ignored: [String: Int] = [:]
            let made = self.cards(from: tier.entries.filter { item in
                !carded.contains("\(pair.id):\(item.entry.source.text)") && (!tier.coreOnly || isCore(item.entry.source.text))
            }, removed: &ignored, sameNames: &sameNames)
            cards += made
            carded.formUnion(made.map(\.card.id))
            rescued += made.map { String($0.card.id.dropFirst(pair.id.count + 1)) }
        }
        var fallbackPrompts: [String] = []
        for (prompt, translations) in fallbackTranslations where !carded.contains("\(pair.id):\(prompt)") {
            guard isCore(prompt), let rank = rank(of: prompt), blockingList(pair.from, prompt) == nil,
                  acceptsPrompt(prompt) else { continue }
            var answers: [Candidate] = []
            for answer in translations where !answers.contains(where: { $0.lemma.text == answer }) {
                if let reason = rejection(of: answer, closedClass: false) { removed["answer.\(reason)", default: 0] += 1; continue }
                if isNameOfItself(prompt: prompt, answer: answer) { sameNames.insert(prompt); continue }
                answers.append(withEvidence(Candidate(lemma: .init(text: answer, tag: ""), pivots: 1, confirmed: true,
                                                      zipf: toFrequencies.zipf(of: answer.lowercased()) ?? 0), of: prompt))
            }
            // Translations that teach another word get no card: each is
            // only of a class the prompt is seldom used in
            // (``isOfOtherClass(_:prompt:)``), and the corpus, holding the
            // prompt in ``judgedEvidence`` pairs or more, pairs none with it
            // (`will`, an auxiliary 2,359 times in tagged text and a noun 14,
            // → `volontà`). Either alone is too weak: the analysers miss
            // classes (`together` is only an adjective to Apertium's English
            // one), and a sense may be rare in the corpus and still the main
            // one (`grado`, *degree*, is mostly `in grado di`, *able to*).
            if !answers.isEmpty, (corpus?.sourceCount(prompt) ?? 0) >= Self.judgedEvidence,
               answers.allSatisfy({ isOfOtherClass($0.lemma.text, prompt: prompt)
                   && $0.attested < Self.minimumAttestation }) {
                removed["prompt.fallbackOfOtherClass", default: 0] += 1
                continue
            }
            guard !answers.isEmpty else { continue }
            // Ordered and kept by the corpus as a dictionary's are
            // (``chosen(_:)``): `first` → `primo, prima`, not the commoner
            // word `prima` (*before*) first and the unattested `dapprima`.
            let kept = chosen(answers)
            let code = fallbackClass(of: prompt, first: kept[0].lemma.text)
            cards.append((rank, card(prompt: prompt, code: code, promptGender: "", answers: kept.map { candidate in
                var labelled = candidate
                if code == .noun {
                    let gender = answerGender(candidate.lemma.text.lowercased())
                    labelled.lemma.gender = gender.isEmpty ? tableGender(of: candidate.lemma.text, language: pair.to) : gender
                }
                return labelled
            }, rank: rank)))
            fallbackPrompts.append(prompt)
        }
        // Frequent words no dictionary gives a card (pronouns, courtesy
        // words: `gracias`, `ciao`, `we`) take the translation the corpus finds.
        // A word a card already shows (`su`, the everyday form of `suyo`) needs no card of its own.
        var shownPrompts = Set(cards.map(\.card.prompt))
        for prompt in corpusPrompts where !carded.contains("\(pair.id):\(prompt)") && !shownPrompts.contains(prompt) {
            guard let rank = rank(of: prompt), blockingList(pair.from, prompt) == nil, acceptsPrompt(prompt),
                  let found = discovered(prompt, sameNames: &sameNames) else { continue }
            cards.append((rank, card(prompt: prompt, code: found.code, promptGender: "", answers: [found.candidate], rank: rank)))
            carded.insert("\(pair.id):\(prompt)")
            shownPrompts.insert(prompt)
            removed["prompt.fromCorpus", default: 0] += 1
        }
        cards.sort { $0.rank != $1.rank ? $0.rank < $1.rank : RootList.utf8Order($0.card.id, $1.card.id) }
        fallbackPrompts.sort(by: RootList.utf8Order)
        if !sameNames.isEmpty { removed["answer.sameName"] = sameNames.count }
        return Result(cards: cards.map(\.card), removed: removed,
                      loosePivotPrompts: rescued.sorted(by: RootList.utf8Order),
                      fallbackPrompts: fallbackPrompts, sameNamePrompts: sameNames.sorted(by: RootList.utf8Order))
    }

    /// One card per prompt of `entries` that has a translation.
    private func cards(from entries: [(entry: ApertiumDictionary.Entry, pivots: Int)],
                       removed: inout [String: Int], sameNames: inout Set<String>) -> [(rank: Int, card: Card)] {
        var byPrompt: [String: [(entry: ApertiumDictionary.Entry, pivots: Int)]] = [:]
        for item in entries { byPrompt[item.entry.source.text, default: []].append(item) }
        var cards: [(rank: Int, card: Card)] = []
        for (prompt, items) in byPrompt {
            let lower = prompt.lowercased()
            guard !prompt.contains(" "), fromLanguage.isSpelledWithLetters(lower) else { removed["prompt.notOneWord", default: 0] += 1; continue }
            guard prompt == lower || prompt == "I" else { removed["prompt.capitalised", default: 0] += 1; continue }
            guard let rank = rank(of: lower) else { removed["prompt.notInFrequencyList", default: 0] += 1; continue }
            if let list = blockingList(pair.from, lower) { removed["prompt.blocked:\(list)", default: 0] += 1; continue }
            guard acceptsPrompt(prompt) else { removed["prompt.notInDictionary", default: 0] += 1; continue }
            // A content word used mostly in one fixed phrase is taught as the
            // phrase, with the phrase's translations where the dictionary has
            // it (``fixedPhrase(of:)``: `embargo` → `sin embargo` → *however*,
            // not *embargo*); the card keeps the word's id and rank. The
            // corpus orders the phrase's translations by the word's pairs,
            // which hold it mostly in the phrase, but does not replace them:
            // its other evidence is of the word's lemma (`junto` shares its
            // pairs with `juntos`, *together*). A function word keeps its own
            // card (`quello`, not `quello che`).
            var items = items
            var phrase: String?
            if !isFunctionWord(pair.from, lower), let found = fixedPhrase(of: lower), let phraseItems = byPrompt[found], !phraseItems.isEmpty {
                (items, phrase) = (phraseItems, found)
                removed["prompt.fixedPhrase", default: 0] += 1
            }
            var groups: [PartOfSpeechCode: [Candidate]] = [:]
            var promptGender: [PartOfSpeechCode: String] = [:]
            for (entry, pivots) in items {
                // Function words may change class in translation (`like`<pr> → `como`<cnjadv>).
                // Through a pivot, composition has matched the classes already
                // (``ApertiumDictionary/composed(with:loosely:)``).
                guard let code = entry.source.partOfSpeech, let targetCode = entry.target.partOfSpeech,
                      pair.isPivot ? code.isNearInPivot(targetCode)
                          : targetCode == code || (code.isClosedClass && targetCode.isClosedClass) || (code.isClosedClass && targetCode == .adverb)
                else { continue }
                if prompt.count == 1, !code.isClosedClass { removed["prompt.bareLetter", default: 0] += 1; continue }
                if let reason = rejection(of: entry.target.text, closedClass: code.isClosedClass) { removed["answer.\(reason)", default: 0] += 1; continue }
                if isNameOfItself(prompt: lower, answer: entry.target.text) { sameNames.insert(lower); continue }
                let answer = entry.target.text
                let candidate = withEvidence(Candidate(lemma: entry.target, pivots: pivots,
                                                       confirmed: isConfirmed(prompt, answer),
                                                       zipf: toFrequencies.zipf(of: answer.lowercased()) ?? 0), of: prompt)
                // A translation read backwards from the other direction's
                // dictionary (pivots 0) is kept only when the corpus attests it;
                // through a pivot, only when FreeDict confirms it too: two
                // reversed dictionaries reach more senses, and the corpus
                // alone let `very` → `bene` and `its` → `loro` in.
                if pivots == 0, candidate.attested < Self.minimumAttestation || (pair.isPivot && !candidate.confirmed) { continue }
                if let index = groups[code]?.firstIndex(where: { $0.lemma.text == answer }) {
                    groups[code]?[index].pivots += pivots
                    let gender = groups[code]?[index].lemma.gender ?? ""
                    groups[code]?[index].lemma.gender = Self.citationGender(gender, entry.target.gender)
                } else {
                    groups[code, default: []].append(candidate)
                }
                promptGender[code] = Self.citationGender(promptGender[code] ?? "", entry.source.gender)
            }
            var ranked = groups.map { code, candidates in (code, chosen(candidates)) }.filter { !$0.1.isEmpty }
            if isFunctionWord(pair.from, lower) {
                let kept = ranked.filter { code, best in code != .noun || !isRareHomograph(of: lower, translation: best[0].lemma.text) }
                removed["prompt.functionWordNounDropped", default: 0] += ranked.count - kept.count
                ranked = kept
            }
            // Where the corpus attests a translation, the class whose best
            // translation goes with the prompt most often in use wins (`need`
            // is the verb `necesitar` before the noun `necesidad`), by the
            // Dice coefficient; where two classes' are within
            // ``nearAssociation`` of each other, it does not separate two content
            // classes, and the share of the prompt's pairs above chance decides
            // (`medico` is *doctor* in 83 % of them and *medical* in 17 %, at
            // Dice 0.256 and 0.261).
            let attestedGroups = ranked.filter { $0.1.contains { $0.attested >= Self.minimumAttestation } }
            let order: ((PartOfSpeechCode, [Candidate]), (PartOfSpeechCode, [Candidate])) -> Bool = attestedGroups.isEmpty
                ? { Self.groupOrder($0, $1, confirmationFirst: pair.isPivot) }
                : { lhs, rhs in
                    let (left, right) = (lhs.1.map(\.association).max() ?? 0, rhs.1.map(\.association).max() ?? 0)
                    if Self.contentClasses.contains(lhs.0), Self.contentClasses.contains(rhs.0),
                       abs(left - right) < Self.nearAssociation * max(left, right) {
                        let (leftShare, rightShare) = (lhs.1.map(\.excessShare).max() ?? 0, rhs.1.map(\.excessShare).max() ?? 0)
                        if leftShare != rightShare { return leftShare < rightShare }
                    }
                    if left != right { return left < right }
                    // The same translation in two classes (`his` → `suyo`,
                    // determiner and adjective): the function word's class;
                    // a noun and an adjective (`medico` → `médico`), the noun
                    // when the prompt is used as one (``isUsedAsNoun(_:)``).
                    if lhs.0.isClosedClass != rhs.0.isClosedClass { return rhs.0.isClosedClass }
                    if Set([lhs.0, rhs.0]) == [.noun, .adjective], isUsedAsNoun(lower) == true { return lhs.0 == .adjective }
                    return Self.groupOrder(lhs, rhs, confirmationFirst: pair.isPivot)
                }
            guard var (code, first) = (attestedGroups.isEmpty ? ranked : attestedGroups).max(by: order) else {
                removed["prompt.noTranslation", default: 0] += 1
                continue
            }
            if phrase == nil, let used = dominantClass(of: lower, chosen: code, among: ranked) {
                (code, first) = used
                removed["prompt.classByUse", default: 0] += 1
            }
            // Running text uses the prompt mostly in a class none of its
            // dictionary translations has: the translations of that class
            // both FreeDict dictionaries give take the card, ranked as any
            // group is, when the corpus attests one (`pull`, a verb 31 times
            // in 33, → `tirare`, not the noun `l'attrazione`).
            if phrase == nil, let main = mainClass(of: lower), main != code, Self.contentClasses.contains(main), groups[main] == nil {
                let agreed = agreedCandidates(of: prompt, code: main)
                if agreed.contains(where: { $0.attested >= Self.minimumAttestation }) {
                    (code, first) = (main, chosen(agreed))
                    removed["prompt.agreedForMainClass", default: 0] += 1
                }
            }
            var best = first
            if phrase == nil, pair.isPivot, [.noun, .verb, .adjective].contains(code), !best.contains(where: \.confirmed), var group = groups[code] {
                let agreed = fallbackTranslations[prompt] ?? []
                for lemma in widePivotTranslations[prompt] ?? [] where lemma.partOfSpeech == code && agreed.contains(lemma.text)
                    && !group.contains(where: { $0.lemma.text == lemma.text }) && rejection(of: lemma.text, closedClass: false) == nil
                    && !isNameOfItself(prompt: lower, answer: lemma.text) {
                    group.append(Candidate(lemma: lemma, pivots: 0, confirmed: true, zipf: toFrequencies.zipf(of: lemma.text.lowercased()) ?? 0))
                }
                best = chosen(group)
            }
            // The dictionaries give only senses nobody uses for a prompt the
            // corpus knows well (`must` → `mosto`, `sorry` → `triste`): the
            // translation people use, found in the corpus, replaces them.
            // The corpus finds a translation far more tied to the prompt than
            // any the dictionaries give (Apertium's `eso` → `this`, `ahí` →
            // `here`): the corpus's wins.
            // Compared by the share of the prompt's pairs each is in, which,
            // unlike the Dice coefficient, does not favour rare translations
            // (`nosotros` is `we` in 39 % of its pairs, `us` in 36 %).
            let bestShare = groups.values.joined().map(\.share).max() ?? 0
            let found = bestShare > 0 && phrase == nil ? discovered(prompt, sameNames: &sameNames) : nil
            if let found, found.candidate.share > 3 * bestShare, let foundCode = found.code, groups.keys.contains(foundCode) {
                cards.append((rank, card(prompt: prompt, code: found.code, promptGender: "", answers: [found.candidate], rank: rank, phrase: phrase)))
                removed["prompt.fromCorpus", default: 0] += 1
                continue
            }
            // The pivot misses the everyday word (`use` → `utilizzare`, not
            // `usare`): the corpus's translation of the card's class, in more
            // of the prompt's pairs than the card's first, comes first when a
            // FreeDict dictionary gives it too (two sources agree).
            if let found, found.code == code, !found.candidate.lemma.text.contains(" "),
               isConfirmed(prompt, found.candidate.lemma.text),
               !best.contains(where: { $0.lemma.text.lowercased() == found.candidate.lemma.text.lowercased() }),
               found.candidate.share > (best.first?.share ?? 0) {
                var joined = found.candidate
                joined.confirmed = true
                best = Array(([joined] + best).prefix(maximumTranslations))
                removed["prompt.confirmedFromCorpus", default: 0] += 1
            }
            // The class running text uses the prompt in took the card
            // (``dominantClass(of:chosen:among:)``) but none of its
            // dictionary translations is attested: the corpus's translation
            // of that class comes first (`matter`, a noun, → `questione`
            // before the unattested `affare`).
            if let found, found.code == code, !best.contains(where: { $0.attested >= Self.minimumAttestation }),
               !best.contains(where: { $0.lemma.text.lowercased() == found.candidate.lemma.text.lowercased() }) {
                best = Array(([found.candidate] + best).prefix(maximumTranslations))
                removed["prompt.corpusForUnattestedClass", default: 0] += 1
            }
            if phrase == nil, let agreed = agreedTranslation(of: prompt, code: code, before: best) {
                best = Array(([agreed] + best).prefix(maximumTranslations))
                removed["prompt.agreedFirst", default: 0] += 1
            }
            if phrase == nil, let linked = linkedFunctionTranslation(of: prompt, code: code, before: best) {
                // It replaces its own spelling with accents (`solo` the older `sólo`).
                func unaccented(_ candidate: Candidate) -> String {
                    candidate.lemma.text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                }
                best = Array(([linked] + best.filter { unaccented($0) != unaccented(linked) }).prefix(maximumTranslations))
                removed["prompt.linkedFunctionWord", default: 0] += 1
            }
            if phrase == nil, !groups.values.joined().contains(where: { $0.attested >= Self.minimumAttestation }) {
                if let found = discovered(prompt, sameNames: &sameNames) {
                    cards.append((rank, card(prompt: prompt, code: found.code, promptGender: "", answers: [found.candidate], rank: rank, phrase: phrase)))
                    removed["prompt.fromCorpus", default: 0] += 1
                    continue
                }
                if (corpus?.sourceCount(lower) ?? 0) >= Self.judgedEvidence {
                    removed["prompt.unattestedSense", default: 0] += 1
                    continue
                }
            }
            cards.append((rank, card(prompt: prompt, code: code, promptGender: promptGender[code] ?? "", answers: best, rank: rank, phrase: phrase)))
        }
        return cards
    }

    /// A translation FreeDict gives and the card lacks that the corpus links
    /// to the prompt in more of its pairs than the card's first
    /// (``ParallelCorpus/linkedCount(_:_:)``), attested as any translation
    /// must be: two sources agree on it against one. Apertium's only
    /// translation of `distinto` is *distinct*, in 1 of its 8 pairs;
    /// FreeDict's is *different*, in 6. A content word of the card's class
    /// only, in its dictionary form, as the answer language's analyser reads
    /// it: not a form of a word of another class (`guadagno`, a form of
    /// `guadagnare`, for the verb *gain*; *tires* for `gomma`), and a verb
    /// only where it is used mostly as one (``isVerbTranslation(_:)``: not
    /// *lunch* for `almorzar`, nor *tax* for `imponer`).
    private func agreedTranslation(of prompt: String, code: PartOfSpeechCode, before best: [Candidate]) -> Candidate? {
        guard Self.contentClasses.contains(code), let first = best.first else { return nil }
        let shown = Set(best.map { $0.lemma.text.lowercased() })
        var found: Candidate?
        for candidate in agreedCandidates(of: prompt, code: code) where !shown.contains(candidate.lemma.text.lowercased()) {
            guard candidate.attested >= Self.minimumAttestation else { continue }
            if candidate.linkedShare > max(first.linkedShare, found?.linkedShare ?? 0), candidate.share > first.share,
               candidate.association > first.association { found = candidate }
        }
        return found
    }

    /// FreeDict's agreed translations of the prompt (``agreedTranslations``)
    /// that are content words of the class, in their dictionary form, as
    /// ``agreedTranslation(of:code:before:)`` describes, with their evidence,
    /// in the dictionaries' order.
    private func agreedCandidates(of prompt: String, code: PartOfSpeechCode) -> [Candidate] {
        let key = prompt.lowercased()
        return (agreedTranslations[prompt] ?? []).compactMap { answer in
            let word = answer.lowercased()
            let known = answerTags(word).compactMap(PartOfSpeechCode.init(apertiumTag:)).contains(code)
            // A word the analyser does not know in the class is taken in it
            // where a translation table labels it so (`vista`, a noun).
            let tabled = known ? nil : tableLemma(of: prompt, answer, code: code)
            guard !answer.contains(" "), known && answerLemmas(word).contains(word) || tabled != nil,
                  code != .verb || isVerbTranslation(word),
                  rejection(of: answer, closedClass: false) == nil, !isNameOfItself(prompt: key, answer: answer) else { return nil }
            let tabledGender = tabled.map { Self.tableGender($0.gender) } ?? ""
            let gender = code == .noun ? (tabledGender.isEmpty ? answerGender(word) : tabledGender) : ""
            return withEvidence(Candidate(lemma: .init(text: answer, tag: "", gender: gender),
                                          pivots: 1, confirmed: true, zipf: toFrequencies.zipf(of: word) ?? 0), of: prompt)
        }
    }

    /// A translation table's gender (`f`, `m`, `mf`, `fp`, or empty) as
    /// Apertium writes one (`f`, `m`, `mf`, or empty): the plural mark is
    /// dropped, as the article follows the word's own ending.
    static func tableGender(_ gender: String) -> String {
        gender.filter { $0 == "m" || $0 == "f" }
    }

    /// The classes whose words a translation may be found for by the corpus's
    /// links alone: prepositions, adverbs and conjunctions, which do not
    /// inflect, so each is one word the corpus counts whole (a pronoun's or
    /// determiner's links are spread over its forms: `quello`, `quella`, `quelli`).
    static let linkedFunctionClasses: Set<PartOfSpeechCode> = [.preposition, .adverb, .conjunction]

    /// How many times the card's first translation's links the corpus's
    /// translation of a function word must have to come first.
    public static let linkedFunctionRatio = 2

    /// A preposition's, adverb's or conjunction's translation of the same
    /// class, in its dictionary form, that the corpus links to the prompt
    /// (``ParallelCorpus/linkedCount(_:_:)``) in at least ``discoveryPairs``
    /// pairs and ``linkedFunctionRatio`` times as many as the card's first,
    /// and that goes with the prompt more strongly (Dice): the most linked
    /// such word, or nil.
    ///
    /// A bilingual dictionary pairs prepositions one to one (`from` → `de`,
    /// `de` → `di`), and a pivot keeps that one sense; in use `from` is
    /// linked to `da` in 432 of its 612 English–Italian pairs and to `di` in 24,
    /// `by` to `da` in 253 and to `per` in 46, `at` to `a` in 416 and to `in`
    /// in 42. The Dice condition keeps a dictionary translation the corpus
    /// ties to the prompt more closely: `about` is linked to `di` (*talk
    /// about*, `parlare di`) in 366 pairs and to `su` in 107, but `su` goes
    /// with `about` by Dice 0.15 and `di`, in most Italian sentences, by 0.09.
    private func linkedFunctionTranslation(of prompt: String, code: PartOfSpeechCode, before best: [Candidate]) -> Candidate? {
        guard let corpus, Self.linkedFunctionClasses.contains(code), let first = best.first else { return nil }
        let key = prompt.lowercased()
        let firstText = first.lemma.text.lowercased()
        let least = max(discoveryMinimums.pairs, Self.linkedFunctionRatio * corpus.linkedCount(key, firstText))
        let firstDice = corpus.dice(key, firstText)
        var found: (word: String, links: Int)?
        for (word, _) in corpus.translationKeys(of: key, minimumCount: least) where word != firstText {
            let classes = answerTags(word).compactMap(PartOfSpeechCode.init(apertiumTag:))
            guard classes.contains(code) || (code == .preposition && classes.contains(.adverb)), answerLemmas(word).contains(word),
                  rejection(of: word, closedClass: true) == nil, !isNameOfItself(prompt: key, answer: word),
                  corpus.dice(key, word) > firstDice else { continue }
            let links = corpus.linkedCount(key, word)
            if links >= least, links > found?.links ?? 0 || (links == found?.links && RootList.utf8Order(word, found?.word ?? "")) {
                found = (word, links)
            }
        }
        guard let found else { return nil }
        var candidate = Candidate(lemma: .init(text: found.word, tag: ""), pivots: 1, confirmed: true,
                                  zipf: toFrequencies.zipf(of: found.word) ?? 0)
        (candidate.attested, candidate.association, candidate.share) = attestation(prompt, found.word)
        return candidate
    }

    /// The fewest pairs the corpus must hold a prompt in before it may give
    /// the prompt a translation of its own…
    public static let discoveryEvidence = 20
    /// …and the fewest pairs that translation must share with it.
    public static let discoveryPairs = 10
    /// The two minimums this builder uses (smaller for a test's small corpus).
    public var discoveryMinimums = (evidence: discoveryEvidence, pairs: discoveryPairs)
    /// The least Dice coefficient of a translation found in the corpus…
    public static let discoveryAssociation = 0.3
    /// …and of one for a pronoun, determiner or interjection.
    public static let closedClassDiscoveryAssociation = 0.2

    /// Whether a phrase ends in a function word, a fragment (`bisogno di`, `able to`).
    private func isFragment(_ phrase: String) -> Bool {
        guard let last = phrase.split(separator: " ").last else { return true }
        return !Set(answerTags(String(last))).isDisjoint(with: ["pr", "det", "cnjcoo", "cnjsub", "cnjadv"])
    }

    /// English words that negate a sentence (`not`, `n't`, `never`, `no`,
    /// `nothing`: `Dictionaries/coverage/en-negators.txt`, from Universal
    /// Dependencies), for `affirmativeFirst(_:_:code:)`; none turns it off.
    public var negators: Set<String> = []
    /// Sentences never shown as an example (``ExcludedExamples``,
    /// `Dictionaries/reviews/excluded-examples.tsv`); none by default.
    public var excludedExamples = ExcludedExamples()
    /// The least share of the pairs holding an answer word whose English
    /// sentence is negative, for the word to be a negative one (`nadie` is
    /// in 67 %, `nunca` 96 %; `todavía`, also *still*, 45 %)…
    public static let negativeWordShare = 0.6
    /// …and the fewest pairs the translation a prompt has in its other
    /// sentences must share with it.
    public var affirmativeMinimum = 5

    /// Whether the English sentence of pair `number` negates: it holds a
    /// negator, or `n't` (`don't` is the words `don`, `t`).
    private func isNegative(pair number: Int) -> Bool {
        guard let corpus else { return false }
        let words = corpus.sourceWords(ofPair: number)
        return words.indices.contains { index in
            negators.contains(words[index])
                || (words[index] == "t" && index > 0 && words[index - 1].hasSuffix("n") && negators.contains("n't"))
        }
    }

    /// Whether an answer-language word is a negative one: at least
    /// ``negativeWordShare`` of the (at least ``discoveryPairs``) pairs that
    /// hold it as written have a negative English sentence.
    private func isNegativeWord(_ word: String) -> Bool {
        guard let corpus else { return false }
        let numbers = corpus.pairsHoldingTranslationWord(word)
        guard numbers.count >= discoveryMinimums.pairs else { return false }
        return Double(numbers.filter { isNegative(pair: $0) }.count) >= Self.negativeWordShare * Double(numbers.count)
    }

    /// The card's translations with the one the English prompt has in its
    /// sentences that do not negate first, when its first is a negative word
    /// (``isNegativeWord(_:)``), or nil to keep them.
    ///
    /// English says *I never killed anyone* where Spanish and Italian say
    /// `nadie`, `nessuno`, so the corpus links *anyone* to `nadie` in most of
    /// its pairs. In the others (*Is anyone there?*) it is `alguien`: the card
    /// shows `alguien, nadie`. The translation is the word or two-word phrase
    /// most associated with the prompt in those pairs (Dice coefficient,
    /// at least ``closedClassDiscoveryAssociation``, in ``affirmativeMinimum``
    /// of them), no negative word, and no phrase that is a fragment or has a
    /// verb (`hay alguien`, there is anyone: a clause). Only for a prompt
    /// that is no negator itself (*never* is `nunca`) and no noun, verb or
    /// adjective, whose words English does not use so.
    private func affirmativeFirst(_ prompt: String, _ answers: [Candidate], code: PartOfSpeechCode?) -> [Candidate]? {
        let key = prompt.lowercased()
        guard pair.from == "en", !negators.isEmpty, let corpus, let first = answers.first, !negators.contains(key),
              ![.noun, .verb, .adjective].contains(code), !first.lemma.text.contains(" "),
              isNegativeWord(first.lemma.text.lowercased()) else { return nil }
        let affirmative = corpus.pairsHolding(key).filter { !isNegative(pair: $0) }
        guard affirmative.count >= discoveryMinimums.pairs else { return nil }
        func isVerb(_ word: Substring) -> Bool {
            let tags = answerTags(String(word))
            return !tags.isEmpty && tags.allSatisfy { $0.hasPrefix("vb") || $0 == "vaux" }
        }
        let found = corpus.associates(of: key, minimumCount: affirmativeMinimum, limit: 8, among: affirmative).first { associate in
            let words = associate.key.split(separator: " ")
            // A single word may be a determiner (`cualquier`); a phrase ending
            // in one is a fragment.
            return !words.contains { isNegativeWord(String($0)) }
                && (words.count == 1 || (!isFragment(associate.key) && !words.contains(where: isVerb)))
        }
        guard let found, found.dice >= Self.closedClassDiscoveryAssociation else { return nil }
        let candidate = withEvidence(Candidate(lemma: .init(text: found.key, tag: ""), pivots: 1, confirmed: true,
                                               zipf: toFrequencies.zipf(of: found.key) ?? 0), of: prompt)
        return Array(([candidate] + answers.filter { $0.lemma.text.lowercased() != found.key }).prefix(maximumTranslations))
    }

    /// The translation the corpus pairs with `prompt` most strongly, when it
    /// is strong enough (``discoveryAssociation``, in at least
    /// ``discoveryPairs`` pairs of a prompt seen in ``discoveryEvidence``): a phrase people use rather than
    /// its word alone (`por favor`, `lo siento`), a lemma rather than one of
    /// its forms (`deber`, not `debe`), with the part of speech the answer
    /// language's analyser gives it.
    private func discovered(_ prompt: String, sameNames: inout Set<String>) -> (candidate: Candidate, code: PartOfSpeechCode?)? {
        let key = prompt.lowercased()
        guard let corpus, corpus.sourceCount(key) >= discoveryMinimums.evidence else { return nil }
        // A pronoun or determiner spreads over several forms (`them` → `ellos`,
        // `les`, `los`), so its best form is less associated than a content
        // word's; and it is one word (`him` is not `con lui`).
        let closedClass = !Set(promptTags(key)).isDisjoint(with: ["prn", "det", "ij"])
        let found = corpus.associates(of: key, minimumCount: discoveryMinimums.pairs, limit: 8).filter { !closedClass || !$0.key.contains(" ") }
        let threshold = closedClass ? Self.closedClassDiscoveryAssociation : Self.discoveryAssociation
        guard let top = found.first, top.dice >= threshold else { return nil }
        var answer = top.key
        // A phrase people use rather than its word alone (`por favor`, `lo
        // siento`), but not for a pronoun (`him` is not `con lui`) or a verb
        // (`happen` is not `è successo`).
        let tags = Set(promptTags(key))
        let takesPhrase = !closedClass && !tags.isEmpty && !tags.isSubset(of: ["vblex", "vbmod", "vaux", "vbser", "vbhaver"])
        // A noun after the definite article the card writes itself (`las
        // mujeres` for `donne`) is the noun, not a phrase: taken as a phrase
        // it would have no part of speech, and so no article or gender.
        func isArticledNoun(_ phrase: String) -> Bool {
            let words = phrase.split(separator: " ").map(String.init)
            return words.count == 2 && NounArticle.isDefiniteArticle(words[0], language: pair.to) && answerTags(words[1]).contains("n")
        }
        // A pronoun translates as a function word (below), so for an English
        // prompt that is only a pronoun the corpus's words of other classes
        // are passed over rather than ending the search: Spanish and Italian
        // drop subject pronouns, the verb form carries the subject, and it
        // goes with the English pronoun more often than the pronoun itself
        // (`they` is `hanno` at Dice 0.41, `loro` at 0.31). Elsewhere the
        // first word decides, as before (`diverso`, a determiner to the
        // analyser, is not *several*; Italian `lo` keeps Spanish `lo`).
        func isOfOwnClass(_ word: String) -> Bool {
            pair.from != "en" || tags != ["prn"] || !Set(answerTags(word)).isDisjoint(with: ["prn", "det", "ij"])
        }
        let candidates = found.filter { $0.key.contains(" ") ? !isFragment($0.key) && !isArticledNoun($0.key) : isOfOwnClass($0.key) }
        guard let best = candidates.first, best.dice >= threshold else { return nil }
        answer = best.key
        if takesPhrase, !answer.contains(" "), let phrase = candidates.first(where: { candidate in
            candidate.key.contains(" ") && candidate.key.split(separator: " ").contains(Substring(answer)) && candidate.dice >= 0.8 * best.dice
        }) {
            answer = phrase.key
        }
        var pluralOf: String?
        if !answer.contains(" ") {
            // A verb form stands for its infinitive when that goes with the
            // prompt as often (`debe` → `deber`), and so does a noun form,
            // unless the prompt is itself a form (`people` → `le persone`, not
            // `la persona`).
            // For an English pronoun (as above), a form stands only for a
            // lemma of a function class or one the analyser gives no class
            // (`nulla`, a pronoun, is not the adjective `nullo`, also a lemma
            // of the form, so *anything* → `nulla` is no adjective).
            let lemmas = (answerTags(answer).isEmpty ? [] : answerLemmas(answer)).filter { lemma in
                isOfOwnClass(lemma) || answerTags(lemma).isEmpty
            }
            let formTags = Set(answerTags(answer))
            // A Spanish or Italian adjective is cited in the masculine
            // singular however seldom the corpus writes it so (`vera` →
            // `vero`: `vero` is in every `non è vero?`, so by Dice it goes
            // with *true* less than `vera`). Their comparatives are lemmas
            // of their own (`mejor`, `migliore`), unlike English *better*.
            if ["es", "it"].contains(pair.to), formTags == ["adj"], lemmas.count == 1, let lemma = lemmas.first, lemma != answer {
                answer = lemma
            } else if let lemma = lemmas.max(by: { corpus.dice(key, $0) < corpus.dice(key, $1) }),
               corpus.dice(key, lemma) >= 0.8 * best.dice {
                if formTags.contains("ij") {
                    // A courtesy word stays as it is said (`thanks`, not the verb `thank`).
                } else if formTags.allSatisfy({ $0 == "n" }), lemma != answer, isPromptForm(key) {
                    pluralOf = lemma
                } else {
                    answer = lemma
                }
            }
        }
        // A pronoun or determiner that agrees is cited in the masculine
        // (``masculine(of:lemma:among:language:)``), where the corpus attests
        // it: *those* → `quelli`, though its pairs hold `quelle` more.
        if closedClass, !answer.contains(" "),
           let masculine = attestedMasculine(of: answer, lemmas: answerLemmas(answer), prompt: key, sourceAsWritten: false) {
            answer = masculine
        }
        // A pronoun or determiner translates as one (`alguna` is not `ever`).
        if closedClass, !answer.contains(" "), Set(answerTags(answer)).isDisjoint(with: ["prn", "det", "ij"]),
           !Set(promptTags(key)).contains("ij") { return nil }
        // English `I` is written in capitals; the corpus's words are lowercase.
        if pair.to == "en" { answer = answer.split(separator: " ").map { $0 == "i" ? "I" : String($0) }.joined(separator: " ") }
        guard rejection(of: answer, closedClass: true) == nil else { return nil }
        if isNameOfItself(prompt: key, answer: answer) {
            sameNames.insert(key)
            return nil
        }
        // The answer's class, the prompt's own where the answer has it (`eso`, a pronoun, is the pronoun `that`).
        let answerCodes = answerTags(answer).compactMap(PartOfSpeechCode.init(apertiumTag:))
        let promptCodes = Set(tags.compactMap(PartOfSpeechCode.init(apertiumTag:)))
        // A word of another class is another word (`grado`, a noun, is not
        // `able`); function words pass between their classes (`them`, a
        // pronoun, is the determiner `loro`), and a courtesy word is one
        // whatever the analyser calls it (`grazie`, to it the plural of `grazia`).
        let compatible = answerCodes.contains(where: promptCodes.contains)
            || (answerCodes.contains(where: \.isClosedClass) && promptCodes.contains(where: \.isClosedClass))
            || answerCodes.contains(.interjection) || promptCodes.contains(.interjection)
            || Set(promptTags(key) + answerTags(answer)).contains("ij")
        if !answer.contains(" "), !promptCodes.isEmpty, !answerCodes.isEmpty, !compatible { return nil }
        // Of the classes both words have, the prompt's main one (``mainClass(of:)``:
        // a translation that is an adjective and an adverb, as the prompt is,
        // is labelled with the class the prompt is used in more).
        let main = mainClass(of: key).flatMap { main in answerCodes.contains(main) && promptCodes.contains(main) ? main : nil }
        // A pronoun translated by a function word is taught as a pronoun,
        // though the analyser reads the word as another class first (`loro`,
        // the determiner, is also a form of the pronoun `lui`).
        let pronoun: PartOfSpeechCode? = promptCodes == [.pronoun] && answerLemmas(answer).contains { answerTags($0).contains("prn") } ? .pronoun : nil
        // A word the analyser does not know takes the class a translation
        // table gives it under the prompt (`baby` → `bebè`, a noun).
        let tabled = answerCodes.isEmpty ? tableTranslations[key]?.first { $0.text.lowercased() == answer }?.partOfSpeech : nil
        let code = answer.contains(" ") ? nil : main ?? answerCodes.first(where: promptCodes.contains) ?? pronoun ?? answerCodes.first ?? tabled
        // A content word found only through a form the prompt shares with
        // another lemma translates that lemma: Italian `paia` is a form of
        // `parere` (to seem) and the plural of `paio` (pair), and `fosse` of
        // `essere` and `fossa`; *pair* and *thought* are not `parere` and `fossa`.
        if let code, Self.contentClasses.contains(code), !answer.contains(" "),
           ownFormShare(of: key, with: answer) < Self.minimumOwnFormShare { return nil }
        // Only for a verb's own dictionary form: a form (`da`, `pienso`) or
        // another class (`hey` → `oye`) keeps what the corpus pairs it with.
        if code == .verb, promptCodes.contains(.verb), !isPromptForm(key), !isVerbTranslation(answer) { return nil }
        let (count, dice, share) = attestation(prompt, answer)
        let gender = code == .noun ? answerGender(pluralOf ?? answer) : ""
        var candidate = Candidate(lemma: .init(text: answer, tag: "", gender: code == .noun && gender.isEmpty ? tableGender(of: answer, language: pair.to) : gender),
                                  pivots: 1, confirmed: false, zipf: toFrequencies.zipf(of: answer) ?? 0, attested: count, association: dice, share: share)
        candidate.plural = pluralOf != nil
        return (candidate, code)
    }

    /// The class of a card FreeDict's translations make, which FreeDict does
    /// not give: the prompt's main class (``mainClass(of:)``, from the
    /// tagger's counts) when the answer language's analyser gives the first
    /// translation that class too (`police` → `la polizia`, a noun; `away` →
    /// `lontano`, an adverb), or a translation table gives it under that
    /// class (`baby` → `bebè`, which the Italian analyser does not know);
    /// nil otherwise, and for a phrase.
    func fallbackClass(of prompt: String, first answer: String) -> PartOfSpeechCode? {
        guard !answer.contains(" "), let main = mainClass(of: prompt.lowercased()) else { return nil }
        return answerTags(answer.lowercased()).compactMap(PartOfSpeechCode.init(apertiumTag:)).contains(main)
            || tableLemma(of: prompt, answer, code: main) != nil ? main : nil
    }

    /// The translation table's lemma for `answer` under `prompt` in the
    /// class `code` (``tableTranslations``), or nil.
    func tableLemma(of prompt: String, _ answer: String, code: PartOfSpeechCode) -> ApertiumDictionary.Lemma? {
        let word = answer.lowercased()
        return tableTranslations[prompt.lowercased()]?.first { $0.text.lowercased() == word && $0.partOfSpeech == code }
    }

    /// The gender the translation tables give `noun`, a word of `language`,
    /// as Apertium writes genders; empty when they give none.
    func tableGender(of noun: String, language: String) -> String {
        language == "it" ? tableNounGenders[noun.lowercased()] ?? "" : ""
    }

    /// The fewest tagged sentences that must hold a word before its fixed
    /// phrase may take its card…
    public static let fixedPhraseEvidence = 10
    /// …and the least share of them the phrase must be read in: a clear
    /// majority, two in three.
    public static let fixedPhraseShare = 2.0 / 3.0

    /// The fixed phrase a word is used in: the multiword unit the tagger
    /// reads it in, in at least ``fixedPhraseShare`` of the (at least
    /// ``fixedPhraseEvidence``) tagged sentences that hold it (`embargo` in
    /// `sin embargo`, 12 of 13; `favore` in `per favore`); nil for a word
    /// used on its own.
    func fixedPhrase(of word: String) -> String? {
        guard let counts = promptWordReadings(word), counts.sentences >= Self.fixedPhraseEvidence,
              let top = counts.phrases.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
              Double(top.value) >= Self.fixedPhraseShare * Double(counts.sentences) else { return nil }
        return top.key
    }

    /// Whether the answer language's analyser reads `answer` only in
    /// classes other than the prompt's main one (``mainClass(of:)``); false
    /// when either is unknown, and for a phrase.
    func isOfOtherClass(_ answer: String, prompt: String) -> Bool {
        guard !answer.contains(" "), let main = mainClass(of: prompt.lowercased()) else { return false }
        let codes = answerTags(answer.lowercased()).compactMap(PartOfSpeechCode.init(apertiumTag:))
        return !codes.isEmpty && !codes.contains(main)
    }

    /// How close, as a share of the larger, two classes' Dice coefficients
    /// must be for the share of the prompt's pairs to choose between them.
    static let nearAssociation = 0.1

    /// The words that mark a noun when they come right before a word:
    /// articles, articled prepositions, possessives and demonstratives.
    static let nounMarkers: [String: Set<String>] = [
        "en": ["the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "that"],
        "es": ["el", "la", "los", "las", "un", "una", "unos", "unas", "del", "al", "mi", "tu", "su", "mis", "tus", "sus",
               "nuestro", "nuestra", "este", "esta", "ese", "esa"],
        "it": ["il", "lo", "la", "l", "i", "gli", "le", "un", "uno", "una", "del", "dello", "della", "al", "allo", "alla",
               "nel", "nello", "nella", "dal", "dallo", "dalla", "sul", "sullo", "sulla", "mio", "mia", "tuo", "tua", "suo",
               "sua", "questo", "questa", "quel", "quello", "quella"],
    ]
    /// The fewest pairs holding a prompt as written before ``isUsedAsNoun(_:)`` judges it…
    static let nounUseEvidence = 5
    /// …and the least share of them in which a noun marker comes right before it.
    static let nounUseShare = 0.5

    /// Whether the corpus uses a word that is a noun and an adjective mostly
    /// as the noun: in at least ``nounUseShare`` of the pairs holding it as
    /// written, a noun marker (``nounMarkers``) comes right before it and no
    /// noun right after (`il medico è`, `mi amigo`; not `il secondo giorno`,
    /// `the final exam`, where it is an adjective or an ordinal). Nil with
    /// fewer than ``nounUseEvidence`` pairs.
    func isUsedAsNoun(_ word: String) -> Bool? {
        guard let corpus, let markers = Self.nounMarkers[pair.from] else { return nil }
        let holding = corpus.sourceWordCount(word)
        guard holding >= Self.nounUseEvidence else { return nil }
        // Before a noun, the word is an adjective or an ordinal (`il secondo giorno`, `the final exam`).
        let asNoun = corpus.sourceCount(of: word, after: markers) { promptTags($0).contains("n") }
        return Double(asNoun) >= Self.nounUseShare * Double(holding)
    }

    /// The least share of the pairs holding a prompt and a translation the
    /// corpus found in which the prompt is written in a form of its own
    /// (``ownFormShare(of:with:)``).
    static let minimumOwnFormShare = 0.5

    /// The share of the corpus pairs holding `prompt` and `translation` in
    /// which a word of the prompt's sentence is the prompt or one of its
    /// forms and no other lemma's (``promptLemmas``): 1 when the prompt is
    /// always written unambiguously, 0 when every pair holds it only in a
    /// form another lemma shares (`paia`). The prompt written as itself
    /// counts as its own (`people`, a form of `person` too), and so does a
    /// pair none of whose words ``promptLemmas`` knows as the prompt's.
    func ownFormShare(of prompt: String, with translation: String) -> Double {
        guard let corpus else { return 0 }
        let pairs = corpus.pairsHolding(prompt, translation.lowercased())
        guard !pairs.isEmpty else { return 0 }
        let own = pairs.filter { number in
            let words = corpus.sourceWords(ofPair: number)
            if words.contains(prompt) { return true }
            let realising = words.filter { promptLemmas($0).contains(prompt) }
            return realising.isEmpty || realising.contains { promptLemmas($0).allSatisfy { $0 == prompt } }
        }
        return Double(own.count) / Double(pairs.count)
    }

    /// Whether a one-word translation the corpus found for a verb is a verb:
    /// the answer language's analyser reads it as a verb's dictionary form of
    /// itself, and its tagger (``answerClassUses``) uses it as a verb at least
    /// as often as in any other class.
    ///
    /// A verb is often said with a particle or in a form the pairs share with
    /// it more than with the verb itself: `He vuelto` is *I'm back*, `La sto
    /// cercando` *I'm looking for her*. Neither `back` (an adverb 265 times, a
    /// verb 18) nor `looking` (a form of `look`) translates the verb; the
    /// card keeps the dictionary's translations (`return`, `search`).
    func isVerbTranslation(_ answer: String) -> Bool {
        let word = answer.lowercased()
        let codes = answerTags(word).compactMap(PartOfSpeechCode.init(apertiumTag:))
        guard codes.contains(.verb), answerLemmas(word).contains(word) else { return false }
        let uses = answerClassUses(word)
        return (uses[.verb] ?? 0) >= (uses.values.max() ?? 0)
    }

    /// The form a determiner is met in, when it is far more common than the
    /// lemma (Zipf one or more higher): Spanish `su` for `suyo`, `mi` for
    /// `mío`; `nuestro`, as common as `nuestra`, stays.
    private func everydayForm(of prompt: String) -> String {
        let own = fromFrequencies.zipf(of: prompt) ?? 0
        guard let best = promptForms(prompt).max(by: { (fromFrequencies.zipf(of: $0) ?? 0) < (fromFrequencies.zipf(of: $1) ?? 0) }),
              (fromFrequencies.zipf(of: best) ?? 0) >= own + 1 else { return prompt }
        return best
    }

    /// A prompt's rank: by all its forms when ``promptRank`` is set.
    private func rank(of prompt: String) -> Int? {
        guard let promptRank else { return fromFrequencies.rank(of: prompt) }
        return promptRank(prompt)
    }

    /// How a determiner, pronoun or noun is shown: in the form the corpus pairs
    /// with the prompt most (`my` → `mi`, not the lemma `mío`; `its` → `su`).
    ///
    /// A function word, an interjection, and a noun (a Spanish or Italian
    /// one only in its own plural, for a plural or uncountable prompt:
    /// *hair* → `capelli`) are shown in the form the corpus pairs with the prompt as
    /// the card shows it (`ese` goes with `quel`, while its lemma's other
    /// forms, `esa`, `esas`, go with `quella`), when
    /// that form is at least three times as common there as the lemma
    /// written as it is: Spanish `su`, not `suyo`, for `its`; `grazie`, not
    /// `grazia`, for `thanks`; `people`, not `person`, for `gente`. A verb is
    /// always its infinitive, an adjective its citation form.
    private func shown(_ candidate: Candidate, code: PartOfSpeechCode?, prompt: String) -> String {
        let lemma = candidate.lemma.text.lowercased()
        let formWord = code == .determiner || code == .pronoun || code == .interjection || code == .noun
        guard let corpus, formWord, candidate.attested >= Self.minimumAttestation,
              !candidate.lemma.text.contains(" "),
              case let written = (code == .determiner ? everydayForm(of: prompt) : prompt).lowercased(),
              let form = corpus.mostFrequentForm(with: written, among: answerForms(lemma), sourceAsWritten: true), form != lemma else {
            return candidate.lemma.text
        }
        // An English noun switches only to a form of another stem (`people`
        // for `person`), never to a regular plural (`things` for `cosa`).
        if code == .noun, pair.to == "en", form.hasPrefix(lemma) { return candidate.lemma.text }
        // A Spanish or Italian noun switches only to its own plural, and only
        // for a prompt that is plural or has no plural in use
        // (``isPluralOrUncountable(_:)``: *hair* is `i capelli`, *homework*
        // `los deberes`; *potato* stays `la patata`, however often its pairs
        // hold `patate`).
        if code == .noun, pair.to != "en" {
            guard isPluralOrUncountable(prompt.lowercased()), let gender = Self.gender(candidate.lemma.gender),
                  let used = NounArticle.formGender(of: form, lemma: lemma, lemmaGender: gender, language: pair.to),
                  used.plural, used.gender == gender else { return candidate.lemma.text }
        }
        guard corpus.wordCooccurrences(written, form, sourceAsWritten: true)
            >= 3 * corpus.wordCooccurrences(written, lemma, sourceAsWritten: true) else { return candidate.lemma.text }
        // An English prompt has no gender, and a determiner or pronoun that
        // agrees is cited in the masculine, as dictionaries and teachers
        // give it, wherever the corpus attests it: *those* is `quelli`, not
        // the `quelle` the corpus's pairs hold more (34 to 19), *several*
        // `diversi`, not `diverse` (17 to 10).
        if code == .determiner || code == .pronoun,
           let masculine = attestedMasculine(of: form, lemmas: [lemma], prompt: written, sourceAsWritten: true) {
            return masculine
        }
        return form
    }

    /// For an English prompt, the masculine of a feminine form of an
    /// agreeing word (``masculine(of:lemma:among:language:)``, the first
    /// of `lemmas` that has one) when the corpus pairs it with `prompt` at
    /// least once; nil otherwise, and for any other prompt language.
    ///
    /// - Parameters:
    ///   - form: The answer-language form (`quelle`).
    ///   - lemmas: Its lemmas (`quello`).
    ///   - prompt: The prompt, as written or as a key.
    ///   - sourceAsWritten: Whether the prompt counts only as written.
    private func attestedMasculine(of form: String, lemmas: [String], prompt: String, sourceAsWritten: Bool) -> String? {
        guard pair.from == "en", let corpus,
              let masculine = lemmas.lazy.compactMap({ lemma in
                  Self.masculine(of: form, lemma: lemma, among: self.answerForms(lemma), language: self.pair.to)
              }).first,
              corpus.wordCooccurrences(prompt, masculine, sourceAsWritten: sourceAsWritten) > 0 else { return nil }
        return masculine
    }

    /// The masculine form of a Spanish or Italian feminine form of a word
    /// that agrees, when `forms` has it: Italian `-e` → `-i` for a lemma in
    /// `-o` (`quelle` → `quelli`; not `tale` → `tali`, a number, not a
    /// gender), `-a` → `-o`; Spanish `-as` → `-os`, `-a` → `-o`. Nil
    /// otherwise.
    ///
    /// - Parameters:
    ///   - form: A form of `lemma`.
    ///   - lemma: Its lemma (`quello`).
    ///   - forms: The lemma's forms.
    ///   - language: `es` or `it`.
    static func masculine(of form: String, lemma: String, among forms: [String], language: String) -> String? {
        let endings: [(feminine: String, masculine: String)]
        switch language {
        case "it": endings = lemma.hasSuffix("o") ? [("e", "i"), ("a", "o")] : []
        case "es": endings = [("as", "os"), ("a", "o")]
        default: endings = []
        }
        for ending in endings where form.hasSuffix(ending.feminine) {
            let candidate = String(form.dropLast(ending.feminine.count)) + ending.masculine
            if candidate != form, forms.contains(candidate) { return candidate }
        }
        return nil
    }

    /// Whether a noun prompt is a plural (`friends`, a form of another
    /// lemma) or is hardly ever used in the plural: every other form of it
    /// at least ten times rarer (a Zipf unit below) in the prompt language's
    /// frequency list (*hair*, *income*; not *potato*, whose plural is as
    /// common). An English noun the analyser knows no plural of is
    /// uncountable (*luggage*); a Spanish or Italian one is invariable
    /// (`difficoltà`, `crisis`), which tells nothing.
    func isPluralOrUncountable(_ prompt: String) -> Bool {
        if isPromptForm(prompt) { return true }
        let own = fromFrequencies.zipf(of: prompt) ?? 0
        let others = promptForms(prompt).filter { $0 != prompt }.map { fromFrequencies.zipf(of: $0) ?? 0 }
        guard let most = others.max() else { return pair.from == "en" }
        return most <= own - 1
    }

    /// A translation as a dictionary cites it: a verb in its pronominal form
    /// where that is the sense (``pronominalForm(of:prompt:)``), an adjective
    /// or determiner in the full form of a shortened one
    /// (``fullForm(of:code:prompt:)``); a determiner shown in its everyday
    /// form (`su` for `suyo`, ``shown(_:code:prompt:)``) stays so.
    private func citationForm(of candidate: Candidate, code: PartOfSpeechCode?, prompt: String) -> String {
        let answer = shown(candidate, code: code, prompt: prompt)
        guard answer == candidate.lemma.text else { return answer }
        switch code {
        case .verb: return pronominalForm(of: answer, prompt: prompt) ?? answer
        case .adjective, .determiner: return fullForm(of: answer, code: code, prompt: prompt) ?? answer
        default: return answer
        }
    }

    /// The least share of the pairs holding a word in which it stands right
    /// before a noun for ``fullForm(of:code:prompt:)`` to read it as shortened…
    static let beforeNounShare = 0.9
    /// …and the fewest pairs that must hold it.
    static let shortFormEvidence = 5

    /// The full form of an adjective or determiner that Spanish and Italian
    /// shorten before a noun (`tercer` → `tercero`, `buen` → `bueno`, `gran`
    /// → `grande`, `algún` → `alguno`), which is the form a dictionary cites;
    /// nil for any other answer.
    ///
    /// The corpus tells the short form: it stands right before a noun in at
    /// least ``beforeNounShare`` of the pairs that hold it (`tercer` in 14 of
    /// 14, `primer` in 96 %, `buen` 97 %; `mal`, an adverb too, 26 %). The
    /// analyser tells the full form: the answer's lemma (`algún` → `alguno`,
    /// `san` → `santo`) or, for a word that is a lemma of its own (`tercer`),
    /// the word with `o`, `e` or `a` added (written without its accent) when
    /// that is a lemma of an adjective or determiner too. A prompt that
    /// stands before a noun as often keeps the short form, which matches it
    /// (`qualsiasi` → `cualquier`).
    func fullForm(of answer: String, code: PartOfSpeechCode?, prompt: String) -> String? {
        guard let corpus, code == .adjective || code == .determiner, !answer.contains(" ") else { return nil }
        let word = answer.lowercased()
        let modifying: Set<PartOfSpeechCode> = [.adjective, .determiner]
        func modifies(_ candidate: String) -> Bool {
            !modifying.isDisjoint(with: answerTags(candidate).compactMap(PartOfSpeechCode.init(apertiumTag:)))
        }
        func mostlyBeforeNoun(_ uses: (holding: Int, before: Int)) -> Bool {
            uses.holding >= Self.shortFormEvidence && Double(uses.before) >= Self.beforeNounShare * Double(uses.holding)
        }
        guard modifies(word), mostlyBeforeNoun(corpus.targetUses(of: word, before: { self.answerTags($0).contains("n") })),
              !mostlyBeforeNoun(corpus.sourceUses(of: prompt.lowercased(), before: { self.promptTags($0).contains("n") })) else { return nil }
        let stem = word.folding(options: .diacriticInsensitive, locale: Locale(identifier: "en_US_POSIX"))
        let lemmas = answerLemmas(word)
        let candidates = lemmas.contains(word) ? ["o", "e", "a"].map { stem + $0 } : lemmas
        return candidates.first { full in
            full != word && full.hasPrefix(stem) && answerLemmas(full).contains(full) && modifies(full)
        }
    }

    /// The clitic pronouns that make a Spanish or Italian verb pronominal,
    /// before it (`se sentó`, `mi sono seduto`) or on its infinitive (`sentarse`).
    static let reflexiveClitics: [String: Set<String>] = ["es": ["me", "te", "se", "nos", "os"], "it": ["mi", "ti", "si", "ci", "vi"]]
    /// The fewest pairs holding the prompt and the verb for
    /// ``pronominalForm(of:prompt:)`` to judge…
    static let pronominalEvidence = 5
    /// …and the least share of them that must use the verb with a clitic.
    static let pronominalUseShare = 0.5

    /// The pronominal form of a verb translation (Spanish `sentarse`,
    /// Italian `sedersi`) where two sources say the prompt means it:
    /// a FreeDict dictionary gives that form as the prompt's translation and
    /// neither gives the plain verb (`sit` is `sentarse` and `sedersi` in
    /// FreeDict; `stay` is `quedarse`, and `quedar` is *meet*), and the
    /// corpus uses the verb with a clitic (``reflexiveClitics``, at most two
    /// words before a form of it, or on its infinitive) in at least
    /// ``pronominalUseShare`` of the pairs holding both (`sit` → `sentar` in
    /// 59 %, `stay` → `quedar` 82 %; `eat` → `comer` 13 %, `decide` →
    /// `decidir` 5 %, which FreeDict gives only as `comerse`, `decidirse`).
    /// Nil otherwise; the analyser must read the form as the verb's.
    func pronominalForm(of answer: String, prompt: String) -> String? {
        let verb = answer.lowercased()
        guard let corpus, !verb.contains(" "), let clitics = Self.reflexiveClitics[pair.to] else { return nil }
        let stem: String
        switch pair.to {
        case "es" where verb.hasSuffix("r"): stem = verb
        case "it" where verb.hasSuffix("re"): stem = String(verb.dropLast(verb.hasSuffix("rre") ? 2 : 1))
        default: return nil
        }
        let form = stem + (pair.to == "es" ? "se" : "si")
        guard !confirmed.contains(Self.confirmationKey(prompt, verb)), confirmed.contains(Self.confirmationKey(prompt, form)),
              answerLemmas(form).contains(verb) else { return nil }
        let pairs = corpus.pairsHolding(prompt.lowercased(), verb)
        guard pairs.count >= Self.pronominalEvidence else { return nil }
        let pronominal = pairs.filter { number in
            let words = corpus.targetWords(ofPair: number)
            return words.indices.contains { index in
                let word = words[index]
                if clitics.contains(where: { word == stem + $0 }) { return true }
                guard word == verb || answerLemmas(word).contains(verb) else { return false }
                return words[max(0, index - 2)..<index].contains(where: clitics.contains)
            }
        }
        return Double(pronominal.count) >= Self.pronominalUseShare * Double(pairs.count) ? form : nil
    }

    /// `answer` with each word the answer language writes only capitalised
    /// given its capital (`spanish` → `Spanish`, `christmas` → `Christmas`).
    ///
    /// The bilingual dictionaries write English nationality, language and
    /// religion words in lowercase. A word is capitalised when Hunspell of the
    /// answer language rejects it in lowercase but accepts it capitalised, and
    /// Apertium's analyser has no common-word reading of it (only a name, or
    /// nothing): `grey` and `armour`, which en_US accepts only as the names
    /// `Grey` and `Armour`, are common words to the analyser and stay.
    ///
    /// Only English: Spanish and Italian write these words in lowercase, so
    /// a word they accept only capitalised is a name (``isName(_:)``).
    func capitalisedAsRequired(_ answer: String) -> String {
        guard pair.to == "en" else { return answer }
        return answer.split(separator: " ", omittingEmptySubsequences: false).map { part -> String in
            let word = String(part)
            guard let capitalised = onlyCapitalised(word), answerTags(word).isEmpty else { return word }
            return capitalised
        }.joined(separator: " ")
    }

    /// The capitalised form of a lowercase `word` that Hunspell of the answer
    /// language accepts only capitalised, or nil.
    private func onlyCapitalised(_ word: String) -> String? {
        guard let first = word.first, first.isLowercase, word.allSatisfy(\.isLetter) else { return nil }
        let capitalised = first.uppercased() + word.dropFirst()
        return !acceptsAnswer(word) && acceptsAnswer(capitalised) ? capitalised : nil
    }

    /// Whether an answer word is a name, which a vocabulary card must not
    /// teach as a translation (`john` → `John`, `new york`, Italian
    /// `parigi`): Hunspell of the answer language accepts it only
    /// capitalised, and either Apertium's analyser knows it only as a proper
    /// noun or the answer language is Spanish or Italian, which write
    /// nationality, language and month words in lowercase.
    func isName(_ word: String) -> Bool {
        guard onlyCapitalised(word) != nil else { return false }
        return pair.to != "en" || answerIsName(word)
    }

    /// Whether a translation is the prompt itself as a name (`john` → `john`):
    /// the same word, which a labelled source of the prompt language calls a
    /// name (in any strength) and every source of the answer language knows
    /// only as one (``WordLabels/Strength/only``).
    ///
    /// A name passes the other checks when a dictionary lists it in lowercase
    /// in another sense (en_US's `john`, slang for a toilet; `bill`, `ken`)
    /// and the answer language writes it often (Italian text says *John*),
    /// and the corpus pairs it with itself. A word both languages use (`yoga`,
    /// `tesla`, `idea`) is not a name only in the answer language, and stays.
    ///
    /// - Parameters:
    ///   - prompt: The prompt lemma.
    ///   - answer: A translation.
    func isNameOfItself(prompt: String, answer: String) -> Bool {
        let word = prompt.lowercased()
        guard answer.lowercased() == word, nameLabel(pair.from, word) != nil else { return false }
        return nameLabel(pair.to, word) == .only
    }

    /// Whether a noun card would teach a rare homograph of a function word:
    /// its first translation is a function word itself (Spanish `del` → the
    /// noun `del`) or more than one Zipf rarer than the prompt (`ante`, before,
    /// → `elk`). A noun as common as the function word stays (`cosa` →
    /// `thing`, `ora` → `hour`).
    private func isRareHomograph(of prompt: String, translation: String) -> Bool {
        let answer = translation.lowercased()
        if isFunctionWord(pair.to, answer) { return true }
        return (toFrequencies.zipf(of: answer) ?? 0) < (fromFrequencies.zipf(of: prompt) ?? 0) - 1
    }

    /// Whether a prompt is core vocabulary, which the wide fallbacks (a
    /// `coreOnly` tier, then ``fallbackTranslations``) may give a card: a content
    /// lemma at least ``fallbackPromptZipf`` common. They trade precision for
    /// reach (a reversed entry is not the preferred translation, FreeDict is
    /// small and old), a trade worth making only where a deck must not have
    /// a gap.
    private func isCore(_ prompt: String) -> Bool {
        (fromFrequencies.zipf(of: prompt) ?? 0) >= Self.fallbackPromptZipf && isContentLemma(prompt)
    }

    /// The least Zipf frequency of a prompt a fallback may give a card: once
    /// per 10,000 words, the core vocabulary a deck must not leave out for
    /// want of a pivot word.
    public static let fallbackPromptZipf = 5.0

    /// Why a translation is left out, or nil when it is kept.
    private func rejection(of answer: String, closedClass: Bool) -> String? {
        let words = answer.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        guard !words.isEmpty, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "'" } }) else { return "notWords" }
        if answer.count == 1, !closedClass { return "bareLetter" }
        for word in words {
            if let list = blockingList(pair.to, word.lowercased()) { return "blocked:\(list)" }
            if isName(word) { return "name" }
            // Apertium writes British English (`colour`, `centre`), which the
            // en_US dictionary rejects: a word common in running text counts too.
            if !acceptsAnswer(word), (toFrequencies.zipf(of: word.lowercased()) ?? 0) < Self.commonWordZipf { return "notInDictionary" }
        }
        if words.count == 1, !closedClass, (toFrequencies.zipf(of: answer.lowercased()) ?? 0) < minimumAnswerZipf { return "rare" }
        return nil
    }

    /// The fewest tagged uses of a prompt in a class before that class may
    /// replace the one the translations chose.
    static let minimumClassUses = 20

    /// How many times more often the prompt must be used in another class.
    static let dominantClassRatio = 2

    /// The prompt's main part of speech: the class running text uses it in
    /// most (``promptClassUses``, every form counted under its lemma by the
    /// tagger), when that is at least ``minimumClassUses`` uses and
    /// ``dominantClassRatio`` times the next class; nil when the evidence is
    /// thin or two classes are close.
    ///
    /// Twenty uses is where one mis-tagged sentence in five no longer
    /// decides (the tagger is wrong at times: `Turn right.` is noun noun);
    /// twice as often leaves words with two real main uses (`then`, an
    /// adverb 105 times and a conjunction 56) to the translations' own
    /// evidence, as before.
    func mainClass(of prompt: String) -> PartOfSpeechCode? {
        let ranked = promptClassUses(prompt).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue }
        guard let first = ranked.first, first.value >= Self.minimumClassUses else { return nil }
        let second = ranked.dropFirst().first?.value ?? 0
        return first.value >= Self.dominantClassRatio * second ? first.key : nil
    }

    /// The class, among those with translations, that running text uses the
    /// prompt in far more often than the chosen one (at least
    /// ``minimumClassUses`` times and ``dominantClassRatio`` times as often),
    /// with its translations; nil keeps the chosen class (no translation has
    /// a class used that much more, or the evidence is thin).
    ///
    /// The translations' own evidence (how common each is, how often it goes
    /// with the prompt in sentence pairs) cannot tell which class a learner
    /// needs first: `la schiena` is a common word and goes with `back` in
    /// sentences about backs, but `back` is mostly the adverb. It holds for
    /// function words too, for the label (`many` is a determiner 283 times and a
    /// pronoun 96), with the restriction below.
    ///
    /// A function word never becomes a noun (Apertium tags Italian `perché`
    /// a noun in most sentences). A class the tagger never gave the prompt
    /// means the tagger reads the word as another lemma (`best` is `good`,
    /// `please` only a verb, `near` only an adjective), so nothing is known
    /// of it, except a noun that is an infinitive (`el ser`, `il potere`):
    /// the tagger never calls an infinitive a noun.
    private func dominantClass(of prompt: String, chosen: PartOfSpeechCode,
                               among ranked: [(PartOfSpeechCode, [Candidate])]) -> (PartOfSpeechCode, [Candidate])? {
        let uses = promptClassUses(prompt)
        let chosenUses = uses[chosen] ?? 0
        let functionWord = isFunctionWord(pair.from, prompt)
        let others = ranked.filter { code, _ in
            code != chosen && !(functionWord && code == .noun) && (chosenUses > 0 || (chosen == .noun && code == .verb))
        }
        guard let (code, candidates) = others.max(by: { lhs, rhs in
            let (left, right) = (uses[lhs.0] ?? 0, uses[rhs.0] ?? 0)
            return left != right ? left < right : lhs.0.rawValue > rhs.0.rawValue
        }) else { return nil }
        let otherUses = uses[code] ?? 0
        guard otherUses >= Self.minimumClassUses, otherUses >= Self.dominantClassRatio * max(chosenUses, 1) else { return nil }
        // Between a function class and another, the tagger's split is not the
        // dictionaries' (`when` is an adverb in questions, `since` an adverb
        // in `ever since`), so the counts fix only the label: the switch is
        // made when the new class's first translation is one the chosen
        // class shows too (`many` → `muchos`, a determiner, not a pronoun;
        // `his` → `il suo`). Measured on the decks, a switch that changed the
        // word too was worse more often than better (`before` → `antes de
        // que`, `fino` → `refinado`, against `under` → `bajo`).
        if !(Self.contentClasses.contains(chosen) && Self.contentClasses.contains(code)) {
            let shown = Set((ranked.first { $0.0 == chosen }?.1 ?? []).map { $0.lemma.text.lowercased() })
            guard let first = candidates.first, shown.contains(first.lemma.text.lowercased()) else { return nil }
        }
        return (code, candidates)
    }

    /// The classes whose tagged counts compare with each other freely:
    /// nouns, verbs, adjectives and adverbs.
    static let contentClasses: Set<PartOfSpeechCode> = [.noun, .verb, .adjective, .adverb]

    /// The translations a group keeps, best first. Where the corpus attests
    /// some, only those are kept, the one linked to the prompt in the largest
    /// share of its pairs first (``Candidate/linkedShare``: a translation
    /// there for another word of the pair does not count, so `hacia` is
    /// *towards* before *to*, which its pairs mostly hold for other words:
    /// `a`, `no`, `para`), then
    /// the one in the largest share of them above chance
    /// (``Candidate/excessShare``; `its` → `su`, not the dictionary's first entry).
    ///
    /// The share is how often the prompt is translated so. The Dice
    /// coefficient also divides by how often the translation itself occurs,
    /// so it put a rarer translation before the usual one when both are used
    /// (`conocer` was *meet* before *know*, which is in 71 % of its pairs;
    /// `conseguir` *manage* before *get*). The share chance gives (the
    /// translation's share of all pairs) is taken off, so a word found in
    /// most sentences does not win by that alone; it is too small a
    /// correction for the commonest words, which the links make (docs/content.md,
    /// "After round 11: linked translations"). The Dice coefficient breaks ties.
    private func chosen(_ candidates: [Candidate]) -> [Candidate] {
        let attested = candidates.filter { $0.attested >= Self.minimumAttestation }
        if !attested.isEmpty {
            return Array(attested.sorted { lhs, rhs in
                if lhs.linkedShare != rhs.linkedShare { return lhs.linkedShare > rhs.linkedShare }
                if lhs.excessShare != rhs.excessShare { return lhs.excessShare > rhs.excessShare }
                if lhs.association != rhs.association { return lhs.association > rhs.association }
                return RootList.utf8Order(lhs.lemma.text, rhs.lemma.text)
            }.prefix(maximumTranslations))
        }
        return dictionaryOrder(candidates)
    }

    /// The translations a group keeps without corpus evidence, best first.
    private func dictionaryOrder(_ candidates: [Candidate]) -> [Candidate] {
        let sorted = candidates.sorted { lhs, rhs in
            if lhs.confirmed != rhs.confirmed { return lhs.confirmed }
            if pair.isPivot, lhs.pivots != rhs.pivots { return lhs.pivots > rhs.pivots }
            if lhs.zipf != rhs.zipf { return lhs.zipf > rhs.zipf }
            return RootList.utf8Order(lhs.lemma.text, rhs.lemma.text)
        }
        guard pair.isPivot else { return Array(sorted.prefix(maximumTranslations)) }
        let confirmed = sorted.filter(\.confirmed)
        guard confirmed.isEmpty else { return Array(confirmed.prefix(maximumTranslations)) }
        // Unconfirmed, a translation reached through fewer of the prompt's
        // Spanish words than the first is likely another sense of one of them
        // (`court` → `tribunal`, `juzgado` → `tribunale`; `court` → `corte` →
        // `taglio`, a cut): only the best-attested ones are kept, at most two.
        return Array(sorted.prefix(2).filter { $0.pivots == sorted.first?.pivots })
    }

    /// Orders groups: the one whose best translation is more common wins
    /// (`can` → `poder` before `lata`), then one with a confirmed translation.
    ///
    /// Through a pivot a confirmed group wins first: an unconfirmed one is a
    /// guess through a Spanish word that may have another sense (`domani` →
    /// `mañana`, noun, → `morning`, before the adverb's confirmed `tomorrow`).
    private static func groupOrder(_ lhs: (PartOfSpeechCode, [Candidate]), _ rhs: (PartOfSpeechCode, [Candidate]),
                                   confirmationFirst: Bool) -> Bool {
        let leftConfirmed = lhs.1.contains(where: \.confirmed) ? 1 : 0
        let rightConfirmed = rhs.1.contains(where: \.confirmed) ? 1 : 0
        if confirmationFirst, leftConfirmed != rightConfirmed { return leftConfirmed < rightConfirmed }
        let left = (lhs.1.map(\.zipf).max() ?? 0, leftConfirmed)
        let right = (rhs.1.map(\.zipf).max() ?? 0, rightConfirmed)
        if left != right { return left < right }
        return lhs.0.rawValue > rhs.0.rawValue
    }

    /// The fewest articled uses of a noun of common gender the corpus must
    /// hold before it may give the noun one gender…
    public static let usedGenderEvidence = 5
    /// …and the least share of them that gender must have.
    public static let usedGenderShare = 0.9

    /// The gender of at least ``usedGenderShare`` of at least
    /// ``usedGenderEvidence`` articled uses, or nil.
    static func oneGender(masculine: Int, feminine: Int) -> GrammaticalGender? {
        let total = masculine + feminine
        guard total >= usedGenderEvidence else { return nil }
        if Double(masculine) >= usedGenderShare * Double(total) { return .masculine }
        if Double(feminine) >= usedGenderShare * Double(total) { return .feminine }
        return nil
    }

    /// The one gender running text gives a noun the dictionary lists as of
    /// either (`il membro`, never `la membro`; `la capitale`), from the
    /// articles before it in the prompt's sentences of the corpus; nil when
    /// both are in use (`il/la giornalista`) or the corpus has too few.
    ///
    /// Where it overrules a gender the dictionaries give (`unambiguous`),
    /// only articles that are not also object pronouns count: `me la cavo`
    /// (I manage) is no use of the noun `cavo`.
    func usedGender(of noun: String, unambiguous: Bool = false) -> GrammaticalGender? {
        guard let corpus, let articles = NounArticle.genderedArticles[pair.from] else { return nil }
        let pronouns: Set<String> = unambiguous ? ["la", "lo"] : []
        let masculine = corpus.sourceCount(of: noun, after: articles.masculine.subtracting(pronouns))
        let feminine = corpus.sourceCount(of: noun, after: articles.feminine.subtracting(pronouns))
        return Self.oneGender(masculine: masculine, feminine: feminine)
    }

    /// The one gender the answer-language sentences of the prompt's pairs
    /// give a translation the dictionaries list as of either, from the
    /// articles before it (`police` → `la policía`, the force, not `el
    /// policía`, an officer; `end` → `el final`, not `la final`, the match);
    /// nil when both are in use there or the pairs have too few
    /// (``usedGenderEvidence``, ``usedGenderShare``, as for a prompt). A card
    /// does not ask it of a noun that names a person (``isPersonNoun``): the
    /// corpus's people are mostly men (`el artista`), and either article is right.
    ///
    /// A translation of no gender the dictionaries or the analyser know
    /// (`anywhere` is true) counts the articles, possessives and
    /// demonstratives (``NounArticle/genderedDeterminers``) before it in
    /// every sentence of the answer language that holds it (`un account`,
    /// `il suo account`).
    func usedGender(ofTranslation noun: String, of prompt: String, anywhere: Bool = false) -> GrammaticalGender? {
        guard let corpus, var articles = NounArticle.genderedArticles[pair.to] else { return nil }
        if anywhere, let determiners = NounArticle.genderedDeterminers[pair.to] {
            articles = (articles.masculine.union(determiners.masculine), articles.feminine.union(determiners.feminine))
        }
        let word = noun.lowercased()
        let numbers = anywhere ? corpus.pairsHoldingTranslationWord(word) : corpus.pairsHolding(prompt.lowercased(), word)
        let masculine = corpus.targetCount(of: word, after: articles.masculine, in: numbers)
        let feminine = corpus.targetCount(of: word, after: articles.feminine, in: numbers)
        return Self.oneGender(masculine: masculine, feminine: feminine)
    }

    /// The card for a prompt and its chosen translations.
    private func card(prompt: String, code: PartOfSpeechCode?, promptGender: String, answers: [Candidate], rank: Int,
                      phrase: String? = nil) -> Card {
        // A courtesy word is taught as one (`thanks` → `grazie`, not the noun `la grazia`).
        let code = code == .noun && promptTags(prompt.lowercased()).contains("ij") ? .interjection : code
        // A word English uses mostly in negative sentences is taught by its
        // translation in the others first (``affirmativeFirst(_:_:code:)``).
        let answers = phrase == nil ? affirmativeFirst(prompt, answers, code: code) ?? answers : answers
        /// A noun's gender and number from its lemma when no entry gave one
        /// (`cosas`, a plural the corpus pairs with `things`: `las cosas`).
        func lemmaGender(_ noun: String, language: String) -> (gender: GrammaticalGender, plural: Bool)? {
            guard !noun.contains(" "), let found = nounLemmaGender(language, noun.lowercased()),
                  let lemmaGender = Self.gender(found.gender) else { return nil }
            return NounArticle.formGender(of: noun.lowercased(), lemma: found.lemma, lemmaGender: lemmaGender, language: language)
        }
        // A translation of either gender takes the one the prompt's pairs
        // use, and one of no gender the dictionaries and the analyser know
        // (`account`) the one its sentences use (``usedGender(ofTranslation:of:anywhere:)``),
        // unless it names a person (by the English prompt, else by itself).
        let gendered = code != .noun ? answers : answers.map { candidate in
            var candidate = candidate
            // A noun no dictionary entry genders takes the gender a
            // translation table gives it (`charge` → `la carica`), before the
            // corpus's.
            if candidate.lemma.gender.isEmpty, lemmaGender(candidate.lemma.text, language: pair.to) == nil {
                candidate.lemma.gender = tableGender(of: candidate.lemma.text, language: pair.to)
            }
            let person = pair.from == "en" ? isPersonNoun("en", prompt.lowercased()) : isPersonNoun(pair.to, candidate.lemma.text.lowercased())
            let unknown = candidate.lemma.gender.isEmpty && lemmaGender(candidate.lemma.text, language: pair.to) == nil
            guard candidate.lemma.gender == "mf" || unknown, !person, !candidate.lemma.text.contains(" "),
                  let used = usedGender(ofTranslation: candidate.lemma.text, of: prompt, anywhere: unknown) else { return candidate }
            candidate.lemma.gender = used == .masculine ? "m" : "f"
            return candidate
        }
        var promptGenderValue = code == .noun ? Self.gender(promptGender) : nil
        var promptIsPlural = false
        if code == .noun, promptGenderValue == nil, let found = lemmaGender(prompt, language: pair.from) {
            (promptGenderValue, promptIsPlural) = (found.gender, found.plural)
        }
        if code == .noun, promptGenderValue == nil {
            promptGenderValue = Self.gender(tableGender(of: prompt, language: pair.from))
        }
        // The corpus's one gender replaces "either" from the dictionaries, and
        // also a single gender they give when the corpus has the other
        // (`medico` is feminine in the entry of `médica`, and masculine in all
        // 9 articled uses of it). A noun that starts with a vowel keeps a
        // single gender, because its articles do not tell it (`un'idea`, `el agua`).
        if code == .noun, !promptIsPlural, let known = promptGenderValue, known == .common || !NounArticle.startsWithVowel(prompt),
           let used = usedGender(of: prompt.lowercased(), unambiguous: known != .common) {
            promptGenderValue = used
        }
        func withArticle(_ noun: String, gender: GrammaticalGender?, language: String, plural known: Bool = false) -> String {
            // Months and days take no article on a card (`julio`, not `el julio`).
            if isCalendarName(language, noun.lowercased()) { return noun }
            if gender == nil, let found = lemmaGender(noun, language: language) {
                return NounArticle.withArticle(noun, gender: found.gender, language: language, plural: known || found.plural)
            }
            let plural = known || NounArticle.isPluralOnly(noun, language: language) { isInflected(language, $0) }
            return NounArticle.withArticle(noun, gender: gender, language: language, plural: plural)
        }
        let shownPrompt = phrase ?? (code == .noun ? withArticle(prompt, gender: promptGenderValue, language: pair.from, plural: promptIsPlural)
            : code == .determiner ? everydayForm(of: prompt) : prompt)
        var seen: Set<String> = []
        let shownAnswers = gendered.enumerated().map { index, candidate in
            guard code == .noun else { return citationForm(of: candidate, code: code, prompt: prompt) }
            // A Spanish or Italian noun shown in the plural (``shown(_:code:prompt:)``)
            // is the first answer only, so one card does not mix numbers
            // (`el chisme, el cotilleo`, not `el chisme, los cotilleos`).
            let form = shown(candidate, code: code, prompt: prompt)
            let plural = pair.to != "en" && form.lowercased() != candidate.lemma.text.lowercased()
            return plural && index > 0
                ? withArticle(candidate.lemma.text, gender: Self.gender(candidate.lemma.gender), language: pair.to, plural: candidate.plural)
                : withArticle(form, gender: Self.gender(candidate.lemma.gender), language: pair.to, plural: candidate.plural || plural)
        }.map(capitalisedAsRequired).filter { seen.insert($0).inserted }
        let answerGender = code == .noun
            ? gendered.first.flatMap { Self.gender($0.lemma.gender) ?? lemmaGender($0.lemma.text, language: pair.to)?.gender } : nil
        let gender = ["es", "it"].contains(pair.from) ? promptGenderValue : answerGender
        let audio = pair.from == "en"
            ? shownAnswers.first.map { CardAudio(language: LanguageCode(rawValue: pair.to), text: $0) }
            : CardAudio(language: LanguageCode(rawValue: pair.from), text: shownPrompt)
        return Card(id: "\(pair.id):\(prompt)", prompt: shownPrompt, answer: shownAnswers.joined(separator: ", "),
                    partOfSpeech: code?.partOfSpeech, gender: gender, rank: rank,
                    example: example(prompt: prompt, code: code, answers: gendered.map(\.lemma.text), phrase: phrase), audio: audio)
    }

    /// The source a card's example names.
    public static let exampleSource = "Tatoeba"
    /// The most words an example sentence may have.
    public static let maximumExampleWords = 12

    /// The example sentence of a card whose answer was corrected by hand
    /// (``DeckCorrections``), chosen as for any card: the shortest natural
    /// pair that holds the prompt and one of the new translations, the
    /// card's class first. An article the card writes is not looked for
    /// (`il sito` is found as `sito`).
    ///
    /// - Parameter card: A card of this builder's pair, after correction.
    /// - Returns: The example, or nil when no pair fits.
    public func example(forCorrected card: Card) -> CardExample? {
        let prompt = String(card.id.drop { $0 != ":" }.dropFirst())
        let answers = card.answer.components(separatedBy: ", ").map { answer in
            var words = ParallelCorpus.words(of: answer)
            while words.count > 1, NounArticle.isDefiniteArticle(words[0], language: pair.to) { words.removeFirst() }
            return words.joined(separator: " ")
        }
        return example(prompt: prompt, code: card.partOfSpeech.flatMap { PartOfSpeechCode(rawValue: $0.rawValue) }, answers: answers)
    }

    /// The card's example: of the corpus's pairs that hold the prompt (any
    /// of its forms; for a card of a fixed phrase, the phrase as written)
    /// and one of its translations, in the order shown, the
    /// shortest natural one (``isNatural(_:)``: a sentence of 2 to
    /// ``maximumExampleWords`` words, capitalised and ended as a sentence,
    /// without quotation marks or digits, no word a blocklist holds on
    /// either side: not `¡Hijo de puta!` for `hijo`, and not excluded by a
    /// reviewer: ``excludedExamples``); the first in byte
    /// order among equals, so a rebuild picks the same. Of those, a sentence
    /// the tagger reads with the prompt in the card's class comes first
    /// (``usesPrompt(_:as:in:)``): `partire` is shown in `Un giorno Elisa
    /// partì per Madrid`, not in `Ho perso la partita` (the noun `partita`);
    /// among those, one whose translation the answer language's tagger reads
    /// with the answer in that class (``answerSentenceUses``), then one with
    /// the prompt as written (`hijo`, not its form `hija`); where the
    /// taggers find none, the shortest stays. A later translation's
    /// sentence is shown where only it uses the prompt in the card's class.
    private func example(prompt: String, code: PartOfSpeechCode?, answers: [String], phrase: String? = nil) -> CardExample? {
        guard let corpus else { return nil }
        let key = prompt.lowercased()
        // A card for a fixed phrase shows it in full (`sin embargo`, not `embargo` alone).
        let phraseWords = phrase.map(ParallelCorpus.words(of:)) ?? []
        /// The best of `numbers` for `answer` (nil: any translation), with
        /// whether the tagger reads the prompt in it in the card's class.
        func best(of numbers: [Int], answer: String?) -> (number: Int, inClass: Bool)? {
            let natural = numbers.filter { number in
                let words = corpus.sourceLength(number)
                return words >= 2 && words <= Self.maximumExampleWords
                    && (phraseWords.isEmpty || ParallelCorpus.contains(corpus.sourceWords(ofPair: number), phrase: phraseWords))
                    && Self.isNatural(corpus.pairs[number].text) && Self.isNatural(corpus.pairs[number].translation)
                    && excludedExamples.allows(corpus.pairs[number].text, corpus.pairs[number].translation)
                    && !corpus.sourceWords(ofPair: number).contains { blockingList(pair.from, $0) != nil }
                    && !corpus.targetWords(ofPair: number).contains { blockingList(pair.to, $0) != nil }
            }
            // `inClass` (4) where the prompt's sentence uses it in the card's
            // class, plus 2 where the translation uses the answer in it, plus 1
            // where the sentence has the prompt as written (`hijo`, not `hija`):
            // a sentence in the card's class outweighs the other two together.
            let inClass = 4
            let answerKeys = answer.map { Set([$0.lowercased()] + self.answerLemmas($0.lowercased())) } ?? []
            func fit(_ number: Int) -> Int {
                let written = corpus.sourceWords(ofPair: number).contains(key) ? 1 : 0
                guard let code else { return written }
                return (usesPrompt(key, as: code, in: corpus.pairs[number].text) == true ? inClass : 0)
                    + (!answerKeys.isEmpty && answerSentenceUses(answerKeys, code, corpus.pairs[number].translation) == true ? 2 : 0) + written
            }
            let fits = natural.map { (number: $0, fit: fit($0)) }
            let top = fits.map(\.fit).max() ?? 0
            let shortest = fits.filter { $0.fit == top }.map(\.number).min { lhs, rhs in
                let (left, right) = (corpus.pairs[lhs], corpus.pairs[rhs])
                let (leftLength, rightLength) = (corpus.sourceLength(lhs), corpus.sourceLength(rhs))
                if leftLength != rightLength { return leftLength < rightLength }
                if left.text.count != right.text.count { return left.text.count < right.text.count }
                return RootList.utf8Order(left.text + "\t" + left.translation, right.text + "\t" + right.translation)
            }
            return shortest.map { ($0, top >= inClass) }
        }
        // The first translation's sentence, unless the tagger does not read
        // the prompt in it in the card's class and does in a later one's
        // (`force`, a verb card: not `They took it by force.`).
        let bests: [(number: Int, inClass: Bool)] = answers.compactMap { best(of: corpus.pairsHolding(key, $0.lowercased()), answer: $0) }
        var chosen = (bests.first { $0.inClass } ?? bests.first)?.number
        // A phrase no pair translates with the card's answers is still shown
        // in use, translated as its pair has it (`accanto a` → *next to*, on a
        // card that says *beside*).
        if chosen == nil, !phraseWords.isEmpty { chosen = best(of: corpus.pairsHolding(key), answer: nil)?.number }
        guard let chosen else { return nil }
        let found = corpus.pairs[chosen]
        return CardExample(text: found.text, translation: found.translation, source: Self.exampleSource)
    }

    /// Whether the tagger read a prompt (the word or a lemma it is a form
    /// of: `children` is `child`) in `sentence` as `code`; nil when it did
    /// not tag the sentence.
    ///
    /// - Parameters:
    ///   - prompt: The card's prompt lemma (its id after `<pair>:`).
    ///   - code: The card's class.
    ///   - sentence: A prompt-language sentence.
    public func usesPrompt(_ prompt: String, as code: PartOfSpeechCode, in sentence: String) -> Bool? {
        let key = prompt.lowercased()
        return promptSentenceUses(Set([key] + promptLemmas(key)), code, sentence)
    }

    /// Whether a sentence reads as a natural example: it starts with a
    /// capital letter (after `¿` or `¡`), ends with `.`, `!` or `?`, and
    /// holds no quotation marks, brackets or digits (dialogue, lists and
    /// figures make poor flashcard examples).
    static func isNatural(_ sentence: String) -> Bool {
        let trimmed = sentence.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, ".!?".contains(last),
              let first = trimmed.drop(while: { "¿¡".contains($0) }).first, first.isUppercase else { return false }
        return !trimmed.contains { "\"“”«»()[]{}".contains($0) || $0.isNumber }
    }

    /// The Zipf frequency from which a word Hunspell rejects still counts as
    /// a word of the answer language (once per million words).
    static let commonWordZipf = 3.0

    /// One gender for a noun two entries give: the known one when the other
    /// is unknown, and masculine when one says `m` and the other `f`.
    ///
    /// The Apertium import spells a noun of person in the gender of its entry
    /// (`hermano` + f is `hermana`) when the analyser knows the lemma; when it
    /// does not, the feminine entry keeps the masculine citation form
    /// (`fabricante` → `costruttore` + f, which is `costruttrice`), and the
    /// word as written is masculine.
    static func citationGender(_ known: String, _ other: String) -> String {
        if known.isEmpty { return other }
        if other.isEmpty || other == known { return known }
        return Set([known, other]) == ["m", "f"] ? "m" : known
    }

    /// The gender for Apertium's code.
    static func gender(_ code: String) -> GrammaticalGender? {
        switch code {
        case "m": .masculine
        case "f": .feminine
        case "mf": .common
        default: nil
        }
    }
}
