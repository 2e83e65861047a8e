import Foundation
import Testing

/// `wordkit play …` at a real terminal: each game driven in tmux by keys,
/// checked by what the screen shows.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct InteractivePlayTests {
    /// Opens a terminal and starts `wordkit play arguments` in its shell.
    ///
    /// - Parameters:
    ///   - run: The run whose WORDKIT_HOME and content the game uses.
    ///   - arguments: What follows `wordkit play`.
    ///   - prefix: Words before the command, such as `NO_COLOR=1`.
    ///   - extra: More environment.
    static func start(
        _ run: PlayRun, _ arguments: String, prefix: String = "", environment extra: [String: String] = [:], width: Int = 100,
        height: Int = 34, focusable: Bool = false
    ) throws -> TmuxTerminal {
        let environment = run.environment(extra).filter { $0.key.hasPrefix("WORDKIT") || $0.key == "PATH" }
        let terminal = try TmuxTerminal(width: width, height: height, environment: environment, focusable: focusable)
        try terminal.run("clear; \(prefix) \(PlayRun.binary.path) play \(arguments)")
        return terminal
    }

    /// The numbers of the first match of `pattern`'s two groups in `text`.
    static func numbers(_ pattern: String, in text: String) -> (Int, Int)? {
        guard let regex = try? Regex(pattern), let match = text.firstMatch(of: regex), match.count >= 3,
            let first = match[1].substring.flatMap({ Int($0) }), let second = match[2].substring.flatMap({ Int($0) })
        else { return nil }
        return (first, second)
    }

    /// Whether `stty -a` output shows a cooked terminal: canonical input, echo and signals on.
    static func isCooked(_ screen: String) -> Bool {
        let words = Set(screen.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return words.isSuperset(of: ["icanon", "echo", "isig"]) && !words.contains("-icanon") && !words.contains("-echo")
    }

    @Test func guessIsWonByBinarySearch() throws {
        let run = try PlayRun()
        let terminal = try Self.start(run, "guess --seed 7 --max 60")
        for _ in 0..<6 {
            let screen = try #require(terminal.waitFor { $0.contains("Your guess ›") || $0.contains("You won") })
            if screen.contains("You won") { break }
            let (low, high) = try #require(Self.numbers(#"Range\s+(\d+) ~ (\d+)"#, in: screen))
            let guess = (low + high) / 2
            try terminal.type(String(guess))
            try terminal.press("Enter")
            terminal.waitFor { screen in
                screen.contains("You won")
                    || screen.split(separator: "\n").contains { $0.contains("Guesses") && $0.trimmingCharacters(in: .whitespaces).hasSuffix(" \(guess)") }
            }
        }
        let won = try #require(terminal.waitFor("You won!"))
        #expect(won.contains("The number was"))
        #expect(won.contains("♥"))
        try terminal.press("q")
        #expect(terminal.waitFor("Guess the number: played 1, won 1.") != nil)
        let games = try Self.history(run)
        #expect(games.map { $0["game"] as? String } == ["guess"])
        #expect(games.first?["won"] as? Bool == true)
    }

    /// The `game` records of `wordkit history --json` for the run.
    static func history(_ run: PlayRun) throws -> [[String: Any]] {
        try run.wordkit(["history", "--json"]).events.filter { $0["type"] as? String == "game" }
    }

    @Test func lightsPressHintAndQuitRestoreTheTerminal() throws {
        let run = try PlayRun()
        let terminal = try Self.start(run, "lights --seed 3 --size 5")
        let first = try #require(terminal.waitFor("Steps 0"))
        #expect(first.contains("random 5×5"))
        #expect(first.contains("Time 00:0"))
        try terminal.press("l", "j", "Space")
        let pressed = try #require(terminal.waitFor("Steps 1"))
        #expect(pressed.split(separator: "\n").contains { $0.hasPrefix("   1  ") && $0.contains("[") })
        try terminal.type("2 3")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Steps 2") != nil)
        try terminal.press("*")
        let hinted = try #require(terminal.waitFor("Hint: press row"))
        #expect(hinted.contains("presses to go"))
        try terminal.press("q")
        #expect(terminal.waitFor("Lights out: played 1, won 0.") != nil)
        let games = try Self.history(run)
        #expect(games.count == 1)
        #expect(games.first?["game"] as? String == "lights")
        #expect(games.first?["won"] as? Bool == false)
        #expect(games.first?["steps"] as? Int == 2)
        try terminal.run("stty -a")
        let stty = try #require(terminal.waitFor { $0.contains("icanon") })
        #expect(Self.isCooked(stty), "\(stty)")
    }

    @Test func lightsWonByFollowingHintsThenNextBoard() throws {
        let run = try PlayRun()
        let terminal = try Self.start(run, "lights --seed 5 --size 4")
        #expect(terminal.waitFor("Steps 0") != nil)
        for step in 1...16 {
            try terminal.press("*")
            let seen = terminal.waitFor { $0.contains("Hint: press row") || $0.contains("You won") }
            guard let seen, !seen.contains("You won") else { break }
            try terminal.press("Space")
            terminal.waitFor { $0.contains("Steps \(step)") || $0.contains("You won") }
        }
        let won = try #require(terminal.waitFor("✓ You won!"))
        #expect(won.contains("All lights off"))
        #expect(won.contains("fewest possible"))
        #expect(won.contains("n a new board · r retry"))
        try terminal.press("n")
        #expect(terminal.waitFor("Steps 0") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Lights out: played 2, won 1.") != nil)
        let games = try Self.history(run)
        #expect(games.count == 2)
        #expect(Set(games.compactMap { $0["won"] as? Bool }) == [false, true])
    }

    @Test func speakSaysWhenEspeakIsMissing() throws {
        let terminal = try Self.start(try PlayRun(), "guess --seed 1 --speak", prefix: "PATH=/nonexistent")
        #expect(terminal.waitFor("Speech needs espeak-ng") != nil)
        try terminal.press("q")
    }

    @Test func ctrlCLeavesAndRestoresTheTerminal() throws {
        let terminal = try Self.start(try PlayRun(), "guess --seed 1")
        #expect(terminal.waitFor("Your guess ›") != nil)
        try terminal.press("C-c")
        #expect(terminal.waitFor("Guess the number: played 1, won 0.") != nil)
        try terminal.run("stty -a")
        let stty = try #require(terminal.waitFor { $0.contains("icanon") })
        #expect(Self.isCooked(stty), "\(stty)")
    }

    @Test(arguments: [("NO_COLOR=1", ""), ("env -u NO_COLOR", "--no-color"), ("TERM=dumb", "")])
    func plainTextHasNoColourSequences(prefix: String, flag: String) throws {
        let terminal = try Self.start(try PlayRun(), "guess --seed 1 \(flag)", prefix: prefix)
        #expect(terminal.waitFor("GUESS THE NUMBER") != nil)
        try terminal.type("50")
        try terminal.press("Enter")
        let screen = try #require(terminal.waitFor { $0.contains("50 is too") || $0.contains("You won") })
        #expect(screen.contains("Lives"))
        #expect(!terminal.screen(escapes: true).contains("\u{1B}["))
        try terminal.press("q")
    }

    @Test func coloursAreOnAtAColourTerminal() throws {
        let terminal = try Self.start(try PlayRun(), "guess --seed 1", prefix: "env -u NO_COLOR")
        #expect(terminal.waitFor("GUESS THE NUMBER") != nil)
        #expect(terminal.screen(escapes: true).contains("\u{1B}["))
        try terminal.press("q")
    }

    @Test func flashcardsCountdownTicksAndMarksAreToldInWords() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try Self.start(run, "flashcards --deck colors --seed 1 --time-limit 50")
        let first = try #require(terminal.waitFor("Time left 00:"))
        let (minutes, seconds) = try #require(Self.numbers(#"Time left (\d\d):(\d\d)"#, in: first))
        let later = terminal.waitFor { screen in
            guard let (m, s) = Self.numbers(#"Time left (\d\d):(\d\d)"#, in: screen) else { return false }
            return m * 60 + s < minutes * 60 + seconds
        }
        #expect(later != nil, "the countdown did not move from \(minutes):\(seconds)")
        #expect(first.contains("(hidden)"))
        try terminal.press("Space")
        #expect(terminal.waitFor { !$0.contains("(hidden)") } != nil)
        try terminal.press("Right")
        let right = try #require(terminal.waitFor("✓ right 1"))
        #expect(right.contains("Last card:") && right.contains("✓ right"))
        try terminal.press("Space")
        #expect(terminal.waitFor { !$0.contains("(hidden)") } != nil)
        try terminal.press("n")
        let wrong = try #require(terminal.waitFor("✗ wrong 1"))
        #expect(wrong.contains("Last card:") && wrong.contains("✗ wrong"))
        try terminal.press("q")
        #expect(terminal.waitFor("Flashcards: 1 round played.") != nil)
    }

    /// A card with a long example sentence, for a narrow window.
    static let exampleDeck = """
        {"format": 2, "id": "perro", "title": "Perro", "languages": ["es", "en"], "source": "test", "cards": [
          {"id": "es-en:perro", "prompt": "el perro", "answer": "dog", "example": {
            "text": "El perro de mi vecino ladra todas las noches cuando pasa el tren.",
            "translation": "My neighbour's dog barks every night when the train goes by.", "source": "Tatoeba"}}
        ]}
        """

    /// The example sentence, its translation indented under it with the
    /// source after a dash, as a 44-column window shows them.
    static let exampleLines = [
        "  El perro de mi vecino ladra todas las",
        "  noches cuando pasa el tren.",
        "    My neighbour's dog barks every night",
        "    when the train goes by. — Tatoeba",
    ]

    /// `lines` appear in `screen` one after another, trailing spaces aside.
    static func shows(_ lines: [String], in screen: String) -> Bool {
        let shown = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return shown.indices.contains { start in Array(shown[start...].prefix(lines.count)) == lines }
    }

    /// The example is shown only once the answer is, wrapped to the window;
    /// the translation is dimmed where colours are on and told by its
    /// indentation where they are off.
    @Test(arguments: ["env -u NO_COLOR", "NO_COLOR=1"])
    func flashcardsShowTheExampleOnceTheAnswerIsRevealed(prefix: String) throws {
        let run = try PlayRun(content: ["decks/perro.json": Self.exampleDeck])
        let terminal = try Self.start(run, "flashcards --deck perro --seed 1 --time-limit 0", prefix: prefix, width: 44)
        let hidden = try #require(terminal.waitFor("(hidden)"))
        #expect(!hidden.contains("vecino") && !hidden.contains("neighbour") && !hidden.contains("Tatoeba"))
        try terminal.press("Space")
        let revealed = try #require(terminal.waitFor("Tatoeba"))
        #expect(revealed.contains("dog"))
        #expect(Self.shows(Self.exampleLines, in: revealed), "\(revealed)")
        #expect(revealed.split(separator: "\n").allSatisfy { $0.count <= 44 })
        let styled = terminal.screen(escapes: true)
        if prefix.hasPrefix("NO_COLOR") {
            #expect(!styled.contains("\u{1B}["))
        } else {
            #expect(styled.contains("\u{1B}[2mMy neighbour's dog barks every night"))
        }
        try terminal.press("Right")
        let won = try #require(terminal.waitFor("Round won"))
        #expect(!won.contains("vecino"))
        try terminal.press("q")
    }

    @Test func flashcardsTimeRunsOutWithoutAKey() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try Self.start(run, "flashcards --deck colors --seed 1 --time-limit 2")
        let ended = try #require(terminal.waitFor("Time is up."))
        #expect(ended.contains("Time left 00:00"))
        try terminal.press("r")
        #expect(terminal.waitFor("(hidden)") != nil)
        try terminal.press("q")
    }

    @Test func suspendAndResumeComeBackToTheGame() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try Self.start(run, "flashcards --deck colors --seed 1 --time-limit 300")
        #expect(terminal.waitFor("(hidden)") != nil)
        try terminal.press("C-z")
        let stopped = try #require(terminal.waitFor("Stopped"))
        #expect(!stopped.contains("(hidden)"))
        try terminal.run("fg")
        #expect(terminal.waitFor("(hidden)") != nil)
        try terminal.press("Space")
        #expect(terminal.waitFor { !$0.contains("(hidden)") && $0.contains("I was right") } != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Flashcards: 1 round played.") != nil)
    }

    @Test func scrambleAcceptsRejectsAndGivesUp() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        let terminal = try Self.start(run, "scramble --seed 1 --length 6 --bell", environment: environment)
        let first = try #require(terminal.waitFor("Word ›"))
        let master = first.contains("M  A  S  T  E  R")
        #expect(master || first.contains("G  A  R  D  E  N"))
        let word = master ? "stream" : "danger"
        try terminal.type(word)
        try terminal.press("Enter")
        let accepted = try #require(terminal.waitFor("Words 1"))
        // Both roots' words here use every letter, and are marked so (issue 21, item I).
        #expect(accepted.contains("Found 1 word, newest first (★ every letter):"))
        let second = master ? "mast" : "dear"
        try terminal.type(second)
        try terminal.press("Enter")
        let two = try #require(terminal.waitFor("Words 2"))
        let listed = try #require(two.split(separator: "\n").first { $0.contains(second) && $0.contains(word) })
        let newest = try #require(listed.range(of: second))
        let oldest = try #require(listed.range(of: word))
        #expect(newest.lowerBound < oldest.lowerBound, "found words are listed newest first")
        try terminal.type("zzz")
        try terminal.press("Enter")
        let rejected = try #require(terminal.waitFor("✗ "))
        #expect(rejected.contains("Words 2"))
        // With words found, ! asks first (issue 21, item F); y gives up.
        try terminal.press("!")
        #expect(terminal.waitFor("Give up this round? y/n") != nil)
        try terminal.press("y")
        let over = try #require(terminal.waitFor("Missed"))
        #expect(over.contains("Round over"))
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble: 1 round played.") != nil)
    }

    @Test func withoutATerminalItAsksForJSON() throws {
        let output = try PlayRun().wordkit(["play", "guess"])
        #expect(output.status == 64)
        #expect(output.stderr.contains("--json"))
    }
}
