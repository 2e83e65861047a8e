/// The four games the kernel knows.
public enum GameKind: String, Sendable, Codable, CaseIterable, Hashable {
    /// Word scramble: make words from a root word's letters.
    case scramble
    /// Flashcards: reveal, then mark right or wrong, against a countdown.
    case flashcards
    /// Guess the number ("終極密碼").
    case guess
    /// Lights out.
    case lights
}
