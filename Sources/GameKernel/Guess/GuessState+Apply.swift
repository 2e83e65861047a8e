import Foundation

extension GuessState {
    /// Takes one action.
    ///
    /// `newGame` during a game first gives it up (its `end` shows the
    /// answer). A numeric guess outside the range still shown is reported as
    /// `out-of-range` and, as in the original, costs a life; a guess that
    /// narrows the range costs a life; the right guess costs nothing and wins,
    /// even on the last life. Input that is not a number costs nothing (the
    /// original took a life for it, and six empty inputs left the game
    /// neither won nor lost).
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - time: The moment of the action.
    ///   - rng: The source of randomness for a new secret.
    /// - Returns: The events the action caused.
    public mutating func apply(
        _ action: GuessAction, at time: Date, using rng: inout some RandomNumberGenerator
    ) -> [GuessEvent] {
        switch action {
        case .newGame:
            let ended = phase == .playing ? finish(won: false, at: time) : []
            self = GuessState(configuration: configuration, secret: rng.uniform(in: configuration.range), at: time)
            return ended + [startEvent]
        case .guess, .hint, .end:
            guard phase == .playing else {
                return [.ignored(IgnoredAction(action: action.name, message: "The game is over; play again."))]
            }
            switch action {
            case .guess(let input): return guess(input, at: time)
            case .hint: return [.hint(GuessHint(min: low, max: high, lives: lives, spoken: spokenRange))]
            default: return finish(won: false, at: time)
            }
        }
    }

    /// Judges one guess.
    private mutating func guess(_ input: String, at time: Date) -> [GuessEvent] {
        guard let number = Int(input.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return [.invalid(GuessInvalid(input: input, lives: lives, message: "Enter a number!"))]
        }
        guesses.append(number)
        let result: GuessResult
        if number < low || number > high {
            result = .outOfRange
        } else if number > secret {
            result = .tooHigh
            high = number - 1
        } else if number < secret {
            result = .tooLow
            low = number + 1
        } else {
            result = .correct
        }
        if result != .correct { lives -= 1 }
        var events: [GuessEvent] = [
            .guess(GuessMade(guess: number, result: result, min: low, max: high, lives: lives))
        ]
        if result == .correct {
            events += finish(won: true, at: time)
        } else if lives == 0 {
            events += finish(won: false, at: time)
        }
        return events
    }

    /// Ends the game, showing the answer.
    private mutating func finish(won: Bool, at time: Date) -> [GuessEvent] {
        phase = won ? .won : .lost
        endedAt = max(time, startedAt)
        return [.end(GuessEnded(won: won, answer: secret, guesses: guesses.count))]
    }
}

extension GuessState: SelfContainedGame {
    /// What the player can do.
    public typealias Action = GuessAction
    /// What can happen.
    public typealias Event = GuessEvent

    /// The action that gives the game up.
    public static var endAction: GuessAction { .end }

    /// The action that starts a game with a new secret.
    public static var newGameAction: GuessAction { .newGame }

    /// Whether the game is over.
    public var isOver: Bool { phase != .playing }

    /// Whether a number was guessed.
    public var hasMoves: Bool { !guesses.isEmpty }
}
