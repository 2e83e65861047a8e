/// A misspelled word and where it stands in a document.
public struct Misspelling: Sendable, Hashable, Codable {
    /// The word as written.
    public let word: String
    /// Its line, 1-based.
    public let line: Int
    /// Its column on that line, 1-based, in UTF-16 code units.
    public let column: Int
    /// Its length in UTF-16 code units.
    public let length: Int

    /// Creates a misspelling.
    ///
    /// - Parameters:
    ///   - word: The word.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in UTF-16 code units.
    ///   - length: The length, in UTF-16 code units.
    public init(word: String, line: Int, column: Int, length: Int) {
        self.word = word
        self.line = line
        self.column = column
        self.length = length
    }
}
