import Foundation

/// Writes to standard error, unbuffered; a standard error that cannot be
/// written is ignored (there is nowhere left to say so), and the command
/// still ends with its own exit code.
package enum StandardError {
    /// Writes a message: control characters (user text, file names) are shown, not interpreted.
    package static func write(_ text: String) {
        writeTerminalControl(text.escapedForDisplay)
    }

    /// Writes text the program made, terminal controls included (a progress line).
    package static func writeTerminalControl(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Prints `wordkit: warning: …`.
    package static func warn(_ warning: String) {
        write("wordkit: warning: \(warning)\n")
    }
}
