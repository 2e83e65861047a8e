import Foundation
import GameKernel
import Testing
import WordKitPlay
import WordKitTestSupport

/// The JSON Lines player works on lines, so a test (or a server) drives it
/// without standard input.
@Suite struct JSONLinesPlayerTests {
    /// The JSON objects of some lines.
    func objects(_ lines: [String]) -> [[String: Any]] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    @Test func everyLineGetsAnAnswerAndQuitEndsThePlay() throws {
        let recorded = Recorded()
        let session = try GameSession.guess(GuessConfiguration(lives: 6), seed: 7, recorder: recorded.recorder, at: at(0))
        var player = JSONLinesPlayer(session: session)
        let opening = objects(player.openingLines)
        #expect(opening.count == 1)
        #expect(opening.first?["event"] as? String == "start")
        #expect(opening.first?["game"] as? String == "guess")
        #expect(opening.first?["seed"] as? UInt64 == 7)
        #expect(player.openingLines.allSatisfy { $0.hasSuffix("\n") && $0.filter { $0 == "\n" }.count == 1 })

        for line in ["50", "abc", ":hint", ":bogus", "  :HINT  ", "25\r"] {
            let answer = player.receive(line, at: at(1))
            #expect(!answer.isEmpty, "\(line)")
        }
        let bogus = objects(player.receive(":bogus", at: at(1)))
        #expect(bogus.first?["event"] as? String == "invalid")
        #expect((bogus.first?["message"] as? String)?.contains(":quit, :new, :hint") == true)

        #expect(!player.isFinished)
        let quit = objects(player.receive(":quit", at: at(2)))
        #expect(quit.map { $0["event"] as? String } == ["end"])
        #expect(player.isFinished)
        #expect(recorded.records.count == 1)
        // After the end, nothing more to end.
        #expect(player.finish(at: at(3)).isEmpty)
    }

    @Test func newEndsTheGameAndStartsTheNextLevel() throws {
        let levels = LightsEnvironment(levels: [
            LightsLevel(number: 1, size: 3, presses: [LightsPosition(row: 1, column: 1)]),
            LightsLevel(number: 2, size: 3, presses: [LightsPosition(row: 0, column: 0)]),
        ])
        let first = try #require(levels.level(number: 1))
        var player = JSONLinesPlayer(session: try GameSession.lights(.level(first), environment: levels, seed: 1, at: at(0)))
        let events = objects(player.receive(":new", at: at(1)))
        #expect(events.map { $0["event"] as? String } == ["end", "start"])
        #expect(events.last?["level"] as? Int == 2)
        #expect(events.last?["minimalPresses"] as? Int == 1)
        let invalid = objects(player.receive("one two", at: at(2)))
        #expect(invalid.first?["event"] as? String == "invalid")
        let won = objects(player.receive("0 0", at: at(3)))
        #expect(won.map { $0["event"] as? String } == ["press", "end"])
        #expect(won.last?["won"] as? Bool == true)
    }

    @Test func anInvalidLineStillLetsTheCountdownEndTheRound() throws {
        let deck = Deck(id: "d", title: "D", languages: [], cards: [Card(id: "1", prompt: "p", answer: "a")])
        let session = try GameSession.flashcards(deck, configuration: FlashcardsConfiguration(timeLimit: 10), seed: 1, at: at(0))
        var player = JSONLinesPlayer(session: session)
        let late = objects(player.receive("hello", at: at(11)))
        #expect(late.map { $0["event"] as? String } == ["end", "invalid"])
        #expect(late.first?["reason"] as? String == "time-up")
    }

    @Test func runReadsUntilTheEndOfInputAndEndsTheGame() throws {
        let recorded = Recorded()
        var player = JSONLinesPlayer(session: try GameSession.guess(GuessConfiguration(), seed: 2, recorder: recorded.recorder, at: at(0)))
        var input = ["50", "49"][...]
        var written: [String] = []
        try player.run(reading: { input.popFirst() }, writing: { written += $0 }, now: { at(5) })
        #expect(objects(written).last?["event"] as? String == "end")
        #expect(recorded.records.count == 1)
    }

    @Test func aWriterThatFailsEndsAndRecordsTheGame() throws {
        struct Gone: Error {}
        let recorded = Recorded()
        var player = JSONLinesPlayer(session: try GameSession.guess(GuessConfiguration(), seed: 2, recorder: recorded.recorder, at: at(0)))
        var calls = 0
        #expect(throws: Gone.self) {
            try player.run(reading: { "50" }, writing: { _ in calls += 1; if calls > 2 { throw Gone() } }, now: { at(1) })
        }
        #expect(recorded.records.count == 1)
        #expect(recorded.records.first?.won == false)
    }
}
