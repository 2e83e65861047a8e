import Foundation
import GameKernel

extension GameSession where Game == GuessState {
    /// A session of guess the number.
    ///
    /// - Parameters:
    ///   - configuration: The range and lives.
    ///   - seed: The session's seed.
    ///   - recorder: Where ended games go.
    ///   - time: The moment play starts.
    /// - Returns: The session, its first game started.
    /// - Throws: ``PlayError/invalidOptions(_:)`` for a range of one number or no lives.
    public static func guess(
        _ configuration: GuessConfiguration, seed: UInt64, recorder: GameRecorder = .none, at time: Date
    ) throws -> Self {
        try mapping(GuessError.self, to: PlayError.invalidOptions) {
            try Self(seed: seed, environment: (), recorder: recorder) { rng in
                try GuessState.start(configuration, at: time, using: &rng)
            }
        }
    }
}

extension GameSession where Game == FlashcardsState {
    /// A session of flashcards over one deck.
    ///
    /// - Parameters:
    ///   - deck: The deck.
    ///   - configuration: Card limit, countdown, requeueing.
    ///   - scheduling: The cards' schedules and the scheduler, so that due
    ///     cards are dealt first and every answer is a review (handed to the
    ///     recorder); nil for neither.
    ///   - seed: The session's seed.
    ///   - recorder: Where ended rounds and reviews go.
    ///   - time: The moment play starts.
    /// - Returns: The session, its first round dealt.
    /// - Throws: ``PlayError/unplayableData(_:)`` for an empty deck,
    ///   ``PlayError/invalidOptions(_:)`` for a bad option.
    public static func flashcards(
        _ deck: Deck, configuration: FlashcardsConfiguration, scheduling: FlashcardsScheduling? = nil, seed: UInt64,
        recorder: GameRecorder = .none, at time: Date
    ) throws -> Self {
        do {
            return try Self(seed: seed, environment: (), recorder: recorder) { rng in
                try FlashcardsState.start(deck, configuration: configuration, scheduling: scheduling, at: time, using: &rng)
            }
        } catch let error as FlashcardsError {
            if case .emptyDeck = error { throw PlayError.unplayableData(error.description) }
            throw PlayError.invalidOptions(error.description)
        }
    }
}

extension GameSession where Game == ScrambleState {
    /// A session of word scramble.
    ///
    /// - Parameters:
    ///   - configuration: Language, length and rules.
    ///   - environment: The roots and the words.
    ///   - seed: The session's seed.
    ///   - recorder: Where ended rounds go.
    ///   - time: The moment play starts.
    /// - Returns: The session, its first root dealt.
    /// - Throws: ``PlayError/invalidOptions(_:)`` when the round cannot be set up.
    public static func scramble(
        _ configuration: ScrambleConfiguration, environment: ScrambleEnvironment, seed: UInt64,
        recorder: GameRecorder = .none, at time: Date
    ) throws -> Self {
        try mapping(ScrambleError.self, to: PlayError.invalidOptions) {
            try Self(seed: seed, environment: environment, recorder: recorder) { rng in
                try ScrambleState.start(configuration, environment: environment, at: time, using: &rng)
            }
        }
    }
}

extension GameSession where Game == LightsState {
    /// A session of lights out.
    ///
    /// - Parameters:
    ///   - setup: The first board: a level or a random board.
    ///   - environment: The levels to go on through.
    ///   - seed: The session's seed.
    ///   - recorder: Where ended games go.
    ///   - time: The moment play starts.
    /// - Returns: The session, its first board set.
    /// - Throws: ``PlayError``: `invalidOptions` for a size out of range,
    ///   `unplayableData` for a level that cannot be played.
    public static func lights(
        _ setup: LightsSetup, environment: LightsEnvironment, seed: UInt64, recorder: GameRecorder = .none,
        at time: Date
    ) throws -> Self {
        do {
            return try Self(seed: seed, environment: environment, recorder: recorder) { rng in
                try LightsState.start(setup, at: time, using: &rng)
            }
        } catch let error as LightsError {
            throw setup.levelNumber == nil
                ? PlayError.invalidOptions(error.description) : PlayError.unplayableData(error.description)
        }
    }
}

/// Runs `body`, turning an error of type `E` into a ``PlayError`` built from its description.
private func mapping<T, E: Error & CustomStringConvertible>(
    _ type: E.Type, to wrap: (String) -> PlayError, _ body: () throws -> T
) throws -> T {
    do {
        return try body()
    } catch let error as E {
        throw wrap(error.description)
    }
}
