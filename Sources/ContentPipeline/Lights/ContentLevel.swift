import GameKernel

/// A lights-out level as stored in `Content/lights/levels.json`: GameKernel's
/// `GameKernel.LightsLevel` plus the fewest presses that solve it.
public struct ContentLevel: Sendable, Hashable, Codable {
    /// The level's number, from 1.
    public var number: Int
    /// The board's rows and columns.
    public var size: Int
    /// The presses that make the starting board.
    public var presses: [LightsPosition]
    /// The fewest presses that switch the board off.
    public var minimalPresses: Int

    /// The level for the game kernel.
    public var level: LightsLevel { LightsLevel(number: number, size: size, presses: presses) }
}

/// The level file: `{"levels": [...]}`.
public struct ContentLevelFile: Sendable, Hashable, Codable {
    /// The levels in play order.
    public var levels: [ContentLevel]

    /// The file's path inside `Content/`.
    public static let path = "lights/levels.json"
}
