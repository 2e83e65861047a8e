import WordKitTerminal

extension Terminal {
    /// Opens the terminal for interactive play, its failures phrased for the command line.
    ///
    /// - Parameters:
    ///   - noColor: `--no-color` was given.
    ///   - game: The subcommand, for the advice when there is no terminal.
    /// - Returns: The terminal.
    /// - Throws: ``CLIFailure``: usage when standard input or output is not a
    ///   terminal, suggesting `--json`; an I/O error when the signal pipe fails.
    static func open(noColor: Bool, game: String) throws -> Terminal {
        do {
            return try Terminal(noColor: noColor)
        } catch .notATerminal {
            throw CLIFailure(
                "interactive play needs a terminal on standard input and output; add --json to play "
                    + "through JSON Lines (for example: wordkit play \(game) --json --seed 1)",
                code: CLIFailure.usage)
        } catch .pipeFailed(let errno) {
            throw CLIFailure("cannot set up the terminal: pipe failed (errno \(errno))", code: CLIFailure.ioError)
        }
    }
}
