import Foundation

/// Lines in from standard input, answers out to standard output, for commands
/// that answer line by line (`wordkit suggest` with no word, `wordkit pipe`).
///
/// Input is read by an ``InputReader`` (so no line may be longer than its
/// limit); output is buffered and flushed whenever the next read would have
/// to wait: a file or a long pipe is answered at full speed in large writes,
/// while a program that sends one line and waits for the answer (an editor
/// driving `wordkit pipe`) gets it at once.
///
/// Its failures carry what went wrong (``Failure``); the front end phrases them.
package final class LineChannel {
    /// The longest line read, in bytes: far more than any word or line an editor sends.
    package static let maximumLineLength = 1 << 20

    /// What went wrong reading the lines or writing the answers.
    package enum Failure: Error, Equatable {
        /// A line is longer than the limit: its 1-based number and the limit in bytes.
        case lineTooLong(line: Int, limit: Int)
        /// The input could not be read (a directory, a closed descriptor): the system's reason.
        case unreadable(reason: String)
        /// The answers could not be written: the POSIX error code when there
        /// is one (`EPIPE` for a reader that went away) and the system's reason.
        case writeFailed(code: Int32?, reason: String)
    }

    private let reader: InputReader
    private let output: FileHandle
    private var pending: [UInt8] = []

    /// A channel from `descriptor` to `outputDescriptor`.
    ///
    /// - Parameters:
    ///   - descriptor: Where the lines come from (standard input by default).
    ///   - outputDescriptor: Where the answers go (standard output by default); not closed by the channel.
    package init(descriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
        reader = InputReader(descriptor: descriptor, maximumLineLength: Self.maximumLineLength)
        output = FileHandle(fileDescriptor: outputDescriptor, closeOnDealloc: false)
        pending.reserveCapacity(1 << 16)
    }

    /// The next line's bytes without its line feed, or nil at the end of input.
    ///
    /// - Throws: ``Failure``: `lineTooLong` for a line over the limit,
    ///   `unreadable` when the input cannot be read, `writeFailed` when
    ///   pending output cannot be written.
    package func readLine() throws(Failure) -> [UInt8]? {
        do {
            return try reader.nextLineBytes(beforeWaiting: flush)
        } catch let failure as Failure {
            throw failure
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            throw .lineTooLong(line: line, limit: limit)
        } catch InputReader.Failure.unreadable(let reason) {
            throw .unreadable(reason: reason)
        } catch {
            throw .unreadable(reason: "\(error)")
        }
    }

    /// The lines already read in (at least one, reading more only when none
    /// is waiting), or nil at the end of input: a file comes in large
    /// batches, a line typed or sent alone comes alone.
    ///
    /// - Parameter maximum: The most lines to return.
    /// - Throws: As ``readLine()``.
    package func readWaitingLines(maximum: Int) throws(Failure) -> [[UInt8]]? {
        guard let first = try readLine() else { return nil }
        return [first] + reader.bufferedLines(maximum: maximum - 1)
    }

    /// Queues text for output (written by ``flush()`` or when the buffer is large).
    ///
    /// - Throws: ``Failure/writeFailed(code:reason:)`` when output cannot be written.
    package func write(_ text: String) throws(Failure) {
        try write(bytes: text.utf8)
    }

    /// Queues bytes for output.
    ///
    /// - Throws: ``Failure/writeFailed(code:reason:)`` when output cannot be written.
    package func write(bytes: some Collection<UInt8>) throws(Failure) {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { try flush() }
    }

    /// Writes everything queued.
    ///
    /// - Throws: ``Failure/writeFailed(code:reason:)`` when output cannot be written.
    package func flush() throws(Failure) {
        defer { pending.removeAll(keepingCapacity: true) }
        guard !pending.isEmpty else { return }
        do {
            try output.write(contentsOf: pending)
        } catch {
            throw .writeFailed(code: WriteError.code(of: error), reason: WriteError.reason(error))
        }
    }
}
