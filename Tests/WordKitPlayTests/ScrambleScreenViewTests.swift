import Foundation
import GameKernel
import Testing
import WordKitPlay

/// What the word-scramble screen shows (issue 22): the lines are asserted
/// against a twin kernel session that plays the same moves, so the root,
/// the letters, the words left, the found and missed words and the score
/// come from the rules, not from the view under test.
@Suite struct ScrambleScreenViewTests {
    typealias Store = ScrambleScreenTests.Store

    /// The text of `lines`, styles left out.
    static func texts(_ lines: [ScreenLine]) -> [String] { lines.map(\.text) }

    @Test func aFreshRoundShowsTheRootLettersWordsLeftAndNoWords() throws {
        let store = try Store()
        let game = store.twin.game
        let view = store.screen.view(width: 79, rows: 24)
        let head = Self.texts(view.head)
        let spaced = game.root.uppercased().map(String.init).joined(separator: "  ")
        #expect(head[0] == " WORD SCRAMBLE   en · 8 letters · \(game.configuration.ruleSet.rawValue) rules")
        #expect(view.head[0].runs[0] == ScreenLine.Run(" WORD SCRAMBLE ", [.bold, .inverse]))
        // A tall window boxes the root, its letters bold and cyan.
        #expect(head[2...4] == ["  ╔" + String(repeating: "═", count: spaced.count + 4) + "╗", "  ║  \(spaced)  ║", "  ╚" + String(repeating: "═", count: spaced.count + 4) + "╝"])
        #expect(view.head[3].runs.contains(ScreenLine.Run(spaced, [.bold, .cyan])))
        #expect(head.contains("  Letters  " + game.letters.map(String.init).joined(separator: " ") + "   (Tab shuffles)"))
        let left = game.missedByLength.map { "\($0.count)×\($0.length)" }.joined(separator: "  ")
        #expect(head.contains("  Left     \(left)   (words × letters still to find)"))
        #expect(head.contains("  Word › _"))
        #expect(Self.texts(view.list) == ["  No words yet. Words of \(game.configuration.ruleSet.minimumLength)+ letters from the root."])
        #expect(Self.texts(view.foot)[1] == "  Words 0 · Avg 0.0 letters · Score 0 · Possible \(game.possible.count)")
        // A short window gets the root on one line.
        let short = Self.texts(store.screen.view(width: 79, rows: 20).head)
        #expect(short[2] == "  Root  \(spaced)")
        #expect(!short.contains { $0.contains("╔") })
    }

    @Test func foundWordsAreListedNewestFirstWithTheScoreAndTheMessage() throws {
        var store = try Store()
        store.find("silk")
        store.find("worm")
        let game = store.twin.game
        let view = store.screen.view(width: 79, rows: 24)
        let list = Self.texts(view.list)
        #expect(list[0] == "  Found 2 words, newest first:")
        #expect(game.found == ["worm", "silk"])
        #expect(Array(list.dropFirst()) == TextLayout.columns(["worm", "silk"], width: 75).map { "    " + $0 })
        let average = String(format: "%.1f", game.averageLetters)
        #expect(Self.texts(view.foot)[1] == "  Words 2 · Avg \(average) letters · Score \(game.score) · Possible \(game.possible.count)")
        // The message of the last word: ✓ and the title green and bold, then the points.
        let message = try #require(store.screen.state.message)
        let line = try #require(view.head.first { $0.text.hasPrefix("  ✓ ") })
        #expect(line.runs[1] == ScreenLine.Run("✓ " + message.title, [.bold, .green]))
        #expect(line.text == "  ✓ \(message.title)  \(message.text)")
        let rank = game.rankProgress
        #expect(Self.texts(view.head).contains { $0.hasPrefix("  Rank     \(rank.rank.name)") })
    }

    @Test func aLongMessageWrapsUnderItsTitleInANarrowWindow() throws {
        var store = try Store()
        guard case .hint(let hint) = store.twin.perform(.hint, at: ScrambleScreenTests.now).first else {
            Issue.record("the kernel gave no hint")
            return
        }
        let message = ScrambleScreenTests.told(hint)
        store.press(.character("*")) { $0.message = message }
        let head = Self.texts(store.screen.view(width: 30, rows: 24).head)
        let at = try #require(head.firstIndex(of: "  ✓ Hint"))
        let wrapped = TextLayout.wrap(message.text, width: 26).map { "    " + $0 }
        #expect(Array(head[(at + 1)...].prefix(wrapped.count)) == wrapped)
        #expect(wrapped.count > 1)
    }

    @Test func theGiveUpQuestionThenTheRoundOverWithTheMissedWords() throws {
        var store = try Store()
        store.find("silk")
        store.type("mi")
        store.press(.character("!")) { $0.confirmingGiveUp = true }
        var head = Self.texts(store.screen.view(width: 79, rows: 24).head)
        #expect(head.contains("  Word › mi_"))
        #expect(head.contains("  Give up this round? y/n  y ends it and shows the missed words; any other key goes on, your word kept."))
        // The round's end clears the message.
        store.press(.character("y")) {
            $0.confirmingGiveUp = false
            $0.message = nil
        }
        _ = store.twin.end(at: ScrambleScreenTests.now)
        let game = store.twin.game
        #expect(game.phase != .playing)
        let view = store.screen.view(width: 79, rows: 24)
        head = Self.texts(view.head)
        #expect(!head.contains { $0.hasPrefix("  Word ›") || $0.hasPrefix("  Left") })
        #expect(head.contains("  Round over: 1 found, \(game.missed.count) missed, \(Plural.count(game.score, "point")). n or Enter new word · q quit"))
        let list = Self.texts(view.list)
        let at = try #require(list.firstIndex(of: "  Missed \(Plural.count(game.missed.count, "word")):"))
        #expect(Array(list[(at + 1)...]) == TextLayout.columns(game.missed, width: 75).map { "    " + $0 })
        #expect(!game.missed.isEmpty)
        // The found word is still listed above the missed ones.
        #expect(list[0] == "  Found 1 word, newest first:")
    }

    @Test func thePageLineIsDim() {
        #expect(ScrambleScreen.pageLine("page 2 of 3") == ScreenLine("  page 2 of 3 · PgDn/PgUp for more", .dim))
    }
}
