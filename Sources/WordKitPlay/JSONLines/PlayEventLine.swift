/// Turns events into JSON Lines: the kernel's flat event objects, with any
/// fields the player adds (the game, the seed) merged into the same object.
public enum PlayEventLine {
    /// Encodes `event` as one line, adding `fields` to its object.
    ///
    /// - Parameters:
    ///   - event: A kernel event (it encodes as a flat keyed object).
    ///   - fields: Extra fields; they must not repeat the event's own keys.
    /// - Returns: The JSON object and a line feed.
    public static func encode(_ event: some Encodable, adding fields: [String: PlayField] = [:]) -> String {
        JSONLines.encode(Merged(event: event, fields: fields))
    }

    /// The player's own `invalid` event, for a line it cannot read.
    ///
    /// - Parameters:
    ///   - input: The line as read.
    ///   - message: What was wrong and what to send instead.
    /// - Returns: The JSON line.
    public static func invalid(_ input: String, message: String) -> String {
        encode(Event(event: "invalid"), adding: ["input": .string(input), "message": .string(message)])
    }

    /// An event of the player's own, made of its kind and fields.
    ///
    /// - Parameters:
    ///   - kind: The value of `event`.
    ///   - fields: The other fields.
    /// - Returns: The JSON line.
    public static func custom(_ kind: String, _ fields: [String: PlayField]) -> String {
        encode(Event(event: kind), adding: fields)
    }

    /// An object holding only `event`.
    private struct Event: Encodable {
        let event: String
    }

    /// An event and extra fields, written into one keyed container.
    private struct Merged<Event: Encodable>: Encodable {
        let event: Event
        let fields: [String: PlayField]

        func encode(to encoder: any Encoder) throws {
            try event.encode(to: encoder)
            var container = encoder.container(keyedBy: FieldKey.self)
            for (key, value) in fields {
                try container.encode(value, forKey: FieldKey(stringValue: key))
            }
        }
    }

    /// Any field name.
    private struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            return nil
        }
    }
}
