import Foundation

/// A flashcards round (Hacking with Swift's Flashzilla): the cards left, the
/// score, the countdown.
///
/// A pure value. ``start(_:configuration:scheduling:at:using:)`` deals the
/// deck; ``apply(_:at:using:)`` takes one action and returns the events it
/// caused. Right and wrong are told apart by name in every event, never by
/// colour. With ``FlashcardsScheduling``, due cards are dealt first and every
/// answer is a spaced-repetition review.
public struct FlashcardsState: Sendable, Hashable {
    /// How the round was set up.
    public internal(set) var configuration: FlashcardsConfiguration
    /// The deck played.
    public internal(set) var deck: Deck
    /// The cards still to answer; the first is the one shown.
    public internal(set) var queue: [Card]
    /// Whether the shown card's answer has been revealed.
    public internal(set) var isRevealed: Bool
    /// The ids of the cards shown in this round so far.
    public internal(set) var seenCards: Set<String>
    /// Cards marked right.
    public internal(set) var correct: Int
    /// Cards marked wrong.
    public internal(set) var wrong: Int
    /// Play time, paused while the player is away.
    public internal(set) var clock: PausableClock
    /// Whether the round is going on.
    public internal(set) var phase: FlashcardsPhase
    /// Why the round ended, once it has.
    public internal(set) var endReason: FlashcardsEndReason?
    /// When the round started.
    public internal(set) var startedAt: Date
    /// When it ended, once it has.
    public internal(set) var endedAt: Date?
    /// The cards' schedules and the scheduler, when answers are reviews; nil otherwise.
    public internal(set) var scheduling: FlashcardsScheduling?
    /// The reviews this round's answers made, oldest first (empty without scheduling).
    public internal(set) var reviews: [ReviewLog]

    /// Creates a round with the cards in a given order.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - configuration: The round's options.
    ///   - scheduling: The schedules and scheduler, when answers are reviews.
    ///   - cards: The cards to play, in order.
    ///   - time: The moment the round starts.
    init(
        deck: Deck, configuration: FlashcardsConfiguration, scheduling: FlashcardsScheduling? = nil, cards: [Card],
        at time: Date
    ) {
        self.configuration = configuration
        self.deck = deck
        queue = cards
        isRevealed = false
        seenCards = Set(cards.prefix(1).map(\.id))
        correct = 0
        wrong = 0
        clock = PausableClock(startingAt: time)
        phase = .playing
        endReason = nil
        startedAt = time
        endedAt = nil
        self.scheduling = scheduling
        reviews = []
    }

    /// Starts a round: the deck's cards in a seeded order (due cards first,
    /// with scheduling), optionally only the first few.
    ///
    /// - Parameters:
    ///   - deck: The deck to play.
    ///   - configuration: The round's options.
    ///   - scheduling: The cards' schedules and the scheduler, to deal due
    ///     cards first and review every answer; nil for neither.
    ///   - time: The moment the round starts.
    ///   - rng: The source of randomness for the card order (and the reviews' fuzz).
    /// - Returns: The round and its `start` and first `card` events.
    /// - Throws: ``FlashcardsError`` for an empty deck or a bad option.
    public static func start(
        _ deck: Deck, configuration: FlashcardsConfiguration = FlashcardsConfiguration(),
        scheduling: FlashcardsScheduling? = nil, at time: Date, using rng: inout some RandomNumberGenerator
    ) throws -> (state: FlashcardsState, events: [FlashcardsEvent]) {
        try configuration.validate(for: deck)
        let state = FlashcardsState(
            deck: deck, configuration: configuration, scheduling: scheduling,
            cards: dealt(deck, configuration, scheduling, at: time, using: &rng), at: time)
        return (state, state.openingEvents)
    }

    /// Shuffles the deck, puts due cards first (with scheduling), and keeps
    /// the first ``FlashcardsConfiguration/cardLimit`` cards.
    static func dealt(
        _ deck: Deck, _ configuration: FlashcardsConfiguration, _ scheduling: FlashcardsScheduling?, at time: Date,
        using rng: inout some RandomNumberGenerator
    ) -> [Card] {
        let shuffled = rng.shuffled(deck.cards)
        let ordered = scheduling?.dealOrder(shuffled, at: time) ?? shuffled
        return Array(ordered.prefix(configuration.cardLimit ?? ordered.count))
    }

    /// The `start` event and the first `card` event of this round.
    public var openingEvents: [FlashcardsEvent] {
        var events: [FlashcardsEvent] = [
            .start(FlashcardsStarted(deck: deck.id, title: deck.title, cards: queue.count, timeLimit: configuration.timeLimit))
        ]
        if let card = queue.first { events.append(.card(FlashcardsCardShown(id: card.id, prompt: card.prompt))) }
        return events
    }

    /// The card shown, if the round is going on.
    public var currentCard: Card? {
        phase == .playing ? queue.first : nil
    }

    /// Whether the countdown is paused.
    public var isPaused: Bool { phase == .playing && !clock.isRunning }

    /// Returns the seconds played up to `time`, at most the time limit.
    ///
    /// - Parameter time: The current moment.
    /// - Returns: Seconds, pauses excluded.
    public func secondsUsed(at time: Date) -> TimeInterval {
        let elapsed = clock.elapsed(at: time)
        return configuration.timeLimit.map { min($0, elapsed) } ?? elapsed
    }

    /// Returns the seconds left on the countdown at `time`.
    ///
    /// - Parameter time: The current moment.
    /// - Returns: Seconds left, never negative, or `nil` without a time limit.
    public func remainingTime(at time: Date) -> TimeInterval? {
        configuration.timeLimit.map { max(0, $0 - clock.elapsed(at: time)) }
    }

    /// The cards left that were never shown (the card on screen was, and a
    /// card answered wrong and dealt again was).
    public var unseenCount: Int {
        queue.filter { !seenCards.contains($0.id) }.count
    }

    /// The round's summary at `time`.
    ///
    /// - Parameter time: The current moment (ignored once the round has ended).
    /// - Returns: Right, wrong, left (and of those, never shown) and seconds
    ///   used; the reason is `quit` while the round is still going.
    public func summary(at time: Date) -> FlashcardsEnded {
        FlashcardsEnded(
            correct: correct, wrong: wrong, remaining: queue.count, unseen: unseenCount, seconds: secondsUsed(at: endedAt ?? time),
            reason: endReason ?? .quit)
    }

    /// How the round ended, once it has: won when every card was answered
    /// right before time ran out (a card requeued after a wrong answer counts
    /// once answered right), lost when time ran out or a card stayed wrong,
    /// abandoned when the player left.
    public var result: GameResult? {
        switch endReason {
        case nil: nil
        case .noCards: wrong == 0 || configuration.requeueWrongCards ? .won : .lost
        case .timeUp: .lost
        case .quit: .abandoned
        }
    }

    /// The round as a history record, once it has ended.
    public var historyRecord: GameRecord? {
        guard let endedAt, let endReason, let result else { return nil }
        return GameRecord(
            game: .flashcards, start: startedAt, duration: secondsUsed(at: endedAt),
            result: result, steps: correct + wrong, score: correct,
            language: deck.languages.first,
            details: [
                "deck": deck.id, "correct": String(correct), "wrong": String(wrong),
                "remaining": String(queue.count), "reason": endReason.rawValue,
            ])
    }
}
