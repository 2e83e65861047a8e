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

extension CardDetails {
    /// A card's example laid out for a window: the sentence's lines, then the
    /// translation's, with the source after a dash (`The dog barks. —
    /// Tatoeba`), each wrapped at spaces to its width.
    ///
    /// Line breaks and tabs in the deck's text count as spaces, so that the
    /// example cannot break the screen's layout. An example without a
    /// translation gets the source alone in the translation's place; without
    /// either, it is the sentence alone.
    ///
    /// - Parameters:
    ///   - example: The example.
    ///   - width: The widest sentence line.
    ///   - indent: How much narrower the translation's lines are, for the
    ///     indentation the caller puts before them.
    /// - Returns: The sentence's lines (at least one) and the translation's
    ///   (none when there is neither translation nor source).
    public static func exampleLines(_ example: CardExample, width: Int, indent: Int = 2) -> (sentence: [String], translation: [String]) {
        let sentence = TextLayout.wrap(oneLine(example.text), width: width)
        let gloss = translationLine(example)
        return (sentence, gloss.isEmpty ? [] : TextLayout.wrap(gloss, width: width - indent))
    }

    /// A card's example on one line, as `wordkit deck show` prints it under the
    /// card: `El perro ladra. → The dog barks. — Tatoeba`.
    ///
    /// - Parameter card: The card.
    /// - Returns: The line, or nil when the card has no example.
    public static func exampleLine(of card: Card) -> String? {
        guard let example = card.example else { return nil }
        let gloss = translationLine(example)
        let sentence = oneLine(example.text)
        if gloss.isEmpty { return sentence }
        return example.translation.isEmpty ? "\(sentence) \(gloss)" : "\(sentence) → \(gloss)"
    }

    /// The translation with the source after a dash, or the source alone
    /// (`— Tatoeba`) when there is no translation; empty for neither.
    private static func translationLine(_ example: CardExample) -> String {
        let translation = oneLine(example.translation), source = oneLine(example.source)
        switch (translation.isEmpty, source.isEmpty) {
        case (false, false): return "\(translation) — \(source)"
        case (false, true): return translation
        case (true, false): return "— \(source)"
        case (true, true): return ""
        }
    }

    /// `text` with every run of whitespace (line breaks and tabs included) one space, trimmed.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
