/// What happened in a guess-the-number game, one event per line of a JSON
/// Lines transcript.
///
/// Encodes flat: `{"event":"guess","guess":50,"result":"too-high",...}`.
public enum GuessEvent: GameEvent {
    /// A game started.
    case start(GuessStarted)
    /// A number was guessed.
    case guess(GuessMade)
    /// Input was not a number.
    case invalid(GuessInvalid)
    /// The player asked for the range still possible.
    case hint(GuessHint)
    /// The game ended.
    case end(GuessEnded)
    /// An action was ignored.
    case ignored(IgnoredAction)

    /// The event's kind and payload.
    public var coded: (kind: String, payload: any Encodable) {
        switch self {
        case .start(let payload): ("start", payload)
        case .guess(let payload): ("guess", payload)
        case .invalid(let payload): ("invalid", payload)
        case .hint(let payload): ("hint", payload)
        case .end(let payload): ("end", payload)
        case .ignored(let payload): ("ignored", payload)
        }
    }

    /// How each kind's payload is read.
    public static var payloadDecoders: [String: (any Decoder) throws -> GuessEvent] {
        [
            "start": { .start(try GuessStarted(from: $0)) },
            "guess": { .guess(try GuessMade(from: $0)) },
            "invalid": { .invalid(try GuessInvalid(from: $0)) },
            "hint": { .hint(try GuessHint(from: $0)) },
            "end": { .end(try GuessEnded(from: $0)) },
            "ignored": { .ignored(try IgnoredAction(from: $0)) },
        ]
    }
}
