#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide state the signal handlers and the `atexit` hook reach.
///
/// Signal handlers can only do async-signal-safe work: they write the signal
/// number to a self-pipe (read by ``Terminal/read(timeout:)``), and for a
/// crash they put the saved terminal settings back with `tcsetattr` (listed as
/// async-signal-safe in signal-safety(7)) before dying the default way.
enum TerminalSignals {
    /// The self-pipe's write end, or -1.
    nonisolated(unsafe) static var pipeWrite: Int32 = -1
    /// The terminal settings before raw mode, in memory of their own.
    ///
    /// Not a `static var` of type `termios`: Swift 6.3 emits such a statically
    /// initialised global without the struct's 3 bytes of inner padding (57
    /// bytes, not 60), so storing a `termios` into it wrote past its end
    /// (AddressSanitizer: global-buffer-overflow, found by `make sanitize`).
    /// Made by ``install()``, before any handler can read it.
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: termios())
        return settings
    }()
    /// Whether raw mode is on, so that restoring happens once.
    nonisolated(unsafe) static var rawActive: Int32 = 0
    /// Whether the handlers are installed.
    nonisolated(unsafe) static var installed = false

    /// The bytes that turn focus reporting off, leave the alternate screen and show the cursor.
    static let leaveScreen: StaticString = "\u{1B}[0m\u{1B}[?1004l\u{1B}[?25h\u{1B}[?1049l"

    /// Signals that end the game through the loop.
    static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]
    /// Signals that kill the program; the terminal is restored first.
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers and the exit hook, once.
    static func install() {
        guard !installed else { return }
        installed = true
        _ = saved
        for number in forwarded {
            signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(TerminalSignals.pipeWrite, &byte, 1)
            }
        }
        for number in fatal {
            signal(number) { number in
                TerminalSignals.restoreNow()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
        atexit { TerminalSignals.restoreNow() }
    }

    /// Sets SIGTSTP back to its handler after a suspension.
    static func reinstallSuspend() {
        signal(SIGTSTP) { number in
            var byte = UInt8(truncatingIfNeeded: number)
            _ = write(TerminalSignals.pipeWrite, &byte, 1)
        }
    }

    /// Puts the saved settings back and leaves the alternate screen, if raw
    /// mode is on. Async-signal-safe: `tcsetattr` and `write` only.
    static func restoreNow() {
        guard rawActive != 0 else { return }
        rawActive = 0
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, saved)
        leaveScreen.withUTF8Buffer { bytes in
            _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
        }
    }
}
