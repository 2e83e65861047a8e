/// Everything a player can do in lights out.
public enum LightsAction: Sendable, Hashable {
    /// Presses the light at a zero-based row and column; a light off the board
    /// is reported, never a crash.
    case press(row: Int, column: Int)
    /// Asks which light to press next on the way to a shortest solution.
    case hint
    /// Starts the same board again, with the steps and the clock reset.
    case restart
    /// Starts a new game, such as the next level.
    case play(LightsSetup)
    /// Gives up the game.
    case quit

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .press: "press"
        case .hint: "hint"
        case .restart: "restart"
        case .play: "play"
        case .quit: "quit"
        }
    }
}
