/// Everything a player can do in a study session.
public enum StudyAction: Sendable, Hashable {
    /// Shows the current card's answer and the interval each grade would give.
    case reveal
    /// Grades the revealed card (again, hard, good or easy).
    case grade(ReviewGrade)
    /// Takes back the session's latest grade not yet taken back (Anki's
    /// undo): the card's schedule, the review log, the new cards left and
    /// the card shown, revealed, are as they were before that grade.
    /// Repeated, it goes back grade by grade to the session's start.
    case undo
    /// Ends the session (the end's reason is `quit`).
    case end
    /// Ends the session and starts another with what is due at that moment
    /// (cards in their learning steps may have come due since).
    case newGame

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .reveal: "reveal"
        case .grade(let grade): grade.description
        case .undo: "undo"
        case .end: "end"
        case .newGame: "new-game"
        }
    }
}
