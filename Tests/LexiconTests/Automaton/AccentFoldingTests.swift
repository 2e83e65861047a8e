import Foundation
import Lexicon
import Testing

/// Accent-insensitive lookup of lexicon forms.
@Suite struct AccentFoldingTests {
    static let set: WordSet = {
        let words = ["canción", "cancion", "città", "citta", "pero", "peró", "perro", "año", "ano", "über", "caña", "façade", "ß"]
        return (try? WordSet(words: words)) ?? WordSet()
    }()

    @Test func findsFormsWhoseFoldedSpellingMatches() {
        #expect(Self.set.forms(matchingFolded: "cancion") == ["cancion", "canción"])
        #expect(Self.set.forms(matchingFolded: "citta") == ["citta", "città"])
        #expect(Self.set.forms(matchingFolded: "ano") == ["ano"])
        #expect(Self.set.forms(matchingFolded: "año") == ["año"])
        #expect(Self.set.forms(matchingFolded: "AÑO") == ["año"])
        #expect(Self.set.forms(matchingFolded: "uber") == ["über"])
        #expect(Self.set.forms(matchingFolded: "facade") == ["façade"])
        #expect(Self.set.forms(matchingFolded: "ß") == ["ß"])
        #expect(Self.set.forms(matchingFolded: "perr") == [])
        #expect(Self.set.forms(matchingFolded: "") == [])
    }

    @Test func foldsTheQueryToo() {
        #expect(Self.set.forms(matchingFolded: "CANCIÓN") == ["cancion", "canción"])
        #expect(Self.set.forms(matchingFolded: "cancio\u{301}n") == ["cancion", "canción"])
        #expect(Self.set.forms(matchingFolded: "caña") == ["caña"])
    }

    @Test func matchesBruteForceFolding() throws {
        var generator = SplitMix64(seed: 3)
        let words = WordLists.random(count: 1500, using: &generator)
        let set = try WordSet(words: words)
        // Foundation's folding, except that ñ stays a letter of its own.
        func fold(_ text: String) -> String {
            text.lowercased().replacingOccurrences(of: "ñ", with: "\u{1}")
                .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
                .replacingOccurrences(of: "\u{1}", with: "ñ")
        }
        for query in words.prefix(300).map(fold) {
            let expected = words.filter { fold($0) == query }
            #expect(set.forms(matchingFolded: query) == expected, "\(query)")
        }
    }
}
