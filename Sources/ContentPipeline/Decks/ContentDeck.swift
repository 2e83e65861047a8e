import GameKernel

/// A deck as stored in `Content/decks/<id>.json` and in the user's imported
/// decks: GameKernel's `GameKernel.Deck` fields plus where the cards came
/// from and the format version.
///
/// Format 1 (no `format` key) had cards of `id`, `prompt` and `answer` only;
/// format 2 adds the cards' optional `partOfSpeech`, `gender`, `rank`,
/// `example` and `audio`. Both decode; writing always gives the current format.
public struct ContentDeck: Sendable, Hashable, Codable {
    /// The format written by this version of WordKit.
    public static let currentFormat = 2

    /// The deck format the file was written in (1 when it does not say).
    public var format: Int
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

    /// Creates a deck in the current format.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - title: The title.
    ///   - languages: Prompt and answer languages.
    ///   - cards: The cards.
    ///   - source: Provenance and licence.
    public init(id: String, title: String, languages: [LanguageCode], cards: [Card], source: String) {
        format = Self.currentFormat
        self.id = id
        self.title = title
        self.languages = languages
        self.cards = cards
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case format, id, title, languages, cards, source, cardExtras
    }

    /// Decodes a deck of any known format.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing field, or a format newer than
    ///   ``currentFormat``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decodeIfPresent(Int.self, forKey: .format) ?? 1
        guard (1...Self.currentFormat).contains(format) else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container,
                debugDescription: "deck format \(format) is newer than this WordKit reads (up to \(Self.currentFormat)); update WordKit")
        }
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        languages = try container.decode([LanguageCode].self, forKey: .languages)
        cards = try container.decode([Card].self, forKey: .cards)
        source = try container.decode(String.self, forKey: .source)
        cardExtras = try container.decodeIfPresent([String: CardExtras].self, forKey: .cardExtras)
    }

    /// Encodes the deck in the current format.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormat, forKey: .format)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(languages, forKey: .languages)
        try container.encode(cards, forKey: .cards)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(cardExtras, forKey: .cardExtras)
    }

    /// The deck for the game kernel.
    public var deck: Deck { Deck(id: id, title: title, languages: languages, cards: cards) }

    /// The file's path inside `Content/`.
    public var path: String { "decks/\(id).json" }
}
