import Foundation
import GameKernel
import Lexicon

/// A language's lexicon as the game kernel sees it.
///
/// The kernel wants `words(makeableFrom:)` to allow accent-folded letters in
/// languages that fold (so that `canción` counts as makeable from
/// `canciones`), while a `Lexicon.WordSet` compares letters exactly. The
/// adapter widens the rack instead: each letter brings every accented
/// variant of its base letter, as many times as the base occurs. That returns
/// a superset, which the kernel's own letter rule then trims.
public struct LexiconWordSource: WordSource {
    /// The lexicon.
    public let words: WordSet
    /// Whether racks are widened with accented letters.
    public let foldsAccents: Bool

    /// A source over a lexicon.
    ///
    /// - Parameters:
    ///   - words: The language's lexicon.
    ///   - foldsAccents: Whether a rack letter stands for its accented forms
    ///     (the scramble game's rule for Spanish and Italian).
    public init(words: WordSet, foldsAccents: Bool) {
        self.words = words
        self.foldsAccents = foldsAccents
    }

    /// Whether the lexicon holds `word` exactly.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isWord(_ word: String) -> Bool {
        words.contains(word)
    }

    /// The lexicon's words that can be made from `letters` (a superset when folding).
    ///
    /// - Parameters:
    ///   - letters: The rack.
    ///   - minLength: The shortest word.
    public func words(makeableFrom letters: String, minLength: Int) -> [String] {
        guard foldsAccents else { return words.words(makeableFrom: letters, minLength: minLength) }
        return words.words(makeableFrom: Self.widened(letters), minLength: minLength)
    }

    /// The lexicon's words whose folded form is `folded`.
    ///
    /// - Parameter folded: A folded key.
    public func forms(matchingFolded folded: String) -> [String] {
        words.forms(matchingFolded: folded)
    }

    /// Every lexicon word that can be made from `rack`, each letter used at
    /// most as often as given; when the source folds accents, a rack letter
    /// also stands for its accented forms (`camiones` gives `camión`), as in
    /// the scramble game.
    ///
    /// - Parameters:
    ///   - rack: The letters, in any case and normalisation.
    ///   - minLength: The shortest word.
    /// - Returns: The words, in lexicon order.
    public func anagrams(of rack: String, minLength: Int) -> [String] {
        let rack = rack.lowercased().precomposedStringWithCanonicalMapping
        guard foldsAccents else { return words.words(makeableFrom: rack, minLength: minLength) }
        func counts(_ text: String) -> [Character: Int] {
            AccentFolding.fold(text).reduce(into: [:]) { $0[$1, default: 0] += 1 }
        }
        let available = counts(rack)
        return words.words(makeableFrom: Self.widened(rack), minLength: minLength).filter { word in
            counts(word).allSatisfy { available[$0.key, default: 0] >= $0.value }
        }
    }

    /// The rack with every letter folded and joined by its accented variants.
    ///
    /// - Parameter letters: The rack.
    /// - Returns: A rack holding, for each letter, its base letter and every
    ///   variant that folds to it.
    public static func widened(_ letters: String) -> String {
        var rack = ""
        for letter in AccentFolding.fold(letters) {
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
            let base = AccentFolding.fold(String(letter))
            guard base.count == 1, let first = base.first, first != letter else { continue }
            table[first, default: []].append(letter)
        }
        return table
    }()
}
