/// What the loop does after a key.
enum InteractiveStep: Sendable, Equatable {
    /// Go on playing.
    case play
    /// Stop the game clock until a key is pressed.
    case togglePause
    /// Leave, ending the game being played.
    case quit
    /// Open the menu of games, the game kept paused.
    case menu
    /// Show the keys and commands.
    case help
    /// Start typing a command after `:` (games without a text prompt).
    case commandLine
    /// Run a command typed in the game's own prompt, such as `:lang es`.
    case command(String)
}
