import Foundation

/// Elapsed play time that can be paused and resumed, computed from the
/// timestamps it is given rather than from a clock it reads.
///
/// Flashzilla's countdown kept running for a few seconds after the app went to
/// the background; here time only accumulates between `resume` and `pause`. A
/// timestamp earlier than the last one never makes time run backwards.
public struct PausableClock: Sendable, Equatable, Hashable, Codable {
    /// Seconds accumulated in earlier running stretches.
    public private(set) var accumulated: TimeInterval
    /// When the current running stretch began; `nil` while paused.
    public private(set) var runningSince: Date?

    /// Creates a clock that starts running at `time`.
    ///
    /// - Parameter time: The moment play starts.
    public init(startingAt time: Date) {
        accumulated = 0
        runningSince = time
    }

    /// Whether the clock is running.
    public var isRunning: Bool { runningSince != nil }

    /// Returns the play time up to `time`.
    ///
    /// - Parameter time: The current moment.
    /// - Returns: Seconds of play, never negative.
    public func elapsed(at time: Date) -> TimeInterval {
        guard let since = runningSince else { return accumulated }
        return accumulated + max(0, time.timeIntervalSince(since))
    }

    /// Stops the clock at `time`; pausing a paused clock does nothing.
    ///
    /// - Parameter time: The current moment.
    public mutating func pause(at time: Date) {
        accumulated = elapsed(at: time)
        runningSince = nil
    }

    /// Starts the clock again at `time`; resuming a running clock does nothing.
    ///
    /// - Parameter time: The current moment.
    public mutating func resume(at time: Date) {
        if runningSince == nil { runningSince = time }
    }
}
