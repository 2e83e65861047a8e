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
        if let now, Self.parse(now) == nil {
            throw ValidationError("--now \(now) is not an ISO 8601 moment; write it like 2026-01-05T09:00:00Z or 2026-01-05T10:00:00+01:00")
        }
    }

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
