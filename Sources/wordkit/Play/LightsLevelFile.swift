import GameKernel

/// `Content/lights/levels.json`: the lights-out levels as press sequences.
struct LightsLevelFile: Decodable, Sendable {
    /// One level: a ``GameKernel/LightsLevel`` plus its fewest presses.
    struct Entry: Decodable, Sendable {
        /// The level's number.
        var number: Int
        /// The board's size.
        var size: Int
        /// The presses that make the starting board.
        var presses: [LightsPosition]
        /// The fewest presses that solve it, as the content pipeline computed.
        var minimalPresses: Int?

        /// The kernel's level.
        var level: LightsLevel { LightsLevel(number: number, size: size, presses: presses) }
    }

    /// The levels, in file order.
    var levels: [Entry]

    /// The level numbered `number`.
    func entry(number: Int) -> Entry? {
        levels.first { $0.number == number }
    }

    /// The level after `number`: the smallest number above it.
    func entry(after number: Int) -> Entry? {
        levels.filter { $0.number > number }.min { $0.number < $1.number }
    }
}
