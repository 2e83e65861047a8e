import Foundation

extension ShellPicker {
    /// A deck as the deck picker lists it.
    public struct Deck: Sendable, Equatable {
        /// The deck's id, chosen as the `deck` setting.
        public var id: String
        /// Its cards.
        public var cards: Int
        /// The cards due today.
        public var due: Int
        /// The new cards studying it would bring today.
        public var new: Int
        /// Its title, as it may be shown (escaped by the front end: titles are untrusted).
        public var title: String

        /// A deck's line.
        public init(id: String, cards: Int, due: Int, new: Int, title: String) {
            self.id = id
            self.cards = cards
            self.due = due
            self.new = new
            self.title = title
        }
    }

    /// The deck picker: each deck's id, cards, due and new today, then its
    /// title (last, so a narrow window cuts only the title); `current` is
    /// highlighted.
    ///
    /// - Parameters:
    ///   - decks: The decks, in the order shown.
    ///   - current: The id of the deck in force, if any.
    ///   - start: The game to play on the deck chosen; nil to set the deck as `:deck ID` does.
    /// - Returns: The picker.
    public static func decks(_ decks: [Deck], current: String?, start: PlayScreen?) -> ShellPicker {
        let idWidth = max(4, decks.map(\.id.count).max() ?? 0)
        let titleWidth = min(40, max(5, decks.map(\.title.count).max() ?? 0))
        func cell(_ text: String, _ width: Int) -> String {
            text.count > width ? String(text.prefix(width - 1)) + "…" : text.padding(toLength: width, withPad: " ", startingAt: 0)
        }
        func number(_ value: Int, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - String(value).count)) + String(value)
        }
        let rows = decks.map { deck in
            (text: cell(deck.id, idWidth) + "  " + number(deck.cards, 6) + "  " + number(deck.due, 5) + "  "
                + number(deck.new, 5) + "  " + cell(deck.title, titleWidth), value: deck.id)
        }
        let purpose = start.map { "the deck for " + GameCatalog.title(of: $0).lowercased() } ?? "the deck to play"
        return ShellPicker(
            purpose: .deck(start: start), title: "DECKS · choose \(purpose) · cards due and new today",
            columns: cell("deck", idWidth) + "   cards    due    new  title", rows: rows, current: current,
            empty: "No decks are shipped or imported: wordkit deck import FILE adds one. Esc goes back.")
    }
}
