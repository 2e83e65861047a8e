import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// A word English uses mostly in negative sentences (*anyone*) is taught by
/// its translation in the other sentences first (`alguien, nadie`), not
/// only by the negative word Spanish uses where English negates.
@Suite struct AffirmativeFirstTests {
    static func card(negators: Set<String>, affirmative: Int = 4) throws -> Card? {
        let spanish = try ApertiumLemmas(text: "nadie\tnadie<prn>=\nalguien\talguien<prn>=\n", path: "es")
        let english = try ApertiumLemmas(text: "anyone\tanyone<prn>=\n", path: "en")
        // Six negative pairs (`don't` is the words `don`, `t`) and some others.
        let pairs = SenseShareTests.repeated(6) { ("I don't know anyone\($0).", "No conozco a nadie\($0).") }
            + SenseShareTests.repeated(affirmative) { index in
                let (english, spanish) = [("here", "aquí"), ("there", "allí"), ("home", "en casa"), ("outside", "fuera")][index % 4]
                return ("Is anyone \(english)?", "¿Alguien \(spanish)?")
            }
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "es", route: ["eng-spa"]), prompts: ["anyone"], answers: ["nadie", "alguien"],
            from: "anyone\t5\n", to: "nadie\t5\nalguien\t5\n", pairs: pairs, promptLemmas: english, answerLemmas: spanish)
        builder.negators = negators
        builder.affirmativeMinimum = 3
        let result = builder.cards(from: [(VocabularyTests.entry("anyone", "prn", "nadie"), 1)])
        return result.cards.first { $0.id == "en-es:anyone" }
    }

    @Test func theTranslationOfTheSentencesThatDoNotNegateComesFirst() throws {
        let card = try #require(try Self.card(negators: ["not", "n't", "never"]))
        #expect(card.answer == "alguien, nadie")
        #expect(card.example?.text.hasPrefix("Is anyone") == true)
    }

    @Test func withoutNegatorsOrEnoughOtherSentencesTheCardKeepsItsAnswer() throws {
        #expect(try Self.card(negators: [])?.answer == "nadie")
        #expect(try Self.card(negators: ["not", "n't", "never"], affirmative: 2)?.answer == "nadie")
        // `n't` is the negator here: without it every sentence counts as affirmative, and `nadie` is no negative word.
        #expect(try Self.card(negators: ["not", "never"])?.answer == "nadie")
    }

    /// A determiner (`cualquier`) is a word, not a fragment: only a phrase
    /// ending in one is dropped (`cualquier` was once, and *any* kept `ninguna`).
    @Test func aDeterminerIsAnAnswerAndAPhraseEndingInOneIsNot() throws {
        let spanish = try ApertiumLemmas(
            text: "ninguna\tninguno<det>=\ncualquier\tcualquier<det>=\nde\tde<pr>=\nlibro\tlibro<n>=\n", path: "es")
        let english = try ApertiumLemmas(text: "any\tany<det>=\n", path: "en")
        let pairs = SenseShareTests.repeated(6) { ("I don't have any book\($0).", "No tengo ninguna libro\($0).") }
            + SenseShareTests.repeated(4) { ("Take any book\($0).", "Toma cualquier libro\($0).") }
            // `de cualquier` is as strong as `cualquier` in these, and is a fragment.
            + SenseShareTests.repeated(4) { ("Any of book\($0).", "De cualquier libro\($0).") }
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "es", route: ["eng-spa"]), prompts: ["any"], answers: ["ninguna", "cualquier"],
            from: "any\t5\n", to: "ninguna\t5\ncualquier\t5\n", pairs: pairs, promptLemmas: english, answerLemmas: spanish)
        builder.negators = ["not", "n't"]
        builder.affirmativeMinimum = 3
        let card = try #require(builder.cards(from: [(VocabularyTests.entry("any", "det", "ninguna"), 1)]).cards.first { $0.id == "en-es:any" })
        #expect(card.answer == "cualquier, ninguna")
    }
}
