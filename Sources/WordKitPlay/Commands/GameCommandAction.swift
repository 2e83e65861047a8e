import GameKernel

/// A move of one game typed as a command, such as `:hint` or `:new`.
public enum GameCommandAction: String, CaseIterable, Sendable {
    /// The next game: a new root, the deck again, a new secret, the next board.
    case new
    /// A hint (word scramble, lights out).
    case hint
    /// The scramble letters in a new order.
    case shuffle
    /// Ends the scramble round and shows the missed words.
    case giveUp = "give-up"
    /// The same lights-out board again.
    case retry
    /// Reads aloud what matters now (the range, the root, the prompt).
    case say
    /// Stops the clock of a timed game until a key is pressed.
    case pause

    /// Other spellings the command takes, such as `:next` for `:new`.
    public var aliases: [String] {
        switch self {
        case .new: ["next"]
        case .giveUp: ["giveup", "end"]
        case .retry: ["restart"]
        case .hint, .shuffle, .say, .pause: []
        }
    }

    /// The games that take the command.
    public var games: Set<GameKind> {
        switch self {
        case .new: Set(GameKind.allCases)
        case .hint: [.scramble, .lights]
        case .shuffle, .giveUp: [.scramble]
        case .retry: [.lights]
        case .say: [.scramble, .flashcards, .guess]
        case .pause: [.flashcards, .lights]
        }
    }

    /// What the command does in `game`, for the help screen.
    ///
    /// - Parameter game: The game.
    /// - Returns: A short description.
    public func summary(in game: GameKind) -> String {
        switch (self, game) {
        case (.new, .scramble): "end the round and start one with a new root"
        case (.new, .flashcards): "deal the deck again, reshuffled, with the full time"
        case (.new, .guess): "a new secret number"
        case (.new, .lights): "the next level (or a new random board)"
        case (.hint, .scramble): "the start of a word not found yet"
        case (.hint, _): "a press on the way to a shortest solution"
        case (.shuffle, _): "the letters in a new order"
        case (.giveUp, _): "end the round and show the missed words"
        case (.retry, _): "the same board again"
        case (.say, .scramble): "read the root word aloud"
        case (.say, .flashcards): "read the card's prompt aloud"
        case (.say, _): "read the range aloud"
        case (.pause, _): "stop the clock until a key is pressed"
        }
    }
}
