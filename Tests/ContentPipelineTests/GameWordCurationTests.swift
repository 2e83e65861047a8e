import Foundation
import Lexicon
import Testing
@testable import ContentPipeline

/// Issue 20: game words by evidence. Which lexicon words the games accept and
/// count, from labelled sources and measured use.
@Suite struct GameWordCurationTests {
    static let english = ContentLanguage.standard[0]

    static let labels = """
    approx\tabbreviation\tonly\tscowl,lo-autocorr
    am\tabbreviation\tmixed\tscowl
    giacomo\tname\tonly\tapertium-eng
    charlie\tname\tdominant\tapertium-eng,scowl
    mark\tname\tmixed\tscowl,wn30
    kraut\toffensive\tonly\tscowl-misc
    coon\toffensive\tmixed\tscowl-misc,wn30
    boy\toffensive\tmixed\twn30
    bide\tarchaic\tonly\twn30

    """

    static let lemmas = """
    apollo\tApollo<np><ant>
    ale\tAle<np><ant>
    boy\tboy<n>=
    casa\tcasa<n>=,casar<vblex>
    casas\tcasa<n>,casar<vblex>
    del\tde<pr>+el<det>
    mark\tmark<n>=,Mark<np><ant>

    """

    static func curation() throws -> GameWordCuration {
        var curation = try GameWordCuration(text: "-rte\n", path: "g.txt", language: english, blocklists: BlocklistSet([]))
        curation.labels = try WordLabels(text: labels, path: "labels.tsv")
        curation.lemmas = try ApertiumLemmas(text: lemmas, path: "lemmas.tsv")
        curation.frequencies = try FrequencyList(text: """
        boy\t5.2
        mark\t4.9
        charlie\t4.0
        apollo\t3.6
        ale\t3.5
        coon\t3.1
        kraut\t2.5
        bide\t2.4
        approx\t2.3
        am\t6.0
        etui\t1.2
        garden\t4.8

        """, path: "en.tsv")
        curation.properNounEntries = ["apollo", "mark"]
        return curation
    }

    @Test func labelledOnlyOrMostlyIsNotAGameWord() throws {
        let curation = try Self.curation()
        #expect(curation.rejection(of: "approx", stems: ["approx"]) == .labelledAbbreviation)
        #expect(curation.rejection(of: "giacomo", stems: ["giacomo"]) == .labelledName)
        #expect(curation.rejection(of: "charlie", stems: ["charlie"]) == .labelledName)
        #expect(curation.rejection(of: "kraut", stems: ["kraut"]) == .labelledOffensive)
        // Another sense keeps the word: `am`, `mark`, `coon`.
        #expect(curation.rejection(of: "am", stems: ["am"]) == nil)
        #expect(curation.rejection(of: "mark", stems: ["mark"]) == nil)
        #expect(curation.rejection(of: "coon", stems: ["coon"]) == nil)
        // A form of an offensive entry is offensive; a form of another entry is not a name.
        #expect(curation.rejection(of: "krauts", stems: ["krauts", "kraut"], isFormOfAttestedEntry: true) == .labelledOffensive)
        #expect(curation.rejection(of: "charlie", stems: ["charlie", "charl"]) == nil)
        #expect(curation.rejection(of: "rte", stems: ["rte"]) == .abbreviation)
    }

    @Test func aWordNobodyWritesIsNotAGameWord() throws {
        let curation = try Self.curation()
        #expect(curation.rejection(of: "gardens", stems: ["gardens"]) == .unattested)
        #expect(curation.rejection(of: "gardens", stems: ["gardens"], isFormOfAttestedEntry: true) == nil)
        #expect(curation.rejection(of: "etui", stems: ["etui"]) == nil)
    }

    @Test func countedWordsArePeoplesWords() throws {
        let curation = try Self.curation()
        #expect(curation.uncounted("garden", stems: ["garden"]) == nil)
        #expect(curation.uncounted("etui", stems: ["etui"]) == .rare)
        // An offensive sense: counted only when common enough to be known in its everyday sense.
        #expect(curation.uncounted("coon", stems: ["coon"]) == .offensive)
        #expect(curation.uncounted("boy", stems: ["boy"]) == nil)
        // A name to the analyser and to Hunspell's dictionary; `ale` is only the analyser's.
        #expect(curation.uncounted("apollo", stems: ["apollo"]) == .name)
        #expect(curation.uncounted("ale", stems: ["ale"]) == nil)
        #expect(curation.uncounted("mark", stems: ["mark"]) == nil)
        #expect(curation.uncounted("bide", stems: ["bide"]) == .archaic)
        #expect(curation.uncounted("bides", stems: ["bides", "bide"]) == .archaic)
    }

    @Test func gameWordsOfALexicon() throws {
        let curation = try Self.curation()
        let lexicon = try WordSet(words: ["am", "apollo", "approx", "boy", "charlie", "coon", "etui", "garden", "gardens", "kraut", "krauts"])
        let stems = LexiconStems()
        let games = curation.gameWords(of: lexicon, stems: stems)
        #expect(games.accepted == ["am", "apollo", "boy", "coon", "etui", "garden"])
        #expect(games.counted.map(\.word) == ["am", "boy", "garden"])
        #expect(games.counts["labelledName"] == 1 && games.counts["unattested"] == 2)
        #expect(games.counts["source:labelledAbbreviation:lo-autocorr"] == 1)
        #expect(games.counts["uncounted.name"] == 1 && games.counts["uncounted.offensive"] == 1 && games.counts["uncounted.rare"] == 1)
    }

    @Test func stemsOfAnAffixedDictionary() throws {
        let affix = try AffixFile(data: Data("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n".utf8))
        let dictionary = try DictionaryFile(text: "3\nkraut/S\ngarden/S\nTom/S\n", affixFile: affix)
        let lexicon = try WordSet(words: ["garden", "gardens", "kraut", "krauts"])
        let stems = LexiconStems(affixFile: affix, dictionary: dictionary, lexicon: lexicon,
                                 isAttested: { $0 == "garden" }, isLabelled: { $0 == "kraut" })
        #expect(stems.isFormOfAttestedEntry("gardens") && !stems.isFormOfAttestedEntry("garden") && !stems.isFormOfAttestedEntry("krauts"))
        #expect(stems.stems(of: "krauts") == ["krauts", "kraut"])
        #expect(stems.stems(of: "gardens") == ["gardens"])
    }

    @Test func labelAndLemmaFilesAreReadAndCheckedByLine() throws {
        let lemmas = try ApertiumLemmas(text: Self.lemmas, path: "lemmas.tsv")
        #expect(lemmas.isHeadword("casa") && !lemmas.isHeadword("casas") && lemmas.isInflected("casas"))
        #expect(lemmas.isOnlyProperNoun("apollo") && !lemmas.isOnlyProperNoun("mark") && !lemmas.knowsLowercase("apollo"))
        #expect(lemmas.lemmas(of: "del").map(\.lemma) == ["de", "el"])
        #expect(lemmas.lemmas(of: "casas").map(\.partOfSpeech) == ["n", "vblex"])
        #expect(!lemmas.knows("garden"))
        #expect(throws: ContentError.malformedLine(path: "l.tsv", line: 2, reason: "expected lemma<pos>, got \"casa\"")) {
            try ApertiumLemmas(text: "a\ta<n>\nb\tcasa\n", path: "l.tsv")
        }
        let labels = try WordLabels(text: Self.labels, path: "labels.tsv")
        #expect(labels.label(.offensive, of: "coon")?.sources == ["scowl-misc", "wn30"])
        #expect(labels.labels(of: "garden").isEmpty)
        #expect(throws: ContentError.self) { try WordLabels(text: "x\tslang\tonly\tsrc\n", path: "labels.tsv") }
    }
}
