/// A word's verdict and corrections, as `wordkit suggest --json` prints them.
public struct Correction: Sendable, Equatable, Codable {
    /// The word as given.
    public let word: String
    /// Whether the checker accepts it (an empty word counts as correct).
    public let correct: Bool
    /// Its corrections, best first.
    public let suggestions: [String]

    /// Makes a report.
    ///
    /// - Parameters:
    ///   - word: The word as given.
    ///   - correct: Whether the checker accepts it.
    ///   - suggestions: Its corrections, best first.
    public init(word: String, correct: Bool, suggestions: [String]) {
        self.word = word
        self.correct = correct
        self.suggestions = suggestions
    }
}
