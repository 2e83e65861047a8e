/// A lights-out level: the presses that make its starting board.
///
/// A level is stored as presses, not as lights, so that its board can always
/// be switched off again (SwiftGame's `lightSequence`).
public struct LightsLevel: Sendable, Hashable, Codable {
    /// The level's number, as players see it.
    public var number: Int
    /// The board's number of rows and columns.
    public var size: Int
    /// The presses that make the starting board from an all-off board.
    public var presses: [LightsPosition]

    /// Creates a level.
    ///
    /// - Parameters:
    ///   - number: The level's number.
    ///   - size: The board's size.
    ///   - presses: The presses that make its board.
    public init(number: Int, size: Int, presses: [LightsPosition]) {
        self.number = number
        self.size = size
        self.presses = presses
    }

    /// Makes the level's starting board.
    ///
    /// - Returns: The board.
    /// - Throws: ``LightsError/sizeOutOfRange(_:)``,
    ///   ``LightsError/pressOutOfBounds(_:size:)``,
    ///   ``LightsError/levelAlreadySolved(level:)`` or
    ///   ``LightsError/levelStartsLost(level:)``.
    public func board() throws -> LightsBoard {
        let board = try LightsBoard(size: size, pressing: presses)
        if board.isAllOff { throw LightsError.levelAlreadySolved(level: number) }
        if board.isAllOn { throw LightsError.levelStartsLost(level: number) }
        return board
    }
}
