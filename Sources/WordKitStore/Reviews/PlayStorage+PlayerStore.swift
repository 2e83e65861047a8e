import Foundation
import GameKernel
import WordKitPlay

extension PlayStorage {
    /// The games' view of a player's store: games and reviews recorded in it
    /// (a store that cannot be written is a warning, never the end of a
    /// game), and the decks of the library.
    ///
    /// - Parameters:
    ///   - store: The player's store.
    ///   - decks: The shipped and imported decks.
    ///   - warn: Where a store that cannot be written is said.
    public static func storing(in store: PlayerStore, decks: @escaping @Sendable () -> DeckLibrary, warn: @escaping @Sendable (String) -> Void)
        -> PlayStorage
    {
        PlayStorage(
            recorder: .storing(in: store, warn: warn), games: store.games, reviews: store.reviews,
            deck: { name, language in try decks().deckToPlay(name, language: language) })
    }
}
