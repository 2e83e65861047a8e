import Lexicon
/// The multiset of letters in a word: how many of each letter it holds.
///
/// "Possible from the root's letters" means every letter of the candidate
/// occurs in the root at least as often as in the candidate.
struct LetterInventory: Equatable, Sendable {
    /// How often each letter occurs.
    private(set) var counts: [Character: Int]
    /// Whether letters are compared after accent folding.
    let folding: Bool

    /// Counts the letters of `word`.
    ///
    /// - Parameters:
    ///   - word: The word whose letters are available.
    ///   - folding: Whether `ó` and `o` count as the same letter.
    init(_ word: String, folding: Bool) {
        self.folding = folding
        counts = [:]
        for letter in folding ? AccentFolding.fold(word) : word {
            counts[letter, default: 0] += 1
        }
    }

    /// Returns whether `word` can be spelt with these letters, each used at most once.
    ///
    /// - Parameter word: The candidate.
    /// - Returns: `true` when no letter is needed more often than it is available.
    /// - Complexity: O(*m*) for a candidate of length *m*.
    func canSpell(_ word: String) -> Bool {
        var remaining = counts
        for letter in folding ? AccentFolding.fold(word) : word {
            guard let count = remaining[letter], count > 0 else { return false }
            remaining[letter] = count - 1
        }
        return true
    }
}
