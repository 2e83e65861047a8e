/// How the lights-out level list is generated.
public struct LevelSettings: Sendable, Hashable, Codable {
    /// The levels of one board size.
    public struct Stage: Sendable, Hashable, Codable {
        /// The board's rows and columns.
        public var size: Int
        /// The fewest presses each level of the stage should need, in play order.
        public var targets: [Int]

        /// Creates a stage.
        ///
        /// - Parameters:
        ///   - size: The board size.
        ///   - targets: The minimal press count of each level.
        public init(size: Int, targets: [Int]) {
            self.size = size
            self.targets = targets
        }

        /// The number of levels of that size.
        public var levels: Int { targets.count }
    }

    /// The stages, in play order.
    public var stages: [Stage]
    /// The generator's seed.
    public var seed: UInt64
    /// Random press sets tried per level before the level is given up.
    public var triesPerLevel: Int

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - stages: Levels per board size, in play order.
    ///   - seed: The seed.
    ///   - triesPerLevel: Press sets tried per level.
    public init(stages: [Stage], seed: UInt64, triesPerLevel: Int = 20_000) {
        self.stages = stages
        self.seed = seed
        self.triesPerLevel = triesPerLevel
    }

    /// 100 levels: 3×3 and 4×4 warm-ups, then the 5×5 ladder of the Tiger
    /// handheld (four boards each of 6 to 15 fewest presses, 40 levels), then
    /// 6×6 to 9×9.
    public static let standard = LevelSettings(
        stages: [
            Stage(size: 3, targets: [2, 2, 3, 3, 4, 4, 5, 5]),
            Stage(size: 4, targets: [3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]),
            Stage(size: 5, targets: (6...15).flatMap { Array(repeating: $0, count: 4) }),
            Stage(size: 6, targets: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]),
            Stage(size: 7, targets: [8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]),
            Stage(size: 8, targets: [10, 13, 16, 19, 22, 25, 28, 32]),
            Stage(size: 9, targets: [12, 16, 20, 24, 28, 34]),
        ],
        seed: 1
    )
}
