import GameKernel

/// Where a session hands each game once it has ended: the player's history,
/// a test's list, or nowhere.
///
/// A session calls it exactly once per game, before it returns the game's
/// `end` event, so that a program killed after printing `end` has already
/// stored the game.
public struct GameRecorder: Sendable {
    /// Stores one ended game.
    public var record: @Sendable (GameRecord) -> Void

    /// A recorder that stores games with `record`.
    ///
    /// - Parameter record: Called once per ended game.
    public init(record: @escaping @Sendable (GameRecord) -> Void) {
        self.record = record
    }

    /// A recorder that keeps nothing.
    public static let none = GameRecorder { _ in }
}
