import GameKernel

/// Where interactive games hand their finished or abandoned games.
enum InteractiveHistory {
    /// Records a game's record, when it has one (a game still being played has none).
    ///
    /// - Parameter record: The kernel's `historyRecord`.
    static func record(_ record: GameRecord?) {
        guard let record else { return }
        PlayerHistory.record(record)
    }
}
