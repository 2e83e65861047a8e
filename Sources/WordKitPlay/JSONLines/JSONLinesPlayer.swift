import Foundation
import GameKernel

/// Plays a game through JSON Lines: plain lines in, one JSON object per
/// event out (`docs/play-json.md` describes every event).
///
/// The player works on lines, not on a stream: a program reads lines from
/// wherever it likes (standard input, a socket, a test) and writes what
/// ``receive(_:at:)`` returns. Every line gets at least one line back, so a
/// bot can wait for one after each line it sends:
///
/// - a line starting with `:` is a command: `:quit` ends the game and the
///   play (``isFinished``), `:new` starts the next game, and each game has
///   its own (see ``JSONPlayable/lineCommands``);
/// - any other line is a move; one that is neither a move nor a command gets
///   an `invalid` event and costs nothing.
public struct JSONLinesPlayer<Game: JSONPlayable>: Sendable {
    /// The session being played.
    public private(set) var session: GameSession<Game>
    /// Whether `:quit` was received; no further line should be sent.
    public private(set) var isFinished = false

    /// A player over a session whose first game has started.
    ///
    /// - Parameter session: The session.
    public init(session: GameSession<Game>) {
        self.session = session
    }

    /// The lines of the first game's opening events.
    public var openingLines: [String] { lines(session.openingEvents) }

    /// Handles one line of input.
    ///
    /// - Parameters:
    ///   - line: The line, without its line break (a trailing `\r` is ignored).
    ///   - time: The moment it was read.
    /// - Returns: The JSON lines to write, each ending in a line feed.
    public mutating func receive(_ line: String, at time: Date) -> [String] {
        let line = line.hasSuffix("\r") ? String(line.dropLast()) : line
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":") else { return move(line, at: time) }
        let name = trimmed.dropFirst().lowercased()
        if name == PlayLineCommand.quit.rawValue {
            isFinished = true
            return finish(at: time)
        }
        if name == PlayLineCommand.new.rawValue {
            // A game left before any move is not stored (issue 21): its `end` says so with `recorded: false`.
            let unrecorded = session.isPlaying && !session.game.hasMoves
            // The events first: `lines` reads the game as the action left it.
            let events = session.newGame(at: time)
            return lines(events, unrecordedEnd: unrecorded)
        }
        guard let command = PlayLineCommand(rawValue: name),
              let action = Game.lineCommands.first(where: { $0.command == command })?.action else {
            let known = ([PlayLineCommand.quit, .new] + Game.lineCommands.map(\.command)).map(\.typed)
            return [
                PlayEventLine.invalid(
                    line, message: "'\(trimmed)' is not a command of \(Game.name); commands: \(known.joined(separator: ", ")).")
            ]
        }
        let events = session.perform(action, at: time)
        return lines(events)
    }

    /// Ends the game being played: for `:quit`, the end of input, a signal,
    /// or a reader that went away. A game that has ended is left alone.
    /// Quitting a game that quitting leaves (a word-scramble round) before
    /// any move stores nothing, and its `end` says so with `recorded: false`.
    ///
    /// - Parameter time: The moment.
    /// - Returns: The `end` event's line, or nothing.
    public mutating func finish(at time: Date) -> [String] {
        let (events, unrecorded) = session.quit(at: time)
        return lines(events, unrecordedEnd: unrecorded)
    }

    /// A line that is not a command: a move, or an `invalid` event.
    private mutating func move(_ line: String, at time: Date) -> [String] {
        switch Game.action(forLine: line) {
        case .success(let action):
            let events = session.perform(action, at: time)
            return lines(events)
        case .failure(let invalid):
            // A line that is not a move still lets the game notice time passing.
            var ticked: [String] = []
            if let tick = Game.tickAction, session.isPlaying {
                let events = session.perform(tick, at: time)
                ticked = lines(events)
            }
            return ticked + [PlayEventLine.invalid(line, message: invalid.message)]
        }
    }

    /// Encodes events, adding the game's name and the seed to `start`,
    /// `recorded: false` to an `end` when `unrecordedEnd` (a game left before
    /// any move), and the game's own added fields (`JSONPlayable.addedFields(to:)`).
    private func lines(_ events: [Game.Event], unrecordedEnd: Bool = false) -> [String] {
        events.map { event in
            var fields = session.game.addedFields(to: event)
            if unrecordedEnd && event.kind == "end" { fields["recorded"] = .bool(false) }
            if event.kind == "start" {
                fields["game"] = .string(Game.name)
                fields["seed"] = .unsigned(session.seed)
            }
            return PlayEventLine.encode(event, adding: fields)
        }
    }
}

extension JSONLinesPlayer {
    /// Plays until `:quit` or the end of input, reading lines with `read`
    /// and writing events with `write` as they happen.
    ///
    /// When `read` throws (a line too long, input that cannot be read), the
    /// game is ended as `:quit` ends it, its `end` event written, and the error
    /// rethrown. When `write` throws (the reader went away), the game is ended
    /// (and so recorded) and the error rethrown.
    ///
    /// - Parameters:
    ///   - read: The next line without its line break, or nil at the end of input.
    ///   - write: Writes lines at once.
    ///   - now: The current moment.
    /// - Throws: What `read` or `write` throws.
    public mutating func run(
        reading read: () throws -> String?, writing write: ([String]) throws -> Void, now: () -> Date
    ) throws {
        do {
            try write(openingLines)
            while !isFinished {
                let line: String?
                do {
                    line = try read()
                } catch {
                    try write(finish(at: now()))
                    throw error
                }
                guard let line else { break }
                try write(receive(line, at: now()))
            }
            if !isFinished { try write(finish(at: now())) }
        } catch {
            _ = finish(at: now())
            throw error
        }
    }
}
