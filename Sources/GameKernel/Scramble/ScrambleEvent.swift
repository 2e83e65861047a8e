/// What happened in a word-scramble round, one event per line of a JSON
/// Lines transcript.
///
/// Encodes flat: `{"event":"accepted","word":"worm","score":4}`.
public enum ScrambleEvent: Sendable, Equatable, Hashable, Codable {
    /// A round started.
    case start(ScrambleStarted)
    /// A word was accepted.
    case accepted(ScrambleAccepted)
    /// A word was rejected.
    case rejected(ScrambleRejected)
    /// The letters were shuffled.
    case letters(ScrambleLetters)
    /// A hint was given.
    case hint(ScrambleHint)
    /// The round ended.
    case end(ScrambleEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind, as written under `event`.
    public var kind: String {
        switch self {
        case .start: "start"
        case .accepted: "accepted"
        case .rejected: "rejected"
        case .letters: "letters"
        case .hint: "hint"
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
        case .accepted(let payload): try payload.encode(to: encoder)
        case .rejected(let payload): try payload.encode(to: encoder)
        case .letters(let payload): try payload.encode(to: encoder)
        case .hint(let payload): try payload.encode(to: encoder)
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
        case "start": self = .start(try ScrambleStarted(from: decoder))
        case "accepted": self = .accepted(try ScrambleAccepted(from: decoder))
        case "rejected": self = .rejected(try ScrambleRejected(from: decoder))
        case "letters": self = .letters(try ScrambleLetters(from: decoder))
        case "hint": self = .hint(try ScrambleHint(from: decoder))
        case "end": self = .end(try ScrambleEnded(from: decoder))
        case "ignored": self = .ignored(try IgnoredAction(from: decoder))
        default: throw container.unknownKind(kind)
        }
    }
}
