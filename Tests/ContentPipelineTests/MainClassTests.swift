import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// Issue 20, review round 7: a card's part of speech is the prompt's main
/// one, function words included (`his` → `suo` was labelled an adjective),
/// judged by the tagged corpus's counts; between function classes only the
/// label changes, never the word (`under` stays `debajo`).
@Suite struct MainClassTests {
    static let entries = [
        VocabularyTests.entry("under", "adv", "debajo"), VocabularyTests.entry("under", "pr", "bajo"),
        VocabularyTests.entry("his", "adj", "suyo"), VocabularyTests.entry("his", "det", "suyo"),
        VocabularyTests.entry("near", "pr", "cerca"), VocabularyTests.entry("near", "adj", "cercano"),
    ].map { ($0, 1) }

    static func builder(uses: String) throws -> VocabularyDeckBuilder {
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "es", route: ["eng-spa"]), prompts: ["under", "his", "near"],
            answers: ["debajo", "bajo", "suyo", "cerca", "cercano"],
            from: "under\t5.5\nhis\t6\nnear\t5\n",
            // The dictionary's evidence alone picks `debajo` and `cercano`, the
            // more common answers, and for `his` the adjective (a tie, broken by class name).
            to: "debajo\t5\nbajo\t4.5\nsuyo\t5\ncerca\t4\ncercano\t5\n")
        let classes = try TaggedClassUses(text: uses, path: "en-classes.tsv")
        builder.promptClassUses = { classes.uses(of: $0) }
        return builder
    }

    static func cards(_ builder: VocabularyDeckBuilder) -> [String: String] {
        Dictionary(uniqueKeysWithValues: builder.cards(from: entries).cards.map { ($0.id, "\($0.answer) (\($0.partOfSpeech?.rawValue ?? "-"))") })
    }

    /// Apertium's tagger on Tatoeba (`Dictionaries/apertium/en-classes.tsv`).
    static let tagged = "under\tadv\t31\nunder\tpr\t100\nhis\tadj\t19\nhis\tdet\t2883\nhis\tprn\t3\nnear\tadj\t108\n"

    @Test func withoutCountsTheMoreCommonTranslationsClassWins() throws {
        let cards = Self.cards(try Self.builder(uses: ""))
        #expect(cards["en-es:under"] == "debajo (adverb)" && cards["en-es:his"] == "suyo (adjective)")
        #expect(cards["en-es:near"] == "cercano (adjective)")
    }

    @Test func aFunctionWordTakesTheClassItIsUsedInMostWhenTheWordStays() throws {
        let builder = try Self.builder(uses: Self.tagged)
        let cards = Self.cards(builder)
        #expect(cards["en-es:his"] == "suyo (determiner)")
        // `under` is a preposition 100 times, but the preposition's word is
        // another (`bajo`): between function classes the counts fix only the label.
        #expect(cards["en-es:under"] == "debajo (adverb)")
        #expect(builder.cards(from: Self.entries).removed["prompt.classByUse"] == 1)
    }

    @Test func aClassTheTaggerNeverGaveTellsNothing() throws {
        // The tagger reads `near` only as an adjective (108): the chosen
        // class, here the adjective, stands, and with it the other way round.
        let cards = Self.cards(try Self.builder(uses: Self.tagged))
        #expect(cards["en-es:near"] == "cercano (adjective)")
        let prepositional = Self.cards(try Self.builder(uses: "near\tpr\t108\n"))
        #expect(prepositional["en-es:near"] == "cercano (adjective)")
    }

    @Test func thinOrCloseEvidenceKeepsTheChoice() throws {
        #expect(Self.cards(try Self.builder(uses: "his\tdet\t19\n"))["en-es:his"] == "suyo (adjective)")
        #expect(Self.cards(try Self.builder(uses: "his\tdet\t50\nhis\tadj\t30\n"))["en-es:his"] == "suyo (adjective)")
    }

    @Test func theMainClassNeedsTwentyUsesAndTwiceTheNext() throws {
        #expect(try Self.builder(uses: Self.tagged).mainClass(of: "under") == .preposition)
        #expect(try Self.builder(uses: Self.tagged).mainClass(of: "his") == .determiner)
        #expect(try Self.builder(uses: "then\tadv\t105\nthen\tcnjadv\t56\n").mainClass(of: "then") == nil)
        #expect(try Self.builder(uses: "under\tpr\t19\n").mainClass(of: "under") == nil)
        #expect(try Self.builder(uses: "").mainClass(of: "under") == nil)
    }

    /// Pairs in which `claro` goes with `sure`, a word of two classes.
    static let pairs = """
    Claro.\tSure.
    ¡Claro que sí!\tSure!
    Claro, ven.\tSure, come.
    Claro que puedo.\tSure I can.

    """

    static func discovering(uses: String) throws -> VocabularyDeckBuilder {
        let spanish = try ApertiumLemmas(text: "claro\tclaro<adj>=,claro<adv>=\n", path: "es")
        let english = try ApertiumLemmas(text: "sure\tsure<adj>=,sure<adv>=\n", path: "en")
        var builder = try VocabularyTests.builder(VocabularyPair(from: "es", to: "en", route: ["spa-eng"]), prompts: ["claro"],
                                                  answers: ["sure"], from: "claro\t6\n", to: "sure\t6\n")
        builder.corpus = try ParallelCorpus(text: pairs, path: "spa-eng.tsv", sourceLemmas: spanish, targetLemmas: english)
        builder.discoveryMinimums = (evidence: 3, pairs: 3)
        builder.corpusPrompts = ["claro"]
        builder.promptTags = { spanish.partsOfSpeech(of: $0) }
        builder.answerTags = { english.partsOfSpeech(of: $0) }
        builder.answerLemmas = { word in english.lemmas(of: word).map(\.lemma) }
        let classes = try TaggedClassUses(text: uses, path: "es-classes.tsv")
        builder.promptClassUses = { classes.uses(of: $0) }
        return builder
    }

    @Test func aTranslationTheCorpusFindsIsLabelledWithThePromptsMainClass() throws {
        let plain = try #require(try Self.discovering(uses: "").cards(from: []).cards.first)
        #expect(plain.answer == "sure" && plain.partOfSpeech == .adjective)
        let used = try #require(try Self.discovering(uses: "claro\tadj\t40\nclaro\tadv\t300\n").cards(from: []).cards.first)
        #expect(used.answer == "sure" && used.partOfSpeech == .adverb)
    }
}
