import Foundation
import WordKitPlay

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
        var player = JSONLinesPlayer(session: session)
        do {
            try player.run(
                reading: { readLine(strippingNewline: true) },
                writing: { lines in
                    guard !lines.isEmpty else { return }
                    try FileHandle.standardOutput.write(contentsOf: Data(lines.joined().utf8))
                },
                now: now)
        } catch {
            throw CLIFailure("cannot write to standard output (did the reader close it?)", code: CLIFailure.ioError)
        }
    }
}
