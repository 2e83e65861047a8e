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
}
