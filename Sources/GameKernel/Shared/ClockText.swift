import Foundation

/// The `mm:ss` text of a stopwatch, as SwiftGame's timer showed it.
public enum ClockText {
    /// Formats whole seconds as `mm:ss`, with minutes growing past 99 if need be.
    ///
    /// - Parameter seconds: Elapsed seconds; fractions are dropped, negative
    ///   and non-finite values show as `00:00`.
    /// - Returns: Text such as `03:07`.
    public static func minutesSeconds(_ seconds: TimeInterval) -> String {
        let whole = seconds.isFinite && seconds > 0 ? Int(min(seconds, 3.6e9)) : 0
        let minutes = whole / 60
        let rest = whole % 60
        return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
