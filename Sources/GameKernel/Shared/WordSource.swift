/// Everything a game needs to know about one language's words.
///
/// The kernel never reads a dictionary itself: the program hands it a value
/// of this type (the real lexicon), and tests hand it a ``WordList``. All
/// words are lowercase NFC strings.
public protocol WordSource: Sendable {
    /// Returns whether `word` is a real word of the source's language.
    ///
    /// - Parameter word: A lowercase NFC word, exactly as written (accents matter).
    /// - Returns: `true` when the word is in the lexicon.
    func isWord(_ word: String) -> Bool

    /// Returns every word that can be made from `letters`, each letter used
    /// at most as often as it occurs in `letters`.
    ///
    /// A source may compare letters after `AccentFolding.fold(_:)` (Lexicon) (so that
    /// `acción` counts as makeable from `acciones`); the kernel applies its own
    /// letter rule to the result, so a superset is fine.
    ///
    /// - Parameters:
    ///   - letters: The letters available, for example a root word.
    ///   - minLength: The shortest word to return, in characters.
    /// - Returns: The words, in any order.
    func words(makeableFrom letters: String, minLength: Int) -> [String]

    /// Returns every word whose `AccentFolding.fold(_:)` (Lexicon) equals `folded`.
    ///
    /// - Parameter folded: A folded key, such as `cancion`.
    /// - Returns: The matching words, such as `["canción"]`, in any order.
    func forms(matchingFolded folded: String) -> [String]

    /// How common `word` is among the words a game counts, or nil when the
    /// game accepts it but does not count it.
    ///
    /// A counted word is one people know: the scramble game's "possible"
    /// count, its missed list and its hints are made of counted words only,
    /// most common first for hints. A word that is real but rare (`etui`,
    /// `tryma`) is accepted as a bonus word, and is never reported missed.
    /// The scale is the source's own (``GameWords`` uses Zipf frequencies);
    /// only the order matters.
    ///
    /// - Parameter word: A lowercase NFC word the source holds.
    /// - Returns: The word's commonness, higher for more common words, or
    ///   nil for a word that is not counted.
    func commonness(of word: String) -> Double?
}

extension WordSource {
    /// Every word counts, all alike: a source without frequencies (a test's
    /// ``WordList``, a bare lexicon) counts what it accepts.
    ///
    /// - Parameter word: A lowercase NFC word.
    /// - Returns: 0.
    public func commonness(of word: String) -> Double? { 0 }
}
