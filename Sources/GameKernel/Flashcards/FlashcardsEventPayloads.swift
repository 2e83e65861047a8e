import Foundation

/// The payload of a flashcards `start` event.
public struct FlashcardsStarted: Sendable, Hashable, Codable {
    /// The deck's identifier.
    public var deck: String
    /// The deck's title.
    public var title: String
    /// How many cards the round plays.
    public var cards: Int
    /// The countdown in seconds, or `nil` for none.
    public var timeLimit: TimeInterval?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - deck: The deck's identifier.
    ///   - title: The deck's title.
    ///   - cards: Cards in the round.
    ///   - timeLimit: The countdown, if any.
    public init(deck: String, title: String, cards: Int, timeLimit: TimeInterval?) {
        self.deck = deck
        self.title = title
        self.cards = cards
        self.timeLimit = timeLimit
    }
    /// Encodes every field, writing `null` for a missing time limit rather than leaving it out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deck, forKey: .deck)
        try container.encode(title, forKey: .title)
        try container.encode(cards, forKey: .cards)
        try container.encode(timeLimit, forKey: .timeLimit)
    }
}

/// The payload of a `card` event: the card now shown.
public struct FlashcardsCardShown: Sendable, Hashable, Codable {
    /// The card's identifier.
    public var id: String
    /// Its prompt.
    public var prompt: String

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - prompt: Its prompt.
    public init(id: String, prompt: String) {
        self.id = id
        self.prompt = prompt
    }
}

/// The payload of an `answer` event: the current card, revealed.
public struct FlashcardsAnswerShown: Sendable, Hashable, Codable {
    /// The card's identifier.
    public var id: String
    /// Its answer.
    public var answer: String
    /// Its example sentence, with translation and source; nil (and left out
    /// of JSON) when the card has none.
    public var example: CardExample?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - id: The card's identifier.
    ///   - answer: Its answer.
    ///   - example: Its example, if it has one.
    public init(id: String, answer: String, example: CardExample? = nil) {
        self.id = id
        self.answer = answer
        self.example = example
    }
}

/// The payload of a `paused` or `resumed` event.
public struct FlashcardsClockChanged: Sendable, Hashable, Codable {
    /// Seconds played so far.
    public var seconds: TimeInterval
    /// Seconds left on the countdown, or `nil` without a time limit.
    public var remaining: TimeInterval?

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - seconds: Seconds played.
    ///   - remaining: Seconds left, if counting down.
    public init(seconds: TimeInterval, remaining: TimeInterval?) {
        self.seconds = seconds
        self.remaining = remaining
    }
    /// Encodes every field, writing `null` for a missing remaining time rather than leaving it out.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(remaining, forKey: .remaining)
    }
}

/// The payload of a flashcards `end` event: the round's summary.
public struct FlashcardsEnded: Sendable, Hashable, Codable {
    /// Cards marked right.
    public var correct: Int
    /// Cards marked wrong (a card requeued and missed twice counts twice).
    public var wrong: Int
    /// Cards not answered.
    public var remaining: Int
    /// Cards not answered that were never shown (of ``remaining``); nil in
    /// events written before it was counted.
    public var unseen: Int?
    /// Seconds used, pauses excluded, at most the time limit.
    public var seconds: TimeInterval
    /// Why the round ended.
    public var reason: FlashcardsEndReason

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - correct: Cards right.
    ///   - wrong: Cards wrong.
    ///   - remaining: Cards left.
    ///   - unseen: Cards left that were never shown.
    ///   - seconds: Seconds used.
    ///   - reason: Why it ended.
    public init(correct: Int, wrong: Int, remaining: Int, unseen: Int? = nil, seconds: TimeInterval, reason: FlashcardsEndReason) {
        self.correct = correct
        self.wrong = wrong
        self.remaining = remaining
        self.unseen = unseen
        self.seconds = seconds
        self.reason = reason
    }
}
