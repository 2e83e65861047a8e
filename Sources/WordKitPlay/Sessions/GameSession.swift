import Foundation
import GameKernel

/// A run of games of one kind, as a player plays them: the first game, then
/// each next one, with its counters, its seeded randomness, and every ended
/// game (and every flashcard review) handed to a recorder once.
///
/// Both front ends drive the same session: the terminal (keys become
/// actions) and ``JSONLinesPlayer`` (lines become actions). The session adds
/// no rule of its own; it asks the kernel (`GameRules`) and keeps what lasts
/// across games.
///
/// ```swift
/// var session = try GameSession.guess(GuessConfiguration(), seed: 7, at: now)
/// session.perform(.guess("50"), at: now)     // [.guess(…)]
/// session.perform(.newGame, at: now)         // [.end(…), .start(…)]: the first game is recorded
/// ```
public struct GameSession<Game: GameRules>: Sendable {
    /// The seed every game of the session draws from (reported in `start` events).
    public let seed: UInt64
    /// What the rules consult (roots and words, levels); each ended game may
    /// change it (a lights-out level won).
    public private(set) var environment: Game.Environment
    /// The game being played, or the last one when it has ended.
    public private(set) var game: Game
    /// The first game's opening events.
    public let openingEvents: [Game.Event]
    /// Games ended in this session (won, lost or given up).
    public private(set) var played = 0
    /// Games won in this session.
    public private(set) var won = 0

    private var rng: SplitMix64
    private let recorder: GameRecorder

    /// Starts a session and its first game.
    ///
    /// - Parameters:
    ///   - seed: The seed of every random choice.
    ///   - environment: What the rules consult.
    ///   - recorder: Where each ended game goes.
    ///   - start: Starts the first game with the session's generator.
    /// - Throws: What `start` throws.
    public init(
        seed: UInt64, environment: Game.Environment, recorder: GameRecorder = .none,
        start: (inout SplitMix64) throws -> (state: Game, events: [Game.Event])
    ) rethrows {
        self.seed = seed
        self.environment = environment
        self.recorder = recorder
        var rng = SplitMix64(seed: seed)
        (game, openingEvents) = try start(&rng)
        self.rng = rng
    }

    /// Whether a game is being played.
    public var isPlaying: Bool { !game.isOver }

    /// Takes one action.
    ///
    /// An action that replaces the game being played (`newGame`, and a
    /// lights-out retry) first leaves it (see ``leave(at:)``): recorded as
    /// abandoned once a move was made, not recorded before; a game that ends
    /// is recorded before its `end` event is returned, and the reviews an
    /// action makes (or takes back) are stored (or removed) before its
    /// events are returned.
    ///
    /// - Parameters:
    ///   - action: What the player did.
    ///   - time: The moment, as game time.
    /// - Returns: The events, in order.
    @discardableResult
    public mutating func perform(_ action: Game.Action, at time: Date) -> [Game.Event] {
        var events: [Game.Event] = []
        let replaces = Game.startsNewGame(action)
        if replaces { events += leave(at: time) }
        let wasPlaying = !game.isOver
        // A game that replaces another starts with no reviews of its own.
        let reviewsBefore = replaces ? [] : game.cardReviews
        events += game.apply(action, environment: environment, at: time, using: &rng)
        let reviews = game.cardReviews
        if reviews.count > reviewsBefore.count { recorder.recordReviews(Array(reviews[reviewsBefore.count...])) }
        // A grade taken back (study's undo) leaves the store too.
        if reviews.count < reviewsBefore.count { recorder.withdrawReviews(Array(reviewsBefore[reviews.count...])) }
        if wasPlaying && game.isOver { record() }
        return events
    }

    /// Ends the game being played (given up, quit); nothing when it has ended.
    ///
    /// - Parameter time: The moment.
    /// - Returns: The `end` event, or nothing.
    @discardableResult
    public mutating func end(at time: Date) -> [Game.Event] {
        guard !game.isOver else { return [] }
        return perform(Game.endAction, at: time)
    }

    /// Ends the game being played because the player quits (`q`, `:quit`,
    /// the end of input); nothing when it has ended.
    ///
    /// For most games this is ``end(at:)``; for a game whose rules say
    /// quitting leaves it (`GameRules.quittingLeaves`, word scramble) it is
    /// ``leave(at:)``: not recorded before any move, abandoned after.
    ///
    /// - Parameter time: The moment.
    /// - Returns: The `end` event, or nothing, and whether the game ended
    ///   now without being recorded.
    @discardableResult
    public mutating func quit(at time: Date) -> (events: [Game.Event], unrecorded: Bool) {
        guard Game.quittingLeaves else { return (end(at: time), false) }
        let unrecorded = !game.isOver && !game.hasMoves
        return (leave(at: time), unrecorded)
    }

    /// Ends the game being played because the player leaves it for another
    /// one (a setting changed, a new game, another game chosen); nothing when
    /// it has ended.
    ///
    /// A game left before any move (`GameRules.hasMoves`) is not a game
    /// played: it is neither recorded nor counted. Once a move was made it is
    /// recorded as abandoned, also in a game without a winner (a word-scramble
    /// round left is not a round finished).
    ///
    /// - Parameter time: The moment.
    /// - Returns: The `end` event, or nothing.
    @discardableResult
    public mutating func leave(at time: Date) -> [Game.Event] {
        guard !game.isOver else { return [] }
        let counts = game.hasMoves
        let reviewsBefore = game.cardReviews.count
        let events = game.apply(Game.endAction, environment: environment, at: time, using: &rng)
        let reviews = game.cardReviews
        if reviews.count > reviewsBefore { recorder.recordReviews(Array(reviews[reviewsBefore...])) }
        if counts && game.isOver { record(as: .abandoned) }
        return events
    }

    /// Ends the game being played and starts the next one.
    ///
    /// - Parameter time: The moment.
    /// - Returns: The events: the old game's `end` (if it was being played), the new `start`.
    @discardableResult
    public mutating func newGame(at time: Date) -> [Game.Event] {
        perform(Game.newGameAction, at: time)
    }

    /// Counts the game that just ended and hands it to the recorder.
    ///
    /// - Parameter result: How it ended, when the session knows better than
    ///   the rules (a game left is abandoned); nil for the rules' result.
    private mutating func record(as result: GameResult? = nil) {
        guard var record = game.historyRecord else { return }
        if let result { record.result = result }
        environment = Game.environment(environment, after: record)
        played += 1
        if record.won == true { won += 1 }
        recorder.record(record)
    }
}
