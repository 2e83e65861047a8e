import Lexicon
import Foundation

/// A ``WordSource`` over a small in-memory list of words.
///
/// Meant for tests, previews and tiny languages: every query scans the list.
public struct WordList: WordSource, Equatable {
    /// The words, lowercased, in NFC, without duplicates, sorted.
    public let words: [String]

    /// Creates a word list.
    ///
    /// - Parameter words: The words; they are lowercased, normalised to NFC,
    ///   trimmed, and blank entries are dropped.
    public init(_ words: [String]) {
        let cleaned = words.map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
                .precomposedStringWithCanonicalMapping
        }
        self.words = Set(cleaned.filter { !$0.isEmpty }).sorted()
    }

    /// Returns whether `word` is in the list.
    ///
    /// - Parameter word: A lowercase NFC word.
    /// - Returns: `true` when the list holds exactly this word.
    /// - Complexity: O(log *n*).
    public func isWord(_ word: String) -> Bool {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low] == word
    }

    /// Returns the listed words that can be made from `letters`, comparing folded letters.
    ///
    /// - Parameters:
    ///   - letters: The letters available.
    ///   - minLength: The shortest word to return.
    /// - Returns: The matching words, sorted.
    /// - Complexity: O(*n* · *m*) for *n* words of length *m*.
    public func words(makeableFrom letters: String, minLength: Int) -> [String] {
        let available = LetterInventory(letters, folding: true)
        return words.filter { $0.count >= minLength && available.canSpell($0) }
    }

    /// Returns the listed words whose folded form is `folded`.
    ///
    /// - Parameter folded: A key made by `AccentFolding.fold(_:)` (Lexicon).
    /// - Returns: The matching words, sorted.
    /// - Complexity: O(*n*).
    public func forms(matchingFolded folded: String) -> [String] {
        words.filter { AccentFolding.fold($0) == folded }
    }
}
