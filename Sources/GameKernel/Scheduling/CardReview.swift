/// One review of a flashcard in a deck, as a store keeps it: the deck it was
/// studied in and the review's log.
///
/// A card's schedule belongs to its id, not to the deck: a card that two
/// decks share (`en-es-top500` and `en-es-full` share `en-es:the`) has one
/// schedule, and the deck only says where it was studied.
public struct CardReview: Sendable, Hashable, Codable {
    /// The id of the deck the card was studied in.
    public var deckID: String
    /// The review: card id, grade, time, and the schedule before and after.
    public var log: ReviewLog

    /// Creates a review.
    ///
    /// - Parameters:
    ///   - deckID: The deck the card was studied in.
    ///   - log: The review's log.
    public init(deckID: String, log: ReviewLog) {
        self.deckID = deckID
        self.log = log
    }
}

extension CardReview {
    /// The schedule after each card's latest review among `reviews`: a
    /// card's schedule is the "after" of its last review, so a log kept in
    /// order is all a store needs to keep.
    ///
    /// - Parameters:
    ///   - reviews: Reviews, in the order they were made (stored).
    ///   - cardIDs: The cards asked about.
    /// - Returns: The schedules by card id; a card never reviewed has none.
    public static func schedules(from reviews: [CardReview], for cardIDs: some Sequence<String>) -> [String: CardSchedule] {
        let wanted = Set(cardIDs)
        var schedules: [String: CardSchedule] = [:]
        for review in reviews where wanted.contains(review.log.cardID) {
            schedules[review.log.cardID] = review.log.after
        }
        return schedules
    }
}
