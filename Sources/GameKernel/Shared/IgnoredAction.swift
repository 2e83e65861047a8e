/// The payload of an `ignored` event: an action the game could not take.
///
/// Games never trap on input. An action that makes no sense at the moment –
/// pressing a light off the board, answering after the round has ended –
/// leaves the state unchanged and produces this event instead.
public struct IgnoredAction: Sendable, Equatable, Hashable, Codable {
    /// The action's name, such as `press` or `submit`.
    public var action: String
    /// What was wrong and what to do instead, for the player.
    public var message: String

    /// Creates the payload.
    ///
    /// - Parameters:
    ///   - action: The action's name.
    ///   - message: What was wrong and what to do.
    public init(action: String, message: String) {
        self.action = action
        self.message = message
    }
}
