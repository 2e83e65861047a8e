import Foundation
import Testing

/// `wordkit study` and `wordkit deck stats`, end to end: a week of study
/// through `--json --now`, the stored reviews checked against py-fsrs and the
/// statistics against a computation by hand from the stored rows.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 command (make deps-test)"))
struct StudyCommandTests {
    /// A fresh WORDKIT_HOME.
    static func makeHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-study-\(UUID().uuidString)")
    }

    /// Runs `wordkit arguments…` in `home`, counting days in UTC.
    static func wordkit(_ arguments: [String], home: URL, input: String = "") throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(input.utf8), environment: ["WORDKIT_HOME": home.path, "TZ": "UTC"])
    }

    /// JSON objects, one a line.
    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    /// The stored review rows, as `sqlite3 -json` reads them from the history database.
    static func reviewRows(home: URL) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-json", home.appendingPathComponent("state/history.sqlite").path, "SELECT * FROM review ORDER BY id"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (try JSONSerialization.jsonObject(with: data.isEmpty ? Data("[]".utf8) : data)) as? [[String: Any]] ?? []
    }

    /// The week studied: 2026-01-05 to 2026-01-11, each day at 09:00 UTC.
    static let week = (5...11).map { "2026-01-\($0 < 10 ? "0" : "")\($0)T09:00:00Z" }

    /// Studies the week with five new cards a day, grades cycling through all four.
    static func studyTheWeek(home: URL) throws -> [[[String: Any]]] {
        let grades = ["good", "good", "again", "good", "hard", "good", "easy", "good", "good"]
        return try week.enumerated().map { index, day in
            let input = (0..<60).map { "reveal\n\(grades[($0 + index) % grades.count])\n" }.joined()
            let result = try wordkit(
                ["study", "en-es-top500", "--json", "--now", day, "--no-fuzz", "--seed", String(index), "--new-per-day", "5"],
                home: home, input: input)
            #expect(result.status == 0, "\(day): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            return objects(result.stdout)
        }
    }

    @Test func aWeekOfStudyIsStoredAsPyFSRSSchedulesIt() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let days = try Self.studyTheWeek(home: home)

        // Each day: due cards and five new ones, every card shown with the interval of each grade.
        let starts = days.compactMap { $0.first }
        #expect(starts.allSatisfy { $0["event"] as? String == "start" && $0["game"] as? String == "study" && $0["new"] as? Int == 5 })
        #expect(starts.first?["due"] as? Int == 0)
        #expect(starts.dropFirst(2).allSatisfy { ($0["due"] as? Int ?? 0) > 0 }, "\(starts.map { $0["due"] ?? "" })")
        // Each day's session ends when nothing is left (the grades left over are ignored).
        let ends = days.map { $0.filter { $0["event"] as? String == "end" } }
        #expect(ends.allSatisfy { $0.count == 1 && $0.first?["reason"] as? String == "no-cards" })
        let answers = days.joined().filter { $0["event"] as? String == "answer" }
        #expect(answers.allSatisfy { ($0["intervals"] as? [String: Double])?.keys.sorted() == ["again", "easy", "good", "hard"] })
        let reviewEvents = days.joined().filter { $0["event"] as? String == "review" }

        // What was stored is what was reported, one row per review.
        let rows = try Self.reviewRows(home: home)
        #expect(rows.count == reviewEvents.count)
        #expect(rows.count > 7 * 5 * 2)
        for (row, event) in zip(rows, reviewEvents) {
            #expect(row["card_id"] as? String == event["id"] as? String)
            #expect(row["deck_id"] as? String == "en-es-top500")
            #expect(row["state_after"] as? String == event["state"] as? String)
            // sqlite3 prints reals to about 16 digits; the store keeps every bit.
            #expect(abs((row["stability_after"] as? Double ?? 0) - (event["stability"] as? Double ?? 1)) < 1e-12)
            let due = try #require(row["due_after"] as? Double)
            #expect(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: due)) == event["due"] as? String)
        }
        // Five new cards a day: the first review of each card, by day.
        let firstReviews = Dictionary(grouping: rows, by: { $0["card_id"] as? String ?? "" }).values.compactMap { $0.first?["reviewed_at"] as? Double }
        #expect(Dictionary(grouping: firstReviews, by: { $0 }).values.map(\.count).sorted() == Array(repeating: 5, count: 7))

        // py-fsrs, replaying each card's grades at their times, agrees on every stored schedule.
        let cards = Dictionary(grouping: rows, by: { $0["card_id"] as? String ?? "" })
        let ids = cards.keys.sorted()
        let sequences = ids.map { id in
            let reviews = cards[id] ?? []
            return PyFSRS.Sequence(
                start: Int(reviews.first?["reviewed_at"] as? Double ?? 0),
                reviews: reviews.map { PyFSRS.Review(time: Int($0["reviewed_at"] as? Double ?? 0), grade: $0["rating"] as? Int ?? 0) })
        }
        let oracle = try PyFSRS.replay(sequences)
        #expect(oracle.count == ids.count)
        var compared = 0
        for (id, steps) in zip(ids, oracle) {
            for (row, expected) in zip(cards[id] ?? [], steps) {
                let state = row["state_after"] as? String
                #expect(state == expected.state, "\(id)")
                #expect(row["step_after"] as? Int == expected.step, "\(id)")
                #expect(abs((row["stability_after"] as? Double ?? 0) - expected.stability) < 1e-4, "\(id)")
                #expect(abs((row["difficulty_after"] as? Double ?? 0) - expected.difficulty) < 1e-4, "\(id)")
                #expect(abs((row["due_after"] as? Double ?? 0) - expected.due) < 1, "\(id)")
                compared += 1
            }
        }
        #expect(compared == rows.count)
        let states = Set(rows.compactMap { $0["state_before"] as? String })
        #expect(states == ["new", "learning", "review", "relearning"])
    }

    @Test func deckStatsAfterTheWeekMatchAHandComputation() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try Self.studyTheWeek(home: home)
        let rows = try Self.reviewRows(home: home)
        let now = "2026-01-11T12:00:00Z"
        let stats = try Self.wordkit(["deck", "stats", "en-es-top500", "--json", "--now", now, "--days", "9"], home: home)
        #expect(stats.status == 0, "\(stats.stderr)")
        let figures = try #require(Self.objects(stats.stdout).first)

        // By hand, from the rows: each card's latest schedule, and the days' reviews.
        let todayEnd = 1_768_190_400.0  // 2026-01-12T04:00:00Z
        let latest = Dictionary(grouping: rows, by: { $0["card_id"] as? String ?? "" }).compactMapValues { $0.last }
        let state = { (row: [String: Any]) in row["state_after"] as? String ?? "" }
        let due = { (row: [String: Any]) in row["due_after"] as? Double ?? 0 }
        #expect(figures["deck"] as? String == "en-es-top500")
        #expect(figures["now"] as? String == now)
        #expect(figures["cards"] as? Int == 500)
        #expect(figures["new"] as? Int == 500 - latest.count)
        #expect(figures["learning"] as? Int == latest.values.count { state($0) == "learning" || state($0) == "relearning" })
        #expect(figures["review"] as? Int == latest.values.count { state($0) == "review" })
        #expect(figures["dueToday"] as? Int == latest.values.count { due($0) < todayEnd })
        #expect(figures["dueThisWeek"] as? Int == latest.values.count { due($0) < todayEnd + 6 * 86_400 })
        let graduated = rows.filter { $0["state_before"] as? String == "review" }
        #expect(figures["retentionReviews"] as? Int == graduated.count)
        // Within a few ulps: a double read back from JSON may differ in its last digit (10/11 was read as …092).
        let retention = Double(graduated.count { $0["rating"] as? Int != 1 }) / Double(graduated.count)
        #expect(abs((figures["retention"] as? Double ?? -1) - retention) < 1e-12)
        #expect(figures["reviewsLast30Days"] as? Int == rows.count)
        let chart = try #require(figures["days"] as? [[String: Any]])
        #expect(chart.map { $0["date"] as? String } == ["2026-01-03", "2026-01-04"] + Self.week.map { String($0.prefix(10)) })
        for day in chart {
            let date = day["date"] as? String ?? ""
            let those = rows.filter { ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: $0["reviewed_at"] as? Double ?? 0)).hasPrefix(date) }
            #expect(day["reviews"] as? Int == those.count, "\(date)")
            #expect(day["again"] as? Int == those.count { $0["rating"] as? Int == 1 }, "\(date)")
        }

        // The text: the figures, then a bar a day, the busiest day full width.
        let text = try Self.wordkit(["deck", "stats", "en-es-top500", "--now", now, "--days", "9"], home: home)
        #expect(text.status == 0)
        #expect(text.lines.first == "English → Spanish (top 500)  en-es-top500")
        #expect(text.lines.contains { $0.hasPrefix("  New ") && $0.hasSuffix(" \(500 - latest.count)") })
        let bars = text.lines.filter { $0.hasPrefix("  2026-01-") }
        #expect(bars.count == 9)
        #expect(bars.prefix(2).allSatisfy { !$0.contains("█") })
        #expect(bars.dropFirst(2).allSatisfy { $0.contains("█") })
        #expect(bars.contains { $0.filter { $0 == "█" || $0 == "░" }.count == 40 })

        // The export carries the stored schedules.
        let export = try Self.wordkit(["deck", "export", "en-es-top500", "--with-schedule"], home: home)
        #expect(export.status == 0)
        let the = try #require(export.lines.first { $0.hasPrefix("the\t") })
        let theRow = try #require(latest["en-es:the"])
        #expect(the.contains("\t\(state(theRow))\t\(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: due(theRow))))\t"))
        #expect(export.lines.contains { $0.hasSuffix("\tnew\t\t\t") })
    }

    /// The answer event carries the card's example, beside the intervals; the
    /// card event, before the answer, does not.
    @Test func theAnswerEventCarriesTheExample() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("examples.json")
        try Data(PlayFlashcardsTests.examples.utf8).write(to: file)
        let study = try Self.wordkit(["study", file.path, "--json", "--now", "2026-01-05T09:00:00Z", "--no-fuzz", "--seed", "1"],
                                     home: home, input: "reveal\neasy\nreveal\neasy\nreveal\neasy\n")
        #expect(study.status == 0, "\(study.stderr)")
        let events = Self.objects(study.stdout)
        #expect(events.map { $0["event"] as? String } == ["start", "card", "answer", "review", "card", "answer", "review", "card", "answer", "review", "end"])
        #expect(events.filter { $0["event"] as? String == "card" }.allSatisfy { $0["example"] == nil })
        let answers = events.filter { $0["event"] as? String == "answer" }
        // New cards in the deck's order.
        #expect(answers.map { $0["id"] as? String } == ["es-en:perro", "es-en:agua", "es-en:y"])
        #expect(answers[0]["example"] as? [String: String] == ["text": "El perro ladra.", "translation": "The dog barks.", "source": "Tatoeba"])
        #expect(answers[0]["intervals"] is [String: Any] && answers[0]["answer"] as? String == "dog")
        #expect(answers[1]["example"] as? [String: String] == ["text": "Bebo agua.", "translation": "", "source": ""])
        #expect(answers[2]["example"] == nil)
    }

    /// `--now` takes the years 1970 to 9999, the moments a stored review
    /// reads back at; outside them it is a usage error and nothing is stored.
    @Test func aMomentOutsideTheYears1970To9999IsAUsageError() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for moment in ["1969-12-31T23:59:59Z", "0001-01-01T00:00:00Z", "1000-06-01T12:00:00+01:00", "10000-01-01T00:00:00Z"] {
            let study = try Self.wordkit(["study", "en-es-top500", "--json", "--now", moment], home: home, input: "reveal\ngood\n")
            #expect(study.status == 64, "\(moment): \(study.stderr)")
            #expect(study.stderr.contains("--now \(moment)"), "\(moment): \(study.stderr)")
            let stats = try Self.wordkit(["deck", "stats", "en-es-top500", "--now", moment], home: home)
            #expect(stats.status == 64, "\(moment): \(stats.stderr)")
        }
        #expect(try Self.reviewRows(home: home).isEmpty)
        for moment in ["1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z"] {
            let study = try Self.wordkit(["study", "en-es-top500", "--json", "--now", moment], home: home, input: "reveal\ngood\n")
            #expect(study.status == 0, "\(moment): \(study.stderr)")
        }
        #expect(try Self.reviewRows(home: home).count == 2)
        // The reviews read back: the card reviewed last is not due, nor new again.
        let again = try Self.wordkit(["study", "en-es-top500", "--json", "--now", "9999-12-31T23:59:59Z"], home: home, input: ":quit\n")
        let card = Self.objects(again.stdout).first { $0["event"] as? String == "card" }
        #expect(card?["id"] as? String != "en-es:the" && card?["state"] as? String == "new", "\(again.stdout)")
        #expect(again.stderr.isEmpty, "\(again.stderr)")
    }

    @Test func settingsUsageErrorsAndNothingToStudy() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try Self.wordkit(["settings", "new-per-day", "2"], home: home).status == 0)
        #expect(try Self.wordkit(["settings", "deck", "es-en-top500"], home: home).status == 0)
        let study = try Self.wordkit(["study", "--json", "--now", "2026-01-05T09:00:00Z", "--no-fuzz"], home: home, input: "reveal\neasy\nreveal\neasy\nreveal\n")
        #expect(study.status == 0, "\(study.stderr)")
        let events = Self.objects(study.stdout)
        #expect(events.first?["deck"] as? String == "es-en-top500")
        #expect(events.first?["new"] as? Int == 2)
        // Two easy grades graduate both new cards; then nothing is left today.
        #expect(events.map { $0["event"] as? String } == ["start", "card", "answer", "review", "card", "answer", "review", "end", "ignored"])
        #expect(events.filter { $0["event"] as? String == "review" }.allSatisfy { $0["scheduledDays"] as? Int == 8 && $0["state"] as? String == "review" })
        let again = try Self.wordkit(["study", "--json", "--now", "2026-01-05T10:00:00Z", "--new-per-day", "2"], home: home)
        #expect(Self.objects(again.stdout).map { $0["event"] as? String } == ["start", "end"])
        #expect(Self.objects(again.stdout).last?["nextDue"] as? String == "2026-01-13T09:00:00Z")

        let noTerminal = try Self.wordkit(["study"], home: home)
        #expect(noTerminal.status == 64)
        #expect(noTerminal.stderr.contains("--json"))
        #expect(try Self.wordkit(["study", "--json", "--now", "yesterday"], home: home).status == 64)
        #expect(try Self.wordkit(["study", "--json", "--retention", "1.2"], home: home).status == 64)
        #expect(try Self.wordkit(["study", "no-such-deck", "--json"], home: home).status == 66)
        #expect(try Self.wordkit(["deck", "stats", "--days", "0"], home: home).status == 64)
    }
}
