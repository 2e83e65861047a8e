/// Why content could not be built, verified or imported.
///
/// Every case names the file (and the line, where there is one) so that a
/// message tells the reader where to look.
public enum ContentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A source file the build needs is missing or unreadable.
    case unreadableInput(path: String, reason: String)
    /// A line of a source file is malformed.
    case malformedLine(path: String, line: Int, reason: String)
    /// A deck file to import is malformed (line is nil when it is not line-based).
    case invalidDeck(path: String, line: Int?, reason: String)
    /// A deck file to import gives no usable deck id (its deck name, or the
    /// file's name, has no letter or digit) and none was given; line is nil
    /// when the id comes from the file's name or a JSON deck.
    case noDeckID(path: String, line: Int?)
    /// An output file or folder could not be written.
    case unwritableOutput(path: String, reason: String)
    /// A generated value failed one of the build's own checks.
    case inconsistent(String)
    /// A card a reviewer judged wrong (the verdict at `path`:`line`) would
    /// ship with the answer judged.
    case reviewedWrong(path: String, line: Int, deck: String, card: String, answer: String)

    /// The message, in the form `file:line: reason`.
    public var description: String {
        switch self {
        case let .unreadableInput(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .malformedLine(path, line, reason):
            return "\(path):\(line): \(reason)"
        case let .invalidDeck(path, line, reason):
            return line.map { "\(path):\($0): \(reason)" } ?? "\(path): \(reason)"
        case let .noDeckID(path, line):
            return line.map { "\(path):\($0): no usable deck id" } ?? "\(path): no usable deck id"
        case let .unwritableOutput(path, reason):
            return "\(path): cannot write: \(reason)"
        case let .inconsistent(message):
            return "content build check failed: \(message)"
        case let .reviewedWrong(path, line, deck, card, answer):
            return "\(path):\(line): card \(card) of \(deck) was judged wrong and would still ship the answer \"\(answer)\""
        }
    }
}
