import GameKernel

/// Something to read aloud, and the voice to read it in.
public struct Utterance: Equatable, Sendable {
    /// The words.
    public var text: String
    /// The espeak-ng voice, such as `en`, `es` or `it`.
    public var voice: String

    /// Creates an utterance.
    ///
    /// - Parameters:
    ///   - text: The words.
    ///   - voice: The espeak-ng voice.
    public init(text: String, voice: String) {
        self.text = text
        self.voice = voice
    }

    /// `text` in the voice of `language` (its code: `es_MX` speaks `es`).
    ///
    /// - Parameters:
    ///   - text: The words.
    ///   - language: Their language.
    public init(_ text: String, in language: LanguageCode) {
        self.init(text: text, voice: Phrasebook.voice(for: language))
    }
}
