import Lexicon
import Testing
import WordKitTestSupport

/// Prefix enumeration against a linear scan.
@Suite struct PrefixSearchTests {
    @Test func matchesALinearScan() throws {
        var generator = SplitMix64(seed: 9)
        let words = WordLists.random(count: 2000, using: &generator) + WordLists.sample
        let sorted = Array(Set(words)).sorted(by: WordLists.scalarOrder)
        let set = try WordSet(words: sorted)
        var prefixes = ["", "a", "ca", "cant", "ñ", "á", "zz", "perro", "bo", "citt", "cittàx"]
        prefixes += sorted.prefix(200).map { String($0.prefix(2)) }
        for prefix in prefixes {
            let expected = sorted.filter { $0.unicodeScalars.starts(with: prefix.unicodeScalars) }
            #expect(set.words(withPrefix: prefix) == expected, "prefix \(prefix)")
            #expect(set.hasWords(withPrefix: prefix) == !expected.isEmpty)
        }
    }

    @Test func lazySequenceStopsEarly() throws {
        let set = try WordSet(words: WordLists.sample)
        let firstThree = Array(set.wordSequence(withPrefix: "ca").prefix(3))
        #expect(firstThree == Array(set.words(withPrefix: "ca").prefix(3)))
        #expect(firstThree.count == 3)
    }
}
