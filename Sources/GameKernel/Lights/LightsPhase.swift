/// Whether a lights-out game is going on, and how it ended.
public enum LightsPhase: String, Sendable, Codable, Hashable {
    /// Lights can be pressed.
    case playing
    /// Every light is off.
    case won
    /// Every light is on.
    case lost
    /// The player gave up.
    case quit
}
