import GameKernel
import WordKitPlay

extension GameCatalog {
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
}

extension PlayScreen {
    /// The settings that shape this screen's game, listed first in its help
    /// and on its settings screen; every setting on the menu.
    public var settingKeys: [SettingKey] {
        switch self {
        case .menu: SettingKey.allCases
        case .game(.scramble): [.language, .length, .rules, .speak]
        case .game(.flashcards): [.deck, .timeLimit, .speak]
        case .game(.guess): [.lives, .language, .speak]
        case .game(.lights): [.size]
        }
    }
}
