import Foundation

extension StudyState {
    /// Takes one action.
    ///
    /// `reveal` shows the answer and the interval each grade would give (it
    /// draws the card's fuzz, once); a grade reviews the revealed card, stores
    /// its new schedule and moves on to the next card, or ends the session.
    /// A grade before `reveal` is ignored, as Anki shows its buttons only
    /// with the answer. `undo` takes back the latest grade (see
    /// ``StudyAction/undo``); with nothing to take back it is ignored.
    /// `newGame` ends the session and starts another at `time`.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - time: The moment of the action: the review's time.
    ///   - rng: The source of the intervals' fuzz.
    /// - Returns: The events the action caused.
    public mutating func apply(
        _ action: StudyAction, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [StudyEvent] {
        if action == .newGame {
            let ended = phase == .studying ? finish(.quit, at: time) : []
            var next = StudyState(deck: deck, schedules: schedules, scheduler: scheduler, configuration: configuration, at: time)
            next.newCardsLeft = newCardsLeft
            let counts = next.counts(at: time)
            self = next
            return ended + [.start(started(counts))] + showNext(at: time)
        }
        if action == .undo { return undo() }
        guard phase == .studying, let card = currentCard else {
            return ignore(action, "The session is over; start another to study what has come due.")
        }
        switch action {
        case .reveal:
            if !isRevealed {
                isRevealed = true
                fuzz = scheduler.drawFuzz(using: &rng)
                preview = scheduler.preview(schedule(of: card), at: time, fuzz: fuzz)
            }
            let intervals = StudyIntervals(preview ?? scheduler.preview(schedule(of: card), at: time, fuzz: fuzz))
            return [.answer(StudyAnswerShown(id: card.id, answer: card.answer, intervals: intervals, example: card.example))]
        case .grade(let grade):
            guard isRevealed else { return ignore(action, "Reveal the answer first, then grade it.") }
            return review(card, grade: grade, at: time)
        case .end:
            return finish(.quit, at: time)
        case .newGame, .undo:
            return []
        }
    }

    /// Takes back the latest grade: the session is as it was just before it,
    /// the card shown again with its answer and the same intervals.
    private mutating func undo() -> [StudyEvent] {
        guard endReason != .quit else {
            return ignore(.undo, "The session is over; undo takes back grades of the session being studied.")
        }
        guard let point = undoPoints.popLast(), let log = reviews.popLast() else {
            return ignore(.undo, "Nothing to undo: no grade of this session is left to take back.")
        }
        schedules[point.card.id] = point.schedule
        newCardsLeft = point.newCardsLeft
        currentCard = point.card
        isRevealed = true
        preview = point.preview
        fuzz = point.fuzz
        phase = .studying
        endReason = nil
        endedAt = nil
        let state = schedule(of: point.card).state
        var events: [StudyEvent] = [
            .undone(StudyUndone(id: log.cardID, rating: log.grade, state: state, reviewed: reviews.count)),
            .card(StudyCardShown(id: point.card.id, prompt: point.card.prompt, state: state)),
        ]
        if let preview {
            events.append(.answer(StudyAnswerShown(
                id: point.card.id, answer: point.card.answer, intervals: StudyIntervals(preview), example: point.card.example)))
        }
        return events
    }

    /// Reviews the shown card and moves on.
    private mutating func review(_ card: Card, grade: ReviewGrade, at time: Date) -> [StudyEvent] {
        let before = schedule(of: card)
        undoPoints.append(UndoPoint(card: card, schedule: schedules[card.id], newCardsLeft: newCardsLeft, preview: preview, fuzz: fuzz))
        let outcome = scheduler.outcome(of: before, grade: grade, at: time, fuzz: fuzz)
        schedules[card.id] = outcome.card
        reviews.append(outcome.log)
        if before.state == .new { newCardsLeft = max(0, newCardsLeft - 1) }
        return [.review(StudyReviewed(outcome.log))] + showNext(at: time)
    }

    /// Shows the next card, or ends the session when nothing is left.
    mutating func showNext(at time: Date) -> [StudyEvent] {
        isRevealed = false
        preview = nil
        fuzz = nil
        guard let card = nextCard(at: time) else {
            currentCard = nil
            return finish(.noCards, at: time)
        }
        currentCard = card
        return [.card(StudyCardShown(id: card.id, prompt: card.prompt, state: schedule(of: card).state))]
    }

    /// Ends the session.
    private mutating func finish(_ reason: StudyEndReason, at time: Date) -> [StudyEvent] {
        phase = .ended
        endReason = reason
        endedAt = max(time, startedAt)
        currentCard = nil
        isRevealed = false
        preview = nil
        fuzz = nil
        return [.end(summary(at: time))]
    }

    /// An `ignored` event for `action`.
    private func ignore(_ action: StudyAction, _ message: String) -> [StudyEvent] {
        [.ignored(IgnoredAction(action: action.name, message: message))]
    }
}

extension StudyState: SelfContainedGame {
    /// What the player can do.
    public typealias Action = StudyAction
    /// What can happen.
    public typealias Event = StudyEvent

    /// The action that ends the session.
    public static var endAction: StudyAction { .end }

    /// The action that starts another session.
    public static var newGameAction: StudyAction { .newGame }

    /// Whether the session is over.
    public var isOver: Bool { phase != .studying }

    /// Whether a card was graded or the shown one revealed.
    public var hasMoves: Bool { !reviews.isEmpty || isRevealed }

    /// A study session is not a game: the history keeps none (its reviews are kept instead).
    public var historyRecord: GameRecord? { nil }

    /// The reviews made in this session, in the studied deck.
    public var cardReviews: [CardReview] {
        reviews.map { CardReview(deckID: deck.id, log: $0) }
    }
}
