/// What the loop does after a key.
enum InteractiveStep: Sendable, Equatable {
    /// Go on playing.
    case play
    /// Stop or start the game clock.
    case togglePause
    /// Leave, ending the game being played.
    case quit
}
