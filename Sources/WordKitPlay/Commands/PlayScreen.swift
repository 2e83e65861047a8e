import GameKernel

/// Where the player is at the terminal: the menu, one of the games, or study.
///
/// Keys and commands are listed per screen (see ``GameHelp`` and
/// ``InGameCommand``).
public enum PlayScreen: Hashable, Sendable {
    /// The menu of games.
    case menu
    /// A game.
    case game(GameKind)
    /// Spaced-repetition study (`wordkit study`).
    case study
}
