import Foundation
import GameKernel

/// The entry point the games use to store a finished or abandoned game.
///
/// It never fails the game: a store that cannot be written is reported as
/// `wordkit: warning: …` on standard error and play goes on.
enum PlayerHistory {
    /// Stores `record` in the player's history (`$XDG_STATE_HOME/wordkit/history.sqlite`).
    ///
    /// - Parameter record: The game, as its state's `historyRecord` gives it.
    static func record(_ record: GameRecord) {
        var store = HistoryStore()
        do {
            try store.append(record)
        } catch {
            StandardError.write("wordkit: warning: could not save the game to the history at \(store.fileURL.path): \(error)\n")
        }
        for warning in store.warnings { StandardError.write("wordkit: warning: \(warning)\n") }
    }
}

/// The totals of a list of games of one kind (or of every kind).
struct HistorySummary: Equatable, Sendable, Encodable {
    /// Games played, finished or abandoned.
    var games = 0
    /// Games won.
    var wins = 0
    /// The shortest won game, in seconds; `nil` before the first win.
    var bestTime: Double?
    /// The highest score; `nil` when no game was scored.
    var bestScore: Int?
    /// Wins in a row up to the newest game that has a winner.
    var currentStreak = 0
    /// The most wins in a row.
    var longestStreak = 0

    /// Sums up `records`, which must be sorted oldest first.
    ///
    /// Games without a winner (word scramble) neither extend nor break a streak.
    ///
    /// - Parameter records: The games, oldest first.
    init(_ records: [GameRecord]) {
        for record in records {
            games += 1
            if let score = record.score { bestScore = Swift.max(bestScore ?? score, score) }
            switch record.won {
            case true?:
                wins += 1
                bestTime = Swift.min(bestTime ?? record.duration, record.duration)
                currentStreak += 1
                longestStreak = Swift.max(longestStreak, currentStreak)
            case false?:
                currentStreak = 0
            case nil:
                break
            }
        }
    }

    /// The JSON keys, in the order of the properties.
    private enum CodingKeys: String, CodingKey {
        case games, wins, bestTime, bestScore, currentStreak, longestStreak
    }

    /// Encodes every key, writing `null` for a best time or score not reached yet.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(games, forKey: .games)
        try container.encode(wins, forKey: .wins)
        try container.encode(bestTime, forKey: .bestTime)
        try container.encode(bestScore, forKey: .bestScore)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
    }
}
