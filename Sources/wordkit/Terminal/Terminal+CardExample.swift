import GameKernel
import WordKitPlay

extension Terminal {
    /// A revealed card's example as the flashcards and study screens show it
    /// under the card: the sentence, then its translation and source dimmed
    /// and indented further, each wrapped to the window.
    ///
    /// Indentation tells the translation from the sentence when colours are
    /// off (`NO_COLOR`, `--no-color`). Deck text is shown, never interpreted:
    /// control characters are escaped.
    ///
    /// - Parameter example: The card's example.
    /// - Returns: The lines, ready to draw.
    func exampleLines(_ example: CardExample) -> [String] {
        let shown = CardExample(
            text: example.text.escapedForDisplay, translation: example.translation.escapedForDisplay,
            source: example.source.escapedForDisplay)
        let layout = CardDetails.exampleLines(shown, width: lineWidth - 2, indent: 2)
        return layout.sentence.map { "  " + $0 } + layout.translation.map { "    " + paint($0, .dim) }
    }
}
