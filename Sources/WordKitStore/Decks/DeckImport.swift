import ContentPipeline
import WordKitPlay

/// What importing one deck of a file did (see ``DeckLibrary/importDecks(_:into:replacing:)``).
public struct DeckImport: Sendable, Equatable, CustomStringConvertible {
    /// What happened to the deck.
    public enum Change: Sendable, Equatable {
        /// The deck was added (or, when replacing, put in place of the deck of
        /// its id) with this many cards.
        case added(cards: Int)
        /// An imported deck was updated: the cards added, updated and unchanged.
        case merged(DeckMerge)
    }

    /// Another imported deck holding cards of the deck imported.
    public struct SharedCards: Sendable, Equatable {
        /// The other deck's id.
        public let deckID: String
        /// How many of the file's cards it has (the same id, or the same prompt
        /// where neither has a guid).
        public let cards: Int

        /// Creates a count of shared cards.
        ///
        /// - Parameters:
        ///   - deckID: The other deck's id.
        ///   - cards: How many of the file's cards it has.
        public init(deckID: String, cards: Int) {
            self.deckID = deckID
            self.cards = cards
        }
    }

    /// The id of the deck added or updated.
    public let deckID: String
    /// What happened to it.
    public let change: Change
    /// For a deck added: the other imported decks that hold some of its
    /// cards, most first. The file may have been meant to update one of
    /// them, which is asked for with `into`. Empty for a deck updated.
    public let sharedCards: [SharedCards]

    /// Creates the outcome of one deck's import.
    ///
    /// - Parameters:
    ///   - deckID: The id of the deck added or updated.
    ///   - change: What happened to it.
    ///   - sharedCards: The other imported decks holding some of its cards.
    public init(deckID: String, change: Change, sharedCards: [SharedCards]) {
        self.deckID = deckID
        self.change = change
        self.sharedCards = sharedCards
    }

    /// `imported 3 cards as deck words` or `updated deck words: 1 added, 1 updated, 1 unchanged`.
    public var description: String {
        switch change {
        case .added(let cards): "imported \(Plural.count(cards, "card")) as deck \(deckID)"
        case .merged(let merge):
            "updated deck \(deckID): \(merge.added.count) added, \(merge.updated.count) updated, \(merge.unchanged.count) unchanged"
        }
    }
}
