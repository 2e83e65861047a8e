import GameKernel

/// How the terminal names and describes each game (and study): its title,
/// the key that picks it in the menu, a line about it, and the line said on
/// leaving, and which settings set it up anew; and, from the settings, a
/// game's settings in force in a few words (`summary(of:_:firstDeck:lightsNote:)`).
public enum GameCatalog {
    /// What the menu offers, in its order.
    public static let entries: [PlayScreen] = [.game(.scramble), .game(.flashcards), .game(.guess), .game(.lights), .study]

    /// The name the player sees, such as `Word scramble`.
    ///
    /// - Parameter screen: A game, study, or the menu.
    /// - Returns: The name.
    public static func title(of screen: PlayScreen) -> String {
        switch screen {
        case .menu: "Menu"
        case .game(.scramble): "Word scramble"
        case .game(.flashcards): "Flashcards"
        case .game(.guess): "Guess the number"
        case .game(.lights): "Lights out"
        case .study: "Study"
        }
    }

    /// The key that opens it from the menu: the first letter of its title.
    ///
    /// - Parameter screen: A game or study.
    /// - Returns: Such as `w`.
    public static func key(of screen: PlayScreen) -> Character {
        Character(title(of: screen).prefix(1).lowercased())
    }

    /// What it is about, in a line.
    ///
    /// - Parameter screen: A game or study.
    /// - Returns: The line.
    public static func about(_ screen: PlayScreen) -> String {
        switch screen {
        case .menu: "choose a game"
        case .game(.scramble): "make words from the letters of a root word"
        case .game(.flashcards): "reveal each card, then say whether you knew it, against the clock"
        case .game(.guess): "find the secret number; each wrong guess costs a life"
        case .game(.lights): "switch every light off; a press toggles a light and its neighbours"
        case .study: "spaced repetition: the cards due today, then new ones"
        }
    }

    /// The line printed for it on leaving, such as `Word scramble: 1 round played.`
    ///
    /// - Parameters:
    ///   - screen: A game or study.
    ///   - played: Games ended (study: cards reviewed).
    ///   - won: Games won (study: cards graded again).
    /// - Returns: The line.
    public static func farewell(of screen: PlayScreen, played: Int, won: Int) -> String {
        switch screen {
        case .game(.scramble), .game(.flashcards): "\(title(of: screen)): \(Plural.count(played, "round")) played."
        case .game(.guess), .game(.lights), .menu: "\(title(of: screen)): played \(played), won \(won)."
        case .study: "Study: \(Plural.count(played, "card")) reviewed, \(won) again."
        }
    }
}
