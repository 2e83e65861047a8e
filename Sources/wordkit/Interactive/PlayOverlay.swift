import WordKitPlay

/// A screen shown over the game, such as the help: sections of entries
/// (keys or commands, and what they do), paged with PgDn and PgUp; any
/// other key goes back.
struct PlayOverlay {
    /// The heading.
    let title: String
    /// Each section's heading and entries.
    let sections: [(String, [GameHelp.Entry])]
    /// The page shown.
    private var pager = ListPager()

    /// An overlay of `sections`.
    init(title: String, sections: [(String, [GameHelp.Entry])]) {
        self.title = title
        self.sections = sections
    }

    /// The lines of every section, wrapped to `width`.
    private func body(on terminal: Terminal, width: Int) -> [String] {
        let column = min(18, (sections.flatMap(\.1).map(\.syntax.count).max() ?? 0) + 2)
        var lines: [String] = []
        for (heading, entries) in sections {
            if !heading.isEmpty { lines.append(terminal.paint("  " + heading, .bold)) }
            for entry in entries {
                let wrapped = TextLayout.wrap(entry.does, width: max(10, width - column - 4))
                let key = entry.syntax.count < column ? entry.syntax.padding(toLength: column, withPad: " ", startingAt: 0) : entry.syntax + " "
                lines.append("    " + terminal.paint(key, .cyan) + (wrapped.first ?? ""))
                lines += wrapped.dropFirst().map { "    " + String(repeating: " ", count: max(column, entry.syntax.count + 1)) + $0 }
            }
            lines.append("")
        }
        return lines
    }

    /// The lines that fit in `rows`.
    func screen(on terminal: Terminal, rows: Int) -> [String] {
        let lines = body(on: terminal, width: terminal.lineWidth)
        let pageSize = max(1, rows - 3)
        let page = pager.label(lines: lines.count, pageSize: pageSize)
        return [terminal.paint(" \(title) ", .bold, .inverse), ""] + pager.visible(lines, pageSize: pageSize)
            + [terminal.paint("  " + (page.isEmpty ? "" : "\(page) · PgDn/PgUp (or > <) · ") + "any other key goes back", .dim)]
    }

    /// Turns the page for PgDn, PgUp, `>` and `<`.
    ///
    /// - Returns: Whether the key turned a page (any other key closes the overlay).
    mutating func page(_ key: TerminalKey, on terminal: Terminal) -> Bool {
        let count = body(on: terminal, width: terminal.lineWidth).count
        let pageSize = max(1, terminal.height - 3)
        switch key {
        case .pageDown, .character(">"): pager.next(lines: count, pageSize: pageSize)
        case .pageUp, .character("<"): pager.previous(lines: count, pageSize: pageSize)
        default: return false
        }
        return true
    }
}
