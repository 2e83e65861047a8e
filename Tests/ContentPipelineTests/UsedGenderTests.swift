import Foundation
import GameKernel
import Testing
@testable import ContentPipeline

/// Issue 20, item 4: a noun Apertium lists as of either gender takes the
/// one gender the corpus's articles give it (`il membro`).
@Suite struct UsedGenderTests {
    /// Apertium lists `membro` and `giornalista` as of either gender; the
    /// corpus's articles say `membro` is masculine only.
    @Test func aNounOfEitherGenderTakesTheOneTheCorpusUses() throws {
        let italian = try ApertiumLemmas(text: "membro\tmembro<n>=\ngiornalista\tgiornalista<n>=\n", path: "it")
        let english = try ApertiumLemmas(text: "member\tmember<n>=\njournalist\tjournalist<n>=\n", path: "en")
        let pairs = """
        Sono un membro.\tI am a member.
        Il membro parla.\tThe member speaks.
        È un membro del club.\tHe is a member of the club.
        Un membro nuovo.\tA new member.
        Parlo al membro.\tI speak to the member.
        Sono un giornalista.\tI am a journalist.
        Sono una giornalista.\tI am a journalist.
        Il giornalista scrive.\tThe journalist writes.
        La giornalista scrive.\tThe journalist writes.
        Una giornalista.\tA journalist.

        """
        var builder = try VocabularyTests.builder(
            VocabularyPair(from: "it", to: "en", route: ["ita-eng"]), prompts: ["membro", "giornalista"], answers: ["member", "journalist"],
            from: "membro\t5\ngiornalista\t4.5\n", to: "member\t5\njournalist\t4.5\n")
        builder.corpus = try ParallelCorpus(text: pairs, path: "ita-eng.tsv", sourceLemmas: italian, targetLemmas: english)
        #expect(builder.usedGender(of: "membro") == .masculine && builder.usedGender(of: "giornalista") == nil)
        let result = builder.cards(from: [
            VocabularyTests.entry("membro", "n", "member", sourceGender: "mf"),
            VocabularyTests.entry("giornalista", "n", "journalist", sourceGender: "mf"),
        ].map { ($0, 1) })
        let prompts = Dictionary(uniqueKeysWithValues: result.cards.map { ($0.id, $0.prompt) })
        #expect(prompts["it-en:membro"] == "il membro" && prompts["it-en:giornalista"] == "il/la giornalista")
    }
}
