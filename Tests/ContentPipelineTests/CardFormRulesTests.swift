import Foundation
import Testing
@testable import ContentPipeline

/// Round 16 of issue 20: a noun shown in the plural a language uses for it,
/// a class the prompt is used in that no dictionary translation of it is
/// attested for, and a fallback that would teach another word.
@Suite struct CardFormRulesTests {
    static let english = try? ApertiumLemmas(text: """
    hair\thair<n>=
    potato\tpotato<n>=
    potatoes\tpotato<n>
    friends\tfriend<n>
    friend\tfriend<n>=
    matter\tmatter<n>=,matter<vblex>=
    matters\tmatter<n>,matter<vblex>
    will\twill<n>=,will<vaux>=

    """, path: "en")

    static let italian = try? ApertiumLemmas(text: """
    capello\tcapello<n>=
    capelli\tcapello<n>
    patata\tpatata<n>=
    patate\tpatata<n>
    amico\tamico<n>=
    amici\tamico<n>
    affare\taffare<n>=
    questione\tquestione<n>=
    importa\timportare<vblex>
    importare\timportare<vblex>=
    volontà\tvolontà<n>=

    """, path: "it")

    /// An English–Italian builder over `pairs`, with the analysers above.
    static func builder(pairs: String) throws -> VocabularyDeckBuilder {
        let (english, italian) = try (#require(english), #require(italian))
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "it", route: ["eng-ita"]),
            prompts: ["hair", "potato", "friends", "matter", "will"],
            answers: ["capello", "patata", "amico", "affare", "questione", "importare", "volontà"],
            from: "hair\t5\npotato\t4.2\npotatoes\t4.3\nfriends\t5.5\nfriend\t5.6\nmatter\t5.2\nwill\t6.5\n",
            to: "capello\t4\ncapelli\t4.5\npatata\t4\namico\t5\naffare\t4.2\nquestione\t4.9\nimportare\t3.6\nvolontà\t4.8\n",
            pairs: pairs, promptLemmas: english, answerLemmas: italian)
        builder.answerForms = { italian.forms(ofLemma: $0) }
        builder.promptForms = { english.forms(ofLemma: $0) }
        builder.isPromptForm = { english.isInflected($0) }
        return builder
    }

    @Test func aNounIsShownInThePluralOnlyWhereThePromptIsPluralOrUncountable() throws {
        let pairs = SenseShareTests.repeated(3) { _ in ("Her hair is long.", "Ha i capelli lunghi.") }
            + SenseShareTests.repeated(3) { _ in ("I like potato salad.", "Mi piacciono le patate.") }
            + SenseShareTests.repeated(3) { _ in ("My friends are here.", "I miei amici sono qui.") }
        let builder = try Self.builder(pairs: pairs)
        let cards = builder.cards(from: [
            (VocabularyTests.entry("hair", "n", "capello", targetGender: "m"), 1),
            (VocabularyTests.entry("potato", "n", "patata", targetGender: "f"), 1),
            (VocabularyTests.entry("friends", "n", "amico", targetGender: "m"), 1),
        ]).cards
        let answers = Dictionary(uniqueKeysWithValues: cards.map { ($0.prompt, $0.answer) })
        // *hair* has no plural in the analyser: uncountable, `i capelli` as its pairs say.
        #expect(answers["hair"] == "i capelli")
        // *friends* is itself a plural.
        #expect(answers["friends"] == "gli amici")
        // *potatoes* is as common as *potato*: the singular, whatever the pairs hold.
        #expect(answers["potato"] == "la patata")
        #expect(builder.isPluralOrUncountable("hair") && !builder.isPluralOrUncountable("potato"))
    }

    @Test func aClassWithoutAnAttestedTranslationTakesTheCorpussOneFirst() throws {
        let pairs = """
        The matter is closed.\tLa questione è chiusa.
        A serious matter.\tUna questione seria.
        A matter of time.\tQuestione di tempo.
        It is a matter of money.\tÈ una questione di soldi.
        Let's discuss the matter.\tParliamo della questione.
        It doesn't matter.\tNon importa.
        Does it matter?\tImporta?
        That doesn't matter.\tQuesto non importa.
        Nothing matters.\tNiente importa.

        """
        var builder = try Self.builder(pairs: pairs)
        builder.answerGender = { ["questione": "f", "affare": "m"][$0] ?? "" }
        let entries = [(VocabularyTests.entry("matter", "n", "affare", targetGender: "m"), 1),
                       (VocabularyTests.entry("matter", "vblex", "importare"), 1)]
        // Without tagged counts the attested verb takes the card.
        #expect(builder.cards(from: entries).cards.first?.answer == "importare")
        // Running text uses `matter` as a noun three times as often: the
        // noun, whose only dictionary translation the pairs never hold, so
        // the corpus's noun comes first.
        let uses = try TaggedClassUses(text: "matter\tn\t98\nmatter\tvblex\t33\n", path: "en-classes.tsv")
        builder.promptClassUses = { uses.uses(of: $0) }
        let result = builder.cards(from: entries)
        #expect(result.cards.first?.answer == "la questione, l'affare" && result.cards.first?.partOfSpeech == .noun)
        #expect(result.removed["prompt.corpusForUnattestedClass"] == 1)
    }

    @Test func aFallbackThatTeachesAnotherClassTheCorpusNeverPairsGetsNoCard() throws {
        let often = (0..<VocabularyDeckBuilder.judgedEvidence).map { "It will be \($0).\tSarà \($0)." }.joined(separator: "\n")
        var builder = try Self.builder(pairs: often + "\n")
        builder.isContentLemma = { _ in true }
        builder.fallbackTranslations = ["will": ["volontà"]]
        // No tagged counts: nothing says `volontà` is another class, so the card stays.
        #expect(builder.cards(from: []).cards.map(\.answer) == ["volontà"])
        let uses = try TaggedClassUses(text: "will\tn\t14\nwill\tvaux\t2359\n", path: "en-classes.tsv")
        builder.promptClassUses = { uses.uses(of: $0) }
        let result = builder.cards(from: [])
        #expect(result.cards.isEmpty && result.removed["prompt.fallbackOfOtherClass"] == 1)
        // Pairs that hold the translation keep the card.
        let attested = SenseShareTests.repeated(3) { _ in ("Where there's a will, there's a way.", "Volere è potere, con volontà.") }
        builder.corpus = try ParallelCorpus(text: often + "\n" + attested, path: "p.tsv",
                                            sourceLemmas: #require(Self.english), targetLemmas: #require(Self.italian))
        #expect(builder.cards(from: []).cards.map(\.answer) == ["volontà"])
    }
}
