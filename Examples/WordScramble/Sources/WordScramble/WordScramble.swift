import Foundation
import GameKernel
import WordKitPlay

/// Hacking with Swift's Word Scramble, played through the same `GameFactory`
/// the `wordkit` terminal uses: the root and the words a round counts come
/// from WordKit's content and lexicon, the checks, hints and scores from the
/// `hws` rules, and every ended round goes to an in-memory history.
struct WordScramble {
    /// Makes the rounds; its storage keeps the history.
    let factory: GameFactory
    /// The round being played.
    private(set) var session: GameSession<ScrambleState>

    /// Starts a round with a root of 8 letters from WordKit's shipped list.
    ///
    /// - Parameter seed: The round's seed, nil for a fresh one.
    init(seed: UInt64?) throws {
        factory = GameFactory(environment: PlayEnvironment(storage: .inMemory(), seed: seed))
        session = try factory.scramble(GameChoices(rules: .hws), at: Date())
    }

    /// The root word the player spells words from.
    var rootWord: String { session.game.root }
    /// The words found, newest first (as the original's `usedWords`).
    var usedWords: [String] { session.game.found.reversed() }
    /// The points so far.
    var score: Int { session.game.score }
    /// How many words the round counts.
    var possible: Int { session.game.possible.count }

    /// Checks a word as the original's `addNewWord()` did, and adds it.
    ///
    /// - Returns: nil when the word was added (or was empty), else the alert's title and message.
    mutating func addNewWord(_ newWord: String) -> (title: String, message: String)? {
        for event in session.perform(.submit(newWord), at: Date()) {
            if case .rejected(let rejected) = event { return (rejected.title, rejected.message) }
        }
        return nil
    }

    /// The start of a word not found yet, and how long it is.
    mutating func hint() -> String? {
        for event in session.perform(.hint, at: Date()) {
            if case .hint(let hint) = event { return "\(hint.start)… (\(hint.length) letters)" }
        }
        return nil
    }

    /// Ends the round: it is kept in the history.
    ///
    /// - Returns: The words the round counted that were not found.
    mutating func end() -> [String] {
        for event in session.end(at: Date()) {
            if case .end(let ended) = event { return ended.missed }
        }
        return []
    }

    /// The rounds in the history, and the best score among them.
    func history() throws -> (rounds: Int, best: Int) {
        let games = try factory.environment.storage.games().filter { $0.game == .scramble }
        return (games.count, games.compactMap(\.score).max() ?? 0)
    }
}
