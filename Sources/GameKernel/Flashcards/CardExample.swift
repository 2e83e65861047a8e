/// A sentence that uses a card's word, with its translation and where it
/// came from (`{"text": "El perro ladra.", "translation": "The dog barks.",
/// "source": "Tatoeba"}`).
///
/// The sentence is in the card's prompt language and the translation in its
/// answer language, so a learner sees the word at work once the answer is
/// shown. ``source`` names the corpus the pair was taken from; the licence
/// that covers it is in the deck's own source line.
///
/// In JSON an example is an object of the three strings. A deck written
/// before examples had translations holds a plain string there; it reads as
/// the sentence, with an empty translation and source, as does an object
/// without `translation` or `source`.
public struct CardExample: Sendable, Equatable, Hashable, Codable {
    /// The sentence, in the card's prompt language.
    public var text: String
    /// The sentence's translation, in the card's answer language; empty when
    /// the deck has none.
    public var translation: String
    /// The corpus the sentence and its translation come from (for example
    /// `Tatoeba`); empty when the deck does not say.
    public var source: String

    /// Creates an example.
    ///
    /// - Parameters:
    ///   - text: The sentence, in the prompt's language.
    ///   - translation: Its translation, in the answer's language.
    ///   - source: The corpus it comes from.
    public init(text: String, translation: String = "", source: String = "") {
        self.text = text
        self.translation = translation
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case text, translation, source
    }

    /// Decodes an example from an object `{"text", "translation", "source"}`
    /// or, as deck files before translations held it, a plain string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.typeMismatch` for a value that is neither a
    ///   string nor an object, `DecodingError.keyNotFound` for an object
    ///   without `text`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(text: text)
            return
        }
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(
                CardExample.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an example is a sentence (a string) or an object {\"text\", \"translation\", \"source\"}",
                    underlyingError: error))
        }
        self.init(
            text: try container.decode(String.self, forKey: .text),
            translation: try container.decodeIfPresent(String.self, forKey: .translation) ?? "",
            source: try container.decodeIfPresent(String.self, forKey: .source) ?? "")
    }

    /// Encodes the example as an object of all three strings, empty ones included.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(translation, forKey: .translation)
        try container.encode(source, forKey: .source)
    }
}
