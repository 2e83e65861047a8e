import ArgumentParser

/// `wordkit play`: the four games, at a terminal or through JSON Lines.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play word scramble, flashcards, guess the number or lights out.",
        discussion: """
        Without --json, each game is played at the terminal (keys, a redrawn screen,         live clocks; Ctrl-Z pauses them, q or Ctrl-C leaves; --no-color or NO_COLOR for         plain text); docs/terminal-play.md shows each screen. With --json, each game reads plain lines from standard input and writes one \
        JSON object per event to standard output (JSON Lines), so that scripts and bots \
        can play. Lines starting with ':' are commands (:quit, :new, :hint, :shuffle, \
        :pause, :resume); the end of input ends the game with its end event. --seed N \
        makes every game reproducible. docs/play-json.md describes every event. \
        Exit codes: 0 the game ran to its end, 64 usage error, 65 bad content file, \
        66 content missing, 72 dictionary problem.
        """,
        subcommands: [PlayScramble.self, PlayFlashcards.self, PlayGuess.self, PlayLights.self]
    )
}
