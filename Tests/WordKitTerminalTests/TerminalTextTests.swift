import Testing

@testable import WordKitTerminal

/// Lines with SGR escapes measured, cut and wrapped as the terminal shows
/// them: escapes take no room and go with the characters they precede.
@Suite struct TerminalTextTests {
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"

    @Test func escapesTakeNoRoom() {
        #expect(TerminalText.visibleCount("abc") == 3)
        #expect(TerminalText.visibleCount(Self.bold + "abc" + Self.reset) == 3)
        #expect(TerminalText.visibleCount("") == 0)
        #expect(TerminalText.visibleCount("é€😀") == 3)
    }

    @Test func clippingKeepsTheEscapesAndEndsWithAReset() {
        #expect(TerminalText.clip("abcdef", to: 3) == "abc")
        #expect(TerminalText.clip("abc", to: 3) == "abc")
        let styled = "a" + Self.bold + "bcd" + Self.reset
        #expect(TerminalText.clip(styled, to: 2) == "a" + Self.bold + "b" + Self.reset + Self.reset)
        #expect(TerminalText.visibleCount(TerminalText.clip(styled, to: 2)) == 2)
    }

    @Test func wrappingBreaksAtSpacesKeepsTheIndentAndCutsALongWord() {
        #expect(TerminalText.wrap("  one two three", width: 9) == ["  one two", "  three"])
        #expect(TerminalText.wrap("short", width: 10) == ["short"])
        // A word wider than the line is cut to it.
        #expect(TerminalText.wrap("  abcdefghij xy", width: 6) == ["  abcd", "  xy"])
        // Styles carry on into the next line with their words.
        let lines = TerminalText.wrap("  " + Self.bold + "one two three" + Self.reset, width: 9)
        #expect(lines == ["  " + Self.bold + "one two", "  three" + Self.reset])
        #expect(lines.map(TerminalText.visibleCount) == [9, 7])
    }
}
