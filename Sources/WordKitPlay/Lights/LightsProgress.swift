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
    /// Every level number won, per board size (a level played with
    /// `--level` or `:level` out of order is won alone, not those below it).
    public private(set) var won: [Int: Set<Int>]
    /// The fewest presses of a win, per level number (a win recorded without
    /// its presses is not counted here).
    public private(set) var fewestPresses: [Int: Int]

    /// Every level number won, whatever the size.
    public var wonLevels: Set<Int> { won.values.reduce(into: Set<Int>()) { $0.formUnion($1) } }

    /// Progress from the games played.
    ///
    /// - Parameter records: Ended games of any kind, in any order; only won
    ///   lights-out levels count.
    public init(records: [GameRecord] = []) {
        highestWon = [:]
        won = [:]
        fewestPresses = [:]
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
        won[size, default: []].insert(level)
        if let presses = record.steps { fewestPresses[level] = min(fewestPresses[level] ?? presses, presses) }
    }

    /// The stars of the best win of a level: its fewest presses against the
    /// fewest that solve it (``LightsRating``); nil before it is won.
    ///
    /// - Parameter entry: The level.
    /// - Returns: One to three, or nil.
    public func stars(of entry: LightsLevelFile.Entry) -> Int? {
        guard let presses = fewestPresses[entry.number], won[entry.size]?.contains(entry.number) == true,
              let minimum = entry.fewestPresses else { return nil }
        return LightsRating(presses: presses, minimum: minimum).stars
    }

    /// The level to play next on boards of `size`: the first level of that
    /// size not won yet, else (all won) the last of that size.
    ///
    /// - Parameters:
    ///   - size: The board size.
    ///   - levels: The levels.
    /// - Returns: The level, or nil when none has that size.
    public func resumeLevel(size: Int, in levels: LightsLevelFile) -> LightsLevelFile.Entry? {
        let ofSize = levels.levels.filter { $0.size == size }.sorted { $0.number < $1.number }
        let won = won[size] ?? []
        return ofSize.first { !won.contains($0.number) } ?? ofSize.last
    }

    /// The level to play next whatever the size: the first level not won
    /// yet (level 1, 3×3, for a new player), else (all won) the last.
    ///
    /// - Parameter levels: The levels.
    /// - Returns: The level, or nil when there is none.
    public func resumeLevel(in levels: LightsLevelFile) -> LightsLevelFile.Entry? {
        let ordered = levels.levels.sorted { $0.number < $1.number }
        let won = wonLevels
        return ordered.first { !won.contains($0.number) } ?? ordered.last
    }

    /// Whether every level of `size` has been won.
    ///
    /// - Parameters:
    ///   - size: The board size.
    ///   - levels: The levels.
    /// - Returns: True once each level of that size is won (not only the last).
    public func hasWonEveryLevel(size: Int, in levels: LightsLevelFile) -> Bool {
        let ofSize = levels.levels.filter { $0.size == size }.map(\.number)
        guard !ofSize.isEmpty else { return false }
        let won = won[size] ?? []
        return ofSize.allSatisfy { won.contains($0) }
    }

    /// How many levels of `size` have been won, and how many there are.
    ///
    /// - Parameters:
    ///   - size: The board size.
    ///   - levels: The levels.
    /// - Returns: The levels of that size won, and all of that size.
    public func count(size: Int, in levels: LightsLevelFile) -> (won: Int, of: Int) {
        let ofSize = Set(levels.levels.filter { $0.size == size }.map(\.number))
        return (ofSize.intersection(won[size] ?? []).count, ofSize.count)
    }
}
