import Foundation
import Testing
import WordKitTestSupport

/// A program started with standard input, output or error closed (`<&-`,
/// `>&-`): the numbers 0–2 are never handed to a pipe or a file it opens, so
/// a closed input is exit 66 and a closed output exit 74, never a hang, a
/// game reading its own signal pipe, or output written into a temporary file.
@Suite struct ClosedDescriptorTests {
    /// Runs `wordkit arguments` under a shell with `redirection` applied, for at most 20 seconds.
    ///
    /// - Returns: The exit status (124 when it had to be stopped) and standard error.
    func run(_ arguments: String, redirection: String, input: String = "") throws -> (status: Int32, stderr: String) {
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-closed-err-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `timeout` opens nothing before it starts wordkit, so the closed descriptors stay closed.
        process.arguments = ["-c", "exec timeout -k 5 20 '\(WordKitProcess.binary.path)' \(arguments) 2>'\(errorsFile.path)' \(redirection)"]
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-closed-\(UUID().uuidString)").path
        process.environment = environment
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? "")
    }

    static let jsonCommands = [
        "play guess --json --seed 1", "play lights --json --seed 1", "play scramble --json --seed 1 --lang en",
        "play flashcards --json --seed 1", "study en-es-top500 --json --now 2026-01-05T09:00:00Z",
    ]

    @Test(arguments: jsonCommands)
    func aClosedStandardInputEndsAJSONGameWithExit66(command: String) throws {
        let result = try run(command, redirection: "<&- >/dev/null")
        #expect(result.status == 66, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("cannot read standard input: Bad file descriptor"), "\(command): \(result.stderr)")
    }

    @Test(arguments: jsonCommands)
    func closedInputAndOutputAreAnErrorNotASignal(command: String) throws {
        let result = try run(command, redirection: "<&- >&-")
        #expect(result.status == 74, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output: Bad file descriptor"), "\(command): \(result.stderr)")
        #expect(!result.stderr.contains("signal"), "\(command): \(result.stderr)")
    }

    /// Standard input that waits in a temporary file (here past 1 MB rather
    /// than 64 MiB) never takes the closed standard output's place.
    @Test func checkingSpilledInputIntoAClosedOutputIsExit74() throws {
        let filler = String(repeating: String(repeating: " ", count: 99) + "\n", count: 20_000)
        let result = try run("check --lang en --in-memory-bytes 1000000", redirection: ">&-", input: filler + "teh\n")
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output: Bad file descriptor"), "\(result.stderr)")
    }

    /// A closed standard error: messages are lost, but the exit code still tells.
    @Test func aClosedStandardErrorKeepsTheExitCode() throws {
        let result = try run("play guess --json --seed 1", redirection: "2>&- <&-")
        #expect(result.status == 66)
    }
}
