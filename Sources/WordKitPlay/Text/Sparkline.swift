/// A row of block characters, one a value, as tall as the value: `▁▃▅█`.
///
/// A missing value (a week without games) is drawn as `missing`, a space by
/// default, so a gap shows as one.
public enum Sparkline {
    /// The eight heights, lowest first.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The values as blocks, scaled from `lowest` (▁) to `highest` (█).
    ///
    /// - Parameters:
    ///   - values: The values; nil for none.
    ///   - lowest: The value drawn ▁; the smallest value when nil.
    ///   - highest: The value drawn █; the largest value when nil.
    ///   - missing: The character of a missing value.
    /// - Returns: One character a value.
    public static func render(_ values: [Double?], lowest: Double? = nil, highest: Double? = nil, missing: Character = " ") -> String {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        let low = lowest ?? present.min() ?? 0
        let high = highest ?? present.max() ?? 0
        return String(values.map { value -> Character in
            guard let value, value.isFinite else { return missing }
            guard high > low else { return blocks[blocks.count / 2 - 1] }
            let fraction = min(1, max(0, (value - low) / (high - low)))
            return blocks[Int((fraction * Double(blocks.count - 1)).rounded())]
        })
    }
}
