import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// Review round 7: a translation the corpus finds for a verb must be a verb
/// (`volver` → `back`, `cercare` → `looking` were judged wrong).
@Suite struct VerbTranslationTests {
    /// Tatoeba-like pairs in which `volver` goes with `back` and never with `return`.
    static let pairs = """
    Él ha vuelto.\tHe is back.
    Ella ha vuelto.\tShe is back.
    Han vuelto.\tThey are back.
    Hemos vuelto.\tWe are back.

    """

    static func builder(answerUses: TaggedClassUses) throws -> VocabularyDeckBuilder {
        let spanish = try ApertiumLemmas(text: "volver\tvolver<vblex>=\nvuelto\tvolver<vblex>\n", path: "es")
        let english = try ApertiumLemmas(text: """
        back\tback<adj>=,back<adv>=,back<n>=,back<vblex>=
        looking\tlook<vblex>
        return\treturn<n>=,return<vblex>=

        """, path: "en")
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "es", to: "en", route: ["spa-eng"]), prompts: ["volver"], answers: ["back", "return", "looking"],
            from: "volver\t5.5\n", to: "back\t6\nreturn\t5.2\nlooking\t5.5\n", pairs: pairs, promptLemmas: spanish, answerLemmas: english)
        builder.discoveryMinimums = (evidence: 3, pairs: 3)
        builder.answerClassUses = { answerUses.uses(of: $0) }
        return builder
    }

    @Test func aVerbIsNotTranslatedByAParticleOrAForm() throws {
        // Apertium's tagger: `back` is an adverb 265 times, a verb 18 (`Dictionaries/apertium/en-classes.tsv`).
        let uses = try TaggedClassUses(text: "back\tadj\t13\nback\tadv\t265\nback\tn\t5\nback\tvblex\t18\nreturn\tvblex\t81\nreturn\tn\t22\n",
                                       path: "en-classes.tsv")
        let entries = [(VocabularyTests.entry("volver", "vblex", "return", "vblex"), 1)]
        let corpus = try #require(try Self.builder(answerUses: uses).corpus)
        // The pairs tie `back` to `volver` (in every pair) and never `return`…
        #expect(corpus.associates(of: "volver", minimumCount: 3, limit: 1).first?.key == "back")
        #expect(corpus.cooccurrences("volver", "return") == 0)
        // …but `back` is used mostly as an adverb, so the card keeps the dictionary's verb.
        let card = try #require(try Self.builder(answerUses: uses).cards(from: entries).cards.first)
        #expect(card.id == "es-en:volver" && card.answer == "return" && card.partOfSpeech == .verb)
        // A word used as a verb as often as in any other class is a verb (`return`); a form is not (`looking`).
        let builder = try Self.builder(answerUses: uses)
        #expect(builder.isVerbTranslation("return") && !builder.isVerbTranslation("back") && !builder.isVerbTranslation("looking"))
        // A tagger that used `back` mostly as a verb would let it stand.
        let verbal = try TaggedClassUses(text: "back\tvblex\t300\nback\tadv\t20\n", path: "c.tsv")
        #expect(try Self.builder(answerUses: verbal).cards(from: entries).cards.first?.answer == "back")
    }
}

/// A name repeated as its own translation (`john` → `john` in `en-it`, round 7)
/// is dropped, on what labelled sources say of the word in both languages.
@Suite struct NameOfItselfTests {
    static let pairs = """
    I am John.\tSono John.
    John is here.\tJohn è qui.
    I saw John.\tHo visto John.
    John runs.\tJohn corre.
    I like pizza.\tMi piace la pizza.
    The pizza is hot.\tLa pizza è calda.
    We ate pizza.\tAbbiamo mangiato pizza.
    Pizza again!\tAncora pizza!

    """

    static func builder(labelled: Bool) throws -> VocabularyDeckBuilder {
        let english = try ApertiumLemmas(text: "john\tJohn<np><ant>\npizza\tpizza<n>=\n", path: "en")
        let italian = try ApertiumLemmas(text: "john\tJohn<np><ant>\npizza\tpizza<n>=\n", path: "it")
        // en_US lists lowercase `john` (slang), it_IT does not: Italian `john`
        // passes only as a word common in running text (Zipf ≥ 3).
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "it", route: ["eng-spa", "spa-ita"]), prompts: ["john", "pizza"], answers: ["pizza"],
            from: "john\t5\npizza\t4.5\n", to: "john\t4\npizza\t4.8\n", pairs: pairs, promptLemmas: english, answerLemmas: italian)
        builder.discoveryMinimums = (evidence: 3, pairs: 3)
        builder.corpusPrompts = ["john", "pizza"]
        if labelled {
            let labels = try [
                "en": WordLabels(text: "john\tname\tmixed\tapertium-eng,scowl,wn30\npizza\tname\tmixed\tscowl\n", path: "labels/en.tsv"),
                "it": WordLabels(text: "john\tname\tonly\tapertium-ita\n", path: "labels/it.tsv"),
            ]
            builder.nameLabel = { language, word in labels[language]?.label(.name, of: word)?.strength }
        }
        return builder
    }

    @Test func aNameTranslatedByItselfIsDropped() throws {
        // Without labels the corpus gives `john` the card `john` → `john`.
        let unlabelled = try Self.builder(labelled: false).cards(from: [])
        #expect(unlabelled.cards.map(\.id).sorted() == ["en-it:john", "en-it:pizza"])
        #expect(unlabelled.cards.first { $0.id == "en-it:john" }?.answer == "john")
        // Labelled a name in English and only a name in Italian, it is the name repeated.
        let result = try Self.builder(labelled: true).cards(from: [])
        #expect(result.cards.map(\.id) == ["en-it:pizza"])
        #expect(result.sameNamePrompts == ["john"] && result.removed["answer.sameName"] == 1)
        // `pizza`, which no Italian source calls a name, stays though an English one does.
        #expect(result.cards.first?.answer.hasSuffix("pizza") == true)
        let builder = try Self.builder(labelled: true)
        #expect(builder.isNameOfItself(prompt: "john", answer: "John") && !builder.isNameOfItself(prompt: "john", answer: "giovanni"))
        #expect(!builder.isNameOfItself(prompt: "pizza", answer: "pizza"))
    }
}
