/// What lights out consults besides the board: the levels, for going on to
/// the next one.
public struct LightsEnvironment: Sendable, Hashable {
    /// The levels, in any order; the next level is the one numbered next above.
    public var levels: [LightsLevel]
    /// The numbers of the levels the player has won, which going on to the
    /// next level passes over (see ``level(after:)-(Int)``).
    public var won: Set<Int>

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - levels: The levels to go through (none for random boards only).
    ///   - won: The levels already won.
    public init(levels: [LightsLevel] = [], won: Set<Int> = []) {
        self.levels = levels
        self.won = won
    }

    /// The level to go on to after `level`: the next one of its size not won
    /// yet (numbered above it, else below it), else the next one not won of
    /// any size, else simply the level numbered next above.
    ///
    /// - Parameter level: The level just played.
    /// - Returns: The next level, or nil after the last.
    public func level(after level: LightsLevel) -> LightsLevel? {
        let open = levels.filter { !won.contains($0.number) && $0.number != level.number }
        let sameSize = open.filter { $0.size == level.size }
        return sameSize.filter { $0.number > level.number }.min { $0.number < $1.number }
            ?? sameSize.min { $0.number < $1.number }
            ?? open.filter { $0.number > level.number }.min { $0.number < $1.number }
            ?? self.level(after: level.number)
    }

    /// The level after `number`: the smallest number above it.
    ///
    /// - Parameter number: A level's number.
    /// - Returns: The next level, or nil after the last.
    public func level(after number: Int) -> LightsLevel? {
        levels.filter { $0.number > number }.min { $0.number < $1.number }
    }

    /// The level numbered `number`.
    ///
    /// - Parameter number: A level's number.
    /// - Returns: The level, or nil when there is none.
    public func level(number: Int) -> LightsLevel? {
        levels.first { $0.number == number }
    }
}
