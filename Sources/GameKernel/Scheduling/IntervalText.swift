import Foundation

/// Intervals as Anki shows them above its buttons: `<1m`, `10m`, `3h`, `4d`,
/// `2.5mo`, `1.2y`.
public enum IntervalText {
    /// A short text for an interval.
    ///
    /// Under a minute is `<1m`; minutes, hours and days are whole numbers
    /// (rounded); months (30 days) and years (365 days) have one decimal
    /// unless whole.
    ///
    /// - Parameter seconds: The interval.
    /// - Returns: The text; `<1m` for a negative or non-finite interval.
    public static func short(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 60 else { return "<1m" }
        let minutes = seconds / 60
        if minutes < 59.5 { return "\(Int(minutes.rounded()))m" }
        let hours = minutes / 60
        if hours < 23.5 { return "\(Int(hours.rounded()))h" }
        let days = hours / 24
        if days < 29.5 { return "\(Int(days.rounded()))d" }
        if days < 365 { return decimal(days / 30) + "mo" }
        return decimal(days / 365) + "y"
    }

    /// One decimal, dropped when zero: `2`, `2.5`.
    private static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
