import Foundation
import Testing

/// Flashzilla rounds that can be won, abandoned games that keep a streak, and
/// flashcards answers stored as reviews, end to end with the shipped decks.
@Suite struct FlashcardsRoundTests {
    static func makeHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-rounds-\(UUID().uuidString)")
    }

    static func wordkit(_ arguments: [String], home: URL, input: String = "") throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(input.utf8), environment: ["WORDKIT_HOME": home.path, "TZ": "UTC"])
    }

    static func objects(_ text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    @Test func aDefaultRoundOfTenCardsIsWonAndItsAnswersAreReviews() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // One wrong answer comes back at the end of the round; eleven answers win it.
        let input = "reveal\nwrong\n" + String(repeating: "reveal\nright\n", count: 10)
        let round = try Self.wordkit(["play", "flashcards", "--json", "--deck", "en-es-top500", "--seed", "4"], home: home, input: input)
        #expect(round.status == 0, "\(round.stderr)")
        let events = Self.objects(round.stdout)
        #expect(events.first?["cards"] as? Int == 10)
        #expect(events.first?["timeLimit"] as? Double == 100)
        let end = try #require(events.last)
        #expect(end["event"] as? String == "end")
        #expect(end["reason"] as? String == "no-cards")
        #expect(end["correct"] as? Int == 10)
        #expect(end["wrong"] as? Int == 1)
        let history = Self.objects(try Self.wordkit(["history", "--json", "--game", "flashcards"], home: home).stdout)
        #expect(history.first?["result"] as? String == "won")
        #expect(history.first?["won"] as? Bool == true)
        // Eleven answers, eleven reviews: right is good, wrong is again; all ten cards are in their learning steps.
        let stats = try #require(Self.objects(try Self.wordkit(["deck", "stats", "en-es-top500", "--json"], home: home).stdout).first)
        #expect(stats["reviewsLast30Days"] as? Int == 11)
        #expect(stats["learning"] as? Int == 10)
        #expect(stats["new"] as? Int == 490)
    }

    @Test func cardsAndRequeueingAreOptionsAndSettings() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try Self.wordkit(["settings", "cards", "3"], home: home).status == 0)
        let wrong = try Self.wordkit(
            ["play", "flashcards", "--json", "--deck", "en-es-top500", "--seed", "1", "--no-requeue-wrong"], home: home,
            input: "wrong\nwrong\nwrong\n")
        #expect(Self.objects(wrong.stdout).first?["cards"] as? Int == 3)
        #expect(Self.objects(wrong.stdout).last?["reason"] as? String == "no-cards")
        let five = try Self.wordkit(["play", "flashcards", "--json", "--deck", "en-es-top500", "--cards", "5"], home: home)
        #expect(Self.objects(five.stdout).first?["cards"] as? Int == 5)
        // Every card wrong is a loss now, not a win; leaving is abandoned.
        let history = Self.objects(try Self.wordkit(["history", "--json"], home: home).stdout)
        #expect(history.filter { $0["type"] as? String == "game" }.map { $0["result"] as? String } == ["abandoned", "lost"])
        #expect(try Self.wordkit(["play", "flashcards", "--json", "--cards", "0"], home: home).status == 64)
    }

    @Test func anAbandonedGameDoesNotBreakTheStreak() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        func guess(_ seed: Int, _ input: String) throws {
            #expect(try Self.wordkit(["play", "guess", "--json", "--seed", String(seed), "--min", "0", "--max", "1"], home: home, input: input).status == 0)
        }
        try guess(1, "0\n1\n")  // won
        try guess(2, ":quit\n")  // abandoned
        try guess(3, "0\n1\n")  // won
        let lines = Self.objects(try Self.wordkit(["history", "--json"], home: home).stdout)
        #expect(lines.filter { $0["type"] as? String == "game" }.map { $0["result"] as? String } == ["won", "abandoned", "won"])
        let summary = try #require((lines.last?["games"] as? [String: Any])?["guess"] as? [String: Any])
        #expect(summary["currentStreak"] as? Int == 2)
        #expect(summary["longestStreak"] as? Int == 2)
        #expect(summary["abandoned"] as? Int == 1)
        let table = try Self.wordkit(["history"], home: home)
        #expect(table.lines.contains { $0.contains("guess") && $0.contains("abandoned") })
        #expect(table.lines.contains { $0.hasPrefix("GAME") && $0.contains("ABANDONED") })
    }
}
