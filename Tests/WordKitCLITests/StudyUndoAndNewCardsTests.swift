import Foundation
import Testing

/// Issue 21 in study, end to end: undo of the last grade (the store follows),
/// learning cards that take turns, and why no new card is shown.
@Suite struct StudyUndoAndNewCardsTests {
    static let deck = InteractiveStudyTests.deck
    static let now = "2026-01-05T09:00:00Z"

    /// `wordkit study colors --json` at 09:00 UTC with `input`.
    static func study(_ run: PlayRun, _ input: String, newPerDay: Int = 3) throws -> PlayRun.Output {
        try run.wordkit(
            ["study", "colors", "--json", "--now", now, "--no-fuzz", "--seed", "1", "--new-per-day", String(newPerDay)], input: input,
            environment: ["TZ": "UTC"])
    }

    /// The reviews the store holds, as `deck stats` counts them.
    static func storedReviews(_ run: PlayRun) throws -> Int {
        let stats = try run.wordkit(["deck", "stats", "colors", "--json", "--now", "2026-01-05T10:00:00Z"], environment: ["TZ": "UTC"])
        return try #require(stats.events.first?["reviewsLast30Days"] as? Int)
    }

    @Test func undoTakesTheGradeBackInTheSessionAndInTheStore() throws {
        let run = try PlayRun(content: ["decks/colors.json": Self.deck])
        let output = try Self.study(run, "undo\nreveal\nagain\nreveal\ngood\nundo\nundo\nundo\neasy\n:quit\n")
        #expect(output.status == 0, "\(output.stderr)")
        let events = output.events
        let kinds = events.compactMap { $0["event"] as? String }
        #expect(kinds == [
            "start", "card", "ignored",  // nothing to undo yet
            "answer", "review", "card", "answer", "review", "card",  // red again, green good
            "undo", "card", "answer",  // green's good taken back: green shown again, revealed
            "undo", "card", "answer",  // red's again taken back
            "ignored",  // nothing left
            "review", "card", "end",  // red easy
        ])
        #expect(events[2]["message"] as? String == "Nothing to undo: no grade of this session is left to take back.")
        let undos = events.filter { $0["event"] as? String == "undo" }
        #expect(undos.map { $0["id"] as? String } == ["green", "red"])
        #expect(undos.map { $0["rating"] as? String } == ["good", "again"])
        #expect(undos.map { $0["reviewed"] as? Int } == [1, 0])
        // The answer shown again is the first one, with the same intervals.
        #expect(events[11]["intervals"] as? NSDictionary == events[3]["intervals"] as? NSDictionary)
        #expect(events[14]["intervals"] as? NSDictionary == events[3]["intervals"] as? NSDictionary)
        // One review is left: red, easy; the store holds it alone.
        let end = try #require(events.last)
        #expect(end["reviewed"] as? Int == 1 && end["again"] as? Int == 0)
        #expect(try Self.storedReviews(run) == 1)
        // The next session the same day: red is in review, green is new again (two new cards left of three).
        let next = try Self.study(run, ":quit\n")
        #expect(next.events.first?["new"] as? Int == 2)
        #expect(next.events.dropFirst().first?["id"] as? String == "green")
        #expect(next.events.dropFirst().first?["state"] as? String == "new")
    }

    @Test func cardsGradedAgainTakeTurnsAndTheLastOneComesBack() throws {
        let run = try PlayRun(content: ["decks/colors.json": Self.deck])
        let output = try Self.study(run, String(repeating: "reveal\nagain\n", count: 9) + ":quit\n")
        let shown = output.events.filter { $0["event"] as? String == "card" }.compactMap { $0["id"] as? String }
        #expect(shown == ["red", "green", "blue", "red", "green", "blue", "red", "green", "blue", "red"])
        // One card (a new player, one new card a day): it comes back, in its learning steps, until it graduates.
        let single = try Self.study(try PlayRun(content: ["decks/colors.json": Self.deck]), "reveal\nagain\nreveal\nagain\nreveal\ngood\nreveal\ngood\n:quit\n", newPerDay: 1)
        let again = single.events.filter { $0["event"] as? String == "card" }.compactMap { $0["id"] as? String }
        #expect(again == ["red", "red", "red", "red"])
    }

    @Test func theEventsSayWhyNoNewCardIsShown() throws {
        let run = try PlayRun(content: ["decks/colors.json": Self.deck])
        // The day's limit: one new card a day, graded easy; the session ends, the deck has two new cards left.
        let limited = try Self.study(run, "reveal\neasy\n", newPerDay: 1)
        #expect(limited.events.first?["newCards"] as? String == "available")
        #expect(limited.events.first?["newCardsPerDay"] as? Int == 1)
        let end = try #require(limited.events.last)
        #expect(end["reason"] as? String == "no-cards")
        #expect(end["newCards"] as? String == "daily-limit-reached")
        #expect(end["newCardsPerDay"] as? Int == 1)
        let again = try Self.study(run, "", newPerDay: 1)
        #expect(again.events.first?["newCards"] as? String == "daily-limit-reached")
        // Every card studied: none left, whatever the limit.
        let rest = try Self.study(run, "reveal\neasy\nreveal\neasy\n", newPerDay: 10)
        #expect(rest.events.last?["newCards"] as? String == "none-left")
        #expect(try Self.study(run, "", newPerDay: 10).events.first?["newCards"] as? String == "none-left")
    }
}

/// The same at a real terminal.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct StudyUndoTerminalTests {
    @Test func uTakesTheGradeBackAndTheScreenSaysWhyNoNewCard() throws {
        let run = try PlayRun(content: ["decks/colors.json": InteractiveStudyTests.deck])
        let environment = run.environment(["TZ": "UTC"]).filter { $0.key.hasPrefix("WORDKIT") || $0.key == "PATH" || $0.key == "TZ" }
        let terminal = try TmuxTerminal(width: 100, environment: environment)
        try terminal.run("clear; \(PlayRun.binary.path) study colors --now 2026-01-05T09:00:00Z --no-fuzz --new-per-day 1")
        #expect(terminal.waitFor("show the answer") != nil)
        try terminal.press("u")
        #expect(terminal.waitFor("Nothing to undo") != nil)
        try terminal.press("Space")
        #expect(terminal.waitFor("1-4 grade · Space/Enter good · u undo") != nil)
        try terminal.press("4")
        let done = try #require(terminal.waitFor("Done for now."))
        #expect(done.contains("No new cards: today's limit of 1 new card a day is reached."))
        #expect(done.contains(":new-per-day N"))
        try terminal.press("u")
        let back = try #require(terminal.waitFor("Undone: easy for red"))
        #expect(back.contains("rojo") && back.contains("1-4 grade"))
        #expect(back.contains("Reviewed 0 · Again 0"))
        #expect(!back.contains("No new cards"))
        try terminal.press("?")
        #expect(terminal.waitFor("take the last grade back") != nil)
        try terminal.press("Escape")
        try terminal.press("1")
        #expect(terminal.waitFor("Reviewed 1 · Again 1") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Study: 1 card reviewed, 1 again.") != nil)
        let stats = try run.wordkit(["deck", "stats", "colors", "--json", "--now", "2026-01-05T10:00:00Z"], environment: ["TZ": "UTC"])
        #expect(stats.events.first?["reviewsLast30Days"] as? Int == 1)
        #expect(stats.events.first?["learning"] as? Int == 1)
    }

    @Test func aDeckWithNoNewCardLeftSaysSo() throws {
        let run = try PlayRun(content: ["decks/colors.json": InteractiveStudyTests.deck])
        let environment = run.environment(["TZ": "UTC"]).filter { $0.key.hasPrefix("WORDKIT") || $0.key == "PATH" || $0.key == "TZ" }
        let studied = try run.wordkit(
            ["study", "colors", "--json", "--now", "2026-01-05T09:00:00Z", "--no-fuzz"], input: String(repeating: "reveal\neasy\n", count: 3),
            environment: ["TZ": "UTC"])
        #expect(studied.events.last?["newCards"] as? String == "none-left")
        let terminal = try TmuxTerminal(width: 100, environment: environment)
        try terminal.run("clear; \(PlayRun.binary.path) study colors --now 2026-01-05T09:30:00Z --no-fuzz")
        let done = try #require(terminal.waitFor("Done for now."))
        #expect(done.contains("No new cards: every card of this deck has been studied."))
        try terminal.press("q")
    }
}
