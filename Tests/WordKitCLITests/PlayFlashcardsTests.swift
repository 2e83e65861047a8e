import Foundation
import Testing

/// `wordkit play flashcards --json` and the learning bot, end to end.
@Suite struct PlayFlashcardsTests {
    /// A small deck in `Content/decks` format.
    static let deck = """
        {"id": "colors", "title": "Colours", "languages": ["en", "es"], "cards": [
          {"id": "red", "prompt": "red", "answer": "rojo"},
          {"id": "green", "prompt": "green", "answer": "verde"},
          {"id": "blue", "prompt": "blue", "answer": "azul"}
        ]}
        """

    static func makeRun() throws -> PlayRun {
        try PlayRun(content: ["decks/colors.json": deck])
    }

    @Test func revealRightWrongToTheEnd() throws {
        let output = try Self.makeRun().wordkit(
            ["play", "flashcards", "--json", "--deck", "colors", "--seed", "3", "--no-requeue-wrong"],
            input: "reveal\nright\nreveal\nwrong\nright\n")
        #expect(output.status == 0, "\(output.stderr)")
        let events = output.events
        #expect(events.map { $0["event"] as? String ?? "" } == ["start", "card", "answer", "card", "answer", "card", "end"])
        #expect(events[0]["deck"] as? String == "colors")
        #expect(events[0]["cards"] as? Int == 3)
        #expect(events[0]["timeLimit"] as? Double == 100)
        let answers = ["red": "rojo", "green": "verde", "blue": "azul"]
        #expect(events[2]["answer"] as? String == answers[events[1]["id"] as? String ?? ""])
        let end = try #require(events.last)
        #expect(end["correct"] as? Int == 2)
        #expect(end["wrong"] as? Int == 1)
        #expect(end["remaining"] as? Int == 0)
        #expect(end["reason"] as? String == "no-cards")
    }

    @Test func endOfInputQuitsAndCountsWhatIsLeft() throws {
        let output = try Self.makeRun().wordkit(["play", "flashcards", "--json", "--seed", "1", "--cards", "2", "--time-limit", "0"], input: "right\n")
        #expect(output.events.first?["cards"] as? Int == 2)
        #expect(output.events.first?["timeLimit"] is NSNull)
        let end = try #require(output.events.last)
        #expect(end["reason"] as? String == "quit")
        #expect(end["correct"] as? Int == 1)
        #expect(end["remaining"] as? Int == 1)
    }

    @Test func badLinesPauseAndResume() throws {
        let output = try Self.makeRun().wordkit(
            ["play", "flashcards", "--json", "--seed", "1"], input: "flip\n:pause\nreveal\n:resume\n:hint\nreveal\n")
        #expect(output.events.map { $0["event"] as? String ?? "" } == ["start", "card", "invalid", "paused", "ignored", "resumed", "invalid", "answer", "end"])
    }

    @Test func timeUpEndsTheRound() throws {
        let output = try Self.makeRun().wordkit(["play", "flashcards", "--json", "--seed", "1", "--time-limit", "0.000001"], input: "reveal\n")
        let end = try #require(output.events.last)
        #expect(end["reason"] as? String == "time-up")
    }

    @Test func sameSeedSameOrderAndDeckByPath() throws {
        let run = try Self.makeRun()
        let path = run.contentFolder.appendingPathComponent("decks/colors.json").path
        let orders = try ["colors", path].map { deck in
            try run.wordkit(["play", "flashcards", "--json", "--deck", deck, "--seed", "8"], input: "right\nright\nright\n")
                .events.filter { $0["event"] as? String == "card" }.compactMap { $0["id"] as? String }
        }
        #expect(orders[0].count == 3)
        #expect(orders[0] == orders[1])
    }

    @Test func missingOrBadDecksFailClearly() throws {
        let empty = try PlayRun()
        let missing = try empty.wordkit(["play", "flashcards", "--json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("wordkit content build"))
        #expect(try empty.wordkit(["play", "flashcards", "--json", "--deck", "nope"]).status == 66)
        let broken = try PlayRun(content: ["decks/bad.json": "{\"id\": \"bad\"}", "decks/none.json": "{\"id\": \"none\", \"title\": \"x\", \"languages\": [], \"cards\": []}"])
        #expect(try broken.wordkit(["play", "flashcards", "--json", "--deck", "bad"]).status == 65)
        #expect(try broken.wordkit(["play", "flashcards", "--json", "--deck", "none"]).status == 65)
        #expect(try Self.makeRun().wordkit(["play", "flashcards", "--json", "--limit", "0"]).status == 64)
    }

    @Test(arguments: [1, 2, 3])
    func learningBotLearnsTheDeckWithRequeue(seed: Int) throws {
        let output = try Self.makeRun().bot("flashcards", ["--seed", String(seed), "--requeue-wrong"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let end = try #require(output.events.last)
        #expect(end["correct"] as? Int == 3)
        #expect(end["wrong"] as? Int == 3)
    }
}
