import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// Lemma-level decks from Apertium entries, with small fakes for Hunspell and frequencies.
@Suite struct VocabularyTests {
    typealias Lemma = ApertiumDictionary.Lemma

    static func entry(_ source: String, _ tag: String, _ target: String, _ targetTag: String? = nil,
                      sourceGender: String = "", targetGender: String = "") -> ApertiumDictionary.Entry {
        ApertiumDictionary.Entry(source: Lemma(text: source, tag: tag, gender: sourceGender),
                                 target: Lemma(text: target, tag: targetTag ?? tag, gender: targetGender))
    }

    static func builder(_ pair: VocabularyPair, prompts: Set<String>, answers: Set<String>, from: String, to: String) throws -> VocabularyDeckBuilder {
        try VocabularyDeckBuilder(
            pair: pair, fromLanguage: ContentLanguage.standard.first { $0.code == pair.from } ?? ContentLanguage.standard[0],
            acceptsPrompt: { prompts.contains($0) }, acceptsAnswer: { answers.contains($0) },
            fromFrequencies: FrequencyList(text: from, path: "from.tsv"), toFrequencies: FrequencyList(text: to, path: "to.tsv"),
            maximumTranslations: 3, minimumAnswerZipf: 2.5)
    }

    /// A builder whose corpus is `pairs` (`sentence<TAB>translation` lines),
    /// read with the two analysers, which also give the prompt's classes and
    /// the answers' classes and lemmas; the corpus finds a translation of a
    /// prompt in 4 pairs sharing 3.
    static func builder(_ pair: VocabularyPair, prompts: Set<String>, answers: Set<String>, from: String, to: String,
                        pairs: String, promptLemmas: ApertiumLemmas, answerLemmas: ApertiumLemmas) throws -> VocabularyDeckBuilder {
        var builder = try builder(pair, prompts: prompts, answers: answers, from: from, to: to)
        builder.corpus = try ParallelCorpus(text: pairs, path: "\(pair.id).tsv", sourceLemmas: promptLemmas, targetLemmas: answerLemmas)
        builder.discoveryMinimums = (evidence: 4, pairs: 3)
        builder.promptTags = { promptLemmas.partsOfSpeech(of: $0) }
        builder.answerTags = { answerLemmas.partsOfSpeech(of: $0) }
        builder.answerLemmas = { word in answerLemmas.lemmas(of: word).map(\.lemma) }
        return builder
    }

    @Test func oneCardPerLemmaWithArticlesGenderRankAndAudio() throws {
        let builder = try Self.builder(VocabularyPair(from: "es", to: "en", route: ["spa-eng"]),
                                       prompts: ["casa", "perro", "gato", "y", "n"], answers: ["house", "home", "dog", "and", "thou", "cat"],
                                       from: "y\t7\ncasa\t6\nperro\t5\ngato\t4\nn\t4\n", to: "and\t7\nhome\t5.8\nhouse\t5.5\ndog\t5\nthou\t2\ncat\t5\n")
        let entries = [
            Self.entry("perro", "n", "dog", sourceGender: "m"),
            Self.entry("casa", "n", "house", sourceGender: "f"), Self.entry("casa", "n", "home", sourceGender: "f"),
            Self.entry("casa", "n", "inwhatway"), Self.entry("Madrid", "np", "Madrid"), Self.entry("como si", "cnjadv", "as if"),
            Self.entry("gato", "n", "thou", sourceGender: "m"), Self.entry("y", "cnjcoo", "and"), Self.entry("n", "n", "cat"),
        ]
        let result = builder.cards(from: entries.map { ($0, 1) })
        #expect(result.cards == [
            Card(id: "es-en:y", prompt: "y", answer: "and", partOfSpeech: .conjunction, rank: 1,
                 audio: CardAudio(language: "es", text: "y")),
            Card(id: "es-en:casa", prompt: "la casa", answer: "home, house", partOfSpeech: .noun, gender: .feminine, rank: 2,
                 audio: CardAudio(language: "es", text: "la casa")),
            Card(id: "es-en:perro", prompt: "el perro", answer: "dog", partOfSpeech: .noun, gender: .masculine, rank: 3,
                 audio: CardAudio(language: "es", text: "el perro")),
        ])
        #expect(result.removed["answer.rare"] == 1)  // gato → thou
        #expect(result.removed["prompt.bareLetter"] == 1)  // n
        #expect(result.removed["prompt.notOneWord"] == 1)  // como si
        #expect(result.removed["prompt.capitalised"] == 1)  // Madrid
        #expect(result.removed["answer.notInDictionary"] == 1)  // inwhatway
    }

    @Test func answersTheLanguageWritesOnlyCapitalisedAreCapitalised() throws {
        // The answer-language speller knows `Spanish` and `Grey` only
        // capitalised; the analyser knows `grey` as a common word, so only
        // `spanish` changes. `español` as an adjective, `gris` as one.
        var builder = try Self.builder(VocabularyPair(from: "es", to: "en", route: ["spa-eng"]),
                                       prompts: ["español", "gris", "nuevo"], answers: ["Spanish", "Grey", "gray", "new"],
                                       from: "español\t6\ngris\t5\nnuevo\t5.5\n", to: "spanish\t5\ngrey\t4.5\ngray\t4\nnew\t6\n")
        builder.answerTags = { ["grey": ["adj"], "gray": ["adj"], "new": ["adj"]][$0] ?? [] }
        let result = builder.cards(from: [
            Self.entry("español", "adj", "spanish"), Self.entry("gris", "adj", "grey"), Self.entry("gris", "adj", "gray"),
            Self.entry("nuevo", "adj", "new"),
        ].map { ($0, 1) })
        let answers = Dictionary(uniqueKeysWithValues: result.cards.map { ($0.prompt, $0.answer) })
        #expect(answers["español"] == "Spanish")
        #expect(answers["gris"]?.split(separator: ",").first == "grey")
        #expect(answers["nuevo"] == "new")
        #expect(builder.capitalisedAsRequired("to speak spanish") == "to speak Spanish")
        #expect(builder.capitalisedAsRequired("grey") == "grey")
    }

    @Test func anAnswerThatIsANameIsNotTaught() throws {
        // `john` is a name to the analyser and to Hunspell (only `John`):
        // the card `juan → John` is not made. Into Italian, whose speller
        // knows `parigi` only capitalised, `París → Parigi` is a name too.
        var builder = try Self.builder(VocabularyPair(from: "es", to: "en", route: ["spa-eng"]),
                                       prompts: ["juan", "retrete"], answers: ["John", "toilet"],
                                       from: "juan\t5\nretrete\t4\n", to: "john\t5\ntoilet\t4.5\n")
        builder.answerIsName = { $0 == "john" }
        let result = builder.cards(from: [Self.entry("juan", "n", "john"), Self.entry("retrete", "n", "toilet"),
                                          Self.entry("retrete", "n", "john")].map { ($0, 1) })
        #expect(result.cards.map(\.answer) == ["toilet"])
        #expect(result.removed["answer.name"] == 2)
        let italian = try Self.builder(VocabularyPair(from: "es", to: "it", route: ["spa-ita"]),
                                       prompts: ["parís"], answers: ["Parigi"], from: "parís\t5\n", to: "parigi\t4\n")
        #expect(italian.isName("parigi"))
        #expect(!italian.isName("Parigi"))
        #expect(italian.capitalisedAsRequired("parigi") == "parigi")
    }

    @Test func confirmedTranslationsComeFirstAndBlockedOnesAreCounted() throws {
        var builder = try Self.builder(VocabularyPair(from: "en", to: "es", route: ["eng-spa"]),
                                       prompts: ["take", "house"], answers: ["tomar", "hacer", "llevar", "casa", "puta"],
                                       from: "take\t6\nhouse\t5\n", to: "hacer\t6.5\nllevar\t5.5\ntomar\t5.3\ncasa\t6\nputa\t4\n")
        builder.confirmed = [VocabularyDeckBuilder.confirmationKey("to take", "tomar")]
        builder.blockingList = { _, word in word == "puta" ? "wordkit" : nil }
        let result = builder.cards(from: [
            Self.entry("take", "vblex", "hacer"), Self.entry("take", "vblex", "tomar"), Self.entry("take", "vblex", "llevar"),
            Self.entry("house", "n", "casa", targetGender: "f"), Self.entry("house", "n", "puta", targetGender: "f"),
        ].map { ($0, 1) })
        #expect(result.cards.map(\.answer) == ["tomar, hacer, llevar", "la casa"])
        #expect(result.cards.last?.gender == .feminine)
        #expect(result.cards.last?.audio == CardAudio(language: "es", text: "la casa"))
        #expect(result.removed["answer.blocked:wordkit"] == 1)
    }

    @Test func aPivotKeepsOnlyConfirmedTranslationsWhenThereAreAny() throws {
        let first = ApertiumDictionary(entries: [Self.entry("house", "n", "casa"), Self.entry("house", "n", "cámara"),
                                                 Self.entry("dog", "n", "perro")])
        let second = ApertiumDictionary(entries: [Self.entry("casa", "n", "casa", targetGender: "f"),
                                                  Self.entry("cámara", "n", "camera", targetGender: "f"),
                                                  Self.entry("perro", "n", "cane", targetGender: "m"),
                                                  Self.entry("perro", "vblex", "cane")])
        let composed = first.composed(with: second)
        #expect(composed.count == 3)
        var builder = try Self.builder(VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"]),
                                       prompts: ["house", "dog"], answers: ["casa", "camera", "cane"],
                                       from: "house\t6\ndog\t5\n", to: "casa\t6\ncamera\t5.5\ncane\t5\n")
        #expect(builder.cards(from: composed).cards.map(\.answer) == ["la casa, la camera", "il cane"])
        builder.confirmed = [VocabularyDeckBuilder.confirmationKey("house", "casa")]
        #expect(builder.cards(from: composed).cards.map(\.answer) == ["la casa", "il cane"])
    }

    /// Through a pivot a confirmed part of speech wins over a more common
    /// unconfirmed one: `domani` (noun) → `mañana` → `morning` is the other
    /// sense of the Spanish word. A direct pair still goes by frequency.
    @Test func aPivotPrefersTheConfirmedPartOfSpeech() throws {
        let entries = [Self.entry("domani", "n", "morning"), Self.entry("domani", "adv", "tomorrow")].map { ($0, 1) }
        var pivot = try Self.builder(VocabularyPair(from: "it", to: "en", route: ["ita-spa", "spa-eng"]),
                                     prompts: ["domani"], answers: ["morning", "tomorrow"],
                                     from: "domani\t5.5\n", to: "morning\t5.3\ntomorrow\t5.1\n")
        #expect(pivot.cards(from: entries).cards.map(\.answer) == ["morning"])
        pivot.confirmed = [VocabularyDeckBuilder.confirmationKey("domani", "tomorrow")]
        #expect(pivot.cards(from: entries).cards.map(\.answer) == ["tomorrow"])
        #expect(pivot.cards(from: entries).cards.first?.partOfSpeech == .adverb)
        var direct = pivot
        direct.pair = VocabularyPair(from: "it", to: "en", route: ["ita-eng"])
        #expect(direct.cards(from: entries).cards.map(\.answer) == ["morning"])
    }

    /// `cioè` → `es decir` (a conjunction in one dictionary, an adverb in the
    /// other) → `that is to say`; a noun never turns into an adjective, and a
    /// prompt with a same-class card is left alone.
    @Test func particlesChangeClassOnlyForPromptsWithoutACard() throws {
        let first = ApertiumDictionary(entries: [Self.entry("cioè", "cnjcoo", "es decir"), Self.entry("breve", "n", "breve"),
                                                 Self.entry("fin", "adv", "hasta"), Self.entry("fin", "adv", "aun")])
        let second = ApertiumDictionary(entries: [Self.entry("es decir", "adv", "that is to say"), Self.entry("breve", "adj", "brief"),
                                                  Self.entry("hasta", "pr", "until"), Self.entry("aun", "adv", "even")])
        #expect(first.composed(with: second).map(\.entry.target.text) == ["even"])
        let loose = first.composed(with: second, loosely: true)
        #expect(loose.map(\.entry.target.text) == ["that is to say", "until", "even"])
        let builder = try Self.builder(VocabularyPair(from: "it", to: "en", route: ["ita-spa", "spa-eng"]),
                                       prompts: ["cioè", "breve", "fin"], answers: ["that", "is", "to", "say", "brief", "until", "even"],
                                       from: "cioè\t5\nbreve\t5\nfin\t5\n", to: "brief\t4\nuntil\t5\neven\t5\n")
        let result = builder.cards(from: first.composed(with: second), fallbacks: [(loose, false)])
        #expect(result.cards.map(\.answer) == ["that is to say", "even"])
        #expect(result.cards.first?.partOfSpeech == .conjunction)
        #expect(result.loosePivotPrompts == ["cioè"])
    }

    /// Both directions of a dictionary and FreeDict's agreed translations
    /// serve core prompts only (content lemmas of Zipf ≥ 5).
    @Test func wideFallbacksServeOnlyCorePrompts() throws {
        let itaSpa = ApertiumDictionary(entries: [Self.entry("quindi", "adv", "así pues"), Self.entry("dunque", "adv", "así pues"),
                                                  Self.entry("insieme", "adv", "juntos")])
        let spaIta = ApertiumDictionary(entries: [Self.entry("por consiguiente", "adv", "quindi"), Self.entry("por consiguiente", "adv", "dunque"),
                                                  Self.entry("conjunto", "n", "insieme")])
        let spaEng = ApertiumDictionary(entries: [Self.entry("por consiguiente", "cnjadv", "therefore"), Self.entry("conjunto", "n", "set")])
        let both = itaSpa.merged(withReversed: spaIta)
        // `insieme` is an adverb in ita-spa: spa-ita's noun `insieme` is another word.
        #expect(!both.entries.contains { $0.source.text == "insieme" && $0.source.tag == "n" })
        var builder = try Self.builder(VocabularyPair(from: "it", to: "en", route: ["ita-spa", "spa-eng"]),
                                       prompts: ["quindi", "dunque", "insieme"], answers: ["therefore", "together", "set"],
                                       from: "quindi\t5.5\ninsieme\t5.4\ndunque\t4.9\n", to: "therefore\t5\ntogether\t5\nset\t5\n")
        builder.isContentLemma = { _ in true }
        builder.fallbackTranslations = FreeDictConfirmations.translations(
            [FreeDictReader.Entry(headword: "insieme", translations: ["together", "jointly"]),
             FreeDictReader.Entry(headword: "dunque", translations: ["therefore"])],
            confirmedBy: [VocabularyDeckBuilder.confirmationKey("insieme", "together"), VocabularyDeckBuilder.confirmationKey("dunque", "therefore")])
        #expect(builder.fallbackTranslations["insieme"] == ["together"])
        let result = builder.cards(from: itaSpa.composed(with: spaEng), fallbacks: [(both.composed(with: spaEng, loosely: true), true)])
        // `dunque` (Zipf 4.9) is not core: neither fallback serves it.
        #expect(result.cards.map(\.id) == ["it-en:quindi", "it-en:insieme"])
        #expect(result.cards.map(\.answer) == ["therefore", "together"])
        #expect(result.cards.last?.partOfSpeech == nil)
        #expect(result.fallbackPrompts == ["insieme"])
        builder.isContentLemma = { _ in false }
        #expect(builder.cards(from: itaSpa.composed(with: spaEng), fallbacks: [(both.composed(with: spaEng, loosely: true), true)]).cards.isEmpty)
    }

    /// Unconfirmed, a pivot keeps only the translations reached through the
    /// most Spanish words: another sense of one ambiguous Spanish word loses.
    @Test func aPivotGuessKeepsOnlyTheBestAttestedTranslations() throws {
        let engSpa = ApertiumDictionary(entries: [
            Self.entry("court", "n", "tribunal", targetGender: "m"), Self.entry("court", "n", "juzgado", targetGender: "m"),
            Self.entry("court", "n", "corte", targetGender: "mf"), Self.entry("term", "n", "término", targetGender: "m"),
            Self.entry("term", "n", "plazo", targetGender: "m"),
        ])
        let spaIta = ApertiumDictionary(entries: [
            Self.entry("tribunal", "n", "tribunale", sourceGender: "m", targetGender: "m"),
            Self.entry("juzgado", "n", "tribunale", sourceGender: "m", targetGender: "m"),
            Self.entry("corte", "n", "taglio", sourceGender: "mf", targetGender: "m"),
            Self.entry("término", "n", "termine", sourceGender: "m", targetGender: "m"),
            Self.entry("plazo", "n", "scadenza", sourceGender: "m", targetGender: "f"),
        ])
        let builder = try Self.builder(VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"]),
                                       prompts: ["court", "term"], answers: ["tribunale", "taglio", "termine", "scadenza"],
                                       from: "court\t5\nterm\t5\n", to: "taglio\t4.5\ntribunale\t4\ntermine\t4.5\nscadenza\t4\n")
        let cards = builder.cards(from: engSpa.composed(with: spaIta)).cards
        // `taglio` (a cut) is more common, but only one Spanish word leads to it.
        #expect(cards.map(\.answer) == ["il tribunale", "il termine, la scadenza"])
    }

    /// A translation the strict pivot misses joins a card that has only
    /// guesses when Apertium reaches it read both ways and both FreeDict
    /// dictionaries give it; not when the card has a confirmed translation,
    /// nor when only one source has it.
    @Test func aTranslationBothSourcesAgreeOnReplacesAPivotGuess() throws {
        let engSpa = ApertiumDictionary(entries: [Self.entry("wife", "n", "mujer", targetGender: "f"),
                                                  Self.entry("woman", "n", "mujer", targetGender: "f")])
        let spaEng = ApertiumDictionary(entries: [Self.entry("esposa", "n", "wife", sourceGender: "f"),
                                                  Self.entry("mujer", "n", "woman", sourceGender: "f")])
        let spaIta = ApertiumDictionary(entries: [Self.entry("mujer", "n", "donna", sourceGender: "f", targetGender: "f"),
                                                  Self.entry("esposa", "n", "moglie", sourceGender: "f", targetGender: "f")])
        let itaSpa = ApertiumDictionary(entries: [Self.entry("donna", "n", "mujer", sourceGender: "f", targetGender: "f"),
                                                  Self.entry("caffé", "n", "esposa", sourceGender: "m", targetGender: "f")])
        let wide = ApertiumDictionary.widePivotTranslations(engSpa.merged(withReversed: spaEng).composed(with: spaIta.merged(withReversed: itaSpa)),
                                                            preferredBy: spaIta)
        // `caffé` is a target only the reversed direction has.
        #expect(wide["wife"]?.map(\.text) == ["donna", "moglie"])
        var builder = try Self.builder(VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"]),
                                       prompts: ["wife", "woman"], answers: ["donna", "moglie", "caffé"],
                                       from: "woman\t5.2\nwife\t5\n", to: "donna\t5.5\nmoglie\t5\ncaffé\t5\n")
        builder.widePivotTranslations = wide
        let guessed = builder.cards(from: engSpa.composed(with: spaIta)).cards
        #expect(guessed.map(\.answer) == ["la donna", "la donna"])
        builder.fallbackTranslations = ["wife": ["moglie", "caffé"], "woman": ["moglie"]]
        let cards = builder.cards(from: engSpa.composed(with: spaIta)).cards
        #expect(cards.map(\.answer) == ["la donna", "la moglie"])
        #expect(cards.last?.gender == .feminine)
        // `woman` reaches `moglie` only through FreeDict, so it keeps its guess;
        // a card with a confirmed translation keeps it.
        builder.confirmed = [VocabularyDeckBuilder.confirmationKey("wife", "donna")]
        #expect(builder.cards(from: engSpa.composed(with: spaIta)).cards.map(\.answer) == ["la donna", "la donna"])
    }

    /// A noun the entries give as both `m` and `f` is the masculine citation
    /// form the import could not respell (`costruttore` + f is `costruttrice`).
    @Test func aNounGivenBothGendersIsTheMasculineCitationForm() throws {
        let builder = try Self.builder(VocabularyPair(from: "es", to: "it", route: ["spa-ita"]),
                                       prompts: ["fabricante", "basurero", "casa"], answers: ["costruttore", "spazzino", "casa"],
                                       from: "casa\t6\nfabricante\t5\nbasurero\t4\n", to: "costruttore\t4\nspazzino\t3\ncasa\t6\n")
        let cards = builder.cards(from: [
            Self.entry("fabricante", "n", "costruttore", sourceGender: "mf", targetGender: "f"),
            Self.entry("fabricante", "n", "costruttore", sourceGender: "mf", targetGender: "m"),
            Self.entry("basurero", "n", "spazzino", sourceGender: "f", targetGender: "m"),
            Self.entry("basurero", "n", "spazzino", sourceGender: "m", targetGender: "m"),
            Self.entry("casa", "n", "casa", sourceGender: "f", targetGender: "f"),
            Self.entry("casa", "n", "casa", sourceGender: "", targetGender: ""),
        ].map { ($0, 1) }).cards
        #expect(cards.map(\.prompt) == ["la casa", "el/la fabricante", "el basurero"])
        #expect(cards.map(\.answer) == ["la casa", "il costruttore", "lo spazzino"])
    }

    @Test(arguments: [
        ("agua", GrammaticalGender.feminine, "es", "el agua"), ("hacha", .feminine, "es", "el hacha"), ("águila", .feminine, "es", "el águila"),
        ("casa", .feminine, "es", "la casa"), ("almohada", .feminine, "es", "la almohada"), ("perro", .masculine, "es", "el perro"),
        ("estudiante", .common, "es", "el/la estudiante"), ("cane", .masculine, "it", "il cane"), ("zio", .masculine, "it", "lo zio"),
        ("studente", .masculine, "it", "lo studente"), ("gnomo", .masculine, "it", "lo gnomo"), ("albero", .masculine, "it", "l'albero"),
        ("acqua", .feminine, "it", "l'acqua"), ("casa", .feminine, "it", "la casa"), ("house", .feminine, "en", "house"),
    ])
    func nounsTakeTheirArticle(_ noun: String, _ gender: GrammaticalGender, _ language: String, _ expected: String) {
        #expect(NounArticle.withArticle(noun, gender: gender, language: language) == expected)
    }

    @Test(arguments: [
        ("il membro", "it", GrammaticalGender?.some(.masculine)), ("lo zio", "it", .masculine), ("gli occhiali", "it", .masculine),
        ("la corte", "es", .feminine), ("le forbici", "it", .feminine), ("el tribunal", "es", .masculine), ("los años", "es", .masculine),
        ("el agua", "es", nil), ("l'arte", "it", nil), ("el/la estudiante", "es", nil), ("casa", "es", nil), ("il/la giornalista", "it", nil),
    ])
    func theArticleACardShowsTellsTheGenderWhereItIsOneGender(_ noun: String, _ language: String, _ expected: GrammaticalGender?) {
        #expect(NounArticle.gender(shownBy: noun, language: language) == expected)
    }

    /// A noun used only in the plural takes the plural article; one that
    /// carries its article keeps it; feminine singulars that are inflected
    /// forms (`hija`, `elettrice`) keep the singular.
    @Test func pluralOnlyNounsTakeThePluralArticle() {
        let inflected: Set<String> = ["gafas", "vacaciones", "hija", "soldi", "occhiali", "scacchi", "nozze", "elettrice"]
        func shown(_ noun: String, _ gender: GrammaticalGender, _ language: String) -> String {
            NounArticle.withArticle(noun, gender: gender, language: language,
                                    plural: NounArticle.isPluralOnly(noun, language: language) { inflected.contains($0) })
        }
        #expect(shown("gafas", .feminine, "es") == "las gafas")
        #expect(shown("vacaciones", .feminine, "es") == "las vacaciones")
        #expect(shown("hija", .feminine, "es") == "la hija")
        #expect(shown("soldi", .masculine, "it") == "i soldi")
        #expect(shown("occhiali", .masculine, "it") == "gli occhiali")
        #expect(shown("scacchi", .masculine, "it") == "gli scacchi")
        #expect(shown("nozze", .feminine, "it") == "le nozze")
        #expect(shown("elettrice", .feminine, "it") == "l'elettrice")
        #expect(shown("los años setenta", .masculine, "es") == "los años setenta")
        #expect(NounArticle.pluralArticle(for: "studenti", gender: .common, language: "it") == "gli/le")
    }

    @Test func aDeckShowsAPluralOnlyNounWithThePluralArticle() throws {
        var builder = try Self.builder(VocabularyPair(from: "en", to: "es", route: ["eng-spa"]),
                                       prompts: ["glasses", "daughter"], answers: ["gafas", "hija"],
                                       from: "daughter\t5\nglasses\t4\n", to: "hija\t5\ngafas\t4\n")
        builder.isInflected = { language, word in language == "es" && ["gafas", "hija"].contains(word) }
        let cards = builder.cards(from: [Self.entry("glasses", "n", "gafas", targetGender: "f"),
                                         Self.entry("daughter", "n", "hija", targetGender: "f")].map { ($0, 1) }).cards
        #expect(cards.map(\.answer) == ["la hija", "las gafas"])
    }

    /// A form's gender and number from its lemma's: plurals take the plural
    /// article of their own gender, the lemma itself its singular article,
    /// and a word that is neither (a diminutive, an `-ice` feminine) none.
    @Test func aNounFormTakesTheArticleOfItsLemmasGender() {
        func shown(_ form: String, _ lemma: String, _ gender: GrammaticalGender, _ language: String) -> String? {
            NounArticle.formGender(of: form, lemma: lemma, lemmaGender: gender, language: language).map {
                NounArticle.withArticle(form, gender: $0.gender, language: language, plural: $0.plural)
            }
        }
        #expect(shown("cosas", "cosa", .feminine, "es") == "las cosas")
        #expect(shown("amigos", "amigo", .masculine, "es") == "los amigos")
        #expect(shown("amigas", "amigo", .masculine, "es") == "las amigas")
        #expect(shown("meses", "mes", .masculine, "es") == "los meses")
        #expect(shown("foto", "foto", .feminine, "es") == "la foto")
        #expect(shown("anni", "anno", .masculine, "it") == "gli anni")
        #expect(shown("ore", "ora", .feminine, "it") == "le ore")
        #expect(shown("amiche", "amico", .masculine, "it") == "le amiche")
        #expect(shown("problemi", "problema", .masculine, "it") == "i problemi")
        #expect(shown("ragazzi", "ragazzo", .masculine, "it") == "i ragazzi")
        #expect(shown("ragazza", "ragazzo", .masculine, "it") == "la ragazza")
        #expect(shown("amiga", "amigo", .common, "es") == "la amiga")
        #expect(shown("cosa", "coso", .feminine, "it") == nil)
        #expect(shown("scelta", "scelta", .feminine, "it") == "la scelta")
        #expect(shown("cosita", "cosa", .feminine, "es") == nil)
        #expect(shown("elettrice", "elettore", .masculine, "it") == nil)
    }

    /// A noun no entry gave a gender (a plural the corpus pairs with an
    /// English plural, a prompt that is a plural form) takes its lemma's.
    @Test func aNounWithoutAGenderTakesItsLemmas() throws {
        var builder = try Self.builder(VocabularyPair(from: "es", to: "it", route: ["spa-ita"]),
                                       prompts: ["años", "foto"], answers: ["anni", "foto"],
                                       from: "años\t5\nfoto\t4\n", to: "anni\t5\nfoto\t4\n")
        let lemmas: [String: [String: (lemma: String, gender: String)]] = [
            "es": ["años": ("año", "m"), "foto": ("foto", "f")],
            "it": ["anni": ("anno", "m"), "foto": ("foto", "f")],
        ]
        builder.nounLemmaGender = { language, word in lemmas[language]?[word] }
        let cards = builder.cards(from: [Self.entry("años", "n", "anni"), Self.entry("foto", "n", "foto")].map { ($0, 1) }).cards
        #expect(cards.map(\.prompt) == ["los años", "la foto"])
        #expect(cards.map(\.answer) == ["gli anni", "la foto"])
        #expect(cards.map(\.gender) == [.masculine, .feminine])
        // Without a lemma's gender the nouns stay bare, as before.
        builder.nounLemmaGender = { _, _ in nil }
        let bare = builder.cards(from: [Self.entry("años", "n", "anni")].map { ($0, 1) }).cards
        #expect(bare.map(\.answer) == ["anni"])
    }

    /// A function word's noun card must be about as common as the function
    /// word and not a function word itself; else the card takes the
    /// function word's own class, or none.
    @Test func aFunctionWordDoesNotTeachARareHomograph() throws {
        var builder = try Self.builder(VocabularyPair(from: "es", to: "en", route: ["spa-eng"]),
                                       prompts: ["ante", "del", "cosa"], answers: ["elk", "in", "front", "of", "del", "thing"],
                                       from: "del\t6.5\ncosa\t6\nante\t5.2\n", to: "elk\t3.3\nin\t7\nfront\t5\nof\t7\ndel\t3\nthing\t6.2\n")
        // A multi-word translation has no frequency of its own: the noun's `elk` outranks it.
        let entries = [Self.entry("ante", "n", "elk", sourceGender: "m"), Self.entry("ante", "pr", "in front of"),
                       Self.entry("del", "n", "del"), Self.entry("cosa", "n", "thing", sourceGender: "f")].map { ($0, 1) }
        #expect(builder.cards(from: entries).cards.map(\.answer) == ["del", "thing", "elk"])
        builder.isFunctionWord = { language, word in
            (language == "es" && ["ante", "del", "cosa"].contains(word)) || (language == "en" && word == "del")
        }
        let result = builder.cards(from: entries)
        #expect(result.cards.map(\.prompt) == ["la cosa", "ante"])
        #expect(result.cards.map(\.answer) == ["thing", "in front of"])
        #expect(result.removed["prompt.functionWordNounDropped"] == 2)
    }

    @Test func apertiumLinesAreParsedAndBadLinesNamed() throws {
        let dictionary = try ApertiumDictionary(text: "hasta que\tcnjadv\t\tuntil\tcnjadv\t\ncasa\tn\tf\thouse\tn\t\n", path: "x.tsv")
        #expect(dictionary.entries.map(\.source.text) == ["hasta que", "casa"])
        #expect(dictionary.entries[1].source.gender == "f")
        #expect(throws: ContentError.malformedLine(path: "x.tsv", line: 2,
                                                   reason: "expected source<TAB>pos<TAB>gender<TAB>target<TAB>pos<TAB>gender")) {
            try ApertiumDictionary(text: "a\tn\t\tb\tn\t\nbroken\n", path: "x.tsv")
        }
    }
}

@Suite struct DeckFormatTests {
    @Test func formatOneDecksStillDecodeAndAreWrittenAsFormatTwo() throws {
        let old = #"{"id":"d","title":"T","languages":["en","es"],"cards":[{"id":"d:a","prompt":"a","answer":"b"}],"source":"s"}"#
        let deck = try JSONDecoder().decode(ContentDeck.self, from: Data(old.utf8))
        #expect(deck.format == 1)
        #expect(deck.cards == [Card(id: "d:a", prompt: "a", answer: "b")])
        let written = String(decoding: try ContentJSON.encode(deck), as: UTF8.self)
        #expect(written.contains("\"format\" : 2"))
        #expect(!written.contains("partOfSpeech"))
        let rich = Card(id: "x", prompt: "el perro", answer: "dog", partOfSpeech: .noun, gender: .masculine, rank: 3,
                        example: CardExample(text: "El perro ladra.", translation: "The dog barks.", source: "Tatoeba"),
                        audio: CardAudio(language: "es", text: "el perro"))
        let again = try JSONDecoder().decode(Card.self, from: JSONEncoder().encode(rich))
        #expect(again == rich)
    }

    /// Format 2 writes an example as an object of its three strings.
    @Test func anExampleIsWrittenAsAnObjectOfTextTranslationAndSource() throws {
        let card = Card(id: "x", prompt: "el perro", answer: "dog",
                        example: CardExample(text: "El perro ladra.", translation: "The dog barks.", source: "Tatoeba"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(card), as: UTF8.self)
        #expect(written.contains(#""example":{"source":"Tatoeba","text":"El perro ladra.","translation":"The dog barks."}"#))
        // Empty fields are written too, so that the object always has all three.
        let bare = String(decoding: try encoder.encode(CardExample(text: "Hola.")), as: UTF8.self)
        #expect(bare == #"{"source":"","text":"Hola.","translation":""}"#)
        #expect(!String(decoding: try encoder.encode(Card(id: "y", prompt: "a", answer: "b")), as: UTF8.self).contains("example"))
    }

    /// Format 2 files written before examples were objects hold a plain
    /// string; an object may leave out the translation and the source.
    @Test func aPlainStringOrAPartialObjectStillReadsAsAnExample() throws {
        func example(_ json: String) throws -> CardExample? {
            let card = #"{"id": "x", "prompt": "el perro", "answer": "dog", "example": \#(json)}"#
            return try JSONDecoder().decode(Card.self, from: Data(card.utf8)).example
        }
        #expect(try example(#""El perro ladra.""#) == CardExample(text: "El perro ladra.", translation: "", source: ""))
        #expect(try example(#"{"text": "El perro ladra."}"#) == CardExample(text: "El perro ladra.", translation: "", source: ""))
        #expect(try example(#"{"text": "El perro ladra.", "translation": "The dog barks."}"#)
                == CardExample(text: "El perro ladra.", translation: "The dog barks.", source: ""))
        #expect(try example(#"{"text": "A.", "translation": "B.", "source": "Tatoeba", "extra": 1}"#)
                == CardExample(text: "A.", translation: "B.", source: "Tatoeba"))
        #expect(try example("null") == nil)
        // A whole format-2 deck of the old kind, through the decoder the library uses.
        let old = #"{"format":2,"id":"d","title":"T","languages":["es","en"],"cards":[{"id":"d:a","prompt":"a","answer":"b","example":"Un ejemplo."}],"source":"s"}"#
        let deck = try JSONDecoder().decode(ContentDeck.self, from: Data(old.utf8))
        #expect(deck.cards.first?.example == CardExample(text: "Un ejemplo."))
    }

    /// An example that is neither a string nor an object, or an object
    /// without its sentence, is refused naming the file and the card.
    @Test func aBadExampleIsAnErrorNamingTheFileAndCard() throws {
        func importing(_ example: String) -> String {
            let json = #"{"id": "d", "title": "T", "languages": [], "cards": [{"id": "d:1", "prompt": "uno", "answer": "one"},"#
                + #"{"id": "d:2", "prompt": "dos", "answer": "two", "example": \#(example)}]}"#
            do {
                _ = try DeckTextFormat.importDeck(Data(json.utf8), path: "bad.json")
                return "imported"
            } catch {
                return "\(error)"
            }
        }
        for value in ["42", "true", #"["Dos perros."]"#] {
            let message = importing(value)
            #expect(message.hasPrefix("bad.json: wrong value at .cards[1].example (card 2): "), "\(value): \(message)")
            #expect(message.contains(#"an example is a sentence (a string) or an object {"text", "translation", "source"}"#), "\(value)")
        }
        #expect(importing(#"{"translation": "Two dogs."}"#) == #"bad.json: missing "text" at .cards[1].example (card 2)"#)
        #expect(importing(#"{"text": 2}"#).hasPrefix("bad.json: wrong value at .cards[1].example.text (card 2): "))
        #expect(importing(#"{"text": " ", "translation": "Two dogs.", "source": ""}"#)
                == #"bad.json: card 2 has an example translation or source but no example "text""#)
        // Only whitespace everywhere is no example, as an empty Anki column is.
        #expect(importing(#"{"text": " ", "translation": "", "source": "\n"}"#) == "imported")
    }

    @Test func newerFormatsAreRefused() {
        let newer = #"{"format":3,"id":"d","title":"T","languages":[],"cards":[],"source":"s"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ContentDeck.self, from: Data(newer.utf8)) }
    }

    @Test func exportCarriesTheExtraFieldsAsColumns() {
        let deck = ContentDeck(id: "d", title: "T", languages: ["es", "en"], cards: [
            Card(id: "es-en:perro", prompt: "el perro", answer: "dog", partOfSpeech: .noun, gender: .masculine, rank: 3,
                 audio: CardAudio(language: "es", text: "el perro")),
            Card(id: "plain", prompt: "a", answer: "b"),
        ], source: "s")
        let lines = DeckTextFormat.exportTSV(deck).split(separator: "\n")
        #expect(lines.contains("el perro\tdog\tes-en:perro\tnoun\tmasculine\t3\t\t\t\tel perro\tes\t"))
        #expect(lines.contains("a\tb\tplain\t\t\t\t\t\t\t\t\t"))
    }
}

@Suite struct CurationTests {
    static let english = ContentLanguage.standard[0]

    @Test func gameWordRulesInOrder() throws {
        let blocklists = BlocklistSet([("wordkit", Blocklist(words: ["damn"])), ("ldnoobw", Blocklist(words: ["sex"]))])
        let curation = try GameWordCuration(text: "# c\n-rte\n+mix\n", path: "g.txt", language: Self.english, blocklists: blocklists)
        #expect(curation.rejection(of: "rte") == .abbreviation)
        #expect(curation.rejection(of: "pkg") == .noVowel)
        #expect(curation.rejection(of: "yrs") == .noVowel)
        #expect(curation.rejection(of: "gym") == nil)
        #expect(curation.rejection(of: "xiv") == .romanNumeral)
        #expect(curation.rejection(of: "mix") == nil)
        #expect(curation.rejection(of: "sex") == .blocklisted)
        #expect(blocklists.blockingList(for: "sex") == "ldnoobw")
        #expect(curation.rejection(of: "garden") == nil)
        #expect(throws: ContentError.self) { try GameWordCuration(text: "rte\n", path: "g.txt", language: Self.english, blocklists: blocklists) }
    }

    @Test func maintainedListsLessTheirExceptions() throws {
        let list = Blocklist.maintained(text: "Pesce\nCazzo\nporca miseria\n", exceptions: try Blocklist(text: "pesce\n", path: "e"))
        #expect(!list.blocks("pesce"))
        #expect(list.blocks("cazzo"))
        #expect(list.blocks("porca miseria"))
    }

    @Test func reviewVerdictsCountOnlyForTheAnswerJudged() throws {
        let review = try DeckReview(text: "# header\nd\td:a\tb\tcorrect\tfine\nd\td:c\told\twrong\t\n", path: "r.tsv")
        #expect(review.verdict(on: Card(id: "d:a", prompt: "a", answer: "b"), in: "d") == .correct)
        #expect(review.verdict(on: Card(id: "d:c", prompt: "c", answer: "new"), in: "d") == nil)
        #expect(throws: ContentError.self) { try DeckReview(text: "d\td:a\tb\tmaybe\n", path: "r.tsv") }
        let cards = (0..<200).map { Card(id: "d:\($0)", prompt: "\($0)", answer: "x") }
        let sample = DeckReview.sample(of: cards, size: 50, seed: 12, deck: "d")
        #expect(sample.count == 50 && Set(sample).count == 50)
        #expect(sample == DeckReview.sample(of: cards, size: 50, seed: 12, deck: "d"))
        #expect(sample != DeckReview.sample(of: cards, size: 50, seed: 12, deck: "e"))
    }
}
