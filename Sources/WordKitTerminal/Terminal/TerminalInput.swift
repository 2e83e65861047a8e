/// What the terminal loop wakes up for.
package enum TerminalInput: Sendable, Equatable {
    /// A key.
    case key(TerminalKey)
    /// SIGTSTP from outside (Ctrl-Z is read as ``TerminalKey/suspend``).
    case suspend
    /// SIGINT, SIGTERM or SIGHUP: leave at once, recording the game.
    case terminate
    /// The window changed size, or the program was continued: draw again.
    case redraw
}
