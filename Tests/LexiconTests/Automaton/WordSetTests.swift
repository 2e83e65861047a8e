import Lexicon
import Testing

/// Building a word set and asking it for membership and all its words.
@Suite struct WordSetTests {
    @Test func containsExactlyTheWordsItWasBuiltFrom() throws {
        let words = WordLists.sample
        let set = try WordSet(words: words.shuffled())
        #expect(set.count == words.count)
        #expect(Array(set) == words)
        for word in words {
            #expect(set.contains(word), "\(word)")
            #expect(!set.contains(word + "x"))
        }
        for miss in ["", "c", "can", "perrr", "cancioo", "zzz", "gatoss", "CANTA", "cantà "] {
            #expect(!set.contains(miss), "\(miss)")
        }
    }

    @Test func sharesSuffixesSoItIsSmallerThanATrie() throws {
        let set = try WordSet(words: WordLists.sample)
        let trieNodes = Set(WordLists.sample.flatMap { word in
            word.unicodeScalars.indices.map { String(word.unicodeScalars[..<$0]) } + [word]
        }).count
        #expect(set.nodeCount < trieNodes / 3)
    }

    @Test func minimalAutomatonDoesNotDependOnInsertionHistory() throws {
        let words = WordLists.sample
        let fromSorted = try WordSet(words: words)
        let fromShuffled = try WordSet(words: words.shuffled() + words.prefix(10))
        #expect(fromSorted == fromShuffled)
    }

    @Test func builderRejectsUnsortedAndRepeatedWords() throws {
        var builder = WordSet.Builder()
        try builder.append("casa")
        #expect(throws: LexiconError.unsortedInput(previous: "casa", word: "casa")) { try builder.append("casa") }
        #expect(throws: LexiconError.unsortedInput(previous: "casa", word: "cas")) { try builder.append("cas") }
        try builder.append("casas")
        try builder.append("cása")  // á sorts after every ASCII letter
        #expect(throws: LexiconError.self) { try builder.append("casb") }
        let set = builder.finish()
        #expect(Array(set) == ["casa", "casas", "cása"])
    }

    @Test func tooManyDistinctCharactersIsAnError() throws {
        var builder = WordSet.Builder()
        #expect(throws: LexiconError.alphabetTooLarge(count: 256)) {
            for value in 0x4E00..<(0x4E00 + 300) {
                if let scalar = Unicode.Scalar(value) { try builder.append(String(Character(scalar))) }
            }
        }
    }

    @Test func emptySetAndEmptyWord() throws {
        let empty = WordSet()
        #expect(empty.isEmpty)
        #expect(!empty.contains(""))
        #expect(Array(empty).isEmpty)
        #expect(empty.words(makeableFrom: "abc").isEmpty)
        let withEmpty = try WordSet(words: ["", "a"])
        #expect(withEmpty.contains(""))
        #expect(Array(withEmpty) == ["", "a"])
    }
}
