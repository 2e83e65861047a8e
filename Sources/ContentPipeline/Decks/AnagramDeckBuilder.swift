import GameKernel

/// Makes an anagram deck: the prompt is a root word's letters in a seeded
/// shuffle, the answer the word.
public enum AnagramDeckBuilder {
    /// The deck id for a language (`anagrams-en`).
    public static func deckID(language: String) -> String { "anagrams-\(language)" }

    /// Cards for `words`, in the given order.
    ///
    /// Each word's shuffle is seeded by the seed and the word alone, so a card
    /// does not change when other words come or go; a shuffle that spells the
    /// word again is reshuffled.
    ///
    /// - Parameters:
    ///   - words: The words, in deck order.
    ///   - language: The language code, for ids.
    ///   - seed: The shuffle seed.
    /// - Returns: One card per word, id `anagrams-<lang>:<word>`.
    public static func cards(for words: [String], language: String, seed: UInt64) -> [Card] {
        words.map { word in
            var rng = SeededRandom.generator(seed: seed, text: word)
            let letters = Array(word)
            var shuffled = letters
            for _ in 0..<16 {
                shuffled = rng.shuffled(letters)
                if shuffled != letters { break }
            }
            return Card(id: "\(deckID(language: language)):\(word)", prompt: String(shuffled), answer: word)
        }
    }
}
