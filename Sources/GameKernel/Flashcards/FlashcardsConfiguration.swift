import Foundation

/// How a flashcards round is set up.
public struct FlashcardsConfiguration: Sendable, Hashable, Codable {
    /// Flashzilla's countdown, in seconds.
    public static let defaultTimeLimit: TimeInterval = 100
    /// Flashzilla's round: ten cards.
    public static let defaultCardCount = 10

    /// Play only the first this many cards of the dealt deck; `nil` for all.
    public var cardLimit: Int?
    /// The countdown in seconds; `nil` for no time limit.
    public var timeLimit: TimeInterval?
    /// Whether a card marked wrong goes back to the end of the round, so that
    /// the round ends only when every card has been answered right.
    public var requeueWrongCards: Bool

    /// Creates a configuration.
    ///
    /// The defaults make Flashzilla's round, one that can be won: ten cards
    /// against a 100-second countdown, wrong cards coming back until answered right.
    ///
    /// - Parameters:
    ///   - cardLimit: How many cards to play; 10 by default, `nil` for the whole deck.
    ///   - timeLimit: The countdown; 100 seconds by default, `nil` for none.
    ///   - requeueWrongCards: Whether wrong cards come back; on by default.
    public init(
        cardLimit: Int? = FlashcardsConfiguration.defaultCardCount,
        timeLimit: TimeInterval? = FlashcardsConfiguration.defaultTimeLimit,
        requeueWrongCards: Bool = true
    ) {
        self.cardLimit = cardLimit
        self.timeLimit = timeLimit
        self.requeueWrongCards = requeueWrongCards
    }

    /// Checks that a round can be played with `deck`.
    ///
    /// - Parameter deck: The deck to play.
    /// - Throws: ``FlashcardsError``.
    func validate(for deck: Deck) throws {
        guard !deck.cards.isEmpty else { throw FlashcardsError.emptyDeck(deck.id) }
        if let cardLimit, cardLimit < 1 { throw FlashcardsError.cardLimitTooSmall(cardLimit) }
        if let timeLimit, !(timeLimit.isFinite && timeLimit > 0) {
            throw FlashcardsError.invalidTimeLimit(timeLimit)
        }
    }
}
