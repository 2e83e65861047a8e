import Foundation

/// A ``WordSource`` narrowed to the words a word game takes: the language's
/// words less the ones the content build set aside (abbreviations such as
/// `pts` and `rte`, roman numerals such as `xiv`, blocklisted words).
///
/// The scramble kernel, `wordkit anagrams --game` and the "possible" and
/// "missed" counts all ask this one filter, so what the player is told can be
/// found is exactly what the game accepts.
public struct GameWords: WordSource {
    /// The language's words.
    public let base: any WordSource
    /// The words that are not game words (lowercase, NFC).
    public let excluded: Set<String>

    /// Creates the filter.
    ///
    /// - Parameters:
    ///   - base: The language's words.
    ///   - excluded: Words never accepted nor counted, such as the lines of
    ///     `Content/gamewords/<lang>-excluded.txt`.
    public init(base: any WordSource, excluded: Set<String>) {
        self.base = base
        self.excluded = excluded
    }

    /// Creates the filter from the lines of an exclusion file.
    ///
    /// - Parameters:
    ///   - base: The language's words.
    ///   - lines: One excluded word a line; blank lines are ignored.
    public init(base: any WordSource, excludedLines lines: [String]) {
        let words = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().precomposedStringWithCanonicalMapping }
        self.init(base: base, excluded: Set(words.filter { !$0.isEmpty }))
    }

    /// Whether `word` is a word of the language and a game word.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isWord(_ word: String) -> Bool {
        !excluded.contains(word) && base.isWord(word)
    }

    /// The game words that can be made from `letters`.
    ///
    /// - Parameters:
    ///   - letters: The letters available.
    ///   - minLength: The shortest word to return.
    public func words(makeableFrom letters: String, minLength: Int) -> [String] {
        base.words(makeableFrom: letters, minLength: minLength).filter { !excluded.contains($0) }
    }

    /// The game words whose folded form is `folded`.
    ///
    /// - Parameter folded: A key made by `AccentFolding.fold(_:)` (Lexicon).
    public func forms(matchingFolded folded: String) -> [String] {
        base.forms(matchingFolded: folded).filter { !excluded.contains($0) }
    }
}
