/// A named set of flashcards, as stored in `Content/decks/<id>.json`.
public struct Deck: Sendable, Hashable, Codable, Identifiable {
    /// The deck's identifier, also its file name.
    public var id: String
    /// The deck's title, for people.
    public var title: String
    /// The languages its cards use, such as `["en", "es"]` for English prompts
    /// with Spanish answers.
    public var languages: [LanguageCode]
    /// The cards, in their stored order.
    public var cards: [Card]

    /// Creates a deck.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - title: The title.
    ///   - languages: The languages.
    ///   - cards: The cards.
    public init(id: String, title: String, languages: [LanguageCode], cards: [Card]) {
        self.id = id
        self.title = title
        self.languages = languages
        self.cards = cards
    }
}
