import Foundation

/// Lines in from one file descriptor, text out to another, for commands that
/// answer line by line (`wordkit suggest` with no word, `wordkit pipe`).
///
/// Output is buffered, and flushed whenever the next read would have to
/// wait: a file or a long pipe is answered at full speed in large writes,
/// while a program that sends one line and waits for the answer (an editor
/// driving `wordkit pipe`) gets it at once.
package final class LineChannel {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var pending: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var atEnd = false

    /// A channel over two file descriptors (standard input and output by default).
    ///
    /// - Parameters:
    ///   - input: Where lines are read.
    ///   - output: Where answers are written.
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        buffer.reserveCapacity(1 << 16)
        pending.reserveCapacity(1 << 16)
    }

    /// The next line's bytes without its line feed, or nil at the end of input.
    ///
    /// A last line without a line feed is returned too.
    ///
    /// - Throws: ``Failure`` when pending output cannot be written.
    package func readLine() throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            if !inputIsReady() { try flush() }
            let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                atEnd = true
            } else if count == 0 {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }

    /// The lines already read in, without their line feeds (at least one,
    /// reading more only when none is waiting), or nil at the end of input:
    /// a file comes in large batches, a line typed or sent alone comes alone.
    ///
    /// - Parameter maximum: The most lines to return.
    /// - Throws: ``Failure`` when pending output cannot be written.
    package func readWaitingLines(maximum: Int) throws -> [ArraySlice<UInt8>]? {
        guard let first = try readLine() else { return nil }
        var lines = [first]
        while lines.count < maximum, let newline = buffer[start...].firstIndex(of: 0x0A) {
            lines.append(buffer[start..<newline])
            start = newline + 1
        }
        return lines
    }

    /// Queues text for output (written by ``flush()`` or when the buffer is large).
    ///
    /// - Throws: ``Failure`` when output cannot be written.
    package func write(_ text: String) throws {
        pending.append(contentsOf: text.utf8)
        if pending.count >= 1 << 16 { try flush() }
    }

    /// Queues bytes for output.
    ///
    /// - Throws: ``Failure`` when output cannot be written.
    package func write(bytes: some Collection<UInt8>) throws {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { try flush() }
    }

    /// Writes everything queued.
    ///
    /// - Throws: ``Failure`` when output cannot be written.
    package func flush() throws {
        var offset = 0
        while offset < pending.count {
            let written = pending[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                pending.removeAll(keepingCapacity: true)
                throw Failure(code: code)
            }
            offset += written
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Whether a read would return at once.
    private func inputIsReady() -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// Output could not be written.
    package struct Failure: Error, CustomStringConvertible {
        /// The `errno` of the failed write.
        package let code: Int32

        /// The system's message for the error.
        package var description: String { String(cString: strerror(code)) }
    }
}
