/// A list to choose from over the game (the deck picker, the lights-out
/// level picker): its rows as the front end wrote them, each row's value,
/// and the highlight (a `ListPicker`).
public struct ShellPicker: Sendable, Equatable {
    /// What the choice is for.
    public enum Purpose: Sendable, Equatable {
        /// A deck: set as the `deck` setting, then `start` played (from the
        /// menu), or the game being played set up anew (`:deck`).
        case deck(start: PlayScreen?)
        /// A lights-out level to play.
        case level
    }

    /// What the choice is for.
    public var purpose: Purpose
    /// The heading.
    public var title: String
    /// The heading of the columns, aligned with the rows.
    public var columns: String
    /// Each row's text (escaped: deck titles are untrusted).
    public var rows: [String]
    /// Each row's value: a deck id, a level number.
    public var values: [String]
    /// What is shown when there is no row.
    public var empty: String
    /// The highlight and the keys' rules.
    public var picker: ListPicker

    /// A picker over `rows`, with the row whose value is `current` highlighted.
    ///
    /// - Parameters:
    ///   - purpose: What the choice is for.
    ///   - title: The heading.
    ///   - columns: The heading of the columns.
    ///   - rows: Each row's text and value.
    ///   - current: The value to highlight first (the deck in force), if any.
    ///   - empty: What is shown when there is no row.
    public init(purpose: Purpose, title: String, columns: String, rows: [(text: String, value: String)], current: String?, empty: String) {
        self.purpose = purpose
        self.title = title
        self.columns = columns
        self.rows = rows.map(\.text)
        values = rows.map(\.value)
        self.empty = empty
        picker = ListPicker(count: rows.count, selected: current.flatMap { rows.map(\.value).firstIndex(of: $0) } ?? 0)
    }

    /// Takes a key; `q` closes the picker like Esc, ← too.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - rows: The rows of the list a page shows.
    /// - Returns: What it led to; a key the picker does not know stays.
    public mutating func handle(_ key: PlayShell.Key, rows: Int) -> ListPicker.Outcome {
        let pickerKey: ListPicker.Key? =
            switch key {
            case .up: .up
            case .down, .tab: .down
            case .pageUp: .pageUp
            case .pageDown: .pageDown
            case .enter, .right: .enter
            case .escape, .left, .character("q"), .character("Q"): .escape
            case .character(let character): .character(character)
            case .backspace: nil
            }
        guard let pickerKey else { return .stay }
        return picker.handle(pickerKey, pageSize: rows)
    }

    /// The value of the row at `index`, if there is one.
    public func value(at index: Int) -> String? { values.indices.contains(index) ? values[index] : nil }
}
