import Foundation
import Testing
import WordKitTestSupport

/// Terminal play tried as a new player would, in tmux: the menu, commands
/// after `:`, focus reports, a resized window, speech, lights progress.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct TerminalComfortTests {
    /// Starts `wordkit play arguments` in a terminal.
    static func start(
        _ run: PlayRun, _ arguments: String, prefix: String = "", environment: [String: String] = [:], width: Int = 100,
        height: Int = 34, focusable: Bool = false
    ) throws -> TmuxTerminal {
        try InteractivePlayTests.start(
            run, arguments, prefix: prefix, environment: environment, width: width, height: height, focusable: focusable)
    }

    /// The rows of a screen (`capture-pane` ends each with a line break), trailing spaces dropped.
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    // MARK: The menu

    @Test func playWithoutAGameOpensTheMenuAndEveryGameReachesIt() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try Self.start(run, "")
        let menu = try #require(terminal.waitFor("WORDKIT PLAY"))
        for shown in ["Word scramble", "Flashcards", "Guess the number", "Lights out", "Study", "6 lives", "8 letters · classic rules"] {
            #expect(menu.contains(shown), "\(shown) is not in the menu:\n\(menu)")
        }
        #expect(menu.contains("› Word scramble"))
        // Arrow keys choose, Enter plays.
        try terminal.press("Down", "Down")
        #expect(terminal.waitFor("› Guess the number") != nil)
        try terminal.press("Enter")
        #expect(terminal.waitFor("GUESS THE NUMBER") != nil)
        try terminal.type("50")
        // m opens the menu with the game kept; Enter goes back to it, typing and all.
        try terminal.press("m")
        let paused = try #require(terminal.waitFor("(paused: Enter goes back to it)"))
        #expect(paused.contains("› Guess the number"))
        try terminal.press("Escape")
        #expect(terminal.waitFor("Your guess › 50_") != nil)
        // A first letter plays that game; the guess game is recorded when it is left.
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        // Flashcards and study start on a deck chosen in the deck picker (Enter: the deck in force).
        try terminal.press("f")
        #expect(terminal.waitFor("DECKS · choose the deck for flashcards") != nil)
        try terminal.press("Enter")
        #expect(terminal.waitFor("FLASHCARDS") != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("› Flashcards") != nil)
        // Study is in the menu too.
        try terminal.press("s")
        #expect(terminal.waitFor("DECKS · choose the deck for study") != nil)
        try terminal.press("Enter")
        #expect(terminal.waitFor("STUDY") != nil)
        try terminal.press("Escape")
        #expect(terminal.waitFor("› Study") != nil)
        try terminal.press("q")
        // Games left for another before a move are not games played (issue 21, item A).
        #expect(terminal.waitFor("Flashcards: 0 rounds played.") != nil)
        let screen = terminal.screen()
        #expect(screen.contains("Guess the number: played 0, won 0."))
        #expect(screen.contains("Study: 0 cards reviewed, 0 again."))
        #expect(try InteractivePlayTests.history(run).isEmpty)
    }

    // MARK: Commands

    /// A run with English and Spanish roots of 6 letters and tiny dictionaries.
    static func scrambleRun() throws -> (PlayRun, [String: String]) {
        let (run, environment) = try PlayScrambleTests.makeRun()
        try Data("casino\n".utf8).write(to: run.contentFolder.appendingPathComponent("roots/es-6.txt"))
        return (run, environment)
    }

    @Test func langEsInsideScrambleSwitchesToASpanishRootWithoutLeaving() throws {
        let (run, environment) = try Self.scrambleRun()
        let terminal = try Self.start(run, "scramble --seed 1 --length 6", environment: environment)
        #expect(terminal.waitFor("en · 6 letters") != nil)
        // Not a command: said so, with the commands; never judged as a word.
        try terminal.type(":foo")
        try terminal.press("Enter")
        let unknown = try #require(terminal.waitFor("Unknown command :foo"))
        #expect(unknown.contains(":lang") && unknown.contains(":help"))
        #expect(unknown.contains("Words 0") && !unknown.contains("Word not"))
        try terminal.type(":lang es")
        try terminal.press("Enter")
        let spanish = try #require(terminal.waitFor("es · 6 letters"))
        #expect(spanish.contains("C  A  S  I  N  O"))
        #expect(spanish.contains("language = es: a new game; saved."))
        try terminal.type("cosa")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Words 1") != nil)
        // A language without a dictionary is refused; the game goes on.
        try terminal.type(":lang xx")
        try terminal.press("Enter")
        let refused = try #require(terminal.waitFor("xx"))
        #expect(refused.contains("es · 6 letters") && refused.contains("Words 1"))
        // The help lists the keys and commands; any key goes back.
        try terminal.press("?")
        let help = try #require(terminal.waitFor("HELP · word scramble"))
        #expect(help.contains(":lang L") && help.contains("Tab"))
        try terminal.press("Escape")
        #expect(terminal.waitFor("Word ›") != nil)
        try terminal.type(":quit")
        try terminal.press("Enter")
        // The English round, left before a word was found, is not a round played (issue 21, item A).
        #expect(terminal.waitFor("Word scramble: 1 round played.") != nil)
        let languages = try InteractivePlayTests.history(run).compactMap { $0["language"] as? String }
        #expect(languages == ["es"])
    }

    @Test func settingsAreChangedAndSavedFromAGame() throws {
        let run = try PlayRun()
        let terminal = try Self.start(run, "guess --seed 2")
        #expect(terminal.waitFor("6 of 6") != nil)
        try terminal.press(":")
        try terminal.type("lives 3")
        try terminal.press("Enter")
        let changed = try #require(terminal.waitFor("3 of 3"))
        #expect(changed.contains("lives = 3: a new game; saved."))
        // Saved at once (issue 21, item G), before any :save.
        #expect(try run.wordkit(["settings", "lives"]).stdout == "3\n")
        // An unknown command costs no life.
        try terminal.press(":")
        try terminal.type("jump")
        try terminal.press("Enter")
        let unknown = try #require(terminal.waitFor("Unknown command :jump"))
        #expect(unknown.contains("3 of 3"))
        try terminal.press(":")
        try terminal.type("settings")
        try terminal.press("Enter")
        let settings = try #require(terminal.waitFor("SETTINGS"))
        #expect(settings.contains("lives") && settings.contains("3 · saved: 3"))
        try terminal.press("Space")
        try terminal.press(":")
        try terminal.type("save")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Settings are already saved") != nil)
        try terminal.press("q")
        #expect(try run.wordkit(["settings", "lives"]).stdout == "3\n")
    }

    // MARK: Focus

    /// Seconds left on the flashcards countdown shown.
    static func timeLeft(_ screen: String) -> Int? {
        InteractivePlayTests.numbers(#"Time left (\d\d):(\d\d)"#, in: screen).map { $0 * 60 + $1 }
    }

    @Test func focusOutPausesTheFlashcardsClockAndFocusInResumesItWithNoTimeLost() throws {
        let run = try PlayFlashcardsTests.makeRun()
        let terminal = try Self.start(run, "flashcards --deck colors --seed 1 --time-limit 300", focusable: true)
        #expect(terminal.waitFor("(hidden)") != nil)
        // Let the countdown move, so it is known to run.
        #expect(terminal.waitFor { (Self.timeLeft($0) ?? 300) < 299 } != nil)
        try terminal.focusOut()
        let paused = try #require(terminal.waitFor("Paused: the window lost the focus"))
        let left = try #require(Self.timeLeft(paused))
        Thread.sleep(forTimeInterval: 3)
        #expect(Self.timeLeft(terminal.screen()) == left, "the countdown ran while the window was away")
        try terminal.focusIn()
        let back = try #require(terminal.waitFor { !$0.contains("Paused") })
        #expect((Self.timeLeft(back) ?? 0) >= left - 1, "time was lost: \(left) before, \(Self.timeLeft(back) ?? -1) after")
        #expect(terminal.waitFor { (Self.timeLeft($0) ?? 300) < left } != nil, "the countdown did not resume")
        try terminal.press("q")
        #expect(terminal.waitFor("Flashcards: 1 round played.") != nil)
    }

    // MARK: Resizing

    /// The missed words of the first round of `wordkit play scramble --seed seed`, from JSON play.
    static func missedWords(_ run: PlayRun, seed: Int, environment: [String: String]) throws -> [String] {
        let output = try run.wordkit(["play", "scramble", "--json", "--seed", "\(seed)", "--length", "8"], input: ":quit\n", environment: environment)
        let end = try #require(output.events.last { $0["event"] as? String == "end" })
        return try #require(end["missed"] as? [String])
    }

    @Test func aWindowResizedMidGameRedrawsWithoutCutWords() throws {
        let run = try PlayRun()
        // The shipped content and dictionaries, for a root with many words.
        let environment = ["WORDKIT_CONTENT": Repository.content.path]
        // The first seed whose root has more words than one screen shows.
        var seed = 1
        var missed = try Self.missedWords(run, seed: seed, environment: environment)
        while missed.count <= 40, seed < 40 {
            seed += 1
            missed = try Self.missedWords(run, seed: seed, environment: environment)
        }
        #expect(missed.count > 40)
        let terminal = try Self.start(run, "scramble --seed \(seed) --length 8", environment: environment)
        #expect(terminal.waitFor("Word ›") != nil)
        try terminal.press("!")
        #expect(terminal.waitFor("Missed \(missed.count) words:") != nil)
        try terminal.resize(width: 42, height: 20)
        var seen: [String] = []
        for _ in 0..<60 {
            let screen = try #require(terminal.waitFor { Self.lines($0).allSatisfy { $0.count <= 41 } && $0.contains("page ") })
            let lines = Self.lines(screen)
            #expect(lines.count <= 20)
            // Word lines are indented by four; every word on them is whole.
            for line in lines where line.hasPrefix("    ") && !line.contains(":") {
                let words = line.split(separator: " ").map(String.init)
                #expect(words.allSatisfy(missed.contains), "a cut word in '\(line)'")
                seen += words
            }
            guard let (page, pages) = InteractivePlayTests.numbers(#"page (\d+) of (\d+)"#, in: screen), page < pages else { break }
            try terminal.press("NPage")
            #expect(terminal.waitFor("page \(page + 1) of") != nil)
        }
        #expect(Set(seen) == Set(missed), "paging showed \(Set(seen).count) of \(missed.count) words")
        // Back to a wide window: everything on one page.
        try terminal.resize(width: 120, height: 50)
        #expect(terminal.waitFor { !$0.contains("page ") && $0.contains("Missed") } != nil)
        try terminal.press("q")
    }

    // MARK: Speech

    /// A folder holding an `espeak-ng` that writes its arguments to `spoken.log`.
    static func fakeEspeak(in run: PlayRun) throws -> (folder: URL, log: URL) {
        let folder = run.folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let log = run.folder.appendingPathComponent("spoken.log")
        let program = folder.appendingPathComponent("espeak-ng")
        try Data("#!/bin/sh\nprintf '%s|' \"$@\" >> '\(log.path)'\necho >> '\(log.path)'\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        return (folder, log)
    }

    /// The lines spoken so far, once `predicate` holds for them.
    static func spoken(_ log: URL, until predicate: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(10)
        var lines: [String] = []
        repeat {
            lines = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if predicate(lines) { break }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return lines
    }

    @Test(arguments: [("", "en", "Too high."), ("--lang es", "es", "Demasiado alto.")])
    func speakSaysTooHighInTheGuessGame(flags: String, voice: String, tooHigh: String) throws {
        let run = try PlayRun()
        let (bin, log) = try Self.fakeEspeak(in: run)
        let terminal = try Self.start(run, "guess --seed 7 --speak \(flags)", prefix: "PATH=\(bin.path):$PATH")
        #expect(terminal.waitFor("Your guess ›") != nil)
        try terminal.type("100")
        try terminal.press("Enter")
        #expect(terminal.waitFor("100 is too high") != nil)
        let lines = Self.spoken(log) { $0.count >= 2 }
        #expect(lines.first == "-v|\(voice)|" + (voice == "en" ? "0 to 100." : "De 0 a 100.") + "|")
        #expect(lines.dropFirst().first?.hasPrefix("-v|\(voice)|\(tooHigh) ") == true, "\(lines)")
        try terminal.press("q")
    }

    @Test func theSpeakSettingTurnsSpeechOnAndNoSpeakOffForOneGame() throws {
        let run = try PlayRun()
        let (bin, log) = try Self.fakeEspeak(in: run)
        #expect(try run.wordkit(["settings", "speak", "on"]).status == 0)
        #expect(try run.wordkit(["settings", "language", "it"]).status == 0)
        let terminal = try Self.start(run, "guess --seed 7 --no-speak", prefix: "PATH=\(bin.path):$PATH")
        #expect(terminal.waitFor("Your guess ›") != nil)
        try terminal.press("s")
        #expect(terminal.waitFor("Speech is off") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Guess the number: played 1") != nil)
        #expect(!FileManager.default.fileExists(atPath: log.path))
        try terminal.run("clear; PATH=\(bin.path):$PATH \(PlayRun.binary.path) play guess --seed 7")
        #expect(terminal.waitFor("Your guess ›") != nil)
        #expect(Self.spoken(log) { !$0.isEmpty }.first == "-v|it|Da 0 a 100.|")
        try terminal.press("q")
    }

    @Test func withoutSpeakNothingIsSaid() throws {
        let run = try PlayRun()
        let (bin, log) = try Self.fakeEspeak(in: run)
        let terminal = try Self.start(run, "guess --seed 7", prefix: "PATH=\(bin.path):$PATH")
        #expect(terminal.waitFor("Your guess ›") != nil)
        try terminal.type("100")
        try terminal.press("Enter")
        #expect(terminal.waitFor("100 is too high") != nil)
        try terminal.press("s")
        #expect(terminal.waitFor("Speech is off") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Guess the number: played 1") != nil)
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }

    @Test func scrambleSaysTheRootAndRejectionsAndFlashcardsThePromptInTheirLanguage() throws {
        let (run, environment) = try Self.scrambleRun()
        let (bin, log) = try Self.fakeEspeak(in: run)
        let terminal = try Self.start(run, "scramble --seed 1 --length 6 --lang es --speak", prefix: "PATH=\(bin.path):$PATH", environment: environment)
        #expect(terminal.waitFor("C  A  S  I  N  O") != nil)
        try terminal.type(":say")
        try terminal.press("Enter")
        #expect(Self.spoken(log) { $0.count >= 1 }.first == "-v|es|casino|")
        try terminal.type("zzz")
        try terminal.press("Enter")
        #expect(Self.spoken(log) { $0.count >= 2 }.last == "-v|es|Palabra imposible|")
        // Flashcards: the prompt on s, in the deck's first language.
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.type(":deck colors")
        try terminal.press("Enter")
        #expect(terminal.waitFor("`wordkit deck list` shows the decks") != nil)
        let decks = run.contentFolder.appendingPathComponent("decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        try Data(PlayFlashcardsTests.deck.utf8).write(to: decks.appendingPathComponent("colors.json"))
        try terminal.type(":deck colors")
        try terminal.press("Enter")
        try terminal.press("f")
        #expect(terminal.waitFor("› colors") != nil)
        try terminal.press("Enter")
        let card = try #require(terminal.waitFor("(hidden)"))
        try terminal.press("s")
        let prompt = try #require(["red", "green", "blue"].first { card.contains("│ \($0) ") })
        #expect(Self.spoken(log) { $0.count >= 3 }.last == "-v|en|\(prompt)|")
        try terminal.press("q")
    }

    // MARK: Lights

    /// A run with the shipped lights-out levels.
    static func lightsRun() throws -> (PlayRun, levels: [[String: Any]]) {
        let data = try Data(contentsOf: Repository.content.appendingPathComponent("lights/levels.json"))
        let run = try PlayRun(content: ["lights/levels.json": String(decoding: data, as: UTF8.self)])
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (run, try #require(object["levels"] as? [[String: Any]]))
    }

    @Test func lightsResumesAtTheSavedLevelAndShowsTheMinimumOnAWin() throws {
        let (run, levels) = try Self.lightsRun()
        let first = try #require(levels.first { $0["size"] as? Int == 3 })
        let number = try #require(first["number"] as? Int)
        // Win the first 3×3 level through JSON Lines: pressing its presses again switches it off.
        let presses = try #require(first["presses"] as? [[String: Int]])
        let input = presses.map { "\($0["row"] ?? 0) \($0["column"] ?? 0)" }.joined(separator: "\n") + "\n"
        let won = try run.wordkit(["play", "lights", "--json", "--level", "\(number)"], input: input)
        #expect(won.events.last?["won"] as? Bool == true, "\(won.stdout)")
        // At the terminal, 3×3 boards go on at the next level.
        let terminal = try Self.start(run, "lights --size 3")
        let next = try #require(terminal.waitFor("level \(number + 1) · 3×3"))
        #expect(next.contains("Steps 0"))
        for step in 1...12 {
            try terminal.press("*")
            let seen = terminal.waitFor { $0.contains("Hint: press row") || $0.contains("You won") }
            guard let seen, !seen.contains("You won") else { break }
            try terminal.press("Space")
            terminal.waitFor { $0.contains("Steps \(step)") || $0.contains("You won") }
        }
        let win = try #require(terminal.waitFor("✓ You won!"))
        let minimum = try #require(levels.first { $0["number"] as? Int == number + 1 }?["minimalPresses"] as? Int)
        #expect(win.contains("All lights off in \(minimum) press") && win.contains("(fewest possible: \(minimum)) ★★★"), "\(win)")
        try terminal.press("q")
        #expect(terminal.waitFor("Lights out: played 1, won 1.") != nil)
        // And the next run starts one level further.
        try terminal.run("clear; \(PlayRun.binary.path) play lights --size 3")
        #expect(terminal.waitFor("level \(number + 2) · 3×3") != nil)
        try terminal.press("q")
    }

    @Test func aPressTypedAcrossAPauseIsKept() throws {
        let terminal = try Self.start(try PlayRun(), "lights --random --seed 3 --size 5")
        #expect(terminal.waitFor("Steps 0") != nil)
        try terminal.type("1")
        try terminal.press("p")
        #expect(terminal.waitFor("Paused — press any key to go on") != nil)
        // The rest of the press resumes the timer and is kept.
        try terminal.type(" 2")
        #expect(terminal.waitFor("Press › 1 2_") != nil)
        try terminal.press("Enter")
        let pressed = try #require(terminal.waitFor("Steps 1"))
        let row = try #require(Self.lines(pressed).first { $0.hasPrefix("   1  ") })
        #expect(row.dropFirst(6 + 2 * 3).hasPrefix("["), "the cursor is not on row 1, column 2: \(row)")
        // A digit typed while paused is kept too.
        try terminal.press("p")
        #expect(terminal.waitFor("Paused — press any key to go on") != nil)
        try terminal.type("3")
        let typed = try #require(terminal.waitFor("Press › 3_"))
        #expect(!typed.contains("Paused"))
        try terminal.press("q")
    }
}
