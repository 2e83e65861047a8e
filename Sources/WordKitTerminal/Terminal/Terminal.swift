import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The player's terminal: raw mode, keys, focus reports, signals and
/// whole-screen drawing.
///
/// Raw mode is left on every way out: ``leave()`` (called by the game loop's
/// `defer`), an `atexit` hook for `exit`, and handlers for crash signals.
/// Ctrl-C and Ctrl-Z arrive as keys (signals are off in raw mode); SIGINT,
/// SIGTERM, SIGHUP and SIGTSTP sent from outside arrive through a self-pipe.
package final class Terminal {
    /// Whether text may be coloured (not `NO_COLOR`, `--no-color` or `TERM=dumb`).
    package let colors: Bool
    /// Whether the terminal can move the cursor (anything but `TERM=dumb`).
    package let addressable: Bool
    /// The self-pipe's read end.
    private let pipeRead: Int32
    /// Keys split across reads.
    private var decoder = TerminalKeyDecoder()

    /// Why the terminal could not be opened.
    package enum Failure: Error, Equatable {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// The self-pipe for signals could not be made (its `errno`).
        case pipeFailed(errno: Int32)
    }

    /// Opens the terminal on standard input and output.
    ///
    /// - Parameter noColor: `--no-color` was given.
    /// - Throws: ``Failure``; the front end phrases the advice (`--json`).
    package init(noColor: Bool) throws(Failure) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw Failure.notATerminal }
        let environment = ProcessInfo.processInfo.environment
        let term = environment["TERM"] ?? ""
        addressable = term != "dumb"
        colors = addressable && !noColor && (environment["NO_COLOR"] ?? "").isEmpty
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw Failure.pipeFailed(errno: errno)
        }
        pipeRead = ends[0]
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        TerminalSignals.pipeWrite = ends[1]
        TerminalSignals.install()
    }

    deinit {
        leave()
        close(pipeRead)
    }

    /// Enters raw mode and the alternate screen, with the cursor hidden and
    /// focus reporting on (xterm's `CSI ? 1004 h`: the terminal, or tmux with
    /// `focus-events on`, sends `CSI I` and `CSI O` as the window gains and
    /// loses the focus).
    package func enter() {
        guard TerminalSignals.rawActive == 0 else { return }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        TerminalSignals.saved.pointee = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &settings.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        TerminalSignals.rawActive = 1
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        if addressable { emit("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1004h") }
    }

    /// Leaves raw mode and the alternate screen; safe to call twice.
    package func leave() {
        guard TerminalSignals.rawActive != 0 else { return }
        if addressable {
            TerminalSignals.restoreNow()
        } else {
            TerminalSignals.rawActive = 0
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, TerminalSignals.saved)
            emit("\n")
        }
    }

    /// Waits for keys or signals.
    ///
    /// - Parameter timeout: Milliseconds to wait; the loop ticks its clocks
    ///   when nothing came.
    /// - Returns: What arrived, empty after the timeout.
    package func read(timeout: Int32) -> [TerminalInput] {
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: pipeRead, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 2, timeout)
        guard ready > 0 else { return [] }
        var inputs: [TerminalInput] = []
        if fds[1].revents & Int16(POLLIN) != 0 {
            var bytes = [UInt8](repeating: 0, count: 32)
            let count = Glibc.read(pipeRead, &bytes, bytes.count)
            for number in bytes.prefix(max(0, count)) {
                switch Int32(number) {
                case SIGTSTP: inputs.append(.suspend)
                case SIGCONT, SIGWINCH: inputs.append(.redraw)
                default: inputs.append(.terminate)
                }
            }
        }
        if fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = Glibc.read(STDIN_FILENO, &bytes, bytes.count)
            if count <= 0 {
                // The terminal went away: leave as for Ctrl-D.
                inputs.append(.key(.endOfInput))
            } else {
                inputs.append(contentsOf: decoder.decode(Array(bytes.prefix(count))).map { .key($0) })
                inputs.append(contentsOf: restOfSequence().map { .key($0) })
            }
        }
        return inputs
    }

    /// Keys that complete a sequence cut by the last read; a lone Escape
    /// when nothing follows within 30 ms (a key, not the start of an arrow).
    private func restOfSequence() -> [TerminalKey] {
        guard decoder.hasPending else { return [] }
        var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 30) > 0 else { return decoder.flush() }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(STDIN_FILENO, &bytes, bytes.count)
        guard count > 0 else { return decoder.flush() }
        let keys = decoder.decode(Array(bytes.prefix(count)))
        return keys + (decoder.hasPending ? restOfSequence() : [])
    }

    /// Stops the program for Ctrl-Z or SIGTSTP and comes back in raw mode.
    ///
    /// The terminal is restored first, so the shell gets a sane terminal; the
    /// default SIGTSTP action stops the process, and `raise` returns after `fg`.
    package func suspend() {
        leave()
        signal(SIGTSTP, SIG_DFL)
        // A parent may have started us with SIGTSTP blocked; a blocked signal would stay pending.
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        raise(SIGTSTP)
        TerminalSignals.reinstallSuspend()
        enter()
    }

    /// Draws a whole screen.
    ///
    /// Lines are cut to the window (one column is left free: a character in
    /// the last column would leave the cursor waiting to wrap), and lines
    /// below its last row are left out, so the screen never scrolls.
    ///
    /// - Parameter lines: The screen's lines, styled with ``paint(_:_:)``.
    package func draw(_ lines: [String]) {
        if addressable {
            let fitted = lines.prefix(height).map { TerminalText.clip($0, to: width - 1) }
            emit("\u{1B}[H" + fitted.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
        } else {
            // A dumb terminal cannot move the cursor: each screen follows the last.
            emit("\r\n" + lines.joined(separator: "\r\n") + "\r\n")
        }
    }

    /// Rings the bell.
    package func bell() {
        emit("\u{07}")
    }

    /// `text` in `styles`, or plain when colours are off.
    package func paint(_ text: String, _ styles: TerminalStyle...) -> String {
        guard colors, !styles.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }

    /// The terminal's width in columns (80 when unknown).
    package var width: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// `lines` wrapped at spaces to ``lineWidth``, so no word is cut at the edge.
    package func fit(_ lines: [String]) -> [String] {
        let width = lineWidth
        return lines.flatMap { TerminalText.wrap($0, width: width) }
    }

    /// The characters a line may hold: the width less the last column (see ``draw(_:)``).
    package var lineWidth: Int { max(1, width - 1) }

    /// The terminal's height in rows (24 when unknown).
    package var height: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    /// Writes `text` to standard output at once.
    private func emit(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
