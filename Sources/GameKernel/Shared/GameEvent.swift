/// What every game's event has in common: a kind and a payload, coded as
/// one flat JSON object.
///
/// `{"event": "press", "row": 1, "column": 2, ...}`: the kind under `event`,
/// then the payload's own fields, so that a JSON Lines driver writes events
/// as they are. A game's event enum names its kind and payload per case, and
/// how to read each kind back; the coding itself is written once, here.
public protocol GameEvent: Sendable, Hashable, Codable {
    /// The event's kind (written under `event`) and its payload.
    var coded: (kind: String, payload: any Encodable) { get }

    /// How to read the payload of each kind, by kind.
    static var payloadDecoders: [String: (any Decoder) throws -> Self] { get }
}

extension GameEvent {
    /// The event's kind, as written under `event`.
    public var kind: String { coded.kind }

    /// Encodes the event as one flat object: `event`, then the payload's fields.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        let (kind, payload) = coded
        var container = encoder.container(keyedBy: EventCodingKey.self)
        try container.encode(kind, forKey: .event)
        try payload.encode(to: encoder)
    }

    /// Decodes an event from its flat object.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for an unknown kind or a malformed payload.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: EventCodingKey.self)
        let kind = try container.decode(String.self, forKey: .event)
        guard let decode = Self.payloadDecoders[kind] else {
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container, debugDescription: "Unknown event kind '\(kind)'.")
        }
        self = try decode(decoder)
    }
}

/// The key that names an event's kind in its flat JSON form.
enum EventCodingKey: String, CodingKey {
    case event
}
