/// How a game ended, as the history keeps it.
///
/// Before this existed, a game was only won or not: a round the player left
/// after two cards was stored as lost and broke a win streak. Leaving is now
/// its own result, and streaks pass over it (see `HistorySummary`).
public enum GameResult: String, Sendable, Hashable, Codable, CaseIterable {
    /// The player won: the number guessed, every light off, every card of a
    /// flashcards round answered right before time ran out.
    case won
    /// The game beat the player: no lives left, every light on, time up, or a
    /// flashcards round ended with cards answered wrong.
    case lost
    /// The player left before the game was decided (quit, gave up, started
    /// another game, or the input ended).
    case abandoned
    /// The game ended, and it is a kind of game without a winner (word scramble).
    case finished

    /// The result as the `won` field has always said it: `true` for won,
    /// `false` for lost or abandoned, `nil` for a game without a winner.
    public var won: Bool? {
        switch self {
        case .won: true
        case .lost, .abandoned: false
        case .finished: nil
        }
    }

    /// The result that an old record's `won` field stands for: won, lost, or
    /// (for `nil`) finished without a winner. Abandoned games cannot be told
    /// apart from lost ones there.
    ///
    /// - Parameter won: Whether the game was won; `nil` for a game without a winner.
    public init(won: Bool?) {
        switch won {
        case true?: self = .won
        case false?: self = .lost
        case nil: self = .finished
        }
    }
}
