import GameKernel

/// `Content/lights/levels.json`: the lights-out levels as press sequences.
public struct LightsLevelFile: Codable, Sendable, Hashable {
    /// One level: a `LightsLevel` plus its fewest presses.
    public struct Entry: Codable, Sendable, Hashable {
        /// The level's number.
        public var number: Int
        /// The board's size.
        public var size: Int
        /// The presses that make the starting board.
        public var presses: [LightsPosition]
        /// The fewest presses that solve it, as the content pipeline computed.
        public var minimalPresses: Int?

        /// The kernel's level.
        public var level: LightsLevel { LightsLevel(number: number, size: size, presses: presses) }

        /// The fewest presses that solve it: the file's figure, else the
        /// kernel's solver on the starting board; nil for a level whose
        /// board cannot be made (a press off the board).
        public var fewestPresses: Int? {
            if let minimalPresses { return minimalPresses }
            return (try? level.board()).flatMap { LightsSolver.minimalSolution(for: $0)?.count }
        }
    }

    /// The levels, in file order.
    public var levels: [Entry]

    /// The kernel's environment for playing these levels one after another.
    public var environment: LightsEnvironment { LightsEnvironment(levels: levels.map(\.level)) }

    /// The numbers of the levels, as `levels 1 to 50`, for a message.
    public var numberRange: String {
        let numbers = levels.map(\.number).sorted()
        return numbers.first.map { "levels \($0) to \(numbers.last ?? $0)" } ?? "no levels"
    }
}
