import Foundation

/// Reads text aloud with `espeak-ng`, when it is installed.
struct SpeechOutput: Sendable {
    /// The program's path, or nil when it is not installed.
    let program: String?

    /// Looks `espeak-ng` up on `PATH`.
    init() {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        program = path.split(separator: ":").map { "\($0)/espeak-ng" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The message for a player who asked for speech without the program.
    static let missing = "--speak needs espeak-ng, which is not installed (sudo apt-get install espeak-ng); the range is shown only."

    /// Starts reading `text` aloud and returns at once.
    ///
    /// - Parameter text: What to say.
    /// - Returns: Whether the program could be started.
    @discardableResult
    func say(_ text: String) -> Bool {
        guard let program else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [text]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }
}
