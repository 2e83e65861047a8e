import Foundation
import Testing

/// `wordkit study` at a real terminal (tmux): the intervals of the four
/// grades shown before choosing, the summary at the end, reviews stored.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct InteractiveStudyTests {
    static let deck = """
        {"id": "colors", "title": "Colours", "languages": ["en", "es"], "cards": [
          {"id": "red", "prompt": "red", "answer": "rojo"},
          {"id": "green", "prompt": "green", "answer": "verde"},
          {"id": "blue", "prompt": "blue", "answer": "azul"}
        ]}
        """

    /// The example is shown with the answer and the grades' intervals, never
    /// before, wrapped to the window, its translation indented (and dimmed
    /// where colours are on).
    @Test(arguments: ["env -u NO_COLOR", "NO_COLOR=1"])
    func theExampleIsShownWithTheAnswer(prefix: String) throws {
        let run = try PlayRun(content: ["decks/perro.json": InteractivePlayTests.exampleDeck])
        let environment = run.environment(["TZ": "UTC"]).filter { $0.key.hasPrefix("WORDKIT") || $0.key == "PATH" || $0.key == "TZ" }
        let terminal = try TmuxTerminal(width: 44, environment: environment)
        try terminal.run("clear; \(prefix) \(PlayRun.binary.path) study perro --now 2026-01-05T09:00:00Z --no-fuzz")
        let first = try #require(terminal.waitFor("show the answer"))
        #expect(first.contains("el perro") && !first.contains("vecino") && !first.contains("Tatoeba"))
        try terminal.press("Space")
        let revealed = try #require(terminal.waitFor("1-4 grade"))
        #expect(revealed.contains("dog"))
        #expect(InteractivePlayTests.shows(InteractivePlayTests.exampleLines, in: revealed), "\(revealed)")
        #expect(revealed.split(separator: "\n").allSatisfy { $0.count <= 44 })
        let styled = terminal.screen(escapes: true)
        #expect(styled.contains("\u{1B}[2mMy neighbour's dog barks every night") == !prefix.hasPrefix("NO_COLOR"))
        #expect(styled.contains("\u{1B}[") == !prefix.hasPrefix("NO_COLOR"))
        try terminal.press("4")
        let done = try #require(terminal.waitFor("Done for now."))
        #expect(!done.contains("vecino"))
        try terminal.press("q")
    }

    @Test func dueAndNewCardsWithTheIntervalOfEachGradeThenASummary() throws {
        let run = try PlayRun(content: ["decks/colors.json": Self.deck])
        let environment = run.environment(["TZ": "UTC"]).filter { $0.key.hasPrefix("WORDKIT") || $0.key == "PATH" || $0.key == "TZ" }
        let terminal = try TmuxTerminal(environment: environment)
        try terminal.run("clear; \(PlayRun.binary.path) study colors --now 2026-01-05T09:00:00Z --no-fuzz --new-per-day 2")
        let first = try #require(terminal.waitFor("show the answer"))
        #expect(first.contains("STUDY"))
        #expect(first.contains("Due 0 · New 2"))
        #expect(first.contains("red"))
        try terminal.press("Space")
        let revealed = try #require(terminal.waitFor("1-4 grade"))
        #expect(revealed.contains("rojo"))
        // The interval each grade would give, as Anki shows them: 1 minute, 5½ minutes, 10 minutes, 8 days.
        #expect(revealed.contains("1 again 1m   2 hard 6m   3 good 10m   4 easy 8d"))
        try terminal.press("4")
        #expect(terminal.waitFor("Last card: red → rojo  easy, due again in 8d") != nil)
        try terminal.press("Space")
        #expect(terminal.waitFor("verde") != nil)
        try terminal.press("1")
        // "Again": the card comes back within the learn-ahead limit, in its learning step.
        let again = try #require(terminal.waitFor("Reviewed 2 · Again 1"))
        #expect(again.contains("learning"))
        try terminal.press("Space")
        try terminal.press("Enter")  // good, from the first learning step
        try terminal.press("Space")
        _ = terminal.waitFor("1-4 grade")
        try terminal.press("3")
        let done = try #require(terminal.waitFor("Done for now."))
        #expect(done.contains("Reviewed 4 · again 1"))
        #expect(done.contains("Next card due 2026-01-06 09:00 (in 1d)."))
        try terminal.press("q")
        #expect(terminal.waitFor("Study: 4 cards reviewed, 1 again.") != nil)
        let stats = try run.wordkit(["deck", "stats", "colors", "--json", "--now", "2026-01-05T10:00:00Z"], environment: ["TZ": "UTC"])
        let figures = try #require(stats.events.first)
        #expect(figures["review"] as? Int == 2)
        #expect(figures["new"] as? Int == 1)
        #expect(figures["reviewsLast30Days"] as? Int == 4)
    }
}
