import Foundation
import Testing
@testable import GameKernel

/// How each game's ending becomes a history result: won, lost, abandoned
/// (the player left), or finished (no winner).
@Suite struct GameResultTests {
    @Test func guessIsWonLostOrAbandoned() throws {
        let configuration = GuessConfiguration(range: 0...10, lives: 2)
        var rng = SplitMix64(seed: 1)
        var won = GuessState(configuration: configuration, secret: 4, at: at(0))
        _ = won.apply(.guess("4"), at: at(1), using: &rng)
        #expect(won.historyRecord?.result == .won)
        #expect(won.historyRecord?.won == true)

        var lost = GuessState(configuration: configuration, secret: 4, at: at(0))
        _ = lost.apply(.guess("1"), at: at(1), using: &rng)
        _ = lost.apply(.guess("9"), at: at(2), using: &rng)
        #expect(lost.historyRecord?.result == .lost)

        // Giving up with lives left, or starting another game, is leaving, not losing.
        var quit = GuessState(configuration: configuration, secret: 4, at: at(0))
        _ = quit.apply(.guess("1"), at: at(1), using: &rng)
        _ = quit.apply(.end, at: at(2), using: &rng)
        #expect(quit.historyRecord?.result == .abandoned)
        #expect(quit.historyRecord?.won == false)
        #expect(GuessState(configuration: configuration, secret: 4, at: at(0)).historyRecord == nil)
    }

    @Test func lightsIsWonLostOrAbandoned() throws {
        var rng = SplitMix64(seed: 2)
        var (quit, _) = try LightsState.start(.random(size: 3), at: at(0), using: &rng)
        _ = quit.apply(.end, environment: LightsEnvironment(), at: at(3), using: &rng)
        #expect(quit.historyRecord?.result == .abandoned)
        // One press from all off wins.
        let level = LightsLevel(number: 1, size: 3, presses: [LightsPosition(row: 1, column: 1)])
        var (won, _) = try LightsState.start(.level(level), at: at(0), using: &rng)
        _ = won.apply(.press(row: 1, column: 1), environment: LightsEnvironment(), at: at(1), using: &rng)
        #expect(won.historyRecord?.result == .won)
    }

    @Test func flashcardsIsWonOnlyWhenEveryCardEndsRight() throws {
        let deck = Deck(id: "d", title: "D", languages: [], cards: (0..<3).map { Card(id: "\($0)", prompt: "p\($0)", answer: "a\($0)") })
        var rng = SplitMix64(seed: 3)
        func round(_ configuration: FlashcardsConfiguration, _ marks: [FlashcardsAction]) throws -> FlashcardsState {
            var (state, _) = try FlashcardsState.start(deck, configuration: configuration, at: at(0), using: &rng)
            for (index, mark) in marks.enumerated() { _ = state.apply(mark, at: at(Double(index + 1)), using: &rng) }
            return state
        }
        #expect(try round(FlashcardsConfiguration(), [.markRight, .markRight, .markRight]).result == .won)
        // Requeued (the default), a wrong card comes back; the round is won once it is answered right.
        #expect(try round(FlashcardsConfiguration(), [.markWrong, .markRight, .markRight, .markRight]).result == .won)
        // Not requeued, a wrong card stays wrong: every card marked wrong is not a win (it was, before).
        #expect(try round(FlashcardsConfiguration(requeueWrongCards: false), [.markWrong, .markWrong, .markWrong]).result == .lost)
        #expect(try round(FlashcardsConfiguration(), [.markRight, .end]).result == .abandoned)
        var late = try round(FlashcardsConfiguration(timeLimit: 5), [.markRight])
        _ = late.apply(.tick, at: at(6), using: &rng)
        #expect(late.result == .lost)
        #expect(late.endReason == .timeUp)
    }

    @Test func recordsWithoutAResultDecodeFromWon() throws {
        let old = #"{"game":"guess","start":0,"duration":3,"won":true,"steps":2,"score":null,"language":null,"details":{}}"#
        #expect(try decode(GameRecord.self, old).result == .won)
        let scramble = #"{"game":"scramble","start":0,"duration":3,"steps":2,"details":{}}"#
        #expect(try decode(GameRecord.self, scramble).result == .finished)
        let record = GameRecord(game: .flashcards, start: at(0), duration: 1, result: .abandoned, steps: 1, score: 0, language: nil, details: [:])
        let text = try json(record)
        #expect(text.contains(#""result":"abandoned""#) && text.contains(#""won":false"#))
        #expect(try decode(GameRecord.self, text) == record)
        var changed = record
        changed.won = true
        #expect(changed.result == .won)
        #expect(GameResult.allCases.map(\.won) == [true, false, false, nil])
    }
}
