import Foundation
import GameKernel

/// A game as `wordkit history --json` writes it: every key present, absent
/// facts as `null`, the start as ISO 8601.
public struct HistoryGameLine: Encodable, Sendable {
    let type = "game"
    let game: String
    let start: String
    let duration: Double
    let won: Bool?
    let result: String
    let steps: Int?
    let score: Int?
    let language: String?
    let details: [String: String]

    /// The line of one game.
    ///
    /// - Parameter record: The game.
    public init(record: GameRecord) {
        game = record.game.rawValue
        start = record.start.formatted(.iso8601)
        duration = record.duration
        won = record.won
        result = record.result.rawValue
        steps = record.steps
        score = record.score
        language = record.language?.rawValue
        details = record.details
    }

    enum CodingKeys: String, CodingKey {
        case type, game, start, duration, won, result, steps, score, language, details
    }

    /// Encodes every key, `null` for absent facts.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(game, forKey: .game)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        // Absent facts are written as null, so every line has the same keys.
        try container.encode(won, forKey: .won)
        try container.encode(result, forKey: .result)
        try container.encode(steps, forKey: .steps)
        try container.encode(score, forKey: .score)
        try container.encode(language, forKey: .language)
        try container.encode(details, forKey: .details)
    }
}

/// The summary as `wordkit history --json` writes it: totals over the games
/// listed, and per game kind.
public struct HistorySummaryLine: Encodable, Sendable {
    let type = "summary"
    let total: HistorySummary
    let games: [String: HistorySummary]

    /// The summary line.
    ///
    /// - Parameters:
    ///   - total: The totals over every game listed.
    ///   - games: The totals per game kind.
    public init(total: HistorySummary, games: [String: HistorySummary]) {
        self.total = total
        self.games = games
    }

    enum CodingKeys: String, CodingKey {
        case type, total, games
    }
}
