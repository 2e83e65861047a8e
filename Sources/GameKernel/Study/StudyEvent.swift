/// What happened in a study session, one event per line of a JSON Lines
/// transcript (`docs/study.md`).
///
/// Encodes flat: `{"event":"card","id":"en-es:the","prompt":"the","state":"new"}`.
public enum StudyEvent: GameEvent {
    /// A session started.
    case start(StudyStarted)
    /// A card's prompt is shown.
    case card(StudyCardShown)
    /// The current card's answer is shown, with the interval of each grade.
    case answer(StudyAnswerShown)
    /// A card was graded: its new schedule.
    case review(StudyReviewed)
    /// A grade was taken back (then the card is shown again, revealed).
    case undone(StudyUndone)
    /// The session ended.
    case end(StudyEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind and payload.
    public var coded: (kind: String, payload: any Encodable) {
        switch self {
        case .start(let payload): ("start", payload)
        case .card(let payload): ("card", payload)
        case .answer(let payload): ("answer", payload)
        case .review(let payload): ("review", payload)
        case .undone(let payload): ("undo", payload)
        case .end(let payload): ("end", payload)
        case .ignored(let payload): ("ignored", payload)
        }
    }

    /// How each kind's payload is read.
    public static var payloadDecoders: [String: (any Decoder) throws -> StudyEvent] {
        [
            "start": { .start(try StudyStarted(from: $0)) },
            "card": { .card(try StudyCardShown(from: $0)) },
            "answer": { .answer(try StudyAnswerShown(from: $0)) },
            "review": { .review(try StudyReviewed(from: $0)) },
            "undo": { .undone(try StudyUndone(from: $0)) },
            "end": { .end(try StudyEnded(from: $0)) },
            "ignored": { .ignored(try IgnoredAction(from: $0)) },
        ]
    }
}
