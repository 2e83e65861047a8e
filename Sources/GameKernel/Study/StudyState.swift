import Foundation

/// A spaced-repetition study session over one deck (Anki with FSRS): due
/// cards first, then new cards up to the day's limit; reveal, then grade;
/// every grade is a review that schedules the card.
///
/// A pure value, like the games: the schedules come in (a store keeps them),
/// time comes in with each action, and the fuzz of each interval from the
/// generator passed in. ``start(_:schedules:scheduler:configuration:at:)``
/// chooses the first card; ``apply(_:at:using:)`` takes one action and
/// returns the events it caused; ``reviews`` holds what to store.
///
/// ```swift
/// var rng = SplitMix64(seed: 7)
/// let day = StudyDay(containing: now, calendar: .current)
/// var (session, events) = StudyState.start(deck, schedules: stored, scheduler: FSRSScheduler(),
///                                          configuration: StudyConfiguration(newCardLimit: 20, day: day), at: now)
/// session.apply(.reveal, at: now, using: &rng)        // [.answer(…)] with each grade's interval
/// session.apply(.grade(.good), at: now, using: &rng)  // [.review(…), .card(…)]
/// ```
public struct StudyState: Sendable, Hashable {
    /// The deck studied.
    public internal(set) var deck: Deck
    /// The scheduler that reviews each grade.
    public internal(set) var scheduler: FSRSScheduler
    /// How cards are chosen.
    public internal(set) var configuration: StudyConfiguration
    /// The schedules of the deck's cards reviewed so far, by card id.
    public internal(set) var schedules: [String: CardSchedule]
    /// New cards the session may still introduce.
    public internal(set) var newCardsLeft: Int
    /// The card shown, if the session is going on.
    public internal(set) var currentCard: Card?
    /// Whether the shown card's answer has been revealed.
    public internal(set) var isRevealed: Bool
    /// The four outcomes shown with the answer, once revealed.
    public internal(set) var preview: SchedulingPreview?
    /// The fuzz drawn for the shown card (when fuzz is on), used by its grade.
    var fuzz: Double?
    /// The reviews made in this session, oldest first.
    public internal(set) var reviews: [ReviewLog]
    /// Whether the session is going on.
    public internal(set) var phase: StudyPhase
    /// Why the session ended, once it has.
    public internal(set) var endReason: StudyEndReason?
    /// When the session started.
    public internal(set) var startedAt: Date
    /// When it ended, once it has.
    public internal(set) var endedAt: Date?
    /// What each grade of the session replaced, oldest first: what ``StudyAction/undo`` restores.
    var undoPoints: [UndoPoint]

    /// What one grade replaced: the state of the session just before it,
    /// less what a grade never changes.
    struct UndoPoint: Sendable, Hashable {
        /// The card graded (the card shown, revealed).
        var card: Card
        /// Its stored schedule before the grade; nil for a card never reviewed.
        var schedule: CardSchedule?
        /// New cards the session could still introduce.
        var newCardsLeft: Int
        /// The outcomes shown with the answer.
        var preview: SchedulingPreview?
        /// The fuzz drawn for the card.
        var fuzz: Double?
    }

    /// Creates a session with no card chosen yet.
    init(deck: Deck, schedules: [String: CardSchedule], scheduler: FSRSScheduler, configuration: StudyConfiguration, at time: Date) {
        self.deck = deck
        self.scheduler = scheduler
        self.configuration = configuration
        let ids = Set(deck.cards.map(\.id))
        self.schedules = schedules.filter { ids.contains($0.key) }
        newCardsLeft = configuration.newCardLimit
        currentCard = nil
        isRevealed = false
        preview = nil
        fuzz = nil
        reviews = []
        phase = .studying
        endReason = nil
        startedAt = time
        endedAt = nil
        undoPoints = []
    }

    /// Starts a session: the first card, or the end when nothing is left to study.
    ///
    /// - Parameters:
    ///   - deck: The deck to study.
    ///   - schedules: The schedules of the cards reviewed before, by card id
    ///     (those of other decks' cards are left out).
    ///   - scheduler: The FSRS scheduler.
    ///   - configuration: The new-card limit, the study day, the learn-ahead limit.
    ///   - time: The moment the session starts.
    /// - Returns: The session and its `start` event, then its first `card`
    ///   event (or its `end` when nothing is due and no new card is allowed).
    public static func start(
        _ deck: Deck, schedules: [String: CardSchedule], scheduler: FSRSScheduler = FSRSScheduler(),
        configuration: StudyConfiguration, at time: Date
    ) -> (state: StudyState, events: [StudyEvent]) {
        var state = StudyState(deck: deck, schedules: schedules, scheduler: scheduler, configuration: configuration, at: time)
        let counts = state.counts(at: time)
        let events = [StudyEvent.start(state.started(counts))] + state.showNext(at: time)
        return (state, events)
    }

    /// The `start` event's payload with `counts`.
    func started(_ counts: StudyCounts) -> StudyStarted {
        StudyStarted(
            deck: deck.id, title: deck.title, due: counts.due, new: counts.new, newCards: newCards,
            newCardsPerDay: configuration.newCardsPerDay)
    }

    /// The schedule of `card`: its stored one, or a new card's.
    public func schedule(of card: Card) -> CardSchedule {
        schedules[card.id] ?? CardSchedule(cardID: card.id, due: startedAt)
    }

    /// The session's summary at `time`.
    ///
    /// - Parameter time: The current moment (ignored once the session has ended).
    /// - Returns: Grades given, "again" grades, the deck's next due time; the
    ///   reason is `quit` while the session is still going.
    public func summary(at time: Date) -> StudyEnded {
        let nextDue = schedules.values.filter { $0.state != .new }.map(\.due).min()
        return StudyEnded(
            reviewed: reviews.count, again: reviews.count { $0.grade == .again }, nextDue: nextDue,
            reason: endReason ?? .quit, newCards: newCards, newCardsPerDay: configuration.newCardsPerDay)
    }

    /// Whether the session can still introduce a new card, and if not, why:
    /// the day's limit is reached, or the deck has no card left that was
    /// never reviewed.
    public var newCards: StudyNewCards {
        guard deck.cards.contains(where: { (schedules[$0.id]?.state ?? .new) == .new }) else { return .noneLeft }
        return newCardsLeft > 0 ? .available : .dailyLimitReached
    }
}
