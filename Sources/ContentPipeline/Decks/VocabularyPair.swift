/// A bilingual dictionary that makes vocabulary decks.
public struct VocabularyPair: Sendable, Hashable {
    /// The prompt language code.
    public var from: String
    /// The answer language code.
    public var to: String
    /// The FreeDict name (`eng-spa`): folder `Dictionaries/freedict/<name>/`.
    public var freedict: String

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - from: The prompt language.
    ///   - to: The answer language.
    ///   - freedict: The FreeDict dictionary name.
    public init(from: String, to: String, freedict: String) {
        self.from = from
        self.to = to
        self.freedict = freedict
    }

    /// The deck id prefix (`en-es`), also the card id prefix.
    public var id: String { "\(from)-\(to)" }

    /// en→es, en→it, es→en, it→en.
    public static let standard = [
        VocabularyPair(from: "en", to: "es", freedict: "eng-spa"),
        VocabularyPair(from: "en", to: "it", freedict: "eng-ita"),
        VocabularyPair(from: "es", to: "en", freedict: "spa-eng"),
        VocabularyPair(from: "it", to: "en", freedict: "ita-eng"),
    ]
}
