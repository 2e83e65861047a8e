import Foundation
import Testing
import WordKitTestSupport

/// Every command that writes to standard output ends with exit 74 and one
/// line on stderr when it cannot: a full disk (`/dev/full`) or a closed
/// output. Never a trap, never a silent exit 0.
@Suite struct OutputFaultTests {
    /// Commands and what they read on standard input.
    static let commands: [(arguments: String, input: String)] = [
        ("check --lang en teh", ""), ("check --lang en", "teh cat\n"), ("check --lang en --json teh", ""),
        ("suggest --lang en teh", ""), ("suggest --lang es --json cancion", ""), ("suggest --lang en", "teh\nrecieve\n"),
        ("complete --lang en hous", ""), ("complete --lang en --json Feb", ""), ("pipe --lang en", "teh cat\n"),
        ("words --lang en --max-length 2", ""), ("anagrams --lang en silkworm", ""),
        ("deck list", ""), ("deck show en-es-top500", ""), ("deck show --json en-es-top500", ""),
        ("deck export en-es-top500", ""), ("deck stats en-es-top500", ""),
        ("history", ""), ("history --json", ""), ("settings", ""), ("settings --json", ""), ("settings lives", ""),
        ("--help", ""), ("check --help", ""), ("--version", ""),
        ("play guess --json --seed 1", "50\n"), ("study en-es-top500 --json --now 2026-01-05T09:00:00Z", "reveal\ngood\n"),
    ]

    /// Runs `wordkit arguments` under a shell with standard output redirected by `redirection`.
    func run(_ arguments: String, input: String, redirection: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec '\(WordKitProcess.binary.path)' \(arguments) \(redirection)"]
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-out-\(UUID().uuidString)").path
        process.environment = environment
        let stdin = Pipe()
        let errors = Pipe()
        process.standardInput = stdin
        process.standardError = errors
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: commands.indices)
    func aFullOutputIsExit74WithAMessage(index: Int) throws {
        let (arguments, input) = Self.commands[index]
        let result = try run(arguments, input: input, redirection: ">/dev/full")
        #expect(result.status == 74, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output"), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(arguments)")
    }

    @Test(arguments: commands.indices)
    func aClosedOutputIsExit74WithAMessage(index: Int) throws {
        let (arguments, input) = Self.commands[index]
        let result = try run(arguments, input: input, redirection: ">&-")
        #expect(result.status == 74, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("cannot write to standard output"), "\(arguments): \(result.stderr)")
    }

    /// With standard error full as well, the exit code still tells.
    @Test func aFullStandardErrorIsNoTrap() throws {
        let result = try run("check --lang en teh", input: "", redirection: ">/dev/full 2>/dev/full")
        #expect(result.status == 74)
        let misspelled = try run("check --lang en teh", input: "", redirection: ">/dev/null 2>/dev/full")
        #expect(misspelled.status == 1)
        let usage = try run("check --lang xx teh", input: "", redirection: ">/dev/null 2>/dev/full")
        #expect(usage.status == 64)
    }

    /// A reader that stops reading (`| head`) ends the command quietly, still with 74.
    @Test func aReaderThatStopsEndsTheCommandQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "'\(WordKitProcess.binary.path)' words --lang en 2>/tmp/wordkit-pipe-$$.err | head -1 >/dev/null; status=${PIPESTATUS[0]}; cat /tmp/wordkit-pipe-$$.err; rm -f /tmp/wordkit-pipe-$$.err; exit $status"]
        let errors = Pipe()
        process.standardOutput = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(data.isEmpty, "\(String(decoding: data, as: UTF8.self))")
    }

    @Test func aClosedStandardInputIsExit66() throws {
        let result = try run("check --lang en", input: "", redirection: "<&-")
        #expect(result.status == 66)
        #expect(result.stderr.contains("cannot read standard input"))
    }
}
