/// Text laid out for a screen of a given width: paragraphs wrapped at word
/// boundaries, lists of words in columns.
///
/// Widths count characters (`Character`), which is what a terminal shows for
/// the letters, digits and symbols the games print.
public enum TextLayout {
    /// Wraps `text` into lines of at most `width` characters, breaking only
    /// between words; a single word longer than `width` gets a line of its
    /// own and is cut with `…` (the one case where nothing else fits).
    ///
    /// - Parameters:
    ///   - text: The text; runs of spaces count as one break.
    ///   - width: The widest line, at least 1.
    /// - Returns: The lines, at least one (empty for empty text).
    /// - Complexity: O(*n*) in the length of `text`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let word = clip(String(word), to: width)
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        lines.append(line)
        return lines
    }

    /// Lays `items` out in as many columns as fit in `width`, each column as
    /// wide as the widest item plus `gap`, filled row by row so that the
    /// list reads left to right, then down.
    ///
    /// No item is ever split across lines; an item wider than `width` is cut
    /// with `…`.
    ///
    /// - Parameters:
    ///   - items: The items, in reading order.
    ///   - width: The width available, at least 1.
    ///   - gap: Spaces between columns.
    /// - Returns: The lines, without trailing spaces; none for no items.
    public static func columns(_ items: [String], width: Int, gap: Int = 2) -> [String] {
        guard !items.isEmpty else { return [] }
        let width = max(1, width)
        let widest = min(width, items.map(\.count).max() ?? 0)
        let columnCount = max(1, (width + gap) / (widest + gap))
        var lines: [String] = []
        var start = 0
        while start < items.count {
            let row = items[start..<min(items.count, start + columnCount)].map { clip($0, to: widest) }
            let padded = row.enumerated().map { index, item in
                index == row.count - 1 ? item : item + String(repeating: " ", count: widest - item.count + gap)
            }
            lines.append(padded.joined())
            start += columnCount
        }
        return lines
    }

    /// `text` cut to `width` characters, ending with `…` when cut.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The most characters, at least 1.
    /// - Returns: `text`, or its start and `…`.
    public static func clip(_ text: String, to width: Int) -> String {
        let width = max(1, width)
        return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}
