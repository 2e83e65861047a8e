import Foundation
import Testing

@testable import WordKitTerminal

/// `InputReader` in-process, reading the read end of a pipe whose writer
/// has written everything and closed (so the reader meets the end of input).
@Suite struct InputReaderTests {
    /// A pipe holding `bytes`, its write end closed; the read end is returned (close it after).
    static func pipe(_ bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        try #require(written == bytes.count)
        return ends[0]
    }

    /// Every line `reader` gives until the end of input.
    static func lines(_ reader: InputReader) throws -> [String] {
        var lines: [String] = []
        while let line = try reader.nextLine() { lines.append(line) }
        return lines
    }

    @Test func linesWithoutTheirBreaksAndAFinalLineWithoutOne() throws {
        let descriptor = try Self.pipe(Array("one\ntwo\n\nthree".utf8))
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 100)
        #expect(try Self.lines(reader) == ["one", "two", "", "three"])
        #expect(reader.linesRead == 4)
        // The end stays the end.
        #expect(try reader.nextLine() == nil)
        #expect(reader.linesRead == 4)
    }

    @Test func emptyInputIsAtOnceTheEndAndALastLineBreakAddsNoEmptyLine() throws {
        let empty = try Self.pipe([])
        defer { close(empty) }
        let none = InputReader(descriptor: empty, maximumLineLength: 10)
        #expect(try none.nextLine() == nil)
        #expect(none.linesRead == 0)
        let terminated = try Self.pipe(Array("a\nb\n".utf8))
        defer { close(terminated) }
        #expect(try Self.lines(InputReader(descriptor: terminated, maximumLineLength: 10)) == ["a", "b"])
    }

    @Test func aCarriageReturnAndInvalidUTF8AreKeptAsBytes() throws {
        let descriptor = try Self.pipe([0x61, 0x0D, 0x0A, 0xFF, 0x62, 0x0A])
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 10)
        #expect(try reader.nextLineBytes() == [0x61, 0x0D])
        #expect(try reader.nextLineBytes() == [0xFF, 0x62])
        #expect(try reader.nextLineBytes() == nil)
    }

    @Test func anUnfinishedLineOverTheLimitIsRefusedWithItsNumber() throws {
        let descriptor = try Self.pipe(Array("ok\nabcdefgh".utf8))
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 4)
        #expect(throws: InputReader.Failure.self) { try reader.nextLine() }
        let again = try Self.pipe(Array("ok\nabcdefgh".utf8))
        defer { close(again) }
        do {
            _ = try InputReader(descriptor: again, maximumLineLength: 4).nextLine()
            Issue.record("a line of 8 bytes passed a limit of 4")
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            #expect(line == 2 && limit == 4)
        }
        // A line exactly at the limit passes.
        let exact = try Self.pipe(Array("abcd".utf8))
        defer { close(exact) }
        #expect(try Self.lines(InputReader(descriptor: exact, maximumLineLength: 4)) == ["abcd"])
    }

    @Test func aDescriptorThatCannotBeReadIsUnreadableNotTheEnd() throws {
        // Reading a directory fails with EISDIR.
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        do {
            _ = try InputReader(descriptor: directory, maximumLineLength: 10).nextLine()
            Issue.record("reading a directory gave no error")
        } catch InputReader.Failure.unreadable(let reason) {
            #expect(reason == String(cString: strerror(EISDIR)))
        }
    }

    @Test func blocksEndAfterALineBreakAndNumberTheirFirstLine() throws {
        let descriptor = try Self.pipe(Array("a\nbb\nccc\nd".utf8))
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 100)
        var blocks: [(String, Int)] = []
        while let block = try reader.nextBlock(size: 1) { blocks.append((String(decoding: block.bytes, as: UTF8.self), block.firstLine)) }
        // Together the blocks are the input, each but the last ends with a line break,
        // and each names the line it starts with.
        #expect(blocks.map(\.0).joined() == "a\nbb\nccc\nd")
        #expect(blocks.dropLast().allSatisfy { $0.0.hasSuffix("\n") })
        for block in blocks {
            let before = blocks.prefix { $0.1 < block.1 }.map(\.0).joined()
            #expect(block.1 == before.filter { $0 == "\n" }.count + 1)
        }
        #expect(blocks.last?.0.hasSuffix("d") == true)
    }

    @Test func bufferedLinesGiveOnlyCompleteLinesAlreadyRead() throws {
        let descriptor = try Self.pipe(Array("1\n2\n3\n4".utf8))
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 100)
        #expect(try reader.nextLine() == "1")
        #expect(reader.bufferedLines(maximum: 1) == [Array("2".utf8)])
        // "4" has no line break yet: only "3" is complete.
        #expect(reader.bufferedLines(maximum: 10) == [Array("3".utf8)])
        #expect(try reader.nextLine() == "4")
        #expect(reader.linesRead == 4)
    }

    @Test func aCompleteLineOverTheLimitIsRefusedToo() throws {
        // The limit is documented for every line, not only one still unfinished when a read ends.
        let descriptor = try Self.pipe(Array("ok\nabcdefgh\nok\n".utf8))
        defer { close(descriptor) }
        let reader = InputReader(descriptor: descriptor, maximumLineLength: 4)
        // As for an unfinished line, the read that meets it fails, naming the line.
        do {
            _ = try Self.lines(reader)
            Issue.record("a complete line of 8 bytes passed a limit of 4")
        } catch InputReader.Failure.lineTooLong(let line, let limit) {
            #expect(line == 2 && limit == 4)
        }
        // A line ended by its break at exactly the limit passes.
        let exact = try Self.pipe(Array("abcd\nefgh\n".utf8))
        defer { close(exact) }
        #expect(try Self.lines(InputReader(descriptor: exact, maximumLineLength: 4)) == ["abcd", "efgh"])
    }
}
