import Foundation
import Testing
@testable import GameKernel

/// A game with a known secret, started at time 0.
private func game(secret: Int, _ configuration: GuessConfiguration = GuessConfiguration()) -> GuessState {
    GuessState(configuration: configuration, secret: secret, at: at(0))
}

@Suite struct GuessTests {
    @Test func startDrawsASecretInTheRange() throws {
        var rng = SplitMix64(seed: 4)
        let (state, events) = try GuessState.start(at: at(0), using: &rng)
        #expect((0...100).contains(state.secret))
        #expect(state == game(secret: state.secret))
        #expect(state.low == 0 && state.high == 100 && state.lives == 6 && state.guesses == [])
        #expect(state.phase == .playing && state.historyRecord == nil)
        #expect(events == [.start(GuessStarted(min: 0, max: 100, lives: 6))])
        #expect(state.spokenRange == "0 to 100")
    }

    @Test func bothEndsOfTheRangeCanBeTheSecret() throws {
        var seen = Set<Int>()
        for seed in 0..<200 {
            var rng = SplitMix64(seed: UInt64(seed))
            seen.insert(try GuessState.start(GuessConfiguration(range: 0...3), at: at(0), using: &rng).state.secret)
        }
        #expect(seen == [0, 1, 2, 3])
    }

    @Test func bothEndsOfTheRangeCanBeGuessed() {
        // The original's exclusive bounds reported 0 and 100 as out of range.
        var rng = SplitMix64(seed: 0)
        for secret in [0, 100] {
            var state = game(secret: secret)
            let events = state.apply(.guess(String(secret)), at: at(1), using: &rng)
            #expect(
                events == [
                    .guess(GuessMade(guess: secret, result: .correct, min: 0, max: 100, lives: 6)),
                    .end(GuessEnded(won: true, answer: secret, guesses: 1)),
                ])
        }
    }

    @Test func wrongGuessesNarrowTheRangeAndCostALife() {
        var state = game(secret: 42)
        var rng = SplitMix64(seed: 0)
        var expected = state

        var events = state.apply(.guess(" 57 "), at: at(1), using: &rng)
        expected.high = 56
        expected.lives = 5
        expected.guesses = [57]
        #expect(state == expected)
        #expect(events == [.guess(GuessMade(guess: 57, result: .tooHigh, min: 0, max: 56, lives: 5))])

        events = state.apply(.guess("11"), at: at(2), using: &rng)
        expected.low = 12
        expected.lives = 4
        expected.guesses = [57, 11]
        #expect(state == expected)
        #expect(events == [.guess(GuessMade(guess: 11, result: .tooLow, min: 12, max: 56, lives: 4))])
        #expect(state.spokenRange == "12 to 56")

        // Outside the range still shown: reported, range unchanged, a life spent.
        for (index, number) in [57, 11, -5, 101].enumerated() {
            events = state.apply(.guess(String(number)), at: at(3), using: &rng)
            expected.lives -= 1
            expected.guesses.append(number)
            if index < 3 {
                #expect(state == expected)
                #expect(
                    events
                        == [.guess(GuessMade(guess: number, result: .outOfRange, min: 12, max: 56, lives: expected.lives))])
            }
        }
        // The sixth wrong guess ends the game and shows the answer.
        expected.phase = .lost
        expected.endedAt = at(3)
        #expect(state == expected)
        #expect(
            events == [
                .guess(GuessMade(guess: 101, result: .outOfRange, min: 12, max: 56, lives: 0)),
                .end(GuessEnded(won: false, answer: 42, guesses: 6)),
            ])
    }

    @Test func inputThatIsNotANumberNeverCostsALife() {
        // In the original every press cost a life, yet six empty inputs never ended the game.
        var state = game(secret: 42)
        var rng = SplitMix64(seed: 0)
        let before = state
        for input in ["", "   ", "abc", "4 2", "1e3", "99999999999999999999999", "½"] {
            for _ in 0..<7 {
                let events = state.apply(.guess(input), at: at(1), using: &rng)
                #expect(events == [.invalid(GuessInvalid(input: input, lives: 6, message: "Enter a number!"))])
                #expect(state == before)
            }
        }
    }

    @Test func theRightGuessOnTheLastLifeWins() {
        var state = game(secret: 7, GuessConfiguration(range: 0...10, lives: 2))
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.guess("3"), at: at(1), using: &rng)
        #expect(state.lives == 1)
        let events = state.apply(.guess("7"), at: at(9), using: &rng)
        #expect(state.phase == .won)
        #expect(state.lives == 1)
        #expect(events.last == .end(GuessEnded(won: true, answer: 7, guesses: 2)))
        #expect(
            state.historyRecord
                == GameRecord(
                    game: .guess, start: at(0), duration: 9, won: true, steps: 2, score: nil, language: nil,
                    details: ["answer": "7", "range": "0...10", "lives": "1"]))
    }

    @Test func theRangeToSpeak() {
        var state = game(secret: 30)
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.guess("11"), at: at(1), using: &rng)
        _ = state.apply(.guess("58"), at: at(2), using: &rng)
        #expect(state.spokenRange == "12 to 57")
    }

    @Test func afterTheEndOnlyANewGameDoesAnything() {
        var state = game(secret: 5)
        var rng = SplitMix64(seed: 3)
        _ = state.apply(.end, at: at(4), using: &rng)
        #expect(state.phase == .lost)
        #expect(state.endedAt == at(4))
        let ended = state
        for action in [GuessAction.guess("5"), .end, .hint] {
            #expect(state.apply(action, at: at(5), using: &rng).first?.kind == "ignored")
            #expect(state == ended)
        }
        var copy = rng
        let events = state.apply(.newGame, at: at(6), using: &rng)
        let secret = copy.uniform(in: 0...100)
        #expect(state == GuessState(configuration: GuessConfiguration(), secret: secret, at: at(6)))
        #expect(events == [.start(GuessStarted(min: 0, max: 100, lives: 6))])
    }

    @Test func giveUpShowsTheAnswer() {
        var state = game(secret: 64)
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.guess("10"), at: at(1), using: &rng)
        #expect(state.apply(.end, at: at(2), using: &rng) == [.end(GuessEnded(won: false, answer: 64, guesses: 1))])
    }

    /// A new game during a game gives it up first: its end shows the answer.
    @Test func aNewGameGivesUpTheOneBeingPlayed() {
        var state = game(secret: 64)
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.guess("10"), at: at(1), using: &rng)
        let events = state.apply(.newGame, at: at(2), using: &rng)
        #expect(events.first == .end(GuessEnded(won: false, answer: 64, guesses: 1)))
        #expect(events.last == .start(GuessStarted(min: 0, max: 100, lives: 6)))
        #expect(events.count == 2)
        #expect(state.phase == .playing)
    }

    @Test func aHintGivesTheRangeInNumbersAndWords() {
        var state = game(secret: 40)
        var rng = SplitMix64(seed: 0)
        _ = state.apply(.guess("11"), at: at(1), using: &rng)
        #expect(state.apply(.hint, at: at(2), using: &rng) == [.hint(GuessHint(min: 12, max: 100, lives: 5, spoken: "12 to 100"))])
        #expect(state.lives == 5)
    }

    @Test func badConfigurationsThrow() {
        var rng = SplitMix64(seed: 0)
        #expect(throws: GuessError.rangeTooSmall(5...5)) {
            try GuessState.start(GuessConfiguration(range: 5...5), at: at(0), using: &rng)
        }
        #expect(throws: GuessError.noLives(0)) {
            try GuessState.start(GuessConfiguration(lives: 0), at: at(0), using: &rng)
        }
        // Extreme ranges neither trap nor overflow.
        var state = game(secret: Int.min, GuessConfiguration(range: Int.min...Int.max, lives: 3))
        _ = state.apply(.guess(String(Int.max)), at: at(1), using: &rng)
        _ = state.apply(.guess(String(Int.min)), at: at(2), using: &rng)
        #expect(state.phase == .won)
        #expect(state.high == Int.max - 1)
    }

    @Test func sameSeedSameGame() throws {
        func play(_ seed: UInt64) throws -> (GuessState, [GuessEvent]) {
            var rng = SplitMix64(seed: seed)
            var (state, events) = try GuessState.start(at: at(0), using: &rng)
            for action in [GuessAction.guess("50"), .guess("x"), .newGame, .guess("25")] {
                events += state.apply(action, at: at(1), using: &rng)
            }
            return (state, events)
        }
        let a = try play(5)
        #expect(a.0 == (try play(5)).0)
        #expect(a.1 == (try play(5)).1)
    }

    @Test func eventsEncodeFlat() throws {
        #expect(
            try json(GuessEvent.guess(GuessMade(guess: 50, result: .tooHigh, min: 0, max: 49, lives: 5)))
                == #"{"event":"guess","guess":50,"lives":5,"max":49,"min":0,"result":"too-high"}"#)
        #expect(
            try json(GuessEvent.invalid(GuessInvalid(input: "", lives: 6, message: "Enter a number!")))
                == #"{"event":"invalid","input":"","lives":6,"message":"Enter a number!"}"#)
        let events: [GuessEvent] = [
            .start(GuessStarted(min: 0, max: 100, lives: 6)),
            .guess(GuessMade(guess: 1, result: .outOfRange, min: 2, max: 3, lives: 1)),
            .end(GuessEnded(won: false, answer: 3, guesses: 6)),
            .ignored(IgnoredAction(action: "guess", message: "over")),
        ]
        for event in events {
            #expect(try decode(GuessEvent.self, try json(event)) == event)
        }
    }
}
