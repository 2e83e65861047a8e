import GameKernel

/// How the terminal labels a card's extra fields.
enum CardDetails {
    /// `noun`, `f.`, `#12`: the part of speech, gender and rank the card has.
    static func labels(of card: Card) -> [String] {
        [card.partOfSpeech?.rawValue, card.gender?.abbreviation, card.rank.map { "#\($0)" }].compactMap { $0 }
    }

    /// The labels on one line, or nil when the card has none.
    static func line(of card: Card) -> String? {
        let labels = labels(of: card)
        return labels.isEmpty ? nil : labels.joined(separator: " · ")
    }
}
