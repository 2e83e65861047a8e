import Foundation
import Testing

@testable import wordkit

/// `LineChannel`'s reading side in-process: lines in batches, the end of
/// input, and the exit codes of its failures (65 a line too long, 66 input
/// that cannot be read).
@Suite struct LineChannelTests {
    /// A file holding `bytes`, opened for reading, its name already removed.
    static func file(_ bytes: [UInt8]) throws -> Int32 {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-linechannel-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test func waitingLinesComeTogetherAndThenTheEnd() throws {
        let descriptor = try Self.file(Array("one\ntwo\nthree\n".utf8))
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor)
        #expect(try channel.readWaitingLines(maximum: 2) == [Array("one".utf8), Array("two".utf8)])
        #expect(try channel.readWaitingLines(maximum: 2) == [Array("three".utf8)])
        #expect(try channel.readWaitingLines(maximum: 2) == nil)
        #expect(try channel.readLine() == nil)
    }

    @Test func aLineOverTheLimitIsBadDataNamingItsLine() throws {
        let descriptor = try Self.file(Array("short\n".utf8) + [UInt8](repeating: 0x61, count: LineChannel.maximumLineLength + 1))
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor)
        #expect(try channel.readLine() == Array("short".utf8))
        do {
            _ = try channel.readLine()
            Issue.record("a line of \(LineChannel.maximumLineLength + 1) bytes was read")
        } catch let failure as CLIFailure {
            #expect(failure.code == 65)
            #expect(failure.message == "standard input, line 2: longer than \(LineChannel.maximumLineLength) bytes")
        }
    }

    @Test func inputThatCannotBeReadIsNoInput() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        do {
            _ = try LineChannel(descriptor: directory).readLine()
            Issue.record("reading a directory gave no error")
        } catch let failure as CLIFailure {
            #expect(failure.code == 66)
            #expect(failure.message == "cannot read standard input: \(String(cString: strerror(EISDIR)))")
        }
    }
}
