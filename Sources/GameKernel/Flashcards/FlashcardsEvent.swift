/// What happened in a flashcards round, one event per line of a JSON Lines
/// transcript.
///
/// Encodes flat: `{"event":"card","id":"hola","prompt":"hello"}`.
public enum FlashcardsEvent: Sendable, Hashable, Codable {
    /// A round started.
    case start(FlashcardsStarted)
    /// A card is shown.
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

    /// The event's kind, as written under `event`.
    public var kind: String {
        switch self {
        case .start: "start"
        case .card: "card"
        case .answer: "answer"
        case .paused: "paused"
        case .resumed: "resumed"
        case .end: "end"
        case .ignored: "ignored"
        }
    }

    /// Encodes the event as one flat object.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EventCodingKey.self)
        try container.encode(kind, forKey: .event)
        switch self {
        case .start(let payload): try payload.encode(to: encoder)
        case .card(let payload): try payload.encode(to: encoder)
        case .answer(let payload): try payload.encode(to: encoder)
        case .paused(let payload): try payload.encode(to: encoder)
        case .resumed(let payload): try payload.encode(to: encoder)
        case .end(let payload): try payload.encode(to: encoder)
        case .ignored(let payload): try payload.encode(to: encoder)
        }
    }

    /// Decodes an event from its flat object.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for an unknown kind or a malformed payload.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: EventCodingKey.self)
        let kind = try container.decode(String.self, forKey: .event)
        switch kind {
        case "start": self = .start(try FlashcardsStarted(from: decoder))
        case "card": self = .card(try FlashcardsCardShown(from: decoder))
        case "answer": self = .answer(try FlashcardsAnswerShown(from: decoder))
        case "paused": self = .paused(try FlashcardsClockChanged(from: decoder))
        case "resumed": self = .resumed(try FlashcardsClockChanged(from: decoder))
        case "end": self = .end(try FlashcardsEnded(from: decoder))
        case "ignored": self = .ignored(try IgnoredAction(from: decoder))
        default: throw container.unknownKind(kind)
        }
    }
}
