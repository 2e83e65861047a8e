import WordKitPlay

/// A list to choose from, drawn over the game (the deck picker, the
/// lights-out level picker): the rows that fit, the highlighted one marked
/// with `›` (so it shows without colours too), and the keys.
///
/// What a key does is ``ListPicker``'s (a pure reducer in `WordKitPlay`);
/// this only maps the terminal's keys to it and draws it.
struct PickerOverlay {
    /// What the choice is for.
    enum Purpose: Equatable {
        /// A deck: set as the `deck` setting, then `kind` played (from the
        /// menu), or the game being played set up anew (`:deck`).
        case deck(start: PlayScreen?)
        /// A lights-out level to play.
        case level
    }

    /// What the choice is for.
    let purpose: Purpose
    /// The heading.
    let title: String
    /// The heading of the columns, aligned with the rows.
    let columns: String
    /// Each row's text (escaped: deck titles are untrusted).
    let rows: [String]
    /// Each row's value: a deck id, a level number.
    let values: [String]
    /// What is shown when there is no row.
    let empty: String
    /// The highlight and the keys' rules.
    private(set) var picker: ListPicker

    /// A picker over `rows`, with the row whose value is `current` highlighted.
    init(purpose: Purpose, title: String, columns: String, rows: [(text: String, value: String)], current: String?, empty: String) {
        self.purpose = purpose
        self.title = title
        self.columns = columns
        let values = rows.map(\.value)
        self.rows = rows.map(\.text)
        self.values = values
        self.empty = empty
        picker = ListPicker(count: rows.count, selected: current.flatMap { values.firstIndex(of: $0) } ?? 0)
    }

    /// The rows of the list on a screen of `height` rows (heading, column
    /// heading and keys take the rest).
    static func listRows(height: Int) -> Int { max(1, height - 6) }

    /// The lines that fit in `height` rows, each cut to the window's width
    /// (a wrapped line would push the list off the screen).
    func screen(on terminal: Terminal, rows height: Int) -> [String] {
        let listRows = Self.listRows(height: height)
        let width = terminal.lineWidth
        var lines = [terminal.paint(TerminalText.clip(" \(title) ", to: width), .bold, .inverse), ""]
        if rows.isEmpty {
            lines.append("  " + empty)
        } else {
            lines.append(terminal.paint(TerminalText.clip("    " + columns, to: width), .dim))
            for index in picker.visible(rows: listRows) {
                let chosen = index == picker.selected
                let text = TerminalText.clip(rows[index], to: max(1, width - 4))
                lines.append("  " + (chosen ? terminal.paint("›", .bold, .cyan) + " " + terminal.paint(text, .bold) : "  " + text))
            }
        }
        let place = picker.label(rows: listRows)
        lines.append("")
        let keys = (place.isEmpty ? "" : place + " · ") + "↑↓/jk choose · PgUp/PgDn · Enter "
            + (purpose == .level ? "play it" : "play this deck") + " · Esc back"
        lines.append(terminal.paint(TerminalText.clip("  " + keys, to: width), .dim))
        return lines
    }

    /// Takes a key.
    ///
    /// - Returns: What it led to; a key the picker does not know stays.
    mutating func handle(_ key: TerminalKey, height: Int) -> ListPicker.Outcome {
        guard let key = Self.pickerKey(key) else { return .stay }
        return picker.handle(key, pageSize: Self.listRows(height: height))
    }

    /// The picker's key for a terminal key; `q` closes the picker like Esc.
    static func pickerKey(_ key: TerminalKey) -> ListPicker.Key? {
        switch key {
        case .up: .up
        case .down, .tab: .down
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .enter, .right: .enter
        case .escape, .left, .character("q"), .character("Q"): .escape
        case .character(let character): .character(character)
        default: nil
        }
    }

    /// The value of the row chosen at `index`.
    func value(at index: Int) -> String? { values.indices.contains(index) ? values[index] : nil }
}
