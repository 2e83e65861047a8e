import Foundation

/// Runs the built `wordkit` binary, as a user or a script would.
struct WordKitProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The repository root, from this file's place.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `wordkit` beside the test bundle (whatever the scratch path).
    static let binary: URL = {
        let bundle = Bundle.main.bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("wordkit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repository.appendingPathComponent(".build/debug/wordkit")
    }()

    /// Runs `wordkit arguments…` with `input` on stdin and a private WORDKIT_HOME.
    static func run(_ arguments: [String], input: Data = Data(), environment extra: [String: String] = [:], timeout: TimeInterval = 120) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-cli-\(UUID().uuidString)").path
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let stdinFile = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-in-\(UUID().uuidString)")
        try input.write(to: stdinFile)
        defer { try? FileManager.default.removeItem(at: stdinFile) }
        process.standardInput = try FileHandle(forReadingFrom: stdinFile)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the process runs so that neither fills up.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(out, true), (err, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOut: isOut)
                group.leave()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Timeout(arguments: arguments)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self), stderr: String(decoding: collected.err, as: UTF8.self))
    }

    static func run(_ arguments: [String], stdin: String) throws -> Result {
        try run(arguments, input: Data(stdin.utf8))
    }

    struct Timeout: Error { let arguments: [String] }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var out = Data()
        private(set) var err = Data()
        func set(_ data: Data, isOut: Bool) {
            lock.lock()
            if isOut { out = data } else { err = data }
            lock.unlock()
        }
    }
}
