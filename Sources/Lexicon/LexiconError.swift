/// An error raised while reading Hunspell files or a serialised word set.
///
/// Every case says what was wrong and where: file errors carry the file name
/// and, where the problem is on a line, the 1-based line number, so that a
/// message such as `it_IT.aff:212: SFX entry has 2 fields, expected at least 4`
/// can be shown to the person who has to fix the file.
public enum LexiconError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file could not be read at all.
    ///
    /// - Parameters:
    ///   - file: The file's name or path.
    ///   - reason: What the file system reported.
    case unreadable(file: String, reason: String)

    /// A line of an `.aff` or `.dic` file is malformed.
    ///
    /// - Parameters:
    ///   - file: The file's name or path.
    ///   - line: The 1-based line number.
    ///   - reason: What is wrong with the line.
    case malformed(file: String, line: Int, reason: String)

    /// A serialised word set is damaged, truncated or of another version.
    ///
    /// - Parameter reason: What failed to validate.
    case invalidBinary(reason: String)

    /// Words given to a word-set builder were not in strictly increasing order.
    ///
    /// - Parameters:
    ///   - previous: The word added before.
    ///   - word: The offending word, which is not greater than `previous`.
    case unsortedInput(previous: String, word: String)

    /// A word set would need more distinct characters than the format holds.
    ///
    /// - Parameter count: The number of distinct Unicode scalars seen.
    case alphabetTooLarge(count: Int)

    /// A batch verifier returned a different number of verdicts than words.
    ///
    /// - Parameters:
    ///   - expected: The number of words in the batch.
    ///   - received: The number of verdicts returned.
    case verifierMismatch(expected: Int, received: Int)

    /// A human-readable description naming the file and line where known.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            return "\(file): cannot read file: \(reason)"
        case let .malformed(file, line, reason):
            return "\(file):\(line): \(reason)"
        case let .invalidBinary(reason):
            return "invalid word-set file: \(reason)"
        case let .unsortedInput(previous, word):
            return "words must be sorted and unique: \"\(word)\" follows \"\(previous)\""
        case let .verifierMismatch(expected, received):
            return "verifier returned \(received) verdicts for \(expected) words"
        case let .alphabetTooLarge(count):
            return "word set uses \(count) distinct characters; at most \(Alphabet.maximumCount) are supported"
        }
    }
}
