import Foundation

/// A study day: from one rollover to the next, as Anki counts days.
///
/// A day starts at the rollover hour (4 a.m. by default, Anki's), not at
/// midnight, so a session just after midnight still belongs to the evening's
/// day. The day decides which review cards are due "today" and how many new
/// cards were introduced today. The calendar (and its time zone) comes in as
/// a value: nothing here reads the clock or the machine's settings.
public struct StudyDay: Sendable, Hashable {
    /// Anki's rollover hour: days start at 4 a.m.
    public static let defaultRolloverHour = 4

    /// When the day starts (included).
    public var start: Date
    /// When the next day starts (excluded).
    public var end: Date

    /// Creates a day from its bounds.
    ///
    /// - Parameters:
    ///   - start: The first moment of the day.
    ///   - end: The first moment of the next day.
    public init(start: Date, end: Date) {
        self.start = start
        self.end = end
    }

    /// The study day that `date` falls in.
    ///
    /// - Parameters:
    ///   - date: A moment.
    ///   - calendar: The calendar and time zone whose days count.
    ///   - rolloverHour: The hour a day starts at, 0…23 (4 by default).
    public init(containing date: Date, calendar: Calendar, rolloverHour: Int = StudyDay.defaultRolloverHour) {
        let hour = min(max(rolloverHour, 0), 23)
        let midnight = calendar.startOfDay(for: date.addingTimeInterval(-Double(hour) * 3_600))
        var start = calendar.date(byAdding: .hour, value: hour, to: midnight) ?? midnight.addingTimeInterval(Double(hour) * 3_600)
        // Where the clock skips the rollover hour (a daylight-saving change), the day still contains the date.
        if start > date { start = midnight }
        var end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        if end <= date { end = date.addingTimeInterval(1) }
        self.init(start: start, end: end)
    }

    /// Whether `date` falls in this day.
    ///
    /// - Parameter date: A moment.
    public func contains(_ date: Date) -> Bool {
        start <= date && date < end
    }

    /// The day `days` days later (earlier for a negative count) in `calendar`.
    ///
    /// - Parameters:
    ///   - days: How many days to move.
    ///   - calendar: The calendar whose days count.
    ///   - rolloverHour: The hour a day starts at.
    /// - Returns: That day.
    public func moved(by days: Int, calendar: Calendar, rolloverHour: Int = StudyDay.defaultRolloverHour) -> StudyDay {
        let middle = start.addingTimeInterval(end.timeIntervalSince(start) / 2)
        let moved = calendar.date(byAdding: .day, value: days, to: middle) ?? middle.addingTimeInterval(Double(days) * 86_400)
        return StudyDay(containing: moved, calendar: calendar, rolloverHour: rolloverHour)
    }

    /// The day's date as `YYYY-MM-DD` in `calendar` (the date its start falls on).
    ///
    /// - Parameter calendar: The calendar whose dates count.
    /// - Returns: The date, such as `2026-01-05`.
    public func label(in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : String(value ?? 0) }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
    }
}
