import Foundation
import Synchronization

/// Reads utterances aloud with `espeak-ng`, when speech is on and the
/// program is installed.
///
/// Each utterance starts `espeak-ng -v VOICE TEXT` and returns at once; a
/// new one stops the one still speaking, so voices never talk over each
/// other. Speech is off unless turned on. When it is on and `espeak-ng`
/// cannot be found, the first utterance returns ``Result/missing`` (for the
/// screen to say once) and the others ``Result/silent``.
public final class Speaker: Sendable {
    /// What became of an utterance.
    public enum Result: Equatable, Sendable {
        /// It is being spoken.
        case spoken
        /// Speech is off, or the missing program was already reported.
        case silent
        /// Speech is on but `espeak-ng` is not installed: say so, this once.
        case missing
    }

    /// The message for a player who turned speech on without the program.
    public static let missingMessage =
        "Speech needs espeak-ng, which is not installed (sudo apt-get install espeak-ng); play goes on silently."

    /// The program's path, or nil when it is not installed.
    public let program: String?

    private struct State {
        var isOn: Bool
        var toldMissing = false
        var speaking: Process?
    }

    private let state: Mutex<State>

    /// A speaker using `program`.
    ///
    /// - Parameters:
    ///   - isOn: Whether to speak.
    ///   - program: The `espeak-ng` to run; by default the first on `PATH`.
    public init(isOn: Bool, program: String? = Speaker.find()) {
        self.program = program
        state = Mutex(State(isOn: isOn))
    }

    /// Whether speech is on.
    public var isOn: Bool {
        get { state.withLock { $0.isOn } }
        set { state.withLock { $0.isOn = newValue } }
    }

    /// The first executable `espeak-ng` on `PATH`.
    ///
    /// - Parameter environment: The environment whose `PATH` is searched.
    /// - Returns: Its path, or nil.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/espeak-ng" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts reading `utterance` aloud, stopping the one before.
    ///
    /// - Parameter utterance: What to say, and in which voice.
    /// - Returns: Whether it is spoken, silent, or the program is missing (once).
    @discardableResult
    public func say(_ utterance: Utterance) -> Result {
        state.withLock { state in
            guard state.isOn else { return .silent }
            guard let program else {
                if state.toldMissing { return .silent }
                state.toldMissing = true
                return .missing
            }
            if let speaking = state.speaking, speaking.isRunning { speaking.terminate() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = ["-v", utterance.voice, utterance.text]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                state.speaking = process
                return .spoken
            } catch {
                state.speaking = nil
                if state.toldMissing { return .silent }
                state.toldMissing = true
                return .missing
            }
        }
    }
}
