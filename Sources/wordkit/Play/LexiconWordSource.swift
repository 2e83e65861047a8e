import GameKernel
import Lexicon

/// A language's lexicon as the game kernel sees it.
///
/// The kernel wants `words(makeableFrom:)` to allow accent-folded letters in
/// languages that fold (so that `canción` counts as makeable from
/// `canciones`), while a ``Lexicon/WordSet`` compares letters exactly. The
/// adapter widens the rack instead: each letter brings every accented
/// variant of its base letter, as many times as the base occurs. That returns
/// a superset, which the kernel's own letter rule then trims.
struct LexiconWordSource: WordSource {
    /// The lexicon.
    let words: WordSet
    /// Whether racks are widened with accented letters.
    let foldsAccents: Bool

    func isWord(_ word: String) -> Bool {
        words.contains(word)
    }

    func words(makeableFrom letters: String, minLength: Int) -> [String] {
        guard foldsAccents else { return words.words(makeableFrom: letters, minLength: minLength) }
        return words.words(makeableFrom: Self.widened(letters), minLength: minLength)
    }

    func forms(matchingFolded folded: String) -> [String] {
        words.forms(matchingFolded: folded)
    }

    /// The rack with every letter folded and joined by its accented variants.
    ///
    /// - Parameter letters: The rack.
    /// - Returns: A rack holding, for each letter, its base letter and every
    ///   variant that folds to it.
    static func widened(_ letters: String) -> String {
        var rack = ""
        for letter in GameKernel.AccentFolding.fold(letters) {
            rack.append(letter)
            for variant in variants[letter, default: []] { rack.append(variant) }
        }
        return rack
    }

    /// The lowercase Latin letters with diacritics, by the letter they fold to.
    private static let variants: [Character: [Character]] = {
        var table: [Character: [Character]] = [:]
        for value in UInt32(0xC0)...UInt32(0x24F) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isLowercase else { continue }
            let letter = Character(scalar)
            let base = GameKernel.AccentFolding.fold(String(letter))
            guard base.count == 1, let first = base.first, first != letter else { continue }
            table[first, default: []].append(letter)
        }
        return table
    }()
}
