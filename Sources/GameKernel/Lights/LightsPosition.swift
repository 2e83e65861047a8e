/// A light on the board, by zero-based row and column.
public struct LightsPosition: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The row, counted from 0 at the top.
    public var row: Int
    /// The column, counted from 0 at the left.
    public var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - row: The zero-based row.
    ///   - column: The zero-based column.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// Orders positions row by row, left to right.
    ///
    /// - Parameters:
    ///   - lhs: A position.
    ///   - rhs: Another position.
    /// - Returns: Whether `lhs` comes first in reading order.
    public static func < (lhs: LightsPosition, rhs: LightsPosition) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    /// The position as `row column`, the way the command line takes it.
    public var description: String { "\(row) \(column)" }
}
