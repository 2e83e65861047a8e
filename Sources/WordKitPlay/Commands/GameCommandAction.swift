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

    /// The screens that take the command.
    public var screens: Set<PlayScreen> {
        switch self {
        case .new: [.game(.scramble), .game(.flashcards), .game(.guess), .game(.lights), .study]
        case .hint: [.game(.scramble), .game(.lights)]
        case .shuffle, .giveUp: [.game(.scramble)]
        case .retry: [.game(.lights)]
        case .say: [.game(.scramble), .game(.flashcards), .game(.guess), .study]
        case .pause: [.game(.flashcards), .game(.lights)]
        }
    }

    /// What the command does on `screen`, for the help screen.
    ///
    /// - Parameter screen: A screen that takes it.
    /// - Returns: A short description.
    public func summary(on screen: PlayScreen) -> String {
        switch (self, screen) {
        case (.new, .game(.scramble)): "end the round and start one with a new root"
        case (.new, .game(.flashcards)): "deal another round, with the full time"
        case (.new, .game(.guess)): "a new secret number"
        case (.new, .game(.lights)): "the next level (or a new random board)"
        case (.new, _): "study again: the cards that have come due"
        case (.hint, .game(.scramble)): "the start of a word not found yet"
        case (.hint, _): "a press on the way to a shortest solution"
        case (.shuffle, _): "the letters in a new order"
        case (.giveUp, _): "end the round and show the missed words"
        case (.retry, _): "the same board again"
        case (.say, .game(.scramble)): "read the root word aloud"
        case (.say, .game(.guess)): "read the range aloud"
        case (.say, _): "read the card's prompt aloud"
        case (.pause, _): "stop the clock until a key is pressed"
        }
    }
}
