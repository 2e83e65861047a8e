/// What a deck keeps about a card beyond `GameKernel.Card`: its Anki tags
/// and the HTML its text came from.
///
/// A card's prompt and answer are always plain text, ready for a terminal.
/// When a card was imported from Anki with formatting (bold, lists, images),
/// the HTML is kept here so that exporting the deck gives Anki its formatting
/// back; HTML that only escapes plain text (`&amp;`, `<br>`) is not kept.
/// ``ContentDeck/cardExtras`` holds these by card id.
public struct CardExtras: Sendable, Hashable, Codable {
    /// Anki tags, in the order first seen; never empty strings, never spaces.
    public var tags: [String]
    /// The prompt's original HTML, when it had formatting; its plain text is the card's prompt.
    public var promptHTML: String?
    /// The answer's original HTML, when it had formatting; its plain text is the card's answer.
    public var answerHTML: String?

    /// Creates extras.
    ///
    /// - Parameters:
    ///   - tags: Anki tags.
    ///   - promptHTML: The prompt's HTML, or nil.
    ///   - answerHTML: The answer's HTML, or nil.
    public init(tags: [String] = [], promptHTML: String? = nil, answerHTML: String? = nil) {
        self.tags = tags
        self.promptHTML = promptHTML
        self.answerHTML = answerHTML
    }

    /// Whether there is nothing to keep.
    public var isEmpty: Bool { tags.isEmpty && promptHTML == nil && answerHTML == nil }

    private enum CodingKeys: String, CodingKey {
        case tags, promptHTML, answerHTML
    }

    /// Decodes extras; a missing `tags` is no tags.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        promptHTML = try container.decodeIfPresent(String.self, forKey: .promptHTML)
        answerHTML = try container.decodeIfPresent(String.self, forKey: .answerHTML)
    }

    /// Encodes extras, leaving out what is empty.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encodeIfPresent(promptHTML, forKey: .promptHTML)
        try container.encodeIfPresent(answerHTML, forKey: .answerHTML)
    }
}
