import GameKernel

/// A deck as stored in `Content/decks/<id>.json` and in the user's imported
/// decks: GameKernel's `GameKernel.Deck` fields plus where the cards came from.
public struct ContentDeck: Sendable, Hashable, Codable {
    /// The identifier, also the file name.
    public var id: String
    /// The title, for people.
    public var title: String
    /// The prompt language, then the answer language.
    public var languages: [LanguageCode]
    /// The cards, in play order.
    public var cards: [Card]
    /// Where the cards came from and under which licence.
    public var source: String
    /// Tags and original HTML by card id, for cards imported from Anki that
    /// have them; nil when no card has any (and then left out of the JSON).
    public var cardExtras: [String: CardExtras]? = nil

    /// Creates a deck.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - title: The title.
    ///   - languages: Prompt and answer languages.
    ///   - cards: The cards.
    ///   - source: Provenance and licence.
    public init(id: String, title: String, languages: [LanguageCode], cards: [Card], source: String) {
        self.id = id
        self.title = title
        self.languages = languages
        self.cards = cards
        self.source = source
    }

    /// The deck for the game kernel.
    public var deck: Deck { Deck(id: id, title: title, languages: languages, cards: cards) }

    /// The file's path inside `Content/`.
    public var path: String { "decks/\(id).json" }
}
