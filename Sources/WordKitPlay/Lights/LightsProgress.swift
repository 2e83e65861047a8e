import GameKernel

/// How far a player has come through the lights-out levels: the highest
/// level won on each board size.
///
/// Worked out from the history rather than kept in a file of its own: every
/// ended game is already recorded with its level, size and result, so the
/// history is the one place that knows, and progress made through JSON Lines
/// play counts too.
public struct LightsProgress: Equatable, Sendable {
    /// The highest level number won, per board size.
    public private(set) var highestWon: [Int: Int]

    /// Progress from the games played.
    ///
    /// - Parameter records: Ended games of any kind, in any order; only won
    ///   lights-out levels count.
    public init(records: [GameRecord] = []) {
        highestWon = [:]
        for record in records { self.record(record) }
    }

    /// Counts one more ended game.
    ///
    /// - Parameter record: The game; only a won lights-out level changes anything.
    public mutating func record(_ record: GameRecord) {
        guard record.game == .lights, record.result == .won,
              let level = record.details["level"].flatMap(Int.init),
              let size = record.details["size"].flatMap(Int.init) else { return }
        highestWon[size] = max(highestWon[size] ?? level, level)
    }

    /// The level to play next on boards of `size`: the first level of that
    /// size above the highest one won, else (all won) the last of that size.
    ///
    /// - Parameters:
    ///   - size: The board size.
    ///   - levels: The levels.
    /// - Returns: The level, or nil when none has that size.
    public func resumeLevel(size: Int, in levels: LightsLevelFile) -> LightsLevelFile.Entry? {
        let ofSize = levels.levels.filter { $0.size == size }.sorted { $0.number < $1.number }
        let won = highestWon[size] ?? Int.min
        return ofSize.first { $0.number > won } ?? ofSize.last
    }

    /// Whether every level of `size` has been won.
    ///
    /// - Parameters:
    ///   - size: The board size.
    ///   - levels: The levels.
    /// - Returns: True once the last level of that size is won.
    public func hasWonEveryLevel(size: Int, in levels: LightsLevelFile) -> Bool {
        guard let last = levels.levels.filter({ $0.size == size }).map(\.number).max() else { return false }
        return (highestWon[size] ?? Int.min) >= last
    }
}
