import Lexicon
import Testing

/// Which forms may enter a lexicon: lowercase letters only, NFC, sorted,
/// unique, not forbidden.
@Suite struct LexiconCandidateTests {
    static let fixture = Fixture(aff: """
        SET UTF-8
        FORBIDDENWORD !
        SFX S Y 2
        SFX S 0 s .
        SFX S 0 's .
        PFX L Y 1
        PFX L 0 l' .
        """, dic: """
        9
        canción/S
        cancio\u{301}n
        París/S
        dell/L
        e-mail
        mp3
        etc.
        walk/S
        walks/!
        """)

    @Test func keepsOnlyLowercaseLetterForms() throws {
        let candidates = try Self.fixture.candidates()
        #expect(candidates == ["canción", "cancións", "dell", "walk"])
    }

    @Test func candidatesAreSortedByScalarsAndUnique() throws {
        let fixture = Fixture(aff: "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n", dic: "4\nzeta/S\nárbol/S\nabeja/S\nzeta/S\n")
        let candidates = try fixture.candidates()
        #expect(candidates == ["abeja", "abejas", "zeta", "zetas", "árbol", "árbols"])
    }

    @Test func allFormsStillIncludeNonLetters() throws {
        let forms = try Self.fixture.forms()
        #expect(forms.contains("l'dell"))
        #expect(forms.contains("canción's"))
        #expect(forms.contains("e-mail"))
        #expect(!forms.contains("walks"))
    }
}
