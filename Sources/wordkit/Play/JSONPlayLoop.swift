import Foundation

/// Reads lines from standard input, hands them to a game session and writes
/// its events to standard output, one JSON object a line, as they happen.
enum JSONPlayLoop {
    /// Plays until `:quit` or the end of input.
    ///
    /// Every line gets at least one event back, so a bot can wait for one
    /// after each line it sends; a line that is neither a move nor a known
    /// command gets an `invalid` event.
    ///
    /// - Parameter session: The game, already set up.
    /// - Throws: ``CLIFailure`` when standard output cannot be written (the
    ///   reader went away).
    static func run(_ session: inout some JSONGameSession) throws {
        // A reader that goes away must end the game with an error, not a signal.
        signal(SIGPIPE, SIG_IGN)
        try write(session.openingLines)
        while let raw = readLine(strippingNewline: true) {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(":") else {
                try write(session.handle(line: line, at: Date()))
                continue
            }
            let name = trimmed.dropFirst().lowercased()
            if name == PlayLineCommand.quit.rawValue {
                // After a finished game there is nothing to end: the output just closes.
                try write(session.finish(at: Date()))
                return
            }
            guard let command = PlayLineCommand(rawValue: name), session.commands.contains(command) else {
                let known = ([PlayLineCommand.quit] + session.commands).map(\.typed).joined(separator: ", ")
                try write([
                    PlayEventLine.invalid(line, message: "'\(trimmed)' is not a command of \(session.game); commands: \(known).")
                ])
                continue
            }
            try write(session.handle(command, at: Date()))
        }
        try write(session.finish(at: Date()))
    }

    /// Writes lines to standard output at once (no buffering, so a bot sees them).
    private static func write(_ lines: [String]) throws {
        guard !lines.isEmpty else { return }
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(lines.joined().utf8))
        } catch {
            throw CLIFailure("cannot write to standard output (did the reader close it?)", code: CLIFailure.ioError)
        }
    }
}
