import Foundation

extension FlashcardsState {
    /// Takes one action.
    ///
    /// Before anything else, a round whose countdown has run out ends with
    /// reason `time-up` (the action that found it so is not taken). A paused
    /// round takes only `resume`, `tick`, `newGame` and `end`.
    ///
    /// - Parameters:
    ///   - action: What the player or the program's clock did.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness for the order of a new deal.
    /// - Returns: The events the action caused.
    public mutating func apply(
        _ action: FlashcardsAction, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [FlashcardsEvent] {
        if action == .newGame {
            let ended = phase == .playing ? finish(.quit, at: time) : []
            self = FlashcardsState(
                deck: deck, configuration: configuration, scheduling: scheduling,
                cards: Self.dealt(deck, configuration, scheduling, at: time, using: &rng), at: time)
            return ended + openingEvents
        }
        guard phase == .playing else {
            return ignore(action, "The round is over; start again to play the deck once more.")
        }
        if let remaining = remainingTime(at: time), remaining <= 0 {
            return finish(.timeUp, at: time)
        }
        switch action {
        case .tick:
            return []
        case .end:
            return finish(.quit, at: time)
        case .pause:
            guard clock.isRunning else { return ignore(action, "The countdown is already paused.") }
            clock.pause(at: time)
            return [.paused(clockChanged(at: time))]
        case .resume:
            guard !clock.isRunning else { return ignore(action, "The countdown is already running.") }
            clock.resume(at: time)
            return [.resumed(clockChanged(at: time))]
        case .reveal, .markRight, .markWrong:
            guard clock.isRunning else { return ignore(action, "The round is paused; resume it first.") }
            guard let card = queue.first else { return finish(.noCards, at: time) }
            if action == .reveal {
                isRevealed = true
                return [.answer(FlashcardsAnswerShown(id: card.id, answer: card.answer, example: card.example))]
            }
            return mark(card, right: action == .markRight, at: time, using: &rng)
        case .newGame:
            return []
        }
    }

    /// Marks the shown card (a review, with scheduling) and moves on to the
    /// next, or ends the round.
    private mutating func mark(
        _ card: Card, right: Bool, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [FlashcardsEvent] {
        if var scheduling {
            let before = scheduling.schedules[card.id] ?? CardSchedule(cardID: card.id, due: startedAt)
            let outcome = scheduling.scheduler.review(before, grade: ReviewGrade(correct: right), at: time, using: &rng)
            scheduling.schedules[card.id] = outcome.card
            self.scheduling = scheduling
            reviews.append(outcome.log)
        }
        queue.removeFirst()
        isRevealed = false
        if right {
            correct += 1
        } else {
            wrong += 1
            if configuration.requeueWrongCards { queue.append(card) }
        }
        guard let next = queue.first else { return finish(.noCards, at: time) }
        seenCards.insert(next.id)
        return [.card(FlashcardsCardShown(id: next.id, prompt: next.prompt))]
    }

    /// Ends the round and freezes the clock.
    private mutating func finish(_ reason: FlashcardsEndReason, at time: Date) -> [FlashcardsEvent] {
        clock.pause(at: time)
        phase = .ended
        endReason = reason
        endedAt = max(time, startedAt)
        isRevealed = false
        return [.end(summary(at: time))]
    }

    /// The clock's state for a `paused` or `resumed` event.
    private func clockChanged(at time: Date) -> FlashcardsClockChanged {
        FlashcardsClockChanged(seconds: secondsUsed(at: time), remaining: remainingTime(at: time))
    }

    /// An `ignored` event for `action`.
    private func ignore(_ action: FlashcardsAction, _ message: String) -> [FlashcardsEvent] {
        [.ignored(IgnoredAction(action: action.name, message: message))]
    }
}

extension FlashcardsState: SelfContainedGame {
    /// What the player can do.
    public typealias Action = FlashcardsAction
    /// What can happen.
    public typealias Event = FlashcardsEvent

    /// The action that ends the round.
    public static var endAction: FlashcardsAction { .end }

    /// The action that deals the deck again.
    public static var newGameAction: FlashcardsAction { .newGame }

    /// Whether the round is over.
    public var isOver: Bool { phase != .playing }

    /// Whether a card was answered, or the shown one revealed.
    public var hasMoves: Bool { correct + wrong > 0 || isRevealed }

    /// The reviews this round's answers made, in ``Deck/id``'s deck.
    public var cardReviews: [CardReview] {
        reviews.map { CardReview(deckID: deck.id, log: $0) }
    }
}
