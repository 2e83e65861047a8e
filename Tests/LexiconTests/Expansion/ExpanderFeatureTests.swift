import Foundation
import Lexicon
import Testing
import WordKitTestSupport

/// Each affix-file feature on a hand-written pair: the forms we make, and
/// the same forms and near misses put to the real `hunspell` command.
@Suite struct ExpanderFeatureTests {
    @Test(arguments: FeatureFixtures.all)
    func expandsExactlyTheExpectedForms(_ feature: FeatureFixture) throws {
        let forms = try feature.fixture.forms()
        #expect(forms == feature.expected)
        #expect(forms.isDisjoint(with: feature.rejected))
    }

    @Test(.enabled(if: HunspellCommand.isAvailable), arguments: FeatureFixtures.all)
    func hunspellAgreesWithTheFixture(_ feature: FeatureFixture) throws {
        // Hunspell's tokenizer splits at non-letters, so only letter words are put to it.
        let letterWords = feature.expected.filter { $0.allSatisfy(\.isLetter) }.sorted()
        #expect(try HunspellCommand.rejected(letterWords, fixture: feature.fixture).isEmpty)
        let nearMisses = feature.rejected.sorted()
        #expect(try HunspellCommand.rejected(nearMisses, fixture: feature.fixture) == feature.rejected)
    }

    @Test func perEntryFormsStartWithTheStemAndHaveNoRepeats() throws {
        let fixture = FeatureFixtures.stripConditionsCrossProduct.fixture
        let expander = Expander(affixFile: try fixture.affixFile())
        let entries = try fixture.dictionary().entries
        let forms = try #require(entries.first.map(expander.forms(of:)))
        #expect(forms.first == "try")
        #expect(Set(forms).count == forms.count)
        #expect(Set(forms) == ["try", "tries", "retry", "retries"])
    }

    @Test func crossProductNeedsYOnBothClasses() throws {
        let fixture = Fixture(aff: """
            PFX P N 1
            PFX P 0 pre .
            PFX Q Y 1
            PFX Q 0 co .
            SFX S Y 1
            SFX S 0 s .
            SFX T N 1
            SFX T 0 t .
            """, dic: """
            1
            a/PQST
            """)
        #expect(try fixture.forms() == ["a", "prea", "coa", "as", "at", "coas"])
    }

    @Test func ignoredCharactersStayAsWritten() throws {
        // Hunspell accepts "collar" too (it drops ignored characters from
        // input), but only the written form is a word of the language.
        let fixture = Fixture(aff: """
            SET UTF-8
            IGNORE ·
            SFX S Y 1
            SFX S 0 ·s .
            """, dic: """
            1
            col·lar/S
            """)
        #expect(try fixture.forms() == ["col·lar", "col·lar·s"])
        #expect(try fixture.candidates().isEmpty)
    }

    @Test func latin1FilesAreDecoded() throws {
        // "caña/S" in ISO 8859-1: ñ is the single byte 0xF1.
        let aff = try AffixFile(text: "SET ISO8859-1\nSFX S Y 1\nSFX S 0 s .\n")
        let dic = try DictionaryFile(data: Data([0x31, 0x0A, 0x63, 0x61, 0xF1, 0x61, 0x2F, 0x53, 0x0A]), affixFile: aff)
        #expect(dic.entries.map(\.word) == ["caña"])
        #expect(Expander(affixFile: aff).lexiconCandidates(in: dic) == ["caña", "cañas"])
    }
}
