import Foundation
import WordKitStore

/// Fresh player folders (`WORDKIT_HOME`) for targets that read and write the
/// player's files: one temporary folder per call, removed afterwards, so
/// inputs never see each other's files and replay tests may run in parallel.
enum FuzzHome {
    /// Where the homes are made. Each home sits directly in the temporary
    /// folder, named by process and UUID: a shared parent folder that one call
    /// removes while another is creating its home inside it made replay tests
    /// fail at random ("The file doesn't exist") when they ran in parallel.
    private static let base = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)

    /// Runs `body` with the paths of a new, empty `WORDKIT_HOME`, then removes it.
    ///
    /// - Parameter body: The work, given the home's paths.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, or a file error making the folder.
    ///
    /// With `WORDKIT_FUZZ_KEEP_HOMES` set (to triage an input with the replayer),
    /// the homes are kept, and each is named on standard error.
    static func withFreshHome<T>(_ body: (WordKitPaths) throws -> T) throws -> T {
        let name = "wordkit-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let home = base.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        if ProcessInfo.processInfo.environment["WORDKIT_FUZZ_KEEP_HOMES"] != nil {
            FileHandle.standardError.write(Data("WORDKIT_HOME=\(home.path)\n".utf8))
            return try body(WordKitPaths(environment: ["WORDKIT_HOME": home.path]))
        }
        defer { try? FileManager.default.removeItem(at: home) }
        return try body(WordKitPaths(environment: ["WORDKIT_HOME": home.path]))
    }
}
