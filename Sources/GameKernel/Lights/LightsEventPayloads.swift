/// The payload of a lights-out `start` event.
public struct LightsStarted: Sendable, Hashable, Codable {
    /// The board's number of rows and columns.
    public var size: Int
    /// The level's number, or `nil` for a random board.
    public var level: Int?
    /// The board, one string per row, `#` on and `.` off.
    public var board: [String]
    /// The fewest presses that switch the board off.
    public var minimalPresses: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - size: The board's size.
    ///   - level: The level's number, if any.
    ///   - board: The board's rows.
    ///   - minimalPresses: The fewest presses that solve it.
    public init(size: Int, level: Int?, board: [String], minimalPresses: Int) {
        self.size = size
        self.level = level
        self.board = board
        self.minimalPresses = minimalPresses
    }
    /// Encodes every field, writing `null` for a missing level rather than leaving it out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(level, forKey: .level)
        try container.encode(board, forKey: .board)
        try container.encode(minimalPresses, forKey: .minimalPresses)
    }
}

/// The payload of a `press` event.
public struct LightsPressed: Sendable, Hashable, Codable {
    /// The zero-based row pressed.
    public var row: Int
    /// The zero-based column pressed.
    public var column: Int
    /// The board after the press.
    public var board: [String]
    /// Presses made so far.
    public var steps: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - row: The row pressed.
    ///   - column: The column pressed.
    ///   - board: The board's rows after the press.
    ///   - steps: Presses so far.
    public init(row: Int, column: Int, board: [String], steps: Int) {
        self.row = row
        self.column = column
        self.board = board
        self.steps = steps
    }
}

/// The payload of a lights-out `hint` event.
public struct LightsHint: Sendable, Hashable, Codable {
    /// The zero-based row to press.
    public var row: Int
    /// The zero-based column to press.
    public var column: Int
    /// The fewest presses still needed, this one included.
    public var remaining: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - row: The row to press.
    ///   - column: The column to press.
    ///   - remaining: The fewest presses still needed.
    public init(row: Int, column: Int, remaining: Int) {
        self.row = row
        self.column = column
        self.remaining = remaining
    }
}

/// The payload of a lights-out `end` event.
public struct LightsEnded: Sendable, Hashable, Codable {
    /// Whether every light went off.
    public var won: Bool
    /// Presses made.
    public var steps: Int
    /// Seconds from the start to the end.
    public var seconds: Double
    /// The fewest presses that switched the starting board off.
    public var minimalPresses: Int
    /// Hints asked for.
    public var hints: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - won: Whether the player won.
    ///   - steps: Presses made.
    ///   - seconds: Seconds played.
    ///   - minimalPresses: The starting board's fewest presses.
    ///   - hints: Hints asked for.
    public init(won: Bool, steps: Int, seconds: Double, minimalPresses: Int, hints: Int) {
        self.won = won
        self.steps = steps
        self.seconds = seconds
        self.minimalPresses = minimalPresses
        self.hints = hints
    }
}
