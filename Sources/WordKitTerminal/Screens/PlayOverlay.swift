import WordKitPlay

/// A screen shown over the game (a `ShellOverlay`, such as the help), as
/// drawn: its sections wrapped to the window, a page at a time.
package enum PlayOverlay {
    /// The lines of every section of `overlay`, wrapped to `width`.
    package static func body(of overlay: ShellOverlay, on terminal: Terminal, width: Int) -> [String] {
        let column = min(18, (overlay.sections.flatMap(\.entries).map(\.syntax.count).max() ?? 0) + 2)
        var lines: [String] = []
        for section in overlay.sections {
            if !section.heading.isEmpty { lines.append(terminal.paint("  " + section.heading, .bold)) }
            for entry in section.entries {
                let wrapped = TextLayout.wrap(entry.does, width: max(10, width - column - 4))
                let key = entry.syntax.count < column ? entry.syntax.padding(toLength: column, withPad: " ", startingAt: 0) : entry.syntax + " "
                lines.append("    " + terminal.paint(key, .cyan) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { "    " + String(repeating: " ", count: max(column, entry.syntax.count + 1)) + $0 }
            }
            lines.append("")
        }
        return lines
    }

    /// The lines of `overlay` that fit in `rows`.
    package static func screen(of overlay: ShellOverlay, on terminal: Terminal, rows: Int) -> [String] {
        let lines = body(of: overlay, on: terminal, width: terminal.lineWidth)
        let pageSize = max(1, rows - 3)
        let page = overlay.pager.label(lines: lines.count, pageSize: pageSize)
        return [terminal.paint(" \(overlay.title) ", .bold, .inverse), ""] + overlay.pager.visible(lines, pageSize: pageSize)
            + [terminal.paint("  " + (page.isEmpty ? "" : "\(page) · PgDn/PgUp (or > <) · ") + "any other key goes back", .dim)]
    }
}
