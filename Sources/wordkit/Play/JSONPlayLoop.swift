import Foundation
import GameKernel

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
        var history = HistoryRecorder()
        do {
            try play(&session, history: &history)
        } catch {
            // The reader went away: the game is abandoned, and still goes into the history.
            _ = session.finish(at: Date())
            history.store(session.historyRecord)
            throw error
        }
    }

    /// The loop itself; every game that ends is handed to `history`.
    private static func play(_ session: inout some JSONGameSession, history: inout HistoryRecorder) throws {
        try write(session.openingLines)
        while let raw = readLine(strippingNewline: true) {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(":") else {
                try write(session.handle(line: line, at: Date()))
                history.store(session.historyRecord)
                continue
            }
            let name = trimmed.dropFirst().lowercased()
            if name == PlayLineCommand.quit.rawValue {
                // After a finished game there is nothing to end: the output just closes.
                try write(session.finish(at: Date()))
                history.store(session.historyRecord)
                return
            }
            guard let command = PlayLineCommand(rawValue: name), session.commands.contains(command) else {
                let known = ([PlayLineCommand.quit] + session.commands).map(\.typed).joined(separator: ", ")
                try write([
                    PlayEventLine.invalid(line, message: "'\(trimmed)' is not a command of \(session.game); commands: \(known).")
                ])
                continue
            }
            if command == .new {
                // End the game being played first (the same `end` event `:new` gives),
                // so that its record is stored before the next game replaces it.
                try write(session.finish(at: Date()))
                history.store(session.historyRecord)
            }
            try write(session.handle(command, at: Date()))
            history.store(session.historyRecord)
        }
        try write(session.finish(at: Date()))
        history.store(session.historyRecord)
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

/// Stores each game of a session in the player's history once, when it has ended.
private struct HistoryRecorder {
    /// The record stored last, so that a game is not stored twice.
    private var last: GameRecord?

    /// Stores `record` unless it is `nil` (the game goes on) or already stored.
    mutating func store(_ record: GameRecord?) {
        guard let record, record != last else { return }
        last = record
        PlayerHistory.record(record)
    }
}
