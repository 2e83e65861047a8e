/// Everything a player can do in lights out.
public enum LightsAction: Sendable, Hashable {
    /// Presses the light at a zero-based row and column; a light off the board
    /// is reported, never a crash.
    case press(row: Int, column: Int)
    /// Asks which light to press next on the way to a shortest solution.
    case hint
    /// Takes the last press back (the same light pressed again), one step less.
    case undo
    /// Starts the same board again, with the steps and the clock reset.
    case retry
    /// Starts a chosen board, such as a level picked from a list.
    case play(LightsSetup)
    /// Goes on to the next board: the level after this one when playing
    /// levels (see ``LightsEnvironment``), else a new random board of the same size.
    case newGame
    /// Gives up the game.
    case end

    /// The action's name, as `ignored` events report it.
    var name: String {
        switch self {
        case .press: "press"
        case .hint: "hint"
        case .undo: "undo"
        case .retry: "retry"
        case .play: "play"
        case .newGame: "new-game"
        case .end: "end"
        }
    }
}
