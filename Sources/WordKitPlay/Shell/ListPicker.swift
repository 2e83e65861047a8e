/// A list to choose one row from (a deck, a lights-out level): which row is
/// highlighted, what a key does to it, and which rows fit on the screen.
///
/// A pure value, so a front end only draws it and hands keys in: ↑ ↓ (or
/// `k` `j`, Tab) move by a row and wrap around, PgUp PgDn by a page, Home
/// End (or `g` `G`) to the ends, Enter chooses, Esc cancels. Nothing here
/// depends on colours or on the window's size: the page size comes in with
/// each key and each drawing, so a resized window is followed at once.
public struct ListPicker: Sendable, Equatable {
    /// A key, as the picker understands it (a front end maps its own keys here).
    public enum Key: Sendable, Equatable {
        /// Up or down a row.
        case up, down
        /// Up or down a page.
        case pageUp, pageDown
        /// The first or the last row.
        case home, end
        /// Choose the highlighted row.
        case enter
        /// Close the picker without choosing.
        case escape
        /// Any other character: `j`, `k`, `g` and `G` move; the rest does nothing.
        case character(Character)
    }

    /// What a key led to.
    public enum Outcome: Sendable, Equatable {
        /// The picker stays open (the highlight may have moved).
        case stay
        /// The row at this index was chosen.
        case chosen(Int)
        /// The player closed the picker without choosing.
        case cancelled
    }

    /// How many rows there are.
    public let count: Int
    /// The highlighted row (0 when there is none).
    public private(set) var selected: Int

    /// A picker of `count` rows with `selected` highlighted (kept within the rows).
    ///
    /// - Parameters:
    ///   - count: The rows, 0 or more.
    ///   - selected: The row to highlight first, such as the deck in force.
    public init(count: Int, selected: Int = 0) {
        self.count = max(0, count)
        self.selected = min(max(0, selected), max(0, count - 1))
    }

    /// Takes a key: the next state and what it led to.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - pageSize: The rows the screen shows (PgUp and PgDn move by as many).
    /// - Returns: What the key led to; Enter on an empty list does nothing.
    public mutating func handle(_ key: Key, pageSize: Int) -> Outcome {
        let page = max(1, pageSize)
        switch key {
        case .escape:
            return .cancelled
        case .enter:
            return count == 0 ? .stay : .chosen(selected)
        case _ where count == 0:
            return .stay
        case .up, .character("k"):
            selected = (selected + count - 1) % count
        case .down, .character("j"):
            selected = (selected + 1) % count
        case .pageUp:
            selected = max(0, selected - page)
        case .pageDown:
            selected = min(count - 1, selected + page)
        case .home, .character("g"):
            selected = 0
        case .end, .character("G"):
            selected = count - 1
        case .character:
            break
        }
        return .stay
    }

    /// The rows to show when `rows` fit: all of them if they fit, else a
    /// window that holds the highlighted row (a page at a time, so the
    /// list does not scroll under the player at each key).
    ///
    /// - Parameter rows: The rows the screen has for the list, at least 1.
    /// - Returns: The indices to draw, in order.
    public func visible(rows: Int) -> Range<Int> {
        let size = max(1, rows)
        guard count > size else { return 0..<count }
        let top = min(selected / size * size, count - size)
        return top..<(top + size)
    }

    /// Where the window is, such as `rows 11–20 of 100`; empty when every row fits.
    ///
    /// - Parameter rows: The rows the screen has for the list.
    /// - Returns: The label.
    public func label(rows: Int) -> String {
        let shown = visible(rows: rows)
        guard shown.count < count else { return "" }
        return "rows \(shown.lowerBound + 1)–\(shown.upperBound) of \(count)"
    }
}
