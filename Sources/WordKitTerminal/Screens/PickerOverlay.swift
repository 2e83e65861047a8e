import WordKitPlay

/// A list to choose from over the game (a `ShellPicker`: the deck picker,
/// the lights-out level picker), as drawn: the rows that fit, the
/// highlighted one marked with `›` (so it shows without colours too), and
/// the keys.
package enum PickerOverlay {
    /// The rows of the list on a screen of `height` rows (heading, column
    /// heading and keys take the rest).
    package static func listRows(height: Int) -> Int { max(1, height - 6) }

    /// The lines of `shown` that fit in `height` rows, each cut to the
    /// window's width (a wrapped line would push the list off the screen).
    package static func screen(of shown: ShellPicker, on terminal: Terminal, rows height: Int) -> [String] {
        let listRows = listRows(height: height)
        let width = terminal.lineWidth
        var lines = [terminal.paint(TerminalText.clip(" \(shown.title) ", to: width), .bold, .inverse), ""]
        if shown.rows.isEmpty {
            lines.append("  " + shown.empty)
        } else {
            lines.append(terminal.paint(TerminalText.clip("    " + shown.columns, to: width), .dim))
            for index in shown.picker.visible(rows: listRows) {
                let chosen = index == shown.picker.selected
                let text = TerminalText.clip(shown.rows[index], to: max(1, width - 4))
                lines.append("  " + (chosen ? terminal.paint("›", .bold, .cyan) + " " + terminal.paint(text, .bold) : "  " + text))
            }
        }
        let place = shown.picker.label(rows: listRows)
        lines.append("")
        let keys = (place.isEmpty ? "" : place + " · ") + "↑↓/jk choose · PgUp/PgDn · Enter "
            + (shown.purpose == .level ? "play it" : "play this deck") + " · Esc back"
        lines.append(terminal.paint(TerminalText.clip("  " + keys, to: width), .dim))
        return lines
    }
}
