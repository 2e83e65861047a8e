/// What happened in a word-scramble round, one event per line of a JSON
/// Lines transcript.
///
/// Encodes flat: `{"event":"accepted","word":"worm","score":4}`.
public enum ScrambleEvent: GameEvent {
    /// A round started.
    case start(ScrambleStarted)
    /// A word was accepted.
    case accepted(ScrambleAccepted)
    /// A word was rejected, with the alert to show.
    case rejected(ScrambleRejected)
    /// The letters were shuffled.
    case letters(ScrambleLetters)
    /// A hint towards a word not yet found.
    case hint(ScrambleHint)
    /// The round ended.
    case end(ScrambleEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind and payload.
    public var coded: (kind: String, payload: any Encodable) {
        switch self {
        case .start(let payload): ("start", payload)
        case .accepted(let payload): ("accepted", payload)
        case .rejected(let payload): ("rejected", payload)
        case .letters(let payload): ("letters", payload)
        case .hint(let payload): ("hint", payload)
        case .end(let payload): ("end", payload)
        case .ignored(let payload): ("ignored", payload)
        }
    }

    /// How each kind's payload is read.
    public static var payloadDecoders: [String: (any Decoder) throws -> ScrambleEvent] {
        [
            "start": { .start(try ScrambleStarted(from: $0)) },
            "accepted": { .accepted(try ScrambleAccepted(from: $0)) },
            "rejected": { .rejected(try ScrambleRejected(from: $0)) },
            "letters": { .letters(try ScrambleLetters(from: $0)) },
            "hint": { .hint(try ScrambleHint(from: $0)) },
            "end": { .end(try ScrambleEnded(from: $0)) },
            "ignored": { .ignored(try IgnoredAction(from: $0)) },
        ]
    }
}
