import Foundation

/// Standard input (or any file descriptor) read in bounded memory: whole
/// lines, never one longer than a limit, and, when asked, stopped by SIGINT,
/// SIGTERM or SIGHUP instead of killed by them.
///
/// `readLine()` and `readDataToEndOfFile()` keep reading a stream with no
/// line break until memory runs out (`< /dev/zero`); this reader refuses a
/// line longer than `maximumLineLength` with an error that names it.
package final class InputReader {
    /// The longest line accepted, in bytes.
    package let maximumLineLength: Int
    /// Where the lines come from.
    private let descriptor: Int32
    /// Bytes read but not handed out yet: the start of the next line.
    private var pending: [UInt8] = [] {
        didSet { if pending.isEmpty { lineStart = 0 } }
    }
    /// Where the last line in `pending` starts (just after its last line
    /// break), kept up to date as bytes arrive so a long line is measured
    /// without scanning it again.
    private var lineStart = 0
    /// Lines handed out so far.
    package private(set) var linesRead = 0
    /// Whether the end of input was reached.
    private var atEnd = false
    /// The signal that stopped reading, if one did.
    package private(set) var stoppingSignal: Int32?
    /// The read end of the signal pipe, when signals stop the reader.
    private let signals: Int32?

    /// What went wrong while reading.
    package enum Failure: Error {
        /// A line is longer than the limit (its 1-based number).
        case lineTooLong(line: Int, limit: Int)
        /// The read itself failed (a directory, a closed descriptor).
        case unreadable(String)
    }

    /// A reader of `descriptor`.
    ///
    /// - Parameters:
    ///   - descriptor: The file descriptor (standard input by default).
    ///   - maximumLineLength: The longest line accepted, in bytes.
    ///   - stopOnSignals: Whether SIGINT, SIGTERM and SIGHUP end the input
    ///     (see ``stoppingSignal``) rather than the process.
    package init(descriptor: Int32 = STDIN_FILENO, maximumLineLength: Int, stopOnSignals: Bool = false) {
        self.descriptor = descriptor
        self.maximumLineLength = max(1, maximumLineLength)
        signals = stopOnSignals ? SignalPipe.install([SIGINT, SIGTERM, SIGHUP]) : nil
    }

    /// The next line without its line break (a final line without one
    /// counts too), or nil at the end of input or when a signal stopped it.
    ///
    /// - Throws: ``Failure``.
    package func nextLine() throws -> String? {
        try nextLineBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// The next line's bytes without its line break, or nil at the end of
    /// input or when a signal stopped it.
    ///
    /// - Parameter beforeWaiting: Called before a read that would have to
    ///   wait for input (to flush answers a client is waiting for).
    /// - Throws: ``Failure``, or what `beforeWaiting` throws.
    package func nextLineBytes(beforeWaiting: () throws -> Void = {}) throws -> [UInt8]? {
        while true {
            if let line = bufferedLine() { return line }
            if atEnd {
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                linesRead += 1
                return pending
            }
            if !inputIsReady() { try beforeWaiting() }
            try fill()
            if stoppingSignal != nil { return nil }
        }
    }

    /// The complete lines already read, without waiting for more.
    ///
    /// - Parameter maximum: The most lines to return.
    /// - Returns: The lines' bytes, in order.
    package func bufferedLines(maximum: Int) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        while lines.count < maximum, let line = bufferedLine() { lines.append(line) }
        return lines
    }

    /// The first complete line in `pending`, taken out of it.
    private func bufferedLine() -> [UInt8]? {
        guard lineStart > 0, let newline = pending.firstIndex(of: 0x0A) else { return nil }
        let line = Array(pending[..<newline])
        remove(upTo: newline + 1)
        linesRead += 1
        return line
    }

    /// Whether a read would return at once.
    private func inputIsReady() -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    /// The next block of whole lines (ending after a line break, or at the
    /// end of input), about `size` bytes long; nil at the end of input.
    ///
    /// - Parameter size: The block size to aim for.
    /// - Returns: The bytes and the 1-based number of the block's first line.
    /// - Throws: ``Failure``.
    package func nextBlock(size: Int) throws -> (bytes: [UInt8], firstLine: Int)? {
        while true {
            if atEnd || pending.count >= size, !pending.isEmpty {
                let end = atEnd ? pending.count : lineStart
                if end > 0 {
                    let block = Array(pending[..<end])
                    remove(upTo: end)
                    let firstLine = linesRead + 1
                    linesRead += block.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                    return (block, firstLine)
                }
            }
            if atEnd { return nil }
            try fill()
            if stoppingSignal != nil { return nil }
        }
    }

    /// Reads what is there into `pending`, waiting for input or a signal.
    private func fill() throws {
        if let signals {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
            while poll(&fds, 2, -1) < 0 {
                guard errno == EINTR else { throw Failure.unreadable(String(cString: strerror(errno))) }
            }
            if fds[1].revents & Int16(POLLIN) != 0 {
                var number: UInt8 = 0
                if read(signals, &number, 1) == 1 { stoppingSignal = Int32(number) }
                return
            }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var count: Int
        repeat {
            count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        } while count < 0 && errno == EINTR
        if count < 0 { throw Failure.unreadable(String(cString: strerror(errno))) }
        if count == 0 {
            atEnd = true
            return
        }
        let oldCount = pending.count
        let oldLineStart = lineStart
        // Every line this read ends is measured, then the one it leaves unfinished;
        // the first of them began before this read.
        var length = oldCount - oldLineStart
        var ended = 0
        var start = 0
        while let newline = chunk[start..<count].firstIndex(of: 0x0A) {
            length += newline - start
            if length > maximumLineLength { throw tooLong(ended, after: oldLineStart) }
            length = 0
            ended += 1
            start = newline + 1
        }
        if length + count - start > maximumLineLength { throw tooLong(ended, after: oldLineStart) }
        pending.append(contentsOf: chunk[..<count])
        if start > 0 { lineStart = oldCount + start }
    }

    /// The failure for the line after the `ended` lines a read ended, the
    /// first of them after the lines waiting in `pending[..<waitingEnd]`.
    private func tooLong(_ ended: Int, after waitingEnd: Int) -> Failure {
        let waiting = pending[..<waitingEnd].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return Failure.lineTooLong(line: linesRead + 1 + waiting + ended, limit: maximumLineLength)
    }

    /// Drops the first `count` bytes of `pending`.
    private func remove(upTo count: Int) {
        pending.removeSubrange(..<count)
        lineStart = max(0, lineStart - count)
    }
}

/// A self-pipe for signals: each signal's number is written to a pipe that
/// a reader polls, instead of the signal ending the process.
package enum SignalPipe {
    /// The pipe's write end, reached from the handlers.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Routes `signals` to a new pipe and returns its read end (nil when no pipe can be made).
    package static func install(_ signals: [Int32]) -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        // Not inherited by the dictionary probe or any other child.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        // A program may start with these signals blocked (a parent's mask is
        // inherited), and a blocked signal would never reach the handler.
        var mask = sigset_t()
        sigemptyset(&mask)
        for number in signals {
            signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
            sigaddset(&mask, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        return ends[0]
    }
}
