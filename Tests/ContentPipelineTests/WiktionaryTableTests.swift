import Foundation
import Testing
@testable import ContentPipeline

/// English Wiktionary's translation tables (`Dictionaries/wiktionary/`): the
/// file reader, and the class its labels give a translation the answer
/// language's analyser does not know in it.
@Suite struct WiktionaryTableTests {
    static let table = """
    view\tn\tvista\t\tcomputing: logical table in database
    view\tn\tvisione\tf\tmental image
    view\tn\tvista\tf\trange of vision
    view\tvblex\tguardare\t\tto look at
    base\tn\tbasi\tfp\tfoundation

    """

    @Test func entriesGroupEachHeadwordsTranslationsInFileOrderOnce() throws {
        let entries = try WiktionaryTranslations.entries(Self.table, path: "eng-ita.tsv")
        #expect(entries == [FreeDictReader.Entry(headword: "view", translations: ["vista", "visione", "guardare"]),
                            FreeDictReader.Entry(headword: "base", translations: ["basi"])])
    }

    @Test func lemmasKeepTheClassAndTheGenderAnySenseGives() throws {
        let lemmas = try WiktionaryTranslations.lemmas(Self.table, path: "eng-ita.tsv")
        // The first sense leaves `vista` without a gender; the third gives it.
        #expect(lemmas["view"] == [ApertiumDictionary.Lemma(text: "vista", tag: "n", gender: "f"),
                                   ApertiumDictionary.Lemma(text: "visione", tag: "n", gender: "f"),
                                   ApertiumDictionary.Lemma(text: "guardare", tag: "vblex")])
        #expect(VocabularyDeckBuilder.tableGender("fp") == "f" && VocabularyDeckBuilder.tableGender("mf") == "mf")
    }

    @Test func aLineWithoutItsFieldsIsAnErrorNamingTheLine() {
        for bad in ["view\tn\tvista\tf\n", "view\tn\t\tf\tseeing\n", "\tn\tvista\tf\tseeing\n", "view\t\tvista\tf\tseeing\n"] {
            #expect(throws: ContentError.malformedLine(path: "eng-ita.tsv", line: 2,
                                                       reason: "expected english<TAB>class<TAB>translation<TAB>gender<TAB>sense")) {
                _ = try WiktionaryTranslations.lemmas("base\tn\tbase\tf\tstarting point\n" + bad, path: "eng-ita.tsv")
            }
        }
    }

    @Test func aDirectionNamesItsFiles() {
        #expect(VocabularyPair.FreeDictDirection(name: "wiktionary/eng-ita", fromPrompt: true).paths == ["wiktionary/eng-ita.tsv"])
        #expect(VocabularyPair.FreeDictDirection(name: "eng-ita", fromPrompt: true).paths
            == ["freedict/eng-ita/eng-ita.index", "freedict/eng-ita/eng-ita.dict"])
        // The English–Italian decks read the tables both ways.
        let pairs = VocabularyPair.standard.filter { $0.confirmations.contains(where: \.isWiktionary) }
        #expect(pairs.map(\.id) == ["en-it", "it-en"])
        #expect(pairs.map { $0.confirmations.first(where: \.isWiktionary)?.fromPrompt } == [true, false])
    }

    static let english = try? ApertiumLemmas(text: "view\tview<n>=,view<vblex>=\nviews\tview<n>,view<vblex>\n", path: "en")
    /// Apertium's Italian analyser reads `vista` only as a form of `vedere`.
    static let italian = try? ApertiumLemmas(text: """
    vista\tvedere<vblex>,vistare<vblex>
    vedere\tvedere<vblex>=
    vedo\tvedere<vblex>
    bella\tbello<adj>

    """, path: "it")

    @Test func aTranslationTheAnalyserDoesNotKnowInTheClassTakesTheTablesClassAndGender() throws {
        let pairs = SenseShareTests.repeated(3) { _ in ("The view is beautiful.", "La vista è bella.") }
            + SenseShareTests.repeated(2) { _ in ("I view it so.", "Lo vedo così.") }
        let (english, italian) = try (#require(Self.english), #require(Self.italian))
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "it", route: ["eng-ita"]), prompts: ["view"], answers: ["vista", "vedere"],
            from: "view\t5\n", to: "vista\t4.8\nvedere\t5.5\n", pairs: pairs, promptLemmas: english, answerLemmas: italian)
        builder.agreedTranslations = ["view": ["vista"]]
        try CardFormRulesTests.useClassCounts("view\tn\t21\nview\tvblex\t1\n", in: &builder)
        let entries = [(VocabularyTests.entry("view", "vblex", "vedere"), 1)]
        // The analyser knows no noun `vista`, so the verb keeps the card.
        #expect(builder.cards(from: entries).cards.first?.answer == "vedere")
        // The table puts `vista`, feminine, under the noun *view*.
        builder.tableTranslations = ["view": [ApertiumDictionary.Lemma(text: "vista", tag: "n", gender: "f")]]
        let result = builder.cards(from: entries)
        #expect(result.cards.first?.answer == "la vista" && result.cards.first?.partOfSpeech == .noun
                && result.cards.first?.gender == .feminine)
        #expect(result.removed["prompt.agreedForMainClass"] == 1)
        // A table that files it under another class changes nothing.
        builder.tableTranslations = ["view": [ApertiumDictionary.Lemma(text: "vista", tag: "adj", gender: "f")]]
        #expect(builder.cards(from: entries).cards.first?.answer == "vedere")
    }

    // MARK: nouns the analyser does not gender

    /// An English–Italian builder with one dictionary entry, `prompt` → `answer`, a noun.
    static func nounBuilder(from: String, to: String, _ prompt: String, _ answer: String, answerGender: String = "")
        throws -> (VocabularyDeckBuilder, [(entry: ApertiumDictionary.Entry, pivots: Int)]) {
        let builder = try VocabularyTests.builder(
            VocabularyPair(from: from, to: to, route: ["\(from)-\(to)"]), prompts: [prompt], answers: [answer],
            from: "\(prompt)\t5\n", to: "\(answer)\t4.5\n")
        return (builder, [(VocabularyTests.entry(prompt, "n", answer, targetGender: answerGender), 1)])
    }

    @Test func aNounNoEntryGendersTakesTheTablesGender() throws {
        var (builder, entries) = try Self.nounBuilder(from: "en", to: "it", "charge", "carica")
        #expect(builder.cards(from: entries).cards.first?.answer == "carica")
        builder.tableNounGenders = ["carica": "f"]
        let card = builder.cards(from: entries).cards.first
        #expect(card?.answer == "la carica" && card?.gender == .feminine)
        // A gender an entry gives is kept: the table only fills a gap.
        let gendered = try Self.nounBuilder(from: "en", to: "it", "charge", "carica", answerGender: "m").1
        #expect(builder.cards(from: gendered).cards.first?.answer == "il carica")
        // An Italian prompt likewise.
        var (italian, supporto) = try Self.nounBuilder(from: "it", to: "en", "supporto", "support")
        #expect(italian.cards(from: supporto).cards.first?.prompt == "supporto")
        italian.tableNounGenders = ["supporto": "m"]
        #expect(italian.cards(from: supporto).cards.first?.prompt == "il supporto")
        // The tables are Italian: an English prompt takes no article from them.
        var (english, garage) = try Self.nounBuilder(from: "en", to: "it", "garage", "rimessa", answerGender: "f")
        english.tableNounGenders = ["garage": "m"]
        #expect(english.cards(from: garage).cards.first?.prompt == "garage")
    }

    @Test func aFallbackCardTakesTheTablesClassForAWordTheAnalyserDoesNotKnow() throws {
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"]), prompts: ["baby"], answers: ["bebè"],
            from: "baby\t5.5\n", to: "bebè\t4\n")
        builder.isContentLemma = { _ in true }
        builder.fallbackTranslations = ["baby": ["bebè"]]
        try CardFormRulesTests.useClassCounts("baby\tn\t102\n", in: &builder)
        #expect(builder.cards(from: []).cards.first.map { [$0.answer, "\($0.partOfSpeech as Any)"] } == ["bebè", "nil"])
        builder.tableTranslations = ["baby": [ApertiumDictionary.Lemma(text: "bebè", tag: "n", gender: "m")]]
        #expect(builder.cards(from: []).cards.first.map { [$0.answer, "\($0.partOfSpeech as Any)"] } == ["bebè", "Optional(noun)"])
        builder.tableNounGenders = ["bebè": "m"]
        let card = builder.cards(from: []).cards.first
        #expect(card?.answer == "il bebè" && card?.partOfSpeech == .noun && card?.gender == .masculine)
    }

    @Test func theTablesGenderANounWhereAllTheirRowsAgree() throws {
        let lemmas = try WiktionaryTranslations.lemmas("""
        support\tn\tsupporto\tm\tsomething which supports
        helper\tn\tsupporto\t\tone who helps
        capital\tn\tcapitale\tf\tcity
        capital\tn\tcapitale\tm\tmoney
        bin\tn\trifiuti\tmp\twaste
        bin\tn\trifiuti\tp\trubbish
        be\tvblex\tessere\tm\tto exist
        help\tn\taiuto reciproco\tm\tmutual help

        """, path: "eng-ita.tsv")
        #expect(WiktionaryTranslations.nounGenders(lemmas) == ["supporto": "m", "rifiuti": "m", "capitale": "mf"])
        #expect(lemmas["capital"] == [ApertiumDictionary.Lemma(text: "capitale", tag: "n", gender: "mf")])
    }

    // MARK: phrases cited with an infinitive

    @Test func aPhraseIsHeldByTheFormsOfItsWords() throws {
        let italian = try ApertiumLemmas(text: "ho\tavere<vbhaver>\navere\tavere<vbhaver>=\nbisogno\tbisogno<n>=\ndi\tdi<pr>=\n", path: "it")
        let english = try ApertiumLemmas(text: "need\tneed<vblex>=\n", path: "en")
        let corpus = try ParallelCorpus(text: "I need you.\tHo bisogno di te.\nI need it.\tNe ho bisogno.\n", path: "p.tsv",
                                        sourceLemmas: english, targetLemmas: italian)
        // `ho` is a form of `avere`: the phrase is held where its words follow each other.
        #expect(corpus.targetCount("avere bisogno di") == 1 && corpus.cooccurrences("need", "avere bisogno di") == 1)
        #expect(corpus.targetCount("ho bisogno di") == 1 && corpus.targetCount("bisogno di te") == 1)
        #expect(corpus.targetCount("avere di") == 0)
    }

    @Test func anItalianPhraseIsConfirmedAsDictionariesCiteIt() throws {
        #expect(VocabularyDeckBuilder.cutInfinitive("avere bisogno di") == "aver bisogno di")
        #expect(VocabularyDeckBuilder.cutInfinitive("far vedere") == nil)  // already cut
        #expect(VocabularyDeckBuilder.cutInfinitive("avere") == nil && VocabularyDeckBuilder.cutInfinitive("per favore") == nil)
        var builder = try VocabularyTests.builder(VocabularyPair(from: "en", to: "it", route: ["eng-ita"]), prompts: [], answers: [],
                                                  from: "", to: "")
        builder.confirmed = [VocabularyDeckBuilder.confirmationKey("need", "aver bisogno di")]
        #expect(builder.isConfirmed("need", "avere bisogno di") && builder.isConfirmed("need", "aver bisogno di"))
        #expect(!builder.isConfirmed("need", "avere bisogno"))
        // Spanish does not cut its infinitives.
        var spanish = try VocabularyTests.builder(VocabularyPair(from: "en", to: "es", route: ["eng-spa"]), prompts: [], answers: [],
                                                  from: "", to: "")
        spanish.confirmed = [VocabularyDeckBuilder.confirmationKey("must", "tene que")]
        #expect(!spanish.isConfirmed("must", "tener que"))
    }
}
