import Foundation
import GameKernel
import Synchronization

/// What the games need from wherever a player's things are kept: a recorder
/// for ended games and reviews, the games played (lights-out progress), the
/// reviews (study and flashcards schedules) and the decks.
///
/// `WordKitStore` makes one over a player's store; ``inMemory(decks:)``
/// keeps everything in memory, for an app's preview or a test.
public struct PlayStorage: Sendable {
    /// Where each ended game and each review goes.
    public var recorder: GameRecorder
    /// The games played, oldest first.
    public var games: @Sendable () throws -> [GameRecord]
    /// The reviews made, oldest first.
    public var reviews: @Sendable () throws -> [CardReview]
    /// The deck to play: an id or a path, or nil for the default deck of the
    /// language (the second argument, a language or dictionary name).
    public var deck: @Sendable (_ name: String?, _ language: String) throws -> Deck

    /// A storage from its parts.
    public init(
        recorder: GameRecorder, games: @escaping @Sendable () throws -> [GameRecord],
        reviews: @escaping @Sendable () throws -> [CardReview],
        deck: @escaping @Sendable (_ name: String?, _ language: String) throws -> Deck
    ) {
        self.recorder = recorder
        self.games = games
        self.reviews = reviews
        self.deck = deck
    }

    /// A storage that keeps games and reviews in memory.
    ///
    /// - Parameter decks: The decks, by id; a deck asked for by no name is the first by id.
    public static func inMemory(decks: [String: Deck] = [:]) -> PlayStorage {
        let kept = Mutex<(games: [GameRecord], reviews: [CardReview])>(([], []))
        let recorder = GameRecorder(
            record: { record in kept.withLock { $0.games.append(record) } },
            recordReviews: { reviews in kept.withLock { $0.reviews += reviews } },
            withdrawReviews: { withdrawn in
                kept.withLock { kept in
                    for review in withdrawn.reversed() {
                        if let index = kept.reviews.lastIndex(of: review) { kept.reviews.remove(at: index) }
                    }
                }
            })
        return PlayStorage(
            recorder: recorder, games: { kept.withLock { $0.games } }, reviews: { kept.withLock { $0.reviews } },
            deck: { name, _ in
                guard let id = name ?? decks.keys.sorted().first else { throw PlayError.noDecks(folder: "memory") }
                guard let deck = decks[id] else { throw PlayError.unknownDeck(id) }
                return deck
            })
    }
}
