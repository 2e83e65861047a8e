/// Everything a player can do in a word-scramble round.
public enum ScrambleAction: Sendable, Equatable, Hashable {
    /// Submits a word, as typed; it is trimmed and lowercased.
    case submit(String)
    /// Shows the root's letters in a new order.
    case shuffle
    /// Asks for a hint towards a word not yet found.
    case hint
    /// Ends the round (if it is still going) and starts one with a new root.
    case newGame
    /// Ends the round and reveals the words missed.
    case end
}
