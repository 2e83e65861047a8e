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

    /// Cards with an example (an object, a plain string as older format 2
    /// files hold it) and without.
    static let examples = """
        {"format": 2, "id": "examples", "title": "Examples", "languages": ["es", "en"], "source": "test", "cards": [
          {"id": "es-en:perro", "prompt": "el perro", "answer": "dog",
           "example": {"text": "El perro ladra.", "translation": "The dog barks.", "source": "Tatoeba"}},
          {"id": "es-en:agua", "prompt": "el agua", "answer": "water", "example": "Bebo agua."},
          {"id": "es-en:y", "prompt": "y", "answer": "and"}
        ]}
        """

    /// The answer event carries the card's example; the card event, shown
    /// before the answer, does not.
    @Test func theAnswerEventCarriesTheExample() throws {
        let output = try PlayRun(content: ["decks/examples.json": Self.examples]).wordkit(
            ["play", "flashcards", "--json", "--deck", "examples", "--seed", "5"], input: "reveal\nright\nreveal\nright\nreveal\nright\n")
        #expect(output.status == 0, "\(output.stderr)")
        let events = output.events
        #expect(events.map { $0["event"] as? String ?? "" } == ["start", "card", "answer", "card", "answer", "card", "answer", "end"])
        #expect(events.filter { $0["event"] as? String == "card" }.allSatisfy { $0["example"] == nil })
        let answers = Dictionary(uniqueKeysWithValues: events.filter { $0["event"] as? String == "answer" }.map { ($0["id"] as? String ?? "", $0) })
        #expect(answers.count == 3)
        #expect(answers["es-en:perro"]?["example"] as? [String: String]
                == ["text": "El perro ladra.", "translation": "The dog barks.", "source": "Tatoeba"])
        #expect(answers["es-en:agua"]?["example"] as? [String: String] == ["text": "Bebo agua.", "translation": "", "source": ""])
        #expect(answers["es-en:y"].map { $0["example"] == nil && $0["answer"] as? String == "and" } == true)
        // The line itself: the example is one more field, the others as they were.
        let line = try #require(output.stdout.split(separator: "\n").first { $0.contains(#""id":"es-en:perro""#) && $0.contains(#""event":"answer""#) })
        #expect(line == #"{"answer":"dog","event":"answer","example":{"source":"Tatoeba","text":"El perro ladra.","translation":"The dog barks."},"id":"es-en:perro"}"#)
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
