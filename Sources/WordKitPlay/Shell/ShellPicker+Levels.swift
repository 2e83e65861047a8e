import Foundation

extension ShellPicker {
    /// The lights-out level picker: each level with its size, the stars of
    /// the best win (★★★ in the fewest presses), the fewest presses it takes
    /// and the player's best, in level order; `current` is highlighted.
    ///
    /// - Parameters:
    ///   - levels: The levels shipped.
    ///   - progress: The player's wins, from the history.
    ///   - current: The number of the level being played, if any.
    /// - Returns: The picker (nothing to choose when `levels` is empty).
    public static func levels(_ levels: [LightsLevelFile.Entry], progress: LightsProgress, current: Int?) -> ShellPicker {
        let ordered = levels.sorted { $0.number < $1.number }
        func right(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
        let rows = ordered.map { entry in
            let stars = progress.stars(of: entry).map { String(repeating: "★", count: $0) + String(repeating: "☆", count: 3 - $0) } ?? "   "
            let size = "\(entry.size)×\(entry.size)"
            let fewest = entry.fewestPresses.map(String.init) ?? "?"
            let best = progress.fewestPresses[entry.number].map { "won in \($0)" } ?? "not won"
            let text = right(String(entry.number), 5) + "  " + right(size, 4) + "  " + stars.padding(toLength: 5, withPad: " ", startingAt: 0)
                + "  " + right(fewest, 6) + "  " + best
            return (text: text, value: String(entry.number))
        }
        let won = ordered.count { progress.won[$0.size]?.contains($0.number) == true }
        return ShellPicker(
            purpose: .level, title: "LIGHTS OUT LEVELS · \(won) of \(ordered.count) won · ★★★ in the fewest presses",
            columns: "level  size  stars  fewest  your best", rows: rows, current: current.map(String.init), empty: "")
    }
}
