import Spelling
import Synchronization
import Testing

@testable import WordKitTerminal

/// `LexiconBuildReport` in-process: the bar redrawn in place on a terminal,
/// a line per tenth elsewhere, the count at the end and the notes after it.
@Suite struct LexiconBuildReportTests {
    /// What was written, to which sink, in order.
    final class Written: Sendable {
        let lines = Mutex<[(control: Bool, text: String)]>([])
        var all: [(control: Bool, text: String)] { lines.withLock { $0 } }
    }

    static func report(terminal: Bool, into written: Written) -> @Sendable (LexiconStore.BuildProgress) -> Void {
        LexiconBuildReport.progress(
            for: "xx_XX", terminal: terminal, text: { text in written.lines.withLock { $0.append((false, text)) } },
            control: { text in written.lines.withLock { $0.append((true, text)) } })
    }

    @Test func elsewhereAStepIsALinePerTenthAndTheNotesFollowTheCount() {
        let written = Written()
        let report = Self.report(terminal: false, into: written)
        report(.expanding)
        for done in stride(from: 0, through: 100, by: 5) { report(.verifying(done: done, total: 100, forms: done * 3)) }
        report(.note("one"))
        report(.note("two"))
        report(.finished(forms: 300))
        let lines = written.all
        let bars = lines.filter { $0.text.hasPrefix("wordkit: building the xx_XX word list (once, then cached): [") }
        // 0 %, 10 %, …, 100 %: one line each, though two steps fall in each tenth.
        #expect(bars.count == 11)
        #expect(bars.allSatisfy { !$0.control && $0.text.hasSuffix("\n") })
        #expect(bars.first?.text.contains("[------------------------] 0% (0 of 100 stems, 0 forms so far)") == true)
        #expect(bars.last?.text.contains("[########################] 100% (100 of 100 stems, 300 forms so far)") == true)
        #expect(lines.suffix(2).map(\.text) == [
            "wordkit: built the xx_XX word list: 300 forms.\n",
            "wordkit: note: the xx_XX word list is incomplete:\n  - one\n  - two\n",
        ])
    }

    @Test func atATerminalTheBarIsRedrawnInPlace() {
        let written = Written()
        let report = Self.report(terminal: true, into: written)
        report(.expanding)
        report(.verifying(done: 1, total: 2, forms: 9))
        report(.verifying(done: 1, total: 2, forms: 9))
        report(.finished(forms: 0))
        let lines = written.all
        #expect(lines.allSatisfy { $0.control })
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.text.hasPrefix("\r") })
        #expect(lines[1].text.hasSuffix("[############------------] 50% (1 of 2 stems, 9 forms so far)\u{1B}[K"))
        #expect(lines[3].text == "\rwordkit: no xx_XX word list was built.\u{1B}[K\n")
    }

    @Test func notesShowTheFirstFiveAndCountTheRest() {
        #expect(LexiconBuildReport.notes([], name: "de") == nil)
        let text = LexiconBuildReport.notes((1...7).map { "note \($0)" }, name: "de")
        #expect(text == "wordkit: note: the de word list is incomplete:\n"
            + (1...5).map { "  - note \($0)\n" }.joined() + "  - and 2 more notes\n")
    }
}
