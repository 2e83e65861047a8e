import GameKernel
import WordKitStore

/// Where the player is at the terminal: the menu of games, or one game.
///
/// Commands and keys are listed per screen (see ``InGameCommand`` and ``GameHelp``).
public enum PlayScreen: Hashable, Sendable {
    /// The menu of games.
    case menu
    /// A game.
    case game(GameKind)

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
