import GameKernel

/// How the terminal names and describes each game: its title, the key that
/// picks it in the menu, a line about it, and the line said on leaving.
/// (`WordKitStore` adds what depends on the settings: a game's settings in
/// force in a few words, and which settings set it up anew.)
public enum GameCatalog {
    /// The games, in the menu's order.
    public static let games: [GameKind] = [.scramble, .flashcards, .guess, .lights]

    /// The game's name as the player sees it.
    ///
    /// - Parameter kind: The game.
    /// - Returns: Such as `Word scramble`.
    public static func title(of kind: GameKind) -> String {
        switch kind {
        case .scramble: "Word scramble"
        case .flashcards: "Flashcards"
        case .guess: "Guess the number"
        case .lights: "Lights out"
        }
    }

    /// The key that plays the game from the menu: the first letter of its title.
    ///
    /// - Parameter kind: The game.
    /// - Returns: Such as `w`.
    public static func key(of kind: GameKind) -> Character {
        Character(title(of: kind).prefix(1).lowercased())
    }

    /// What the game is about, in a line.
    ///
    /// - Parameter kind: The game.
    /// - Returns: The line.
    public static func about(_ kind: GameKind) -> String {
        switch kind {
        case .scramble: "make words from the letters of a root word"
        case .flashcards: "reveal each card, then say whether you knew it, against the clock"
        case .guess: "find the secret number; each wrong guess costs a life"
        case .lights: "switch every light off; a press toggles a light and its neighbours"
        }
    }

    /// The line printed for a game on leaving, such as `Word scramble: 1 round played.`
    ///
    /// - Parameters:
    ///   - kind: The game.
    ///   - played: Games ended.
    ///   - won: Games won.
    /// - Returns: The line.
    public static func farewell(of kind: GameKind, played: Int, won: Int) -> String {
        switch kind {
        case .scramble, .flashcards: "\(title(of: kind)): \(Plural.count(played, "round")) played."
        case .guess, .lights: "\(title(of: kind)): played \(played), won \(won)."
        }
    }
}
