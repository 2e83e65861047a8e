/// What happened in a lights-out game, one event per line of a JSON Lines
/// transcript.
///
/// Encodes flat: `{"event":"press","row":1,"column":2,"board":[...],"steps":3}`.
public enum LightsEvent: Sendable, Hashable, Codable {
    /// A game started.
    case start(LightsStarted)
    /// A light was pressed.
    case press(LightsPressed)
    /// A hint was given.
    case hint(LightsHint)
    /// The game ended.
    case end(LightsEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind, as written under `event`.
    public var kind: String {
        switch self {
        case .start: "start"
        case .press: "press"
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
        case .press(let payload): try payload.encode(to: encoder)
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
        case "start": self = .start(try LightsStarted(from: decoder))
        case "press": self = .press(try LightsPressed(from: decoder))
        case "hint": self = .hint(try LightsHint(from: decoder))
        case "end": self = .end(try LightsEnded(from: decoder))
        case "ignored": self = .ignored(try IgnoredAction(from: decoder))
        default: throw container.unknownKind(kind)
        }
    }
}
