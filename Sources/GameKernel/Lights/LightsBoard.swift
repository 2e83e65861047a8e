/// An N×N grid of lights, each on or off.
public struct LightsBoard: Sendable, Hashable, Codable {
    /// The sizes a board may have.
    public static let sizes: ClosedRange<Int> = 3...9

    /// The number of rows, and of columns.
    public let size: Int
    /// The lights row by row, `true` meaning on.
    public private(set) var lights: [Bool]

    /// Creates a board with every light off.
    ///
    /// - Parameter size: The number of rows and columns.
    /// - Throws: ``LightsError/sizeOutOfRange(_:)`` unless `size` is in ``sizes``.
    public init(size: Int) throws {
        guard Self.sizes.contains(size) else { throw LightsError.sizeOutOfRange(size) }
        self.size = size
        lights = Array(repeating: false, count: size * size)
    }

    /// Creates a board from its text: one string per row, `#` on, `.` off.
    ///
    /// - Parameter rows: The rows, as ``rows`` writes them.
    /// - Throws: ``LightsError/malformedRows(_:)`` when the text is not a square
    ///   of `#` and `.` of an allowed size.
    public init(rows: [String]) throws {
        guard Self.sizes.contains(rows.count), rows.allSatisfy({ $0.count == rows.count }),
            rows.joined().allSatisfy({ $0 == "#" || $0 == "." })
        else { throw LightsError.malformedRows(rows) }
        size = rows.count
        lights = rows.joined().map { $0 == "#" }
    }

    /// Creates the board that a set of presses makes from an all-off board.
    ///
    /// - Parameters:
    ///   - size: The number of rows and columns.
    ///   - presses: The presses, in any order; pressing twice cancels out.
    /// - Throws: ``LightsError/sizeOutOfRange(_:)`` or
    ///   ``LightsError/pressOutOfBounds(_:size:)``.
    public init(size: Int, pressing presses: [LightsPosition]) throws {
        try self.init(size: size)
        for press in presses {
            guard contains(press) else { throw LightsError.pressOutOfBounds(press, size: size) }
            self.press(press)
        }
    }

    /// The board as text, one string per row, `#` on and `.` off.
    public var rows: [String] {
        (0..<size).map { row in
            String(lights[(row * size)..<((row + 1) * size)].map { $0 ? "#" : "." })
        }
    }

    /// Whether every light is off (the game is won).
    public var isAllOff: Bool { !lights.contains(true) }

    /// Whether every light is on (the game is lost).
    public var isAllOn: Bool { !lights.contains(false) }

    /// How many lights are on.
    public var litCount: Int { lights.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Returns whether `position` lies on the board.
    ///
    /// - Parameter position: Any position, even a negative one.
    /// - Returns: `true` when both coordinates are in `0..<size`.
    public func contains(_ position: LightsPosition) -> Bool {
        (0..<size).contains(position.row) && (0..<size).contains(position.column)
    }

    /// Returns whether the light at `position` is on; `false` off the board.
    ///
    /// - Parameter position: The light.
    /// - Returns: Whether it is on.
    public func isOn(_ position: LightsPosition) -> Bool {
        contains(position) && lights[position.row * size + position.column]
    }

    /// Toggles the light at `position` and its four neighbours; a press off
    /// the board, and neighbours off the board, are ignored.
    ///
    /// - Parameter position: The light pressed.
    public mutating func press(_ position: LightsPosition) {
        guard contains(position) else { return }
        let (row, column) = (position.row, position.column)
        for (r, c) in [(row, column), (row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
        where (0..<size).contains(r) && (0..<size).contains(c) {
            lights[r * size + c].toggle()
        }
    }

    /// Returns the board after `presses`.
    ///
    /// - Parameter presses: The presses, in any order.
    /// - Returns: The new board.
    public func pressing(_ presses: [LightsPosition]) -> LightsBoard {
        var board = self
        for press in presses { board.press(press) }
        return board
    }

    /// Every position on the board, row by row.
    public var positions: [LightsPosition] {
        (0..<size * size).map { LightsPosition(row: $0 / size, column: $0 % size) }
    }

    /// Creates a random board that is solvable, not already solved and not all on.
    ///
    /// Each light is pressed or not with even odds, so the board is made by
    /// presses and can always be switched off.
    ///
    /// - Parameters:
    ///   - size: The number of rows and columns.
    ///   - rng: The source of randomness.
    /// - Returns: The board.
    /// - Throws: ``LightsError/sizeOutOfRange(_:)``.
    public static func random(size: Int, using rng: inout some RandomNumberGenerator) throws -> LightsBoard {
        let empty = try LightsBoard(size: size)
        for _ in 0..<32 {
            let presses = empty.positions.filter { _ in rng.next() & 1 == 1 }
            let board = empty.pressing(presses)
            if !board.isAllOff && !board.isAllOn { return board }
        }
        // Only a broken generator gets here; the centre press is always a valid start.
        return empty.pressing([LightsPosition(row: size / 2, column: size / 2)])
    }
}
