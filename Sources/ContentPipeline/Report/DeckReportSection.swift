import Foundation
import GameKernel

/// The "Flashcard decks" section of the content report.
enum DeckReportSection {
    static func markdown(_ data: ContentReportData, settings: ContentSettings) -> String {
        var out = """

        ## Flashcard decks

        `decks/<id>.json`, deck format \(ContentDeck.currentFormat) (see `docs/content.md`):
        `{"format", "id", "title", "languages": [prompt, answer], "cards", "source"}`;
        a card is `{"id", "prompt", "answer"}` plus, where known, `partOfSpeech`,
        `gender`, `rank`, `example` and `audio` (`{"language", "text"}`). Card ids are
        `<pair>:<lemma>`, so an edited answer keeps its card's id.

        Vocabulary decks come from Apertium's lemma-level bilingual dictionaries
        (`Dictionaries/apertium/`): English–Spanish and Spanish–Italian directly;
        English–Italian through Spanish (English → Spanish → Italian, and back),
        where a translation FreeDict's English–Italian dictionaries or English
        Wiktionary's translation tables (`Dictionaries/wiktionary/`, CC BY-SA 3.0)
        confirm is kept and the others dropped (`feature` → `la caratteristica`,
        not the verb `presentare`), and where none is confirmed at most two, those
        reached through the most Spanish words, are kept (`court` →
        `il tribunale` through `tribunal` and `juzgado`, not `il taglio`, a cut,
        through `corte` alone). A noun, verb or adjective with no confirmed
        translation takes one that Apertium reaches read both ways and both
        directions give (FreeDict's Italian–English dictionary, and its
        English–Italian one or Wiktionary's tables), in place of the guesses (`wife` → `mujer` →
        `la donna` gives way to `la moglie`, through `esposa`). A noun the
        entries give as both `m` and `f` is the masculine citation form
        (`il costruttore`). A prompt the pivot leaves without a
        card tries again letting adverbs, conjunctions and prepositions change
        class on the way (`cioè` → `es decir`, an adverb in Spanish–English, →
        `that is to say`); a *core* prompt (a content lemma, see below, of Zipf ≥
        \(VocabularyDeckBuilder.fallbackPromptZipf)) still without one tries both directions of each Apertium
        dictionary (`quindi` ← `por consiguiente` → `therefore`), then the
        translations both FreeDict dictionaries give (`insieme` → `together`;
        such a card has no part of speech). English comparatives and superlatives
        Apertium pairs with a Spanish lemma are words of their own (`better` ↔
        `mejor`). A prompt is a lemma Hunspell accepts
        with a wordfreq rank; the card takes the part of speech whose best
        translation is most common in the answer language (through the pivot, one
        with a FreeDict-confirmed translation first: `domani` is the adverb
        `tomorrow`, not the noun `mañana` → `morning`), and shows up to \(settings.decks.maximumTranslations) translations of it, confirmed
        ones first, then the most common in the answer language. One-word
        translations rarer than Zipf \(settings.decks.minimumAnswerZipf) and blocklisted or archaic words are
        dropped. Spanish and Italian nouns carry their article (`el agua`,
        `la casa`, `lo zio`, `l'acqua`; a noun used only in the plural, the
        plural one: `las gafas`, `i soldi`) and gender. A function word
        (`Dictionaries/coverage/`) takes a noun card only when the noun is about
        as common and not a function word itself (`ante` is `in front of`, not
        the noun `elk`). Months and days take no article: a Spanish or Italian noun
        whose English translation is capitalised (`julio` → `July`). A noun the
        dictionaries give both genders takes the one the sentence pairs of its
        card use, when \(Int(VocabularyDeckBuilder.usedGenderShare * 100)) % of at least \(VocabularyDeckBuilder.usedGenderEvidence) articles before it are of
        one (*police* → `la policía`, the force; *end* → `el final`), unless it
        names a person (`el/la artista`: its first sense in WordNet 3.0 is a
        person, `Dictionaries/labels/en-person-nouns.txt`); a noun they give no
        gender, the one every sentence holding it gives by its articles,
        possessives and demonstratives, at the same bar (*account* → `l'account`). An English function
        word or adverb whose first translation is a negative word (`nadie`:
        \(Int(VocabularyDeckBuilder.negativeWordShare * 100)) % of its pairs have a negator, `Dictionaries/coverage/en-negators.txt`)
        shows first the word its pairs without a negator hold (*anyone* → `alguien,
        nadie`; *ever* → `alguna vez, nunca`; *even* → `persino, nemmeno`).

        **Evidence of use.** Sentence pairs of the Tatoeba Project
        (`Dictionaries/tatoeba/`, CC BY 2.0 FR) measure how a prompt is translated
        in use: each word stands for itself and its lemmas (`debe` for `deber`), and
        a translation is *attested* when at least \(VocabularyDeckBuilder.minimumAttestation) pairs hold both, and at
        least \(Int(VocabularyDeckBuilder.minimumSenseShare * 100)) % of the pairs that hold the prompt. Where some translation is attested,
        the card takes the class of the one most tied to the prompt (Dice
        coefficient), shows only attested translations, most tied first (`need` →
        `necesitar`, the verb; `its` → `su`), and shows a determiner, pronoun or
        interjection (and an English noun) in the form the pairs use when it is three
        times as common there as the lemma (`mi`, not `mío`; `grazie`, not `grazia`;
        `people`, not `person`); a Spanish or Italian noun so only in its own plural,
        for a prompt that is a plural or is seldom used in one (a Zipf unit below:
        *hair* → `i capelli`, *homework* → `los deberes`; *potato* stays `la patata`). Where none is, and the corpus holds the prompt in at
        least \(VocabularyDeckBuilder.discoveryEvidence) pairs, the translation the pairs tie to it most strongly
        (Dice ≥ \(VocabularyDeckBuilder.discoveryAssociation), ≥ \(VocabularyDeckBuilder.closedClassDiscoveryAssociation) for a pronoun, determiner or interjection)
        takes the card (`must` → `deber`, not `mosto`; `please` → `por favor`;
        `sorry` → `lo siento`), and so does one whose share of the prompt's pairs is
        three times the best dictionary translation's in the same class (`eso` →
        `that`, not Apertium's `this`), or that is of the class running text uses the
        prompt in, where none of that class's dictionary translations is attested
        (`matter` → `la questione`, before `l'affare`); a prompt held in \(VocabularyDeckBuilder.judgedEvidence) pairs or more with
        neither gets no card (`will`, `would`: tenses, not words), nor does FreeDict give
        it one whose translations the pairs never hold and are all of a class the prompt
        is seldom used in (`will` → `volontà`). Translations are
        ordered first by the share of the prompt's pairs that *link* them to it: a
        translation counts in a pair only for the word of the other sentence most
        tied to it by the phi coefficient (competitive linking; `hacia` →
        `towards` before `to`). A noun, verb or adjective that both FreeDict
        dictionaries give and the pairs link to the prompt more than the card's
        first comes first (`distinto` → `different`). A preposition, adverb or
        conjunction takes first the word of its class the pairs link to it in at
        least \(VocabularyDeckBuilder.discoveryPairs) pairs and \(VocabularyDeckBuilder.linkedFunctionRatio) times as many as the dictionary's
        first, if it also goes with the prompt more strongly by Dice (`from` →
        `da`, not `di`; `at` → `a`; `about` keeps `su`). A card teaches
        the class running text uses the prompt in: Tatoeba's sentences tagged in context by Apertium's tagger
        (`Dictionaries/apertium/<lang>-classes.tsv`; a participle, or a past tense
        after *be* or a gerund the analyser also reads as an adjective, *Are you interested?*,
        *It's interesting.*, is counted in no class) switch the class the
        translations chose when another is used at least \(VocabularyDeckBuilder.minimumClassUses) times and
        \(VocabularyDeckBuilder.dominantClassRatio) times as often (`back` → `atrás`, not `la espalda`; `kind` →
        a noun; `ser` → the verb `essere`, not the noun `l'essere`); a function word
        never becomes a noun this way, and a class the tagger never gave the prompt
        (`best`, which it reads as `good`) tells nothing; between a function class
        (pronoun, determiner, preposition…) and another only the label changes, when
        the new class's first translation is one the card already shows (`qué`, a
        pronoun). Where no dictionary entry translates the class the prompt is used
        in that way, the translations of that class both FreeDict dictionaries give
        (for English–Italian, or Wiktionary's tables and FreeDict's Italian–English one)
        take the card when the pairs attest one (`pull` → `tirare`, not the noun
        `l'attrazione`); a translation the answer language's analyser does not know
        in the class counts in the class and gender Wiktionary's table gives it
        (*view* → `la vista`, which the Italian analyser reads only as a form of
        `vedere`). Pronouns,
        determiners, interjections, words the analyser does not know (`ciao`) and
        nouns more common than their lemma (`people`) among the most frequent words
        get a card this way when no dictionary entry gives them one; an English
        pronoun passes over the verb forms that carry a subject Spanish and
        Italian drop (`they` → `loro`, not `hanno`). The other
        direction's dictionary, read backwards, adds translations the pairs attest
        (`we` ← `nosotros`). A card's example is the shortest natural pair (2 to
        \(VocabularyDeckBuilder.maximumExampleWords) words, capitalised, ending as a sentence, no quotes or digits,
        no word a blocklist holds, no sentence `Dictionaries/reviews/excluded-examples.tsv`
        lists with its reason: \(data.excludedExampleCount)) that holds the prompt and its first translation that
        has one; of those, one whose sentence Apertium's tagger reads with the prompt in
        the card's class (`apertium/<lang>-tagged-sentences.tsv`) comes first, so `partire`
        is shown in *Un giorno Elisa partì per Madrid*, not *Ho perso la partita* (the noun
        `partita`), and among those one whose translation the other language's tagger
        reads with the answer in that class. Where the first translation has no sentence in
        the card's class and a later one has, the later one's is shown (*force*, a verb, in
        *I will never force you to marry him*, not *They took it by force*). A content
        word the tagger reads inside one multiword unit in at least two thirds of the
        (at least \(VocabularyDeckBuilder.fixedPhraseEvidence)) tagged sentences
        that hold it is taught as that phrase, with the phrase's dictionary translations,
        and its example holds the phrase (`embargo` → `sin embargo` → *however*;
        `favore` → `per favore`; *course* → *of course*); a function word keeps its own card.

        **Names.** A translation that is the prompt itself, which a labelled
        source of the prompt language calls a name and every source of the
        answer language knows only as one (`Dictionaries/labels/`), is the name
        repeated, not a translation (`john` → `john`: en_US lists `john`, slang
        for a toilet, and Italian text writes *John* often), and is dropped;
        a word both languages use (`yoga`, `idea`) stays. Prompts it took a
        translation from: \(sameNameSummary(data.vocabulary)).

        **Order.** A lemma's frequency is that of all its forms (`gustar` counts
        `gusta`, `gustan`…; a pronoun or interjection keeps its own), so core verbs
        are among the first cards. A word that is its own dictionary form and a form
        of another lemma keeps the share of the (at least \(LemmaFrequency.minimumReadingEvidence)) tagged sentences
        that read it as itself and gives the rest to the other lemma: *found* is
        mostly *find*, *saw* *see*, `hecho` `hacer` and `sei` `essere`, so they rank
        far lower than their spelling alone would put them. A form of several lemmas
        is shared among them as the tagger reads it (`fue`, `ir` or `ser`), and a
        word that is also a contraction gives a noun only the sentences that read
        the noun (`nei` is `in` + `i`, hardly ever the plural of `neo`). A word the web
        writes for its accented twin ranks by the tagged sentences where they hold it,
        beside the twin, under 1/\(Int(LemmaFrequency.webSpellingFactor)) as often as the frequency list says:
        `mas` (Zipf 5.87 beside `más` at 6.63, but in 5 sentences to 1,565) ranks as
        Zipf 4.2, so it is no top-\(settings.decks.topCount) card. Decks are ordered by
        that rank; a top-\(settings.decks.topCount) deck is the first \(settings.decks.topCount) cards. A card a
        reviewer judged wrong (`Dictionaries/reviews/deck-samples.tsv`) fails the
        build while it ships the answer judged, unless a rule changed it or
        `Dictionaries/reviews/corrections.tsv` lists a corrected answer, with its
        reason (\(data.correctionCount) cards, among them cards two or more independent reviews judged to
        teach a secondary sense first); a corrected card speaks its new first
        answer, and the gender label of an answer follows its article (`il membro`).

        Coverage is measured against the \(settings.decks.topCount) most frequent *content lemmas* of the
        prompt language: the words of wordfreq's list a learner's deck should
        teach, told by general rules on the language's own dictionaries, never by
        a list of the words a deck misses. A word is left out when it is
        - a single letter, a function word (`Dictionaries/coverage/`) or blocklisted;
        - not a game word by the shared game-word filter (issue 12 item 5): an
          abbreviation (no vowel, `dr`, `pp`; or listed in `Dictionaries/gamewords/`)
          or a roman numeral;
        - not accepted in lowercase by the language's Hunspell dictionary: a name
          or acronym it accepts only capitalised (`london`, `nato`), or no word of
          the language;
        - a form, not a headword: Hunspell does not give it as its own stem, or
          Apertium's analyser knows it only as inflected forms
          (`Dictionaries/apertium/<lang>-lemmas.tsv`: `was`, `people`, `sono`);
        - a name the dictionary also lists in lowercase: Hunspell lists it
          capitalised (`John` beside `john`, `Juan` beside `juan`) and Apertium's
          analyser does not know the lowercase word at all
          (`Dictionaries/apertium/<lang>-lemmas.tsv`); a common word that is also
          a name (`mark`, Spanish `chile`) is known to the analyser and stays.

        What the rules left out above each language's \(settings.decks.topCount)th content lemma
        (names, abbreviations and roman numerals in full, the others counted):


        """
        var described: Set<String> = []
        for vocabulary in data.vocabulary where described.insert(vocabulary.pair.from).inserted {
            out += "- `\(vocabulary.pair.from)`: " + exclusionSummary(vocabulary.contentLemmaExclusions) + "\n"
        }
        out += """

        | deck | cards | prompt ranks | content lemmas with a card | nouns · verbs · adjectives · adverbs · other | nouns with gender | cards sharing an answer | first cards |
        |---|---:|---|---:|---|---:|---:|---|

        """
        for vocabulary in data.vocabulary {
            let lemmas = Set(vocabulary.lemmas)
            for id in vocabulary.deckIDs {
                guard let deck = data.decks.first(where: { $0.id == id }) else { continue }
                let deckLemmas = id.hasSuffix("-full") ? lemmas : Set(vocabulary.lemmas.prefix(deck.cards.count))
                let covered = vocabulary.contentLemmas.filter { deckLemmas.contains($0) }.count
                let counts = [PartOfSpeech.noun, .verb, .adjective, .adverb].map { code in deck.cards.filter { $0.partOfSpeech == code }.count }
                let other = deck.cards.count - counts.reduce(0, +)
                let nouns = deck.cards.filter { $0.partOfSpeech == .noun }
                let gendered = nouns.filter { $0.gender != nil }.count
                var answers: [String: Int] = [:]
                for card in deck.cards { for answer in split(card.answer) { answers[answer, default: 0] += 1 } }
                let sharing = deck.cards.filter { card in split(card.answer).contains { (answers[$0] ?? 0) > 1 } }.count
                let ranks = "\(deck.cards.first?.rank ?? 0)–\(deck.cards.last?.rank ?? 0)"
                let examples = deck.cards.prefix(3).map { "\($0.prompt) → \($0.answer)" }.joined(separator: "; ")
                out += "| `\(id)` | \(deck.cards.count) | \(ranks) | \(covered) of \(vocabulary.contentLemmas.count) (\(ContentReport.percent(covered, of: vocabulary.contentLemmas.count))) | "
                    + (counts + [other]).map(String.init).joined(separator: " · ")
                    + " | \(ContentReport.percent(gendered, of: nouns.count)) | \(sharing) | \(examples) |\n"
            }
        }
        out += """

        Evidence of use, per top-\(settings.decks.topCount) deck: cards with an example sentence, cards
        whose example the tagger reads with the prompt in the card's class, cards
        whose translation the corpus attests, cards whose translation the corpus
        found, and prompts the corpus left without a card.

        | deck | with an example | example in the card's class | attested first translation | translation from the corpus | class by use | fixed phrase | no card: unattested sense |
        |---|---:|---:|---:|---:|---:|---:|---:|

        """
        for vocabulary in data.vocabulary {
            guard let deck = data.decks.first(where: { $0.id == vocabulary.deckIDs[0] }) else { continue }
            let examples = deck.cards.filter { $0.example != nil }.count
            out += "| `\(deck.id)` | \(examples) of \(deck.cards.count) (\(ContentReport.percent(examples, of: deck.cards.count))) | "
                + "\(vocabulary.examplesInClassTop) (\(ContentReport.percent(vocabulary.examplesInClassTop, of: examples))) | \(vocabulary.attestedTop) | "
                + "\(count(vocabulary, "prompt.fromCorpus", "prompt.corpusForUnattestedClass")) (all cards) | "
                + "\(count(vocabulary, "prompt.classByUse", "prompt.agreedForMainClass")) (all cards) | \(vocabulary.removed["prompt.fixedPhrase"] ?? 0) (all cards) | "
                + "\(count(vocabulary, "prompt.unattestedSense", "prompt.fallbackOfOtherClass")) (all prompts) |\n"
        }
        out += "\nThe most frequent content lemmas without a card:\n\n"
        for vocabulary in data.vocabulary {
            let lemmas = Set(vocabulary.lemmas)
            let missing = vocabulary.contentLemmas.filter { !lemmas.contains($0) }
            out += "- `\(vocabulary.pair.id)`: \(missing.count) — \(missing.prefix(30).joined(separator: ", "))\n"
        }
        out += """

        ### Reviewed samples

        Each vocabulary deck's seeded sample of \(settings.decks.sampleSize) cards (seed \(settings.decks.sampleSeed), mixed with
        the deck id), with the verdict recorded in `Dictionaries/reviews/deck-samples.tsv`:
        `correct` (every translation right, the first the usual one), `acceptable`
        (right but not what a teacher gives first, or an important sense
        missing), `wrong` (a translation shown is wrong). The verdicts on today's
        cards were made by two independent reviewers (AI models that did not write
        the deck rules; earlier ones by the engineer who built the decks); a card
        whose answer changed since it was judged counts as unreviewed, and a card
        judged wrong fails the build while it ships the answer judged. Held-out
        samples drawn after the rules were final, and their figures, are in
        `docs/content.md`.

        | deck | sampled | reviewed | correct | acceptable | wrong | wrong rate |
        |---|---:|---:|---:|---:|---:|---:|

        """
        for vocabulary in data.vocabulary {
            for (deck, cards) in vocabulary.samples {
                let verdicts = cards.compactMap { vocabulary.review?.verdict(on: $0, in: deck) }
                let counts = DeckReview.Verdict.allCases.map { verdict in verdicts.filter { $0 == verdict }.count }
                out += "| `\(deck)` | \(cards.count) | \(verdicts.count) | " + counts.map(String.init).joined(separator: " | ")
                    + " | \(ContentReport.percent(counts[2], of: verdicts.count)) |\n"
            }
        }
        for vocabulary in data.vocabulary {
            for (deck, cards) in vocabulary.samples {
                out += "\n<details><summary><code>\(deck)</code> sample</summary>\n\n| card | prompt | answer | part of speech | rank | verdict |\n|---|---|---|---|---:|---|\n"
                for card in cards {
                    let verdict = vocabulary.review?.verdict(on: card, in: deck)?.rawValue ?? "unreviewed"
                    out += "| `\(card.id)` | \(card.prompt) | \(card.answer) | \(card.partOfSpeech?.rawValue ?? "") | \(card.rank.map(String.init) ?? "") | \(verdict) |\n"
                }
                out += "\n</details>\n"
            }
        }
        out += """

        ### Anagram decks

        A root word's letters in a seeded shuffle, the most frequent 6- and
        7-letter roots first.

        | deck | cards | first cards |
        |---|---:|---|

        """
        for deck in data.decks where deck.id.hasPrefix("anagrams-") {
            out += "| `\(deck.id)` | \(deck.cards.count) | \(deck.cards.prefix(3).map { "\($0.prompt) → \($0.answer)" }.joined(separator: "; ")) |\n"
        }
        return out
    }

    /// The sum of a vocabulary's removal counts under `keys`.
    static func count(_ vocabulary: ContentReportData.Vocabulary, _ keys: String...) -> Int {
        keys.reduce(0) { $0 + (vocabulary.removed[$1] ?? 0) }
    }

    /// The prompts of each pair that lost a translation that was the prompt
    /// itself as a name, or `none`.
    static func sameNameSummary(_ vocabulary: [ContentReportData.Vocabulary]) -> String {
        let parts = vocabulary.filter { !$0.sameNamePrompts.isEmpty }.map { entry in
            "`\(entry.pair.id)` \(entry.sameNamePrompts.joined(separator: ", "))"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ") + " (\(vocabulary.reduce(0) { $0 + $1.sameNamePrompts.count }) in all)"
    }

    /// One language's words left out of the content lemmas, by rule: names
    /// and abbreviations listed, the other rules counted.
    static func exclusionSummary(_ excluded: [ContentLemmaFilter.Reason: [String]]) -> String {
        let listed: [(ContentLemmaFilter.Reason, String)] = [(.properNoun, "names"), (.abbreviation, "abbreviations and roman numerals")]
        let counted: [(ContentLemmaFilter.Reason, String)] = [(.notInDictionary, "not in the dictionary in lowercase"),
                                                              (.inflected, "inflected forms"), (.functionWord, "function words"),
                                                              (.blocklisted, "blocklisted"), (.notAWord, "single letters or not letters")]
        let parts = listed.map { reason, label in
            let words = excluded[reason] ?? []
            return "\(words.count) \(label)" + (words.isEmpty ? "" : " (\(words.joined(separator: ", ")))")
        } + counted.map { reason, label in "\(excluded[reason]?.count ?? 0) \(label)" }
        return parts.joined(separator: "; ")
    }

    /// The translations of an answer, without articles.
    static func split(_ answer: String) -> [String] {
        answer.components(separatedBy: ", ").map { text in
            let words = text.split(separator: " ", maxSplits: 1)
            if words.count == 2, ["el", "la", "el/la", "il", "lo", "il/la", "lo/la"].contains(String(words[0])) { return String(words[1]) }
            return text.hasPrefix("l'") ? String(text.dropFirst(2)) : text
        }
    }
}
