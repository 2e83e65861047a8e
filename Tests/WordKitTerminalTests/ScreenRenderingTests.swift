import Testing
import WordKitPlay

@testable import WordKitTerminal

/// A screen's view as the terminal paints it: each run in SGR escapes
/// (ECMA-48 "Select Graphic Rendition": ESC [ params m, reset by ESC [ 0 m),
/// the parameters written out here from the standard, not taken from
/// `TerminalStyle`.
@Suite struct ScreenRenderingTests {
    static let esc = "\u{1B}"

    @Test func eachStyledRunIsWrappedInItsSGRAndAReset() {
        let line = "  Range   " + ScreenLine("1 ~ 100", .bold, .cyan) + " left"
        #expect(TerminalText.render(line, colors: true) == "  Range   \(Self.esc)[1;36m1 ~ 100\(Self.esc)[0m left")
        let all: [(ScreenLine.Style, String)] = [
            (.bold, "1"), (.dim, "2"), (.inverse, "7"), (.red, "31"), (.green, "32"), (.yellow, "33"), (.blue, "34"), (.cyan, "36"),
        ]
        #expect(all.count == ScreenLine.Style.allCases.count)
        for (style, code) in all {
            #expect(TerminalText.render(ScreenLine("x", style), colors: true) == "\(Self.esc)[\(code)mx\(Self.esc)[0m")
        }
    }

    @Test func withoutColoursOnlyTheTextIsLeft() {
        let lines: [ScreenLine] = [ScreenLine(" STUDY ", .bold, .inverse) + "  deck", "", "plain"]
        #expect(lines.map { TerminalText.render($0, colors: false) } == [" STUDY   deck", "", "plain"])
        #expect(lines.map { TerminalText.render($0, colors: false) } == lines.map(\.text))
    }

    @Test func aPlainRunGetsNoEscapeEvenWithColours() {
        let line = ScreenLine(runs: [.init("a"), .init("b", [.red]), .init("c")])
        #expect(TerminalText.render(line, colors: true) == "a\(Self.esc)[31mb\(Self.esc)[0mc")
        // What the terminal counts and clips sees only the text.
        #expect(TerminalText.visibleCount(TerminalText.render(line, colors: true)) == 3)
        #expect(TerminalText.clip(TerminalText.render(line, colors: true), to: 2) == "a\(Self.esc)[31mb\(Self.esc)[0m\(Self.esc)[0m")
    }

    @Test func theShellKeyOfEachTerminalKey() {
        #expect(TerminalKey.character("a").shellKey == .character("a"))
        #expect(TerminalKey.enter.shellKey == .enter)
        #expect(TerminalKey.pageDown.shellKey == .pageDown)
        for key: TerminalKey in [.interrupt, .suspend, .endOfInput, .focusIn, .focusOut] {
            #expect(key.shellKey == nil)
        }
    }
}
