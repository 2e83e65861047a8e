import GameKernel

/// How a card's extra fields are labelled for a person: in `wordkit deck
/// show` and on a revealed card at the terminal.
public enum CardDetails {
    /// `noun`, `f.`, `#12`: the part of speech, gender and rank the card has.
    ///
    /// - Parameter card: The card.
    /// - Returns: The labels, in that order; empty when the card has none.
    public static func labels(of card: Card) -> [String] {
        [card.partOfSpeech?.rawValue, card.gender?.abbreviation, card.rank.map { "#\($0)" }].compactMap { $0 }
    }

    /// The labels on one line, or nil when the card has none.
    ///
    /// - Parameter card: The card.
    public static func line(of card: Card) -> String? {
        let labels = labels(of: card)
        return labels.isEmpty ? nil : labels.joined(separator: " · ")
    }
}
