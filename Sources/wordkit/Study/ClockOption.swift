import ArgumentParser
import Foundation

/// `--now ISO8601`: the moment a command takes as the present, so that
/// scripts and tests of study and deck statistics are reproducible.
struct ClockOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Take this moment as the present (ISO 8601, such as 2026-01-05T09:00:00Z); default: the system clock.",
        valueName: "iso8601"))
    var now: String?

    func validate() throws {
        guard let now else { return }
        guard let moment = Self.parse(now) else {
            throw ValidationError("--now \(now) is not an ISO 8601 moment; write it like 2026-01-05T09:00:00Z or 2026-01-05T10:00:00+01:00")
        }
        // A review is stored at the moment given, and must read back: the
        // years 1970 to 9999, as four-digit ISO 8601 years after the Unix epoch.
        guard Self.range.contains(moment) else {
            throw ValidationError("--now \(now) is outside the years 1970 to 9999; give a moment within them")
        }
    }

    /// The moments `--now` takes: 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z.
    static let range = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 253_402_300_799)

    /// The present: the fixed `--now`, else the system clock at each call.
    var clock: @Sendable () -> Date {
        guard let fixed = now.flatMap(Self.parse) else { return { Date() } }
        return { fixed }
    }

    /// The moment an ISO 8601 text names, with or without fractional seconds.
    static func parse(_ text: String) -> Date? {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text.trimmingCharacters(in: .whitespaces)) { return date }
        }
        return nil
    }
}
