import Foundation
@testable import GameKernel

/// py-fsrs, the reference FSRS implementation, run through `Oracles/fsrs_oracle.py`.
///
/// The script and its request and answer formats are described in the script.
/// When Python or py-fsrs is missing, every call throws an error that says how
/// to install it: the oracle tests fail rather than skip.
enum FSRSOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Oracles/fsrs_oracle.py")

    /// One scheduler's settings (fuzz is always off in the oracle).
    struct SchedulerSpec: Codable, Hashable {
        var desiredRetention = 0.9
        var learningSteps: [Int] = [60, 600]
        var relearningSteps: [Int] = [600]
        var maximumInterval = 36_500

        /// The same settings for WordKit.
        var parameters: FSRSParameters {
            FSRSParameters(desiredRetention: desiredRetention, learningSteps: learningSteps.map(TimeInterval.init),
                           relearningSteps: relearningSteps.map(TimeInterval.init), maximumInterval: maximumInterval,
                           enableFuzzing: false)
        }
    }

    struct Review: Codable, Hashable {
        /// Unix seconds.
        var time: Int
        var grade: Int
        /// Switches the scheduler from this review on.
        var scheduler: Int?
    }

    struct Sequence: Codable, Hashable {
        var start: Int
        var scheduler = 0
        var reviews: [Review]
    }

    struct Step: Codable, Hashable {
        var state: String
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Double
        var retrievability: Double
        var previewDue: [Double]?
    }

    private struct Request: Encodable {
        var mode = "sequences"
        var schedulers: [SchedulerSpec]
        var sequences: [Sequence]
        var preview: Bool
    }

    private struct Answer: Decodable {
        var fsrsVersion: String
        var sequences: [[Step]]
    }

    private struct FuzzRequest: Encodable {
        var mode = "fuzz"
        var maximumInterval: Int
        var intervals: [Int]
    }

    private struct FuzzAnswer: Decodable {
        var ranges: [[Int]]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Replays `sequences` through py-fsrs.
    ///
    /// - Returns: For each sequence, the card after each review.
    static func replay(_ sequences: [Sequence], schedulers: [SchedulerSpec], preview: Bool) throws -> [[Step]] {
        let answer: Answer = try run(Request(schedulers: schedulers, sequences: sequences, preview: preview))
        return answer.sequences
    }

    /// py-fsrs's lowest and highest fuzzed interval for each interval.
    static func fuzzRanges(_ intervals: [Int], maximumInterval: Int) throws -> [ClosedRange<Int>] {
        let answer: FuzzAnswer = try run(FuzzRequest(maximumInterval: maximumInterval, intervals: intervals))
        return answer.ranges.map { $0[0]...$0[1] }
    }

    private static func run<Answer: Decodable>(_ request: some Encodable) throws -> Answer {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let input = try encoder.encode(request)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let stdinFile = FileManager.default.temporaryDirectory.appendingPathComponent("fsrs-oracle-\(UUID().uuidString).json")
        try input.write(to: stdinFile)
        defer { try? FileManager.default.removeItem(at: stdinFile) }
        process.standardInput = try FileHandle(forReadingFrom: stdinFile)
        let output = Pipe()
        // A file, not a pipe: a full pipe would block the script while this reads its output.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("fsrs-oracle-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run python3 (\(error)); the FSRS oracle needs Python 3 with py-fsrs: pip install fsrs==6.3.2")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 3 || process.terminationStatus == 127 {
                throw Failure(description: "the FSRS oracle needs py-fsrs (run `make deps-test`, or: pip install fsrs==6.3.2): \(message)")
            }
            throw Failure(description: "fsrs_oracle.py exited \(process.terminationStatus): \(message)")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(Answer.self, from: data)
    }
}
