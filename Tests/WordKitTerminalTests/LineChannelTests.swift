import Foundation
import Synchronization
import Testing

@testable import WordKitTerminal

/// `LineChannel` in-process: lines in batches, the end of input, answers
/// flushed before a read would wait, and its failures with their data (a
/// line too long with its number, input that cannot be read, output that
/// cannot be written).
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

    /// A pipe's two ends: read, write.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    /// Everything left to read on `descriptor` (its writers closed).
    static func drain(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return bytes }
            bytes += buffer[..<count]
        }
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

    @Test func aLineOverTheLimitNamesItsLineAndTheLimit() throws {
        let descriptor = try Self.file(Array("short\n".utf8) + [UInt8](repeating: 0x61, count: LineChannel.maximumLineLength + 1))
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor)
        #expect(try channel.readLine() == Array("short".utf8))
        #expect(throws: LineChannel.Failure.lineTooLong(line: 2, limit: LineChannel.maximumLineLength)) {
            try channel.readLine()
        }
    }

    @Test func aLineExactlyAtTheLimitIsRead() throws {
        let line = [UInt8](repeating: 0x62, count: LineChannel.maximumLineLength)
        let descriptor = try Self.file(line + [0x0A])
        defer { close(descriptor) }
        let channel = LineChannel(descriptor: descriptor)
        #expect(try channel.readLine() == line)
        #expect(try channel.readLine() == nil)
    }

    @Test func inputThatCannotBeReadGivesTheSystemsReason() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        #expect(throws: LineChannel.Failure.unreadable(reason: String(cString: strerror(EISDIR)))) {
            try LineChannel(descriptor: directory).readLine()
        }
    }

    @Test func queuedAnswersAreWrittenBeforeAReadWouldWaitAndOnFlush() throws {
        let input = try Self.pipe()
        let output = try Self.pipe()
        defer { close(input.read); close(output.read) }
        let channel = LineChannel(descriptor: input.read, outputDescriptor: output.write)
        try channel.write("first answer\n")
        try channel.write(bytes: Array("second\n".utf8))
        // Nothing is written yet: the answers wait in the channel.
        var status = fcntl(output.read, F_GETFL)
        _ = fcntl(output.read, F_SETFL, status | O_NONBLOCK)
        var probe = [UInt8](repeating: 0, count: 16)
        #expect(probe.withUnsafeMutableBytes { read(output.read, $0.baseAddress, $0.count) } == -1)
        status = fcntl(output.read, F_GETFL)
        _ = fcntl(output.read, F_SETFL, status & ~O_NONBLOCK)
        // The input is empty, so the read would wait: the answers go out first.
        close(input.write)
        #expect(try channel.readLine() == nil)
        try channel.write("third\n")
        try channel.flush()
        close(output.write)
        #expect(String(decoding: Self.drain(output.read), as: UTF8.self) == "first answer\nsecond\nthird\n")
    }

    @Test func outputThatCannotBeWrittenGivesItsErrorCode() throws {
        // A descriptor open only for reading refuses writes with EBADF.
        let readOnly = try Self.file(Array("x\n".utf8))
        defer { close(readOnly) }
        let channel = LineChannel(descriptor: readOnly, outputDescriptor: readOnly)
        try channel.write("an answer\n")
        do {
            try channel.flush()
            Issue.record("a write to a read-only descriptor succeeded")
        } catch .writeFailed(let code, let reason) {
            #expect(code == EBADF)
            #expect(reason == String(cString: strerror(EBADF)))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// `DescriptorWrite` in-process: everything reaches a pipe, larger than its
/// buffer while a reader drains it; a descriptor that takes nothing says so.
@Suite struct DescriptorWriteTests {
    @Test func everythingReachesThePipeInOrder() throws {
        let ends = try LineChannelTests.pipe()
        defer { close(ends.read) }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let received = Mutex<[UInt8]>([])
        let reader = Thread { received.withLock { $0 = LineChannelTests.drain(ends.read) } }
        reader.start()
        #expect(DescriptorWrite.all(bytes, to: ends.write))
        close(ends.write)
        // The reader ends at the end of input; waited for at most 10 s.
        for _ in 0..<10_000 where received.withLock({ $0.isEmpty }) { usleep(1000) }
        #expect(received.withLock { $0 } == bytes)
    }

    @Test func aDescriptorThatTakesNothingIsFalse() throws {
        let readOnly = try LineChannelTests.file(Array("x".utf8))
        defer { close(readOnly) }
        #expect(!DescriptorWrite.all(Array("answer".utf8), to: readOnly))
    }
}
