import Foundation
import Testing

/// Issue 21: the deck picker (`:deck` alone, and the menu's flashcards and
/// study), a new player's default deck, the lights-out level picker, and
/// pauses that hide the game.
@Suite struct DefaultDeckPlayTests {
    /// A vocabulary deck `id` (FROM-TO-SIZE) whose prompts are in its first language.
    static func deck(_ id: String, _ from: String, _ to: String) -> String {
        """
        {"id": "\(id)", "title": "\(from) to \(to)", "languages": ["\(from)", "\(to)"], "cards": [
          {"id": "\(id):1", "prompt": "one", "answer": "uno"}, {"id": "\(id):2", "prompt": "two", "answer": "dos"}
        ]}
        """
    }

    /// A run shipping anagram, vocabulary and other decks.
    static func run() throws -> PlayRun {
        try PlayRun(content: [
            "decks/anagrams-en.json": deck("anagrams-en", "en", "en"), "decks/colors.json": PlayFlashcardsTests.deck,
            "decks/en-es-top500.json": deck("en-es-top500", "en", "es"), "decks/en-es-full.json": deck("en-es-full", "en", "es"),
            "decks/es-en-top500.json": deck("es-en-top500", "es", "en"),
        ])
    }

    /// The deck the first event of `arguments` names.
    static func deckPlayed(_ run: PlayRun, _ arguments: [String]) throws -> String? {
        let output = try run.wordkit(arguments + ["--json", "--seed", "1"], input: ":quit\n")
        #expect(output.status == 0, "\(output.stderr)")
        return output.events.first?["deck"] as? String
    }

    @Test func aNewPlayersDeckIsTheVocabularyDeckFromTheLanguageAndANamedDeckWins() throws {
        let run = try Self.run()
        // English (the default language): the English → Spanish top 500, not English anagrams.
        #expect(try Self.deckPlayed(run, ["play", "flashcards"]) == "en-es-top500")
        #expect(try Self.deckPlayed(run, ["study"]) == "en-es-top500")
        #expect(try run.wordkit(["settings", "language", "es"]).status == 0)
        #expect(try Self.deckPlayed(run, ["play", "flashcards"]) == "es-en-top500")
        #expect(try Self.deckPlayed(run, ["study"]) == "es-en-top500")
        // A flag, then the saved deck, win.
        #expect(try Self.deckPlayed(run, ["play", "flashcards", "--deck", "anagrams-en"]) == "anagrams-en")
        #expect(try run.wordkit(["settings", "deck", "colors"]).status == 0)
        #expect(try Self.deckPlayed(run, ["play", "flashcards"]) == "colors")
        #expect(try Self.deckPlayed(run, ["study"]) == "colors")
        #expect(try Self.deckPlayed(run, ["study", "en-es-full"]) == "en-es-full")
    }
}

@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct PickerTests {
    /// The screen's row that starts, after its margin and pointer, with `text`.
    static func row(_ screen: String, _ text: String) -> String? {
        TerminalComfortTests.lines(screen).first { $0.dropFirst(4).hasPrefix(text) }
    }

    /// The whole-number cells of a row.
    static func numbers(_ row: String) -> [Int] {
        row.split(separator: " ").compactMap { Int($0) }
    }

    @Test(arguments: ["env -u NO_COLOR", "NO_COLOR=1"])
    func theMenuAndDeckCommandPickADeckWithItsCardsDueAndNew(prefix: String) throws {
        let run = try DefaultDeckPlayTests.run()
        // One colour card graded again today: due today, and one new card fewer today.
        let study = try run.wordkit(["study", "colors", "--json", "--seed", "1"], input: "reveal\nagain\n:quit\n")
        #expect(study.status == 0, "\(study.stderr)")
        let stats = try #require(try run.wordkit(["deck", "stats", "colors", "--json"]).events.first)
        let due = try #require(stats["dueToday"] as? Int)
        let new = try #require(stats["new"] as? Int)
        #expect(due == 1 && new == 2)

        let terminal = try InteractivePlayTests.start(run, "", prefix: prefix)
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("f")
        let picker = try #require(terminal.waitFor("DECKS · choose the deck for flashcards"))
        // The deck in force (a new player's: the vocabulary deck from English) is highlighted.
        #expect(picker.contains("› en-es-top500"), "\(picker)")
        let colors = try #require(Self.row(picker, "colors"), "\(picker)")
        #expect(colors.contains("Colours"))
        // Cards, due today, new today (the daily 20 less the one already seen, at most the new cards).
        #expect(Self.numbers(colors) == [3, due, min(new, 20 - 1)], "\(colors)")
        #expect(Self.numbers(try #require(Self.row(picker, "en-es-full"))) == [2, 0, 2])
        if prefix.hasPrefix("NO_COLOR") { #expect(!terminal.screen(escapes: true).contains("\u{1B}[")) }
        // k and ↑ move up (anagrams-en, colors, en-es-full, en-es-top500…); Enter plays the deck and saves it.
        try terminal.press("k")
        #expect(terminal.waitFor("› en-es-full") != nil)
        try terminal.press("Up")
        #expect(terminal.waitFor("› colors") != nil)
        try terminal.press("Enter")
        let card = try #require(terminal.waitFor("(hidden)"))
        #expect(card.contains("FLASHCARDS   Colours"))
        #expect(try run.wordkit(["settings", "deck"]).stdout == "colors\n")
        // Back in the menu, the paused round is gone back to without a picker.
        try terminal.press("Escape")
        #expect(terminal.waitFor("(paused: Enter goes back to it)") != nil)
        try terminal.press("f")
        #expect(terminal.waitFor("(hidden)") != nil)
        // :deck alone shows the picker on the deck in force; Esc goes back to the same round.
        try terminal.type(":deck")
        try terminal.press("Enter")
        #expect(terminal.waitFor("› colors") != nil)
        try terminal.press("Escape")
        let back = try #require(terminal.waitFor("(hidden)"))
        #expect(back.contains("Colours") && !back.contains("DECKS"))
        // j moves down; Enter sets the deck and starts a round of it.
        try terminal.type(":deck")
        try terminal.press("Enter")
        #expect(terminal.waitFor("› colors") != nil)
        try terminal.press("j")
        #expect(terminal.waitFor("› en-es-full") != nil)
        try terminal.press("Enter")
        let other = try #require(terminal.waitFor("FLASHCARDS   en to es"))
        #expect(other.contains("deck = en-es-full"))
        #expect(try run.wordkit(["settings", "deck"]).stdout == "en-es-full\n")
        // Study from the menu: the same picker, Esc goes back to the menu.
        try terminal.press("Escape")
        try terminal.press("s")
        #expect(terminal.waitFor("DECKS · choose the deck for study") != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("› Study") != nil)
        try terminal.press("s")
        #expect(terminal.waitFor("› en-es-full") != nil)
        try terminal.press("Enter")
        #expect(terminal.waitFor("STUDY") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Study: 0 cards reviewed") != nil)
    }

    /// The stars a win earns (independent of the program's rating): three at
    /// the fewest presses, two within twice as many, one beyond.
    static func stars(presses: Int, fewest: Int) -> String {
        presses <= fewest ? "★★★" : presses <= 2 * fewest ? "★★☆" : "★☆☆"
    }

    @Test func theLevelPickerShowsStarsAndFewestPressesAndFollowsAResize() throws {
        let (run, levels) = try TerminalComfortTests.lightsRun()
        // Level 1 won in its own presses, level 2 in them plus a light pressed twice.
        let one = try #require(levels.first { $0["number"] as? Int == 1 })
        let two = try #require(levels.first { $0["number"] as? Int == 2 })
        let fewest = try [one, two].map { try #require($0["minimalPresses"] as? Int) }
        let twice = "0 0\n0 0\n"
        for (level, extra) in [(one, ""), (two, twice)] {
            let input = try extra + LightsLevelsWonTests.solution(level) + ":quit\n"
            let number = try #require(level["number"] as? Int)
            let won = try run.wordkit(["play", "lights", "--json", "--level", "\(number)"], input: input)
            #expect(won.events.contains { $0["event"] as? String == "end" && $0["won"] as? Bool == true }, "\(won.stdout)")
        }
        let presses = try [one, two].map { try #require($0["presses"] as? [[String: Int]]).count }
        let terminal = try InteractivePlayTests.start(run, "lights --level 3", height: 34)
        #expect(terminal.waitFor("level 3 · 3×3") != nil)
        try terminal.type(":level")
        try terminal.press("Enter")
        let picker = try #require(terminal.waitFor("LIGHTS OUT LEVELS"))
        #expect(picker.contains("2 of \(levels.count) won"))
        // The level being played is highlighted.
        #expect(TerminalComfortTests.lines(picker).contains { $0.hasPrefix("  ›     3  ") }, "\(picker)")
        for (index, number) in [1, 2].enumerated() {
            let row = try #require(TerminalComfortTests.lines(picker).first { $0.hasPrefix("        \(number)  ") }, "\(picker)")
            let count = presses[index] + (number == 2 ? 2 : 0)
            #expect(row.contains(Self.stars(presses: count, fewest: fewest[index])), "\(row)")
            #expect(row.contains("  \(fewest[index])  won in \(count)"), "\(row)")
        }
        let four = try #require(TerminalComfortTests.lines(picker).first { $0.hasPrefix("        4  ") })
        #expect(four.contains("not won") && !four.contains("★"))
        // A smaller window shows a window of rows that holds the highlight.
        try terminal.resize(width: 80, height: 12)
        try terminal.press("G")
        let last = try #require(terminal.waitFor { TerminalComfortTests.lines($0).contains { $0.hasPrefix("  ›   \(levels.count)  ") } })
        #expect(last.contains("of \(levels.count)"))
        #expect(!TerminalComfortTests.lines(last).contains { $0.hasPrefix("        1  ") })
        try terminal.press("Enter")
        #expect(terminal.waitFor("level \(levels.count) · ") != nil)
        try terminal.press("q")
    }

    @Test func pausingLightsHidesTheBoardUntilAKey() throws {
        let terminal = try InteractivePlayTests.start(try PlayRun(), "lights --random --seed 3 --size 5")
        let board = try #require(terminal.waitFor("Steps 0"))
        #expect(TerminalComfortTests.lines(board).contains { $0.hasPrefix("   2  ") })
        try terminal.press("p")
        let paused = try #require(terminal.waitFor("Paused — press any key to go on"))
        #expect(paused.contains("(paused)") && paused.contains("Time"))
        #expect(!TerminalComfortTests.lines(paused).contains { $0.hasPrefix("   2  ") || $0.contains("●") }, "\(paused)")
        try terminal.press("Space")
        let back = try #require(terminal.waitFor { $0.contains("   2  ") && !$0.contains("Paused") })
        #expect(back.contains("Steps 0"), "the key that resumed pressed a light")
        try terminal.press("q")
    }

    @Test func pausingOrLosingTheFocusHidesTheFlashcard() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try InteractivePlayTests.start(run, "flashcards --deck colors --seed 1 --time-limit 300", focusable: true)
        let card = try #require(terminal.waitFor("(hidden)"))
        let prompt = try #require(["red", "green", "blue"].first { card.contains("│ \($0) ") })
        try terminal.press("p")
        let paused = try #require(terminal.waitFor("Paused — press any key to go on"))
        #expect(!paused.contains(prompt) && !paused.contains("(hidden)") && !paused.contains("┌"), "\(paused)")
        #expect(paused.contains("Time left"))
        try terminal.press("x")
        #expect(terminal.waitFor { $0.contains("│ \(prompt) ") && !$0.contains("Paused") } != nil)
        try terminal.focusOut()
        let away = try #require(terminal.waitFor("Paused: the window lost the focus"))
        #expect(!away.contains(prompt) && away.contains("Paused — press any key to go on"), "\(away)")
        try terminal.focusIn()
        #expect(terminal.waitFor { $0.contains("│ \(prompt) ") && !$0.contains("Paused") } != nil)
        try terminal.press("q")
    }

    @Test func losingTheFocusHidesTheGuessRange() throws {
        let terminal = try InteractivePlayTests.start(try PlayRun(), "guess --seed 7", focusable: true)
        #expect(terminal.waitFor("Range") != nil)
        try terminal.type("50")
        try terminal.press("Enter")
        let narrowed = try #require(terminal.waitFor("Guesses 50"))
        #expect(narrowed.contains("Range"))
        try terminal.focusOut()
        let away = try #require(terminal.waitFor("Paused — press any key to go on"))
        #expect(!away.contains("Range") && !away.contains("Guesses") && away.contains("GUESS THE NUMBER"), "\(away)")
        try terminal.focusIn()
        let back = try #require(terminal.waitFor { $0.contains("Range") && !$0.contains("Paused") })
        #expect(back.contains("Guesses 50"))
        try terminal.press("q")
    }

    @Test func losingTheFocusHidesTheScrambleLetters() throws {
        let (run, environment) = try TerminalComfortTests.scrambleRun()
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --length 6 --lang es", environment: environment, focusable: true)
        #expect(terminal.waitFor("C  A  S  I  N  O") != nil)
        try terminal.focusOut()
        let away = try #require(terminal.waitFor("Paused — press any key to go on"))
        #expect(!away.contains("C  A  S  I  N  O") && !away.contains("Word ›") && away.contains("WORD SCRAMBLE"), "\(away)")
        try terminal.focusIn()
        #expect(terminal.waitFor { $0.contains("C  A  S  I  N  O") && !$0.contains("Paused") } != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("q")
    }
}
