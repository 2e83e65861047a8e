import Foundation
import WordKitTerminal

/// Standard output for every command: each write either reaches it or ends
/// the command with exit 74 and a message (a full disk, a closed output, a
/// reader that went away), never a trap or a silent exit 0.
///
/// Text bound for a terminal has its control, bidi and invisible format
/// characters shown (`\u{1B}`, `\u{202E}`), never interpreted, so a hostile
/// deck or file name cannot drive the terminal or hide text; data bound for a
/// file or a pipe (`write`: an export, a word list) is written as it is.
/// Text made for reading (`display`: `deck list`, `deck show`, `deck stats`)
/// is escaped wherever it goes, since a pager (`| less -R`) passes it on.
enum Output {
    /// Whether standard output is a terminal (checked once).
    static let isTerminal = isatty(STDOUT_FILENO) == 1

    /// Writes `text` at once: escaped at a terminal, as it is elsewhere.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    static func write(_ text: String) throws {
        try write(Data((isTerminal ? text.escapedForDisplay : text).utf8))
    }

    /// Writes text made for reading, escaped wherever standard output goes.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    static func display(_ text: String) throws {
        try write(Data(text.escapedForDisplay.utf8))
    }

    /// Writes `text` and a line break.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    static func line(_ text: String = "") throws {
        try write(text + "\n")
    }

    /// Writes bytes at once, as they are.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    static func write(_ data: Data) throws {
        guard !data.isEmpty else { return }
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            // A reader that stopped reading (`wordkit words | head`) ends the
            // command quietly, as SIGPIPE ends other tools, but still with 74.
            if WriteError.code(of: error) == EPIPE { throw CLIFailure("", code: CLIFailure.ioError) }
            throw CLIFailure("cannot write to standard output: \(WriteError.reason(error))", code: CLIFailure.ioError)
        }
    }
}

/// Writes large outputs to standard output in blocks.
struct BufferedOutput {
    private var buffer = Data()

    /// Adds a line; the buffer is written out every 64 KiB.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    mutating func write(_ line: String) throws {
        buffer.append(contentsOf: (Output.isTerminal ? line.escapedForDisplay : line).utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Writes what is buffered.
    ///
    /// - Throws: ``CLIFailure`` (74) when standard output cannot be written.
    mutating func flush() throws {
        try Output.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
