/// How well the player recalled a card: the four FSRS ratings.
///
/// The raw values are FSRS's (and Anki's and py-fsrs's) rating numbers, so a
/// stored review log reads the same in all three. A two-button front end (the
/// flashcards game's "wrong" and "right") uses ``wrong`` and ``right``, which
/// are ``again`` and ``good``.
public enum ReviewGrade: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Forgotten: the card goes back to its first (re)learning step.
    case again = 1
    /// Recalled with serious difficulty.
    case hard = 2
    /// Recalled after a moment's thought.
    case good = 3
    /// Recalled at once.
    case easy = 4

    /// The two-button "wrong": the same as ``again``.
    public static let wrong = ReviewGrade.again

    /// The two-button "right": the same as ``good``.
    public static let right = ReviewGrade.good

    /// The grade a two-button front end gives.
    ///
    /// - Parameter correct: Whether the player marked the card right.
    public init(correct: Bool) {
        self = correct ? .right : .wrong
    }

    /// The grade's name in lowercase: `again`, `hard`, `good` or `easy`.
    public var description: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}
