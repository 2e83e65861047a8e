import Foundation
import GameKernel

/// Game time: wall time that stops while the game is paused or suspended.
///
/// The games read every moment from here, so a countdown, a timer and the
/// duration in history all skip the time the player was away.
package struct GameClock: Sendable {
    /// The wall time play began.
    private let origin: Date
    /// Running time since `origin`.
    private var clock: PausableClock

    /// Starts the clock now.
    package init(now: Date = Date()) {
        origin = now
        clock = PausableClock(startingAt: now)
    }

    /// Whether the clock is running.
    package var isRunning: Bool { clock.isRunning }

    /// The game's present moment.
    package var now: Date { origin.addingTimeInterval(clock.elapsed(at: Date())) }

    /// Stops the clock.
    package mutating func pause() { clock.pause(at: Date()) }

    /// Starts the clock again.
    package mutating func resume() { clock.resume(at: Date()) }
}
