/// What happened in a lights-out game, one event per line of a JSON Lines
/// transcript.
///
/// Encodes flat: `{"event":"press","row":1,"column":2,"board":[...],"steps":3}`.
public enum LightsEvent: GameEvent {
    /// A game started.
    case start(LightsStarted)
    /// A light was pressed.
    case press(LightsPressed)
    /// A hint was given.
    case hint(LightsHint)
    /// The last press taken back: the light pressed again, and the steps less one.
    case undo(LightsPressed)
    /// The game ended.
    case end(LightsEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind and payload.
    public var coded: (kind: String, payload: any Encodable) {
        switch self {
        case .start(let payload): ("start", payload)
        case .press(let payload): ("press", payload)
        case .hint(let payload): ("hint", payload)
        case .undo(let payload): ("undo", payload)
        case .end(let payload): ("end", payload)
        case .ignored(let payload): ("ignored", payload)
        }
    }

    /// How each kind's payload is read.
    public static var payloadDecoders: [String: (any Decoder) throws -> LightsEvent] {
        [
            "start": { .start(try LightsStarted(from: $0)) },
            "press": { .press(try LightsPressed(from: $0)) },
            "hint": { .hint(try LightsHint(from: $0)) },
            "undo": { .undo(try LightsPressed(from: $0)) },
            "end": { .end(try LightsEnded(from: $0)) },
            "ignored": { .ignored(try IgnoredAction(from: $0)) },
        ]
    }
}
