import Foundation

/// Runs `wordkit play …` and the bot scripts end to end, each run isolated in
/// its own WORDKIT_HOME and WORDKIT_CONTENT.
struct PlayRun {
    /// What a run produced.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output as JSON objects, one per line.
        var events: [[String: Any]] {
            stdout.split(separator: "\n").compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            }
        }

        /// The number of non-empty output lines.
        var lineCount: Int { stdout.split(separator: "\n").count }
    }

    /// The repository root, from this file's place.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `wordkit` built beside the test bundle.
    static let binary: URL = {
        let bundle = Bundle.main.bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("wordkit")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repository.appendingPathComponent(".build/debug/wordkit")
    }()

    /// The private folder this run uses for WORDKIT_HOME and WORDKIT_CONTENT.
    let folder: URL

    /// Creates a run folder and writes content files into `content/`.
    ///
    /// - Parameter content: File contents by path inside the content folder,
    ///   such as `roots/en-6.txt`.
    init(content: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: contentFolder, withIntermediateDirectories: true)
        for (path, text) in content {
            let url = contentFolder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The content folder (WORDKIT_CONTENT).
    var contentFolder: URL { folder.appendingPathComponent("content") }

    /// The environment every process of this run gets.
    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = folder.appendingPathComponent("home").path
        environment["WORDKIT_CONTENT"] = contentFolder.path
        environment["WORDKIT"] = Self.binary.path
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `wordkit arguments…` with `input` on standard input.
    func wordkit(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) throws -> Output {
        try run(Self.binary, arguments, input: input, environment: extra)
    }

    /// Runs a bot script of `docs/bots` with `python3`.
    func bot(_ name: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> Output {
        let script = Self.repository.appendingPathComponent("docs/bots/\(name).py").path
        return try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script] + arguments, input: "", environment: extra)
    }

    /// Runs a program to its end, collecting both outputs.
    private func run(_ executable: URL, _ arguments: [String], input: String, environment extra: [String: String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment(extra)
        let inputFile = folder.appendingPathComponent("stdin-\(UUID().uuidString)")
        try Data(input.utf8).write(to: inputFile)
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let errorFile = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? Data(contentsOf: errorFile)) ?? Data()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }
}
