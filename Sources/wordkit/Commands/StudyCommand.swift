import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// `wordkit study [DECK]`: spaced repetition (FSRS) at the terminal or through JSON Lines.
struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Study a deck with spaced repetition (FSRS): due cards first, then new cards.",
        discussion: """
        Shows the cards due (the earliest first), then up to --new-per-day new cards a day, \
        in the deck's order. Reveal a card, then grade it: again, hard, good or easy; the \
        interval each grade gives is shown before you choose, as in Anki. Each grade is \
        stored at once in $XDG_STATE_HOME/wordkit/history.sqlite, by card id, so a card \
        keeps its schedule when its deck is edited or rebuilt. At the terminal: Space or \
        Enter reveals, 1-4 grade (Space/Enter is good), s reads the prompt aloud (--speak), \
        ':' types a command (:deck ID, :new-per-day N, :help), Esc or m opens the menu of \
        games, q leaves. With --json: send \
        reveal, then again|hard|good|easy (or 1-4, wrong, right); :quit ends; events are \
        start, card, answer, review, end (docs/study.md). --now fixes the clock and \
        --no-fuzz the intervals, for scripts. Exit codes: 0 success, 64 usage error, 65 bad \
        deck file, 66 deck missing, 74 the store cannot be read.
        """
    )

    @Argument(help: ArgumentHelp(
        "A deck id (see wordkit deck list) or the path of a deck file; default: the deck setting, else the vocabulary deck from the language setting (en-es-top500 for en).",
        valueName: "deck"))
    var deck: String?

    @Flag(help: "Read plain lines from standard input and write one JSON object per event (JSON Lines).")
    var json = false

    @OptionGroup var clock: ClockOption

    @Flag(help: "Schedule exact FSRS intervals, without the random spread of a day or so.")
    var noFuzz = false

    @Option(name: SettingKey.newPerDay.optionNames, help: SettingKey.newPerDay.optionHelp("New cards to introduce a day", valueName: "n"))
    var newPerDay: Int?

    @Option(
        name: SettingKey.retention.optionNames,
        help: SettingKey.retention.optionHelp("The recall probability to schedule for, 0.7 to 0.99", valueName: "r"))
    var retention: Double?

    @Option(help: "Seed for the intervals' random spread; the same seed and input replay the same session.")
    var seed: UInt64?

    @Flag(help: "Plain text at the terminal, without colours (as does NO_COLOR=1 or TERM=dumb).")
    var noColor = false

    @Flag(name: SettingKey.speak.optionNames, inversion: .prefixedNo, help: SettingKey.speak.optionHelp("At the terminal, read the prompt aloud on s with espeak-ng"))
    var speak: Bool?

    func validate() throws {
        if let newPerDay, newPerDay < 0 { throw ValidationError("--new-per-day must be 0 or more (got \(newPerDay))") }
        if let retention, !SettingDefinition.retentions.contains(retention) {
            throw ValidationError("--retention must be from 0.7 to 0.99 (got \(retention))")
        }
    }

    func run() throws {
        if !json, isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
            throw CLIFailure(
                "studying at the terminal needs a terminal on standard input and output; add --json to study "
                    + "through JSON Lines (for example: wordkit study en-es-top500 --json)",
                code: CLIFailure.usage)
        }
        let player = PlayerContext()
        var choices = player.settings
        choices.deck = deck ?? choices.deck
        choices.newPerDay = newPerDay ?? choices.newPerDay
        choices.retention = retention ?? choices.retention
        choices.speak = speak ?? choices.speak
        let launcher = TerminalGames(player: player, seed: seed, studyClock: clock.clock, studyFuzz: !noFuzz)
        guard !json else { return try JSONPlay.run(launcher.study(choices), now: clock.clock) }
        let terminal = try Terminal.open(noColor: noColor, game: "study")
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: choices).run(startingWith: .study)
    }
}
