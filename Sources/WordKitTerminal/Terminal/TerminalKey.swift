/// A key the player pressed, decoded from the bytes a terminal sends.
package enum TerminalKey: Sendable, Equatable {
    /// A printable character.
    case character(Character)
    /// Return or Enter.
    case enter
    /// Backspace or Delete-left.
    case backspace
    /// The arrow keys.
    case up, down, left, right
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// A lone Escape (not the start of a sequence).
    case escape
    /// Tab.
    case tab
    /// Ctrl-C: leave the game (the terminal does not turn it into SIGINT in raw mode).
    case interrupt
    /// Ctrl-Z: suspend the program.
    case suspend
    /// Ctrl-D: leave the game.
    case endOfInput
    /// The window got or lost the focus (xterm focus reporting, `CSI ? 1004 h`).
    case focusIn, focusOut
}
