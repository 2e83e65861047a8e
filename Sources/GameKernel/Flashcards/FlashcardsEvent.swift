/// What happened in a flashcards round, one event per line of a JSON Lines
/// transcript.
///
/// Encodes flat: `{"event":"card","id":"hola","prompt":"hello"}`.
public enum FlashcardsEvent: GameEvent {
    /// A round started.
    case start(FlashcardsStarted)
    /// A card's prompt is shown.
    case card(FlashcardsCardShown)
    /// The current card's answer is shown.
    case answer(FlashcardsAnswerShown)
    /// The countdown stopped.
    case paused(FlashcardsClockChanged)
    /// The countdown started again.
    case resumed(FlashcardsClockChanged)
    /// The round ended.
    case end(FlashcardsEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind and payload.
    public var coded: (kind: String, payload: any Encodable) {
        switch self {
        case .start(let payload): ("start", payload)
        case .card(let payload): ("card", payload)
        case .answer(let payload): ("answer", payload)
        case .paused(let payload): ("paused", payload)
        case .resumed(let payload): ("resumed", payload)
        case .end(let payload): ("end", payload)
        case .ignored(let payload): ("ignored", payload)
        }
    }

    /// How each kind's payload is read.
    public static var payloadDecoders: [String: (any Decoder) throws -> FlashcardsEvent] {
        [
            "start": { .start(try FlashcardsStarted(from: $0)) },
            "card": { .card(try FlashcardsCardShown(from: $0)) },
            "answer": { .answer(try FlashcardsAnswerShown(from: $0)) },
            "paused": { .paused(try FlashcardsClockChanged(from: $0)) },
            "resumed": { .resumed(try FlashcardsClockChanged(from: $0)) },
            "end": { .end(try FlashcardsEnded(from: $0)) },
            "ignored": { .ignored(try IgnoredAction(from: $0)) },
        ]
    }
}
