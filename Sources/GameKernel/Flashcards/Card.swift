/// A flashcard: a prompt to answer and the answer to check against.
public struct Card: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier: an edited card keeps it, and with it its review history.
    public var id: String
    /// What the player sees first.
    public var prompt: String
    /// What the player sees on revealing the card.
    public var answer: String

    /// Creates a card.
    ///
    /// - Parameters:
    ///   - id: The stable identifier.
    ///   - prompt: The question side.
    ///   - answer: The answer side.
    public init(id: String, prompt: String, answer: String) {
        self.id = id
        self.prompt = prompt
        self.answer = answer
    }
}
