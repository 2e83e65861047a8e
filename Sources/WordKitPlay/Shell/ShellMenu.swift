/// The menu of games: which one is highlighted and what a key chooses.
///
/// ↑ ↓ (or `k` `j`, Tab) move and wrap around, Enter or → plays the one
/// highlighted, a game's first letter plays that game, Esc goes back to the
/// game left, `q` leaves, `?` shows the help and `:` starts a command.
public struct ShellMenu: Sendable, Equatable {
    /// What the player chose.
    public enum Choice: Sendable, Equatable {
        /// Nothing yet.
        case stay
        /// Play this game (or go back to it, when it is the one left).
        case play(PlayScreen)
        /// Back to the game left for the menu.
        case back
        /// Leave.
        case quit
        /// The help screen.
        case help
        /// Type a command (`:lang es`).
        case commandLine
    }

    /// The index in `GameCatalog.entries` of the game highlighted.
    public private(set) var selected: Int

    /// A menu with `screen` highlighted (the first game when nil or not in the menu).
    public init(highlighting screen: PlayScreen?) {
        selected = screen.flatMap { GameCatalog.entries.firstIndex(of: $0) } ?? 0
    }

    /// Takes a key.
    ///
    /// - Parameter key: The key.
    /// - Returns: What the player chose.
    public mutating func handle(_ key: PlayShell.Key) -> Choice {
        let count = GameCatalog.entries.count
        switch key {
        case .up, .character("k"):
            selected = (selected + count - 1) % count
        case .down, .character("j"), .tab:
            selected = (selected + 1) % count
        case .enter, .right:
            return .play(GameCatalog.entries[selected])
        case .escape:
            return .back
        case .character("q"), .character("Q"):
            return .quit
        case .character("?"):
            return .help
        case .character(":"):
            return .commandLine
        case .character(let character):
            if let index = GameCatalog.entries.firstIndex(where: { GameCatalog.key(of: $0) == Character(character.lowercased()) }) {
                selected = index
                return .play(GameCatalog.entries[index])
            }
        default:
            break
        }
        return .stay
    }
}
