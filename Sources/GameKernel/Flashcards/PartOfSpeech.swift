/// A word's part of speech, as a learner deck labels it.
///
/// A string wrapper rather than a closed enum, so that a deck from elsewhere
/// with a label WordKit does not know still decodes.
public struct PartOfSpeech: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The label as stored, such as `noun`.
    public let rawValue: String

    /// Creates a part of speech.
    ///
    /// - Parameter rawValue: The label.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decodes a single string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the label as a single string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The label.
    public var description: String { rawValue }

    /// The short label a card shows (`n.`, `v.`, `adj.`), or the label itself.
    public var abbreviation: String {
        switch self {
        case .noun: "n."
        case .verb: "v."
        case .adjective: "adj."
        case .adverb: "adv."
        case .pronoun: "pron."
        case .determiner: "det."
        case .preposition: "prep."
        case .conjunction: "conj."
        case .numeral: "num."
        case .interjection: "interj."
        default: rawValue
        }
    }

    /// A noun.
    public static let noun = PartOfSpeech(rawValue: "noun")
    /// A verb.
    public static let verb = PartOfSpeech(rawValue: "verb")
    /// An adjective.
    public static let adjective = PartOfSpeech(rawValue: "adjective")
    /// An adverb.
    public static let adverb = PartOfSpeech(rawValue: "adverb")
    /// A pronoun.
    public static let pronoun = PartOfSpeech(rawValue: "pronoun")
    /// A determiner or article.
    public static let determiner = PartOfSpeech(rawValue: "determiner")
    /// A preposition.
    public static let preposition = PartOfSpeech(rawValue: "preposition")
    /// A conjunction.
    public static let conjunction = PartOfSpeech(rawValue: "conjunction")
    /// A number word.
    public static let numeral = PartOfSpeech(rawValue: "numeral")
    /// An interjection.
    public static let interjection = PartOfSpeech(rawValue: "interjection")
}
