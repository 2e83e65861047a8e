import GameKernel

/// The language a player chose, resolved once at the edge: the name asked
/// for (a language such as `es`, or a dictionary such as `es_MX`), which
/// picks the dictionary, and the game language it stands for, which picks
/// roots, game words, decks and speech.
public struct GameLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The language or dictionary name asked for, such as `es` or `es_MX`.
    public let name: String
    /// The game language: the name up to its region (`es_MX` is `es`).
    public let code: LanguageCode

    /// Resolves a language or dictionary name.
    ///
    /// - Parameter name: Such as `en`, `es`, `es_MX` or `pt-BR`.
    public init(_ name: String) {
        self.name = name
        code = LanguageCode(rawValue: String(name.prefix { $0 != "_" && $0 != "-" }))
    }

    /// English, the language played when none is chosen.
    public static let english = GameLanguage(LanguageCode.english.rawValue)

    /// The name asked for.
    public var description: String { name }
}
