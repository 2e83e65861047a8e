import ArgumentParser
import Foundation
import GameKernel
import WordKitPlay
import WordKitStore

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
        Enter reveals, 1-4 grade (Space/Enter is good), q leaves. With --json: send \
        reveal, then again|hard|good|easy (or 1-4, wrong, right); :quit ends; events are \
        start, card, answer, review, end (docs/study.md). --now fixes the clock and \
        --no-fuzz the intervals, for scripts. Exit codes: 0 success, 64 usage error, 65 bad \
        deck file, 66 deck missing, 74 the store cannot be read.
        """
    )

    @Argument(help: ArgumentHelp(
        "A deck id (see wordkit deck list) or the path of a deck file; default: the deck setting, else the first deck.",
        valueName: "deck"))
    var deck: String?

    @Flag(help: "Read plain lines from standard input and write one JSON object per event (JSON Lines).")
    var json = false

    @OptionGroup var clock: ClockOption

    @Flag(help: "Schedule exact FSRS intervals, without the random spread of a day or so.")
    var noFuzz = false

    @Option(help: ArgumentHelp("New cards to introduce a day (default: the new-per-day setting, else 20).", valueName: "n"))
    var newPerDay: Int?

    @Option(help: ArgumentHelp("The recall probability to schedule for, 0.7 to 0.99 (default: the retention setting, else 0.9).", valueName: "r"))
    var retention: Double?

    @Option(help: "Seed for the intervals' random spread; the same seed and input replay the same session.")
    var seed: UInt64?

    @Flag(help: "Plain text at the terminal, without colours (as does NO_COLOR=1 or TERM=dumb).")
    var noColor = false

    func validate() throws {
        if let newPerDay, newPerDay < 0 { throw ValidationError("--new-per-day must be 0 or more (got \(newPerDay))") }
        if let retention, !Settings.retentions.contains(retention) {
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
        let settings = Player.settings()
        let now = clock.clock
        let options = StudyOptions(
            newCardsPerDay: newPerDay ?? settings.newPerDay ?? StudyConfiguration.defaultNewCardsPerDay,
            desiredRetention: retention ?? settings.retention ?? 0.9, fuzz: !noFuzz)
        let seed = seed ?? UInt64.random(in: .min ... .max)
        let session = try CLIFailure.mapping {
            let deck = try Player.decks.deckToPlay(deck ?? settings.deck)
            return try GameSession.study(deck, options: options, store: Player.store, seed: seed, warn: StandardError.warn, at: now())
        }
        guard !json else { return try JSONPlay.run(session, now: now) }
        let terminal = try Terminal(noColor: noColor, game: "study")
        var game = InteractiveStudy(session: session, now: now)
        var gameClock = GameClock()
        InteractiveLoop.run(&game, on: terminal, clock: &gameClock)
    }
}
