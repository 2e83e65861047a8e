/// Why a lights-out board could not be set up.
public enum LightsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The size is outside ``LightsBoard/sizes``. (SwiftGame's clamp let 8
    /// through and silently turned 9 or more into 7.)
    case sizeOutOfRange(Int)
    /// A press lies off a board of the given size.
    case pressOutOfBounds(LightsPosition, size: Int)
    /// A board's text has the wrong number of rows or columns, or a character
    /// other than `#` and `.`.
    case malformedRows([String])
    /// The level's presses leave every light off: there is nothing to play.
    case levelAlreadySolved(level: Int?)
    /// The level's presses turn every light on: the game would start lost.
    case levelStartsLost(level: Int?)

    /// A message naming what was wrong and what to do.
    public var description: String {
        let sizes = "\(LightsBoard.sizes.lowerBound) to \(LightsBoard.sizes.upperBound)"
        switch self {
        case .sizeOutOfRange(let size):
            return "A board of size \(size) is not possible; choose a size from \(sizes)."
        case .pressOutOfBounds(let position, let size):
            return "Press at row \(position.row), column \(position.column) is off the \(size)×\(size) board; "
                + "rows and columns run from 0 to \(size - 1)."
        case .malformedRows(let rows):
            return "Board rows \(rows) are not a square of '#' (on) and '.' (off) with a size from \(sizes)."
        case .levelAlreadySolved(let level):
            return "Level \(level.map(String.init) ?? "(unnumbered)") starts with every light off; "
                + "its presses cancel out. Fix the level's presses."
        case .levelStartsLost(let level):
            return "Level \(level.map(String.init) ?? "(unnumbered)") starts with every light on; "
                + "change its presses."
        }
    }
}
