import Foundation

/// py-fsrs, through the oracle script the kernel's FSRS tests use
/// (`Tests/GameKernelTests/Scheduling/Oracles/fsrs_oracle.py`), for checking
/// what `wordkit study` stored. Fuzz is off in the oracle.
enum PyFSRS {
    static let script = WordKitProcess.repository.appendingPathComponent("Tests/GameKernelTests/Scheduling/Oracles/fsrs_oracle.py")

    /// One review: Unix seconds and grade 1…4.
    struct Review: Encodable {
        var time: Int
        var grade: Int
    }

    /// One card's reviews, from a moment before the first.
    struct Sequence: Encodable {
        var start: Int
        var reviews: [Review]
    }

    /// The card after a review, as py-fsrs computes it.
    struct Step: Decodable {
        var state: String
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Double
    }

    private struct Request: Encodable {
        var mode = "sequences"
        var schedulers: [[String: Double]]
        var sequences: [Sequence]
        var preview = false
    }

    private struct Answer: Decodable {
        var sequences: [[Step]]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Replays each card's reviews through py-fsrs with the default scheduler (desired retention as given).
    static func replay(_ sequences: [Sequence], desiredRetention: Double = 0.9) throws -> [[Step]] {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let request = try encoder.encode(Request(schedulers: [["desired_retention": desiredRetention]], sequences: sequences))
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("pyfsrs-\(UUID().uuidString).json")
        try request.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = try FileHandle(forReadingFrom: input)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "fsrs_oracle.py exited \(process.terminationStatus); the oracle needs py-fsrs (make deps-test)")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Answer.self, from: data).sequences
    }
}
