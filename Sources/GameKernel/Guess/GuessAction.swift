/// Everything a player can do in guess the number.
public enum GuessAction: Sendable, Hashable {
    /// Guesses, with the text as typed; empty or non-numeric text is reported
    /// and never costs a life.
    case guess(String)
    /// Asks for the range still possible, in numbers and as words to speak.
    case hint
    /// Gives up: the game ends lost and shows the answer.
    case end
    /// Starts a new game with a new secret (giving up the one being played).
    case newGame

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .guess: "guess"
        case .hint: "hint"
        case .end: "end"
        case .newGame: "new-game"
        }
    }
}
