import GameKernel

extension GameCatalog {
    /// Whether changing `key` sets up a new game on `screen` at once (the
    /// other settings shape other games, or, like speech, no game).
    ///
    /// - Parameters:
    ///   - screen: The game (or study) being played.
    ///   - key: The setting changed.
    /// - Returns: Whether the game must be set up again.
    public static func startsNewGame(_ screen: PlayScreen, when key: SettingKey) -> Bool {
        key.definition.startsNewGame.contains(screen)
    }
}

extension PlayScreen {
    /// The settings that shape this screen's game, listed first in its help
    /// and on its settings screen; every setting on the menu.
    public var settingKeys: [SettingKey] {
        switch self {
        case .menu: SettingKey.allCases
        case .game(.scramble): [.language, .length, .difficulty, .rules, .speak]
        case .game(.flashcards): [.deck, .cards, .timeLimit, .speak]
        case .game(.guess): [.lives, .language, .speak]
        case .game(.lights): [.size]
        case .study: [.deck, .newPerDay, .retention, .speak]
        }
    }
}
