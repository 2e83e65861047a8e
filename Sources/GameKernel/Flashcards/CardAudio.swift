/// What a speech synthesiser should say for a card: the foreign word, with its
/// article, in its language (`{"language": "es", "text": "el perro"}`).
public struct CardAudio: Sendable, Hashable, Codable {
    /// The language to speak in.
    public var language: LanguageCode
    /// The text to speak.
    public var text: String

    /// Creates an audio hint.
    ///
    /// - Parameters:
    ///   - language: The language to speak in.
    ///   - text: The text to speak.
    public init(language: LanguageCode, text: String) {
        self.language = language
        self.text = text
    }
}
