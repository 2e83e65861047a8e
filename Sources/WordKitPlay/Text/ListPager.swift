/// A long list shown a page at a time: which lines are visible and how to
/// say where the player is.
///
/// The page size follows the window (it changes when the window is
/// resized); the page number is kept within range whatever happens to the
/// list or the page size, so paging never shows an empty page.
public struct ListPager: Sendable, Equatable {
    /// The first page is 0.
    public private(set) var page = 0

    /// A pager on its first page.
    public init() {}

    /// The number of pages `lineCount` lines take, `pageSize` a page (at least one page).
    ///
    /// - Parameters:
    ///   - lineCount: The list's lines.
    ///   - pageSize: Lines a page, at least 1.
    /// - Returns: The number of pages.
    public static func pageCount(lines lineCount: Int, pageSize: Int) -> Int {
        max(1, (lineCount + max(1, pageSize) - 1) / max(1, pageSize))
    }

    /// The lines of the current page.
    ///
    /// - Parameters:
    ///   - lines: The whole list.
    ///   - pageSize: Lines a page, at least 1.
    /// - Returns: The visible lines.
    public func visible(_ lines: [String], pageSize: Int) -> ArraySlice<String> {
        let size = max(1, pageSize)
        let page = clamped(lines: lines.count, pageSize: size)
        return lines[min(lines.count, page * size)..<min(lines.count, (page + 1) * size)]
    }

    /// Where the player is, such as `page 2 of 3`; empty when everything fits.
    ///
    /// - Parameters:
    ///   - lineCount: The list's lines.
    ///   - pageSize: Lines a page.
    /// - Returns: The label.
    public func label(lines lineCount: Int, pageSize: Int) -> String {
        let pages = Self.pageCount(lines: lineCount, pageSize: pageSize)
        guard pages > 1 else { return "" }
        return "page \(clamped(lines: lineCount, pageSize: pageSize) + 1) of \(pages)"
    }

    /// Turns to the next page (staying on the last one).
    ///
    /// - Parameters:
    ///   - lineCount: The list's lines.
    ///   - pageSize: Lines a page.
    public mutating func next(lines lineCount: Int, pageSize: Int) {
        page = min(clamped(lines: lineCount, pageSize: pageSize) + 1, Self.pageCount(lines: lineCount, pageSize: pageSize) - 1)
    }

    /// Turns to the previous page (staying on the first one).
    public mutating func previous(lines lineCount: Int, pageSize: Int) {
        page = max(0, clamped(lines: lineCount, pageSize: pageSize) - 1)
    }

    /// Goes back to the first page.
    public mutating func reset() {
        page = 0
    }

    /// The current page, within the pages the list has now.
    private func clamped(lines lineCount: Int, pageSize: Int) -> Int {
        min(page, Self.pageCount(lines: lineCount, pageSize: pageSize) - 1)
    }
}
