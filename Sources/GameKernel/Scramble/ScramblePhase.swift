/// Whether a word-scramble round is still taking words.
public enum ScramblePhase: String, Sendable, Codable, Hashable {
    /// Words are being accepted.
    case playing
    /// The round is over; only ``ScrambleAction/newGame`` does anything.
    case ended
}
