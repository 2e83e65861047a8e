/// What lights out consults besides the board: the levels, for going on to
/// the next one.
public struct LightsEnvironment: Sendable, Hashable {
    /// The levels, in any order; the next level is the one numbered next above.
    public var levels: [LightsLevel]

    /// Creates an environment.
    ///
    /// - Parameter levels: The levels to go through (none for random boards only).
    public init(levels: [LightsLevel] = []) {
        self.levels = levels
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
