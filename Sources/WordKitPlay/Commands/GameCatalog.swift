import GameKernel
import WordKitStore

/// How the terminal names and describes each game: its title, the key that
/// picks it in the menu, a line about it, its settings in force in a few
/// words, which settings set it up anew, and the line said on leaving.
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

    /// The settings of `kind` in force, in a few words, such as `en · 8 letters · classic rules`.
    ///
    /// - Parameters:
    ///   - kind: The game.
    ///   - choices: The settings in force.
    ///   - firstDeck: The deck played when none is set.
    ///   - lightsNote: What lights out will play (the caller knows the levels reached).
    /// - Returns: The summary.
    public static func summary(of kind: GameKind, _ choices: Settings, firstDeck: String, lightsNote: String) -> String {
        switch kind {
        case .scramble:
            return "\(choices.languageInForce) · \(Plural.count(choices.lengthInForce, "letter")) · \(choices.rulesInForce.rawValue) rules"
        case .flashcards:
            let countdown =
                choices.timeLimitInForce == nil
                ? "no time limit" : "\(choices.inForce(.timeLimit)) \(Plural.noun(choices.timeLimit ?? 2, "second")) a round"
            return "deck \(choices.deck ?? firstDeck) · " + countdown
        case .guess:
            return Plural.count(choices.livesInForce, "life", "lives") + " · speech in \(choices.languageCode.rawValue)"
        case .lights:
            return lightsNote
        }
    }

    /// Whether changing `key` sets up a new game of `kind` at once (the
    /// other settings shape other games, or, like speech, no game).
    ///
    /// - Parameters:
    ///   - kind: The game being played.
    ///   - key: The setting changed.
    /// - Returns: Whether the game must be set up again.
    public static func startsNewGame(_ kind: GameKind, when key: SettingKey) -> Bool {
        switch kind {
        case .scramble: [.language, .length, .rules].contains(key)
        case .flashcards: [.deck, .timeLimit].contains(key)
        case .guess: key == .lives
        case .lights: key == .size
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
