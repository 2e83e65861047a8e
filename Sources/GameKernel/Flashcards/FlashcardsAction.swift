/// Everything a player (or the program's clock) can do in a flashcards round.
public enum FlashcardsAction: Sendable, Hashable {
    /// Shows the current card's answer.
    case reveal
    /// Marks the current card right and moves on.
    case markRight
    /// Marks the current card wrong and moves on.
    case markWrong
    /// Stops the countdown, as when the app goes to the background.
    case pause
    /// Starts the countdown again.
    case resume
    /// Lets the round notice that time is up; the program sends it as its clock ticks.
    case tick
    /// Ends the round (the end's reason is `quit`).
    case end
    /// Starts again: a newly shuffled deck and the full time (ending the
    /// round being played first).
    case newGame

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .reveal: "reveal"
        case .markRight: "right"
        case .markWrong: "wrong"
        case .pause: "pause"
        case .resume: "resume"
        case .tick: "tick"
        case .end: "end"
        case .newGame: "new-game"
        }
    }
}
