import Lexicon
import Testing
import WordKitTestSupport

/// Sub-multiset search against brute force.
@Suite struct AnagramSearchTests {
    @Test func matchesBruteForceOnRandomRacks() throws {
        var generator = SplitMix64(seed: 42)
        let words = WordLists.random(count: 3000, using: &generator)
        let set = try WordSet(words: words)
        let letters = Array("abceinorstáñòxz")
        for _ in 0..<200 {
            let rack = String((0..<Int.random(in: 0...10, using: &generator)).map { _ in letters.randomElement(using: &generator) ?? "a" })
            let minLength = Int.random(in: 0...4, using: &generator)
            let expected = words.filter { $0.unicodeScalars.count >= minLength && WordLists.isMakeable($0, from: rack) }
            #expect(set.words(makeableFrom: rack, minLength: minLength) == expected, "rack \(rack), min \(minLength)")
        }
    }

    @Test func usesEachLetterAtMostAsOftenAsGiven() throws {
        let set = try WordSet(words: ["a", "aa", "aaa", "ab", "ba", "bab", "canción", "cancion"])
        #expect(set.words(makeableFrom: "aab") == ["a", "aa", "ab", "ba"])
        #expect(set.words(makeableFrom: "aab", minLength: 2) == ["aa", "ab", "ba"])
        #expect(set.words(makeableFrom: "abb", minLength: 3) == ["bab"])
        #expect(set.words(makeableFrom: "noicnac", minLength: 2) == ["cancion"])
        #expect(set.words(makeableFrom: "nóicnac", minLength: 2) == ["canción"])
        #expect(set.words(makeableFrom: "noicnc", minLength: 2).isEmpty)
        #expect(set.words(makeableFrom: "xyz a") == ["a"])
        #expect(set.words(makeableFrom: "") == [])
    }
}
