/// What happened in a guess-the-number game, one event per line of a JSON
/// Lines transcript.
///
/// Encodes flat: `{"event":"guess","guess":50,"result":"too-high",...}`.
public enum GuessEvent: Sendable, Hashable, Codable {
    /// A game started.
    case start(GuessStarted)
    /// A number was guessed.
    case guess(GuessMade)
    /// Input was not a number.
    case invalid(GuessInvalid)
    /// The game ended.
    case end(GuessEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind, as written under `event`.
    public var kind: String {
        switch self {
        case .start: "start"
        case .guess: "guess"
        case .invalid: "invalid"
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
        case .guess(let payload): try payload.encode(to: encoder)
        case .invalid(let payload): try payload.encode(to: encoder)
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
        case "start": self = .start(try GuessStarted(from: decoder))
        case "guess": self = .guess(try GuessMade(from: decoder))
        case "invalid": self = .invalid(try GuessInvalid(from: decoder))
        case "end": self = .end(try GuessEnded(from: decoder))
        case "ignored": self = .ignored(try IgnoredAction(from: decoder))
        default: throw container.unknownKind(kind)
        }
    }
}
