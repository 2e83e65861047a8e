import Foundation
import WordKitPlay
import WordKitTerminal

/// Plays a session through JSON Lines on standard input and output.
enum JSONPlay {
    /// Plays until `:quit` or the end of input, writing each event at once
    /// (no buffering, so a bot sees it).
    ///
    /// - Parameters:
    ///   - session: The session, its first game started.
    ///   - now: The present (the system clock, or a fixed `--now`).
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written
    ///   (the reader went away); the game is recorded as ended first.
    static func run<Game: JSONPlayable>(_ session: GameSession<Game>, now: @escaping () -> Date = Date.init) throws {
        // A reader that goes away must end the game with an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        // SIGINT, SIGTERM and SIGHUP end the input: the game ends as abandoned,
        // its end event is written after it is stored, then the program stops.
        let input = InputReader(maximumLineLength: maximumLineLength, stopOnSignals: true)
        var player = JSONLinesPlayer(session: session)
        do {
            try player.run(
                reading: { try input.nextLine() },
                writing: { lines in
                    guard !lines.isEmpty else { return }
                    try Output.write(Data(lines.joined().utf8))
                },
                now: now)
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            throw CLIFailure(
                "standard input, line \(line): longer than \(limit) bytes; send one move a line (the game was ended)",
                code: CLIFailure.dataError)
        } catch InputReader.Failure.unreadable(let reason) {
            throw CLIFailure("cannot read standard input: \(reason) (the game was ended)", code: CLIFailure.noInput)
        } catch let failure as CLIFailure {
            // Output could not be written: a full disk says so, a reader that went away ends quietly with 74.
            throw failure
        } catch {
            throw CLIFailure("cannot write to standard output: \(WriteError.reason(error))", code: CLIFailure.ioError)
        }
        if let signal = input.stoppingSignal {
            StandardError.write("wordkit: stopped by signal \(signal); the game was recorded as abandoned\n")
            exit(128 + signal)
        }
    }

    /// The longest line a game reads: a move is a word, a number or two.
    static let maximumLineLength = 1 << 16
}
