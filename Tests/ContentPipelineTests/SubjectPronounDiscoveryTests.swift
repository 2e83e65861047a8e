import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// Issue 20: *they* had no English–Italian card. No dictionary of the pivot
/// carries personal pronouns, so the corpus must find the translation, and
/// it pairs *they* most with `hanno`, the verb form that carries the subject
/// where Italian drops the pronoun; the search ended there, as a pronoun
/// translates as a function word. For an English pronoun it now passes over
/// the verb to the pronoun (`loro`), labelled a pronoun though the analyser
/// reads `loro` first as the determiner.
@Suite struct SubjectPronounDiscoveryTests {
    /// `they`/`ellos` goes with `hanno` in 5 pairs and with `loro` in 4; `lui`
    /// (of which `loro` is also a form) is common on its own.
    static func pairs(_ pronoun: String) -> String {
        """
        \(pronoun) have a dog.\tHanno un cane.
        \(pronoun) have time.\tHanno tempo.
        \(pronoun) have books.\tHanno dei libri.
        \(pronoun) have won.\tLoro hanno vinto.
        \(pronoun) have eaten.\tLoro hanno mangiato.
        \(pronoun) are here.\tLoro sono qui.
        \(pronoun) sleep.\tLoro dormono.
        He sleeps.\tLui dorme.
        He is here.\tLui è qui.
        He won.\tLui ha vinto.

        """
    }

    static let italian = "loro\tloro<det>=,lui<prn>\nlui\tlui<prn>=\nhanno\tavere<vbhaver>\n"

    static func cards(from: String, prompt: String, pronoun: String) throws -> [Card] {
        let promptLemmas = try ApertiumLemmas(text: "\(prompt)\tprpers<prn>\n", path: from)
        let answerLemmas = try ApertiumLemmas(text: italian, path: "it")
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: from, to: "it", route: [from == "en" ? "eng-ita" : "spa-ita"]), prompts: [prompt],
            answers: ["loro", "hanno", "lui"], from: "\(prompt)\t6.5\n", to: "loro\t6\nhanno\t6\nlui\t6\n",
            pairs: pairs(pronoun), promptLemmas: promptLemmas, answerLemmas: answerLemmas)
        builder.corpusPrompts = [prompt]
        return builder.cards(from: []).cards
    }

    @Test func anEnglishPronounPassesOverTheVerbThatCarriesTheSubject() throws {
        let cards = try Self.cards(from: "en", prompt: "they", pronoun: "They")
        #expect(cards.map(\.answer) == ["loro"])
        #expect(cards.first?.partOfSpeech == .pronoun)
    }

    @Test func anEnglishPronounsTranslationStaysAPronounNotAFormOfAnAdjective() throws {
        // `nulla` is the pronoun and a form of the adjective `nullo`; taken
        // as the adjective it was no pronoun's translation, and *anything* had no card.
        let promptLemmas = try ApertiumLemmas(text: "anything\tanything<prn>=\n", path: "en")
        let answerLemmas = try ApertiumLemmas(text: "nulla\tnullo<adj>,nulla<prn>=\nnullo\tnullo<adj>=\nvisto\tvedere<vblex>\n", path: "it")
        // Every pair holds `nulla`, so the two lemmas go with *anything* equally.
        let pairs = (1...4).map { "I didn't see anything \($0).\tNon ho visto nulla \($0).\n" }.joined()
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "en", to: "it", route: ["eng-ita"]), prompts: ["anything"], answers: ["nulla", "nullo"],
            from: "anything\t5.5\n", to: "nulla\t5\nnullo\t4\n", pairs: pairs, promptLemmas: promptLemmas, answerLemmas: answerLemmas)
        builder.corpusPrompts = ["anything"]
        let cards = builder.cards(from: []).cards
        #expect(cards.map(\.answer) == ["nulla"])
        #expect(cards.first?.partOfSpeech == .pronoun)
    }

    @Test func aPronounOfALanguageThatDropsItsOwnKeepsTheFirstWord() throws {
        // Spanish drops subject pronouns too, so its pairs are no evidence
        // the rule was written for: the verb is the first word and ends the search.
        #expect(try Self.cards(from: "es", prompt: "ellos", pronoun: "Ellos").isEmpty)
    }
}
