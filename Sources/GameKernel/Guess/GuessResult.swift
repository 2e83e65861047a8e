/// What a numeric guess turned out to be.
public enum GuessResult: String, Sendable, Codable, Hashable, CaseIterable {
    /// Below the secret: the range's minimum moves up past it.
    case tooLow = "too-low"
    /// Above the secret: the range's maximum moves down below it.
    case tooHigh = "too-high"
    /// The secret.
    case correct
    /// Outside the range still shown, so it could not be the secret.
    case outOfRange = "out-of-range"
}
