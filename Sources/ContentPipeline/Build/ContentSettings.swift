/// Every setting the build uses, recorded in the manifest so that a change
/// of settings shows as a change of content.
public struct ContentSettings: Sendable, Hashable, Codable {
    /// The root-word filter.
    public var roots: RootSettings
    /// The vocabulary and anagram decks.
    public var decks: DeckSettings
    /// The lights-out level list.
    public var lights: LevelSettings

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - roots: Root-word settings.
    ///   - decks: Deck settings.
    ///   - lights: Level settings.
    public init(roots: RootSettings, decks: DeckSettings, lights: LevelSettings) {
        self.roots = roots
        self.decks = decks
        self.lights = lights
    }

    /// The settings `wordkit content build` uses.
    public static let standard = ContentSettings(roots: .standard, decks: .standard, lights: .standard)
}
