import Lexicon
import Testing

/// `contains(scalars:)` answers exactly as `contains(_:)`.
@Suite struct ScalarLookupTests {
    @Test func scalarLookupAgreesWithStringLookup() throws {
        let words = ["canción", "cancion", "casa", "casas", "città", "zz", "a"]
        let set = try WordSet(words: words.filter { $0 != "cancion" && $0 != "zz" }.sorted())
        for word in words + ["", "cas", "casass", "città!", "ÿ"] {
            let scalars = Array(word.unicodeScalars)
            #expect(set.contains(scalars: scalars[...]) == set.contains(word), "\(word)")
            #expect(set.contains(scalars: scalars[0..<scalars.count]) == set.contains(word))
        }
        let padded = Array("xcasax".unicodeScalars)
        #expect(set.contains(scalars: padded[1..<5]))
        #expect(!set.contains(scalars: padded[1..<4]))
    }
}
