import Foundation
import WordKitTerminal

/// Lines in from standard input, answers out to standard output, for commands
/// that answer line by line (`wordkit suggest` with no word, `wordkit pipe`).
///
/// Input is read by an ``InputReader`` (so no line may be longer than its
/// limit); output is buffered and flushed whenever the next read would have
/// to wait: a file or a long pipe is answered at full speed in large writes,
/// while a program that sends one line and waits for the answer (an editor
/// driving `wordkit pipe`) gets it at once.
final class LineChannel {
    /// The longest line read, in bytes: far more than any word or line an editor sends.
    static let maximumLineLength = 1 << 20

    private let reader: InputReader
    private var pending: [UInt8] = []

    /// A channel from `descriptor` (standard input by default) to standard output.
    ///
    /// - Parameter descriptor: Where the lines come from.
    init(descriptor: Int32 = STDIN_FILENO) {
        reader = InputReader(descriptor: descriptor, maximumLineLength: Self.maximumLineLength)
        pending.reserveCapacity(1 << 16)
    }

    /// The next line's bytes without its line feed, or nil at the end of input.
    ///
    /// - Throws: ``CLIFailure``: 65 for a line over the limit, 66 when the
    ///   input cannot be read, 74 when pending output cannot be written.
    func readLine() throws -> [UInt8]? {
        do {
            return try reader.nextLineBytes(beforeWaiting: flush)
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            throw CLIFailure("standard input, line \(line): longer than \(limit) bytes", code: CLIFailure.dataError)
        } catch InputReader.Failure.unreadable(let reason) {
            throw CLIFailure("cannot read standard input: \(reason)", code: CLIFailure.noInput)
        }
    }

    /// The lines already read in (at least one, reading more only when none
    /// is waiting), or nil at the end of input: a file comes in large
    /// batches, a line typed or sent alone comes alone.
    ///
    /// - Parameter maximum: The most lines to return.
    /// - Throws: As ``readLine()``.
    func readWaitingLines(maximum: Int) throws -> [[UInt8]]? {
        guard let first = try readLine() else { return nil }
        return [first] + reader.bufferedLines(maximum: maximum - 1)
    }

    /// Queues text for output (written by ``flush()`` or when the buffer is large).
    ///
    /// - Throws: ``CLIFailure`` (74) when output cannot be written.
    func write(_ text: String) throws {
        try write(bytes: text.utf8)
    }

    /// Queues bytes for output.
    ///
    /// - Throws: ``CLIFailure`` (74) when output cannot be written.
    func write(bytes: some Collection<UInt8>) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { try flush() }
    }

    /// Writes everything queued.
    ///
    /// - Throws: ``CLIFailure`` (74) when output cannot be written.
    func flush() throws {
        defer { pending.removeAll(keepingCapacity: true) }
        try Output.write(Data(pending))
    }
}
