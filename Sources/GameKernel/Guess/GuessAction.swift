/// Everything a player can do in guess the number.
public enum GuessAction: Sendable, Hashable {
    /// Guesses, with the text as typed; empty or non-numeric text is reported
    /// and never costs a life.
    case guess(String)
    /// Gives up: the game ends lost and shows the answer.
    case giveUp
    /// Starts a new game with a new secret.
    case playAgain

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .guess: "guess"
        case .giveUp: "give-up"
        case .playAgain: "play-again"
        }
    }
}
