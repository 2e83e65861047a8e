import Foundation
import Lexicon
import Testing
import WordKitTestSupport

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

    @Test func foldsAccentsButKeepsLettersOfTheirOwn() {
        #expect(AccentFolding.fold("Canción") == "cancion")
        #expect(AccentFolding.fold("perché") == "perche")
        #expect(AccentFolding.fold("pingüino") == "pinguino")
        #expect(AccentFolding.fold("AÑO") == "año")
        #expect(AccentFolding.fold("an\u{303}o") == "año")
        #expect(AccentFolding.fold("Straße") == "straße")
        #expect(AccentFolding.fold("ſ") == "s")
        // Decomposed input folds the same as composed input.
        #expect(AccentFolding.fold("cancio\u{301}n") == "cancion")
        #expect(AccentFolding.fold("worm") == "worm")
        // A stray combining mark with nothing to sit on is dropped.
        #expect(AccentFolding.fold("\u{301}a") == "a")
    }

    @Test func matchesBruteForceFolding() throws {
        var generator = SplitMix64(seed: 3)
        let words = WordLists.random(count: 1500, using: &generator)
        let set = try WordSet(words: words)
        // Foundation's folding, character by character, except for ñ.
        func fold(_ text: String) -> String {
            text.lowercased().map { $0 == "ñ" ? "ñ" : $0.description.folding(options: [.diacriticInsensitive], locale: nil) }.joined()
        }
        for query in words.prefix(300).map(fold) {
            let expected = words.filter { fold($0) == query }
            #expect(set.forms(matchingFolded: query) == expected, "\(query)")
        }
    }
}
