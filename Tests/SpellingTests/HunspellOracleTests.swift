import Foundation
import Spelling
import Testing
import WordKitTestSupport

/// WordKit's verdicts against the `hunspell` command on the same input.
@Suite struct HunspellOracleTests {
    static let languages = [("en", "en_US"), ("es", "es_ES"), ("it", "it_IT")]

    /// Dictionary stems and seeded misspellings of them, one a line, in every case style.
    static func sample(_ dictionary: String, count: Int, seed: UInt64) throws -> [String] {
        var rng = SplitMix64(seed: seed)
        let stems = try dictionaryStems(dictionary)
        let letters = Array(Set(stems.prefix(5_000).joined().filter(\.isLetter)))
        var words: [String] = []
        for _ in 0..<count {
            guard let stem = stems.randomElement(using: &rng), var characters = Optional(Array(stem)) else { continue }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: break
            case 1 where characters.count > 1: characters.remove(at: Int.random(in: 0..<characters.count, using: &rng))
            case 2 where characters.count > 1:
                let index = Int.random(in: 0..<(characters.count - 1), using: &rng)
                characters.swapAt(index, index + 1)
            case 3: characters.insert(letters.randomElement(using: &rng) ?? "x", at: Int.random(in: 0...characters.count, using: &rng))
            case 4: characters = Array(String(characters).uppercased())
            default: characters = Array(String(characters).capitalized)
            }
            words.append(String(characters))
        }
        return words
    }

    @Test(arguments: languages)
    func verdictsMatchHunspellOnThousandsOfWords(language: String, dictionary: String) throws {
        let words = try Self.sample(dictionary, count: 4_000, seed: 0x5EED_0000 + UInt64(dictionary.hashValue & 0xFF))
        let text = words.joined(separator: "\n")
        let expected = try HunspellOracle.misspelled(text, dictionary: dictionary)
        let actual = Checkers.checker(language).misspelledWords(in: text, mode: .hunspell).map(\.text)
        #expect(firstDifference(actual, expected) == nil)
        // The sample must exercise both verdicts to mean anything.
        #expect(expected.count > 400)
        #expect(expected.count < words.count - 400)
    }

    @Test(arguments: languages)
    func singleWordVerdictsMatchHunspell(language: String, dictionary: String) throws {
        let words = try Self.sample(dictionary, count: 1_500, seed: 77).filter { $0.allSatisfy(\.isLetter) }
        let rejected = Set(try HunspellOracle.misspelled(words.joined(separator: "\n"), dictionary: dictionary))
        let checker = Checkers.checker(language)
        for word in words {
            #expect(checker.isCorrect(word) == !rejected.contains(word), "\(word)")
        }
    }

    @Test func theIssueExampleMatchesInEveryLanguage() throws {
        for (language, dictionary) in Self.languages {
            let text = "perro gatto house xyzzy"
            let expected = try HunspellOracle.misspelled(text, dictionary: dictionary)
        #expect(firstDifference(Checkers.checker(language).misspelledWords(in: text).map(\.text), expected) == nil)
        }
    }
}
