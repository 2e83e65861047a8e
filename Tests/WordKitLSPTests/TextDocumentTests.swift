import Testing
@testable import WordKitLSP

@Suite struct TextDocumentTests {
    private func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> TextRange {
        TextRange(start: TextPosition(line: l1, character: c1), end: TextPosition(line: l2, character: c2))
    }

    @Test func incrementalEditsCountUTF16CodeUnits() {
        var document = TextDocument(text: "a😀b é\ncafe\u{301} x\nlast")
        // 😀 is two UTF-16 units: "b" starts at 3.
        document.replace(range(0, 3, 0, 4), with: "B")
        #expect(document.lines[0] == "a😀B é")
        // e + U+0301 is two units: " x" starts at 5.
        document.replace(range(1, 5, 1, 7), with: "!")
        #expect(document.lines[1] == "cafe\u{301}!")
        document.replace(range(0, 5, 2, 2), with: "X\nY")
        #expect(document.lines == ["a😀B X", "Yst"])
    }

    @Test func positionsOutsideTheTextAreClampedAndSurrogateHalvesRoundDown() {
        var document = TextDocument(text: "ab\ncd")
        document.replace(range(9, 9, 12, 0), with: "!")
        #expect(document.text == "ab\ncd!")
        document.replace(range(0, 99, 1, 0), with: "")
        #expect(document.text == "abcd!")
        var emoji = TextDocument(text: "x😀y")
        emoji.replace(range(0, 2, 0, 2), with: "-")  // inside the pair: before the emoji
        #expect(emoji.text == "x-😀y")
        #expect(emoji.text(line: 0, utf16: 2..<4) == "😀")
        #expect(emoji.text(line: 5, utf16: 0..<4) == "")
    }

    @Test func fullReplacementAndLineEndings() {
        var document = TextDocument(text: "")
        #expect(document.lines == [""])
        document.replaceAll(with: "one\r\ntwo\n")
        #expect(document.lines == ["one\r", "two", ""])
        #expect(document.text == "one\r\ntwo\n")
    }
}
