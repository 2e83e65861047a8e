/// How the lights-out level list is generated.
public struct LevelSettings: Sendable, Hashable, Codable {
    /// How many levels one board size gets.
    public struct Stage: Sendable, Hashable, Codable {
        /// The board's rows and columns.
        public var size: Int
        /// The number of levels of that size.
        public var levels: Int
    }

    /// The stages, smallest board first.
    public var stages: [Stage]
    /// The generator's seed.
    public var seed: UInt64

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - stages: Levels per board size, in play order.
    ///   - seed: The seed.
    public init(stages: [Stage], seed: UInt64) {
        self.stages = stages
        self.seed = seed
    }

    /// 50 levels on boards 3×3 to 9×9.
    public static let standard = LevelSettings(
        stages: [(3, 6), (4, 8), (5, 10), (6, 8), (7, 7), (8, 6), (9, 5)].map { Stage(size: $0.0, levels: $0.1) },
        seed: 1
    )
}
