/// A word found in running text.
public struct WordToken: Equatable, Hashable, Sendable {
    /// The word exactly as it stands in the text.
    public let text: String
    /// Where it stands, in UTF-16 code units from the start of the text (the
    /// unit of `NSRange`, and so of `UITextChecker`).
    public let utf16Range: Range<Int>

    /// Makes a token.
    ///
    /// - Parameters:
    ///   - text: The word as written.
    ///   - utf16Range: Its place in UTF-16 code units.
    public init(text: String, utf16Range: Range<Int>) {
        self.text = text
        self.utf16Range = utf16Range
    }
}
