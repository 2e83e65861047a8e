import Foundation

/// The payload of a study `start` event: what the session has to show.
public struct StudyStarted: Sendable, Hashable, Codable {
    /// The deck's identifier.
    public var deck: String
    /// The deck's title.
    public var title: String
    /// Cards due now: review cards due today and learning cards due now.
    public var due: Int
    /// New cards the session will introduce (at most the day's limit left).
    public var new: Int
    /// Whether new cards are left, and if not, why (the day's limit, or none
    /// left in the deck); nil (and left out of JSON) when not known.
    public var newCards: StudyNewCards?
    /// The day's whole new-card limit; nil (and left out of JSON) when not known.
    public var newCardsPerDay: Int?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - deck: The deck's identifier.
    ///   - title: The deck's title.
    ///   - due: Cards due.
    ///   - new: New cards to introduce.
    ///   - newCards: Whether new cards are left, and if not, why.
    ///   - newCardsPerDay: The day's new-card limit.
    public init(deck: String, title: String, due: Int, new: Int, newCards: StudyNewCards? = nil, newCardsPerDay: Int? = nil) {
        self.deck = deck
        self.title = title
        self.due = due
        self.new = new
        self.newCards = newCards
        self.newCardsPerDay = newCardsPerDay
    }
}

/// The payload of a study `undo` event: the grade taken back.
public struct StudyUndone: Sendable, Hashable, Codable {
    /// The card whose grade was taken back.
    public var id: String
    /// The grade taken back.
    public var rating: ReviewGrade
    /// The card's state again, as before the grade.
    public var state: SchedulingState
    /// Grades left in the session.
    public var reviewed: Int

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - id: The card.
    ///   - rating: The grade taken back.
    ///   - state: The card's state restored.
    ///   - reviewed: Grades left in the session.
    public init(id: String, rating: ReviewGrade, state: SchedulingState, reviewed: Int) {
        self.id = id
        self.rating = rating
        self.state = state
        self.reviewed = reviewed
    }

    private enum CodingKeys: String, CodingKey {
        case id, rating, state, reviewed
    }

    /// Decodes the payload, the rating by name.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        rating = try RatingName.decode(container.decode(String.self, forKey: .rating), forKey: .rating, in: container)
        state = try container.decode(SchedulingState.self, forKey: .state)
        reviewed = try container.decode(Int.self, forKey: .reviewed)
    }

    /// Encodes every field, the rating by name (`again`).
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(rating.description, forKey: .rating)
        try container.encode(state, forKey: .state)
        try container.encode(reviewed, forKey: .reviewed)
    }
}

/// The payload of a study `card` event: the card now shown.
public struct StudyCardShown: Sendable, Hashable, Codable {
    /// The card's identifier.
    public var id: String
    /// Its prompt.
    public var prompt: String
    /// Its scheduling state before this review (`new`, `learning`, `review`, `relearning`).
    public var state: SchedulingState

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - prompt: Its prompt.
    ///   - state: Its state.
    public init(id: String, prompt: String, state: SchedulingState) {
        self.id = id
        self.prompt = prompt
        self.state = state
    }
}

/// The time until a card would be due after each grade, in seconds: what a
/// front end shows beside the four buttons before the player chooses.
public struct StudyIntervals: Sendable, Hashable, Codable {
    /// After "again".
    public var again: TimeInterval
    /// After "hard".
    public var hard: TimeInterval
    /// After "good".
    public var good: TimeInterval
    /// After "easy".
    public var easy: TimeInterval

    /// The intervals of a preview.
    ///
    /// - Parameter preview: The four outcomes.
    public init(_ preview: SchedulingPreview) {
        again = preview.interval(for: .again)
        hard = preview.interval(for: .hard)
        good = preview.interval(for: .good)
        easy = preview.interval(for: .easy)
    }

    /// The interval of `grade`.
    ///
    /// - Parameter grade: A grade.
    public subscript(grade: ReviewGrade) -> TimeInterval {
        switch grade {
        case .again: again
        case .hard: hard
        case .good: good
        case .easy: easy
        }
    }
}

/// The payload of a study `answer` event: the current card, revealed.
public struct StudyAnswerShown: Sendable, Hashable, Codable {
    /// The card's identifier.
    public var id: String
    /// Its answer.
    public var answer: String
    /// The interval each grade would give.
    public var intervals: StudyIntervals
    /// Its example sentence, with translation and source; nil (and left out
    /// of JSON) when the card has none.
    public var example: CardExample?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - answer: Its answer.
    ///   - intervals: The interval of each grade.
    ///   - example: Its example, if it has one.
    public init(id: String, answer: String, intervals: StudyIntervals, example: CardExample? = nil) {
        self.id = id
        self.answer = answer
        self.intervals = intervals
        self.example = example
    }
}

/// The payload of a study `review` event: a card's schedule after a grade.
public struct StudyReviewed: Sendable, Hashable, Codable {
    /// The card's identifier.
    public var id: String
    /// The grade given.
    public var rating: ReviewGrade
    /// The card's state after the review.
    public var state: SchedulingState
    /// The (re)learning step after the review; nil in review.
    public var step: Int?
    /// FSRS stability in days.
    public var stability: Double
    /// FSRS difficulty, 1…10.
    public var difficulty: Double
    /// When the card is due next (ISO 8601 in JSON, to the second, UTC).
    public var due: Date
    /// The interval in whole days (0 for a learning step of minutes).
    public var scheduledDays: Int

    /// The payload of a review's log.
    ///
    /// - Parameter log: The review.
    public init(_ log: ReviewLog) {
        id = log.cardID
        rating = log.grade
        state = log.after.state
        step = log.after.step
        stability = log.after.stability ?? 0
        difficulty = log.after.difficulty ?? 0
        due = log.after.due
        scheduledDays = max(0, Int((log.interval / 86_400).rounded(.down)))
    }

    private enum CodingKeys: String, CodingKey {
        case id, rating, state, step, stability, difficulty, due, scheduledDays
    }

    /// Decodes the payload: the rating by name, the due time from ISO 8601.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        rating = try RatingName.decode(container.decode(String.self, forKey: .rating), forKey: .rating, in: container)
        state = try container.decode(SchedulingState.self, forKey: .state)
        step = try container.decodeIfPresent(Int.self, forKey: .step)
        stability = try container.decode(Double.self, forKey: .stability)
        difficulty = try container.decode(Double.self, forKey: .difficulty)
        due = try ISODate.decode(container.decode(String.self, forKey: .due), forKey: .due, in: container)
        scheduledDays = try container.decode(Int.self, forKey: .scheduledDays)
    }

    /// Encodes every field: the rating by name (`good`), the due time as ISO 8601, a null step in review.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(rating.description, forKey: .rating)
        try container.encode(state, forKey: .state)
        try container.encode(step, forKey: .step)
        try container.encode(stability, forKey: .stability)
        try container.encode(difficulty, forKey: .difficulty)
        try container.encode(ISODate.string(due), forKey: .due)
        try container.encode(scheduledDays, forKey: .scheduledDays)
    }
}

/// The payload of a study `end` event: the session's summary.
public struct StudyEnded: Sendable, Hashable, Codable {
    /// Grades given.
    public var reviewed: Int
    /// Of them, "again".
    public var again: Int
    /// When the deck's next card falls due (ISO 8601 in JSON), or nil when no card has been studied.
    public var nextDue: Date?
    /// Why the session ended.
    public var reason: StudyEndReason
    /// Whether new cards were left, and if not, why (the day's limit, or
    /// none left in the deck); nil (and left out of JSON) when not known.
    public var newCards: StudyNewCards?
    /// The day's whole new-card limit; nil (and left out of JSON) when not known.
    public var newCardsPerDay: Int?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - reviewed: Grades given.
    ///   - again: "Again" grades.
    ///   - nextDue: The deck's next due time.
    ///   - reason: Why it ended.
    ///   - newCards: Whether new cards were left, and if not, why.
    ///   - newCardsPerDay: The day's new-card limit.
    public init(
        reviewed: Int, again: Int, nextDue: Date?, reason: StudyEndReason, newCards: StudyNewCards? = nil,
        newCardsPerDay: Int? = nil
    ) {
        self.reviewed = reviewed
        self.again = again
        self.nextDue = nextDue
        self.reason = reason
        self.newCards = newCards
        self.newCardsPerDay = newCardsPerDay
    }

    private enum CodingKeys: String, CodingKey {
        case reviewed, again, nextDue, reason, newCards, newCardsPerDay
    }

    /// Decodes the payload, the next due time from ISO 8601.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing or malformed field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reviewed = try container.decode(Int.self, forKey: .reviewed)
        again = try container.decode(Int.self, forKey: .again)
        nextDue = try container.decodeIfPresent(String.self, forKey: .nextDue).map {
            try ISODate.decode($0, forKey: .nextDue, in: container)
        }
        reason = try container.decode(StudyEndReason.self, forKey: .reason)
        newCards = try container.decodeIfPresent(StudyNewCards.self, forKey: .newCards)
        newCardsPerDay = try container.decodeIfPresent(Int.self, forKey: .newCardsPerDay)
    }

    /// Encodes every field, the next due time as ISO 8601 or `null`; the new
    /// cards' status and limit only when known.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reviewed, forKey: .reviewed)
        try container.encode(again, forKey: .again)
        try container.encode(nextDue.map(ISODate.string), forKey: .nextDue)
        try container.encode(reason, forKey: .reason)
        try container.encodeIfPresent(newCards, forKey: .newCards)
        try container.encodeIfPresent(newCardsPerDay, forKey: .newCardsPerDay)
    }
}

/// Dates in events as ISO 8601 text, to the second, in UTC.
enum ISODate {
    /// `2026-01-05T09:00:00Z`.
    static func string(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// The date `text` names, or a decoding error at `key`.
    static func decode<Key: CodingKey>(_ text: String, forKey key: Key, in container: KeyedDecodingContainer<Key>) throws -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "'\(text)' is not an ISO 8601 date.")
        }
        return date
    }
}

/// A grade written by name in events (`again`, `good`).
enum RatingName {
    /// The grade `name` names, or a decoding error at `key`.
    static func decode<Key: CodingKey>(_ name: String, forKey key: Key, in container: KeyedDecodingContainer<Key>) throws -> ReviewGrade {
        guard let rating = ReviewGrade.allCases.first(where: { $0.description == name }) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "Unknown rating '\(name)'.")
        }
        return rating
    }
}
