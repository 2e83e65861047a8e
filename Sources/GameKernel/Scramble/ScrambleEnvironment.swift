/// What a word-scramble round needs from the world: its roots and its words.
public struct ScrambleEnvironment: Sendable {
    /// The roots new words are drawn from.
    public var roots: RootWords
    /// The round language's words.
    public var words: any WordSource

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - roots: The cleaned root list for the round's language and length.
    ///   - words: The language's words.
    public init(roots: RootWords, words: any WordSource) {
        self.roots = roots
        self.words = words
    }
}
