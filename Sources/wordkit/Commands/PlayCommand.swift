import ArgumentParser
import WordKitStore
import WordKitTerminal

/// `wordkit play`: the menu of games at a terminal, or one of the four games,
/// at a terminal or through JSON Lines.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play word scramble, flashcards, guess the number or lights out (no game: a menu).",
        discussion: """
        Without a game, opens a menu of the four games at the terminal, with the settings \
        in force. Without --json, each game is played at the terminal (keys, a redrawn \
        screen, live clocks that stop while the window is not in focus; ':' types a \
        command such as :lang es or :help; Esc or m opens the menu; Ctrl-Z suspends, q or \
        Ctrl-C leaves; --no-color or NO_COLOR for plain text); docs/terminal-play.md shows \
        each screen. With --json, each game reads plain lines from standard input and \
        writes one JSON object per event to standard output (JSON Lines), so that scripts \
        and bots can play. Lines starting with ':' are commands (:quit, :new, :hint, \
        :shuffle, :pause, :resume); the end of input ends the game with its end event. \
        --seed N makes every game reproducible. docs/play-json.md describes every event. \
        Exit codes: 0 the game ran to its end, 64 usage error, 65 bad content file, \
        66 content missing, 72 dictionary problem.
        """,
        subcommands: [PlayScramble.self, PlayFlashcards.self, PlayGuess.self, PlayLights.self]
    )

    /// Opens the menu. (Options given before a game's name would be taken
    /// here rather than by the game, so the menu has none: NO_COLOR=1 or
    /// TERM=dumb give plain text.)
    func run() throws {
        let terminal = try Terminal.open(noColor: false, game: "guess")
        let player = PlayerContext()
        let launcher = TerminalGames(player: player)
        try TerminalPlay(terminal: terminal, launcher: launcher, choices: player.settings).run(startingWith: nil)
    }
}
