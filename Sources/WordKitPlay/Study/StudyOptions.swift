import Foundation
import GameKernel

/// The player's study preferences: new cards a day, desired retention, fuzz,
/// and the calendar whose days count.
public struct StudyOptions: Sendable, Hashable {
    /// New cards introduced a day (per deck).
    public var newCardsPerDay: Int
    /// The recall probability FSRS schedules for.
    public var desiredRetention: Double
    /// Whether day intervals get FSRS's random spread (off for reproducible scripts).
    public var fuzz: Bool
    /// The calendar and time zone whose days count.
    public var calendar: Calendar
    /// The hour a study day starts at.
    public var rolloverHour: Int

    /// Creates options; the defaults are Anki's.
    ///
    /// - Parameters:
    ///   - newCardsPerDay: New cards a day (20).
    ///   - desiredRetention: The desired retention (`FSRSParameters.defaultDesiredRetention`).
    ///   - fuzz: Whether to fuzz intervals (on).
    ///   - calendar: The calendar (the current one).
    ///   - rolloverHour: The hour days start at (4).
    public init(
        newCardsPerDay: Int = StudyConfiguration.defaultNewCardsPerDay, desiredRetention: Double = FSRSParameters.defaultDesiredRetention, fuzz: Bool = true,
        calendar: Calendar = .current, rolloverHour: Int = StudyDay.defaultRolloverHour
    ) {
        self.newCardsPerDay = newCardsPerDay
        self.desiredRetention = desiredRetention
        self.fuzz = fuzz
        self.calendar = calendar
        self.rolloverHour = rolloverHour
    }

    /// The scheduler these options ask for (FSRS-6's default weights and steps).
    ///
    /// - Returns: The scheduler.
    /// - Throws: ``PlayError/invalidOptions(_:)`` for a retention FSRS cannot use.
    public func scheduler() throws -> FSRSScheduler {
        do {
            return try FSRSScheduler(parameters: FSRSParameters(desiredRetention: desiredRetention, enableFuzzing: fuzz))
        } catch let error as SchedulingError {
            throw PlayError.invalidOptions(error.description)
        }
    }

    /// The study day `time` falls in.
    ///
    /// - Parameter time: A moment.
    public func day(containing time: Date) -> StudyDay {
        StudyDay(containing: time, calendar: calendar, rolloverHour: rolloverHour)
    }
}
