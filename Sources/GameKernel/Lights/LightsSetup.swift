/// Where a lights-out game's starting board comes from.
public enum LightsSetup: Sendable, Hashable, Codable {
    /// A level supplied by the caller, such as one of `Content/lights/levels.json`.
    case level(LightsLevel)
    /// A random solvable board of the given size, drawn from the game's generator.
    case random(size: Int)

    /// The level's number, or `nil` for a random board.
    public var levelNumber: Int? {
        if case .level(let level) = self { level.number } else { nil }
    }

    /// Makes a starting board.
    ///
    /// - Parameter rng: The source of randomness for random boards.
    /// - Returns: The board.
    /// - Throws: ``LightsError`` for a size out of range or a bad level.
    func board(using rng: inout some RandomNumberGenerator) throws -> LightsBoard {
        switch self {
        case .level(let level): try level.board()
        case .random(let size): try LightsBoard.random(size: size, using: &rng)
        }
    }
}
