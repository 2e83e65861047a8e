import GameKernel

/// The totals of a list of games of one kind (or of every kind).
public struct HistorySummary: Equatable, Sendable, Encodable {
    /// Games played, finished or abandoned.
    public var games = 0
    /// Games won.
    public var wins = 0
    /// Games left before they were decided (quit, given up).
    public var abandoned = 0
    /// The shortest won game, in seconds; `nil` before the first win.
    public var bestTime: Double?
    /// The highest score; `nil` when no game was scored.
    public var bestScore: Int?
    /// Wins in a row up to the newest game that was decided (won or lost).
    public var currentStreak = 0
    /// The most wins in a row.
    public var longestStreak = 0

    /// Sums up `records`, which must be sorted oldest first.
    ///
    /// Games without a winner (word scramble) and abandoned games neither
    /// extend nor break a streak: leaving a game early is not losing it.
    ///
    /// - Parameter records: The games, oldest first.
    public init(_ records: [GameRecord]) {
        for record in records {
            games += 1
            if let score = record.score { bestScore = Swift.max(bestScore ?? score, score) }
            switch record.result {
            case .won:
                wins += 1
                bestTime = Swift.min(bestTime ?? record.duration, record.duration)
                currentStreak += 1
                longestStreak = Swift.max(longestStreak, currentStreak)
            case .lost:
                currentStreak = 0
            case .abandoned:
                abandoned += 1
            case .finished:
                break
            }
        }
    }

    /// The JSON keys, in the order of the properties.
    private enum CodingKeys: String, CodingKey {
        case games, wins, abandoned, bestTime, bestScore, currentStreak, longestStreak
    }

    /// Encodes every key, writing `null` for a best time or score not reached yet.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(games, forKey: .games)
        try container.encode(wins, forKey: .wins)
        try container.encode(abandoned, forKey: .abandoned)
        try container.encode(bestTime, forKey: .bestTime)
        try container.encode(bestScore, forKey: .bestScore)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
    }
}
