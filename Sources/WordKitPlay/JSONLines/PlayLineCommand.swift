/// A command line of a JSON Lines game: a line starting with `:`.
public enum PlayLineCommand: String, CaseIterable, Sendable {
    /// Ends the game (with its `end` event) and the program.
    case quit
    /// Starts a new game: a new root, a reshuffled deck, a new secret, the next board.
    case new
    /// Asks for a hint.
    case hint
    /// Shows the scramble letters in a new order.
    case shuffle
    /// Stops the flashcards countdown.
    case pause
    /// Starts the flashcards countdown again.
    case resume
    /// Lights out: take the last press back.
    case undo

    /// The command as typed, such as `:hint`.
    public var typed: String { ":" + rawValue }
}
