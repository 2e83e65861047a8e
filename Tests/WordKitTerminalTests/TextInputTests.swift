import Foundation
import Spelling
import Testing

@testable import WordKitTerminal

/// `TextInput` in-process, from arguments and from a pipe standing for
/// standard input: blocks of whole lines with their first line number, the
/// spill past the memory limit, and its failures with their data.
@Suite struct TextInputTests {
    /// A pipe holding `bytes`, its write end closed; the read end is returned (close it after).
    static func pipe(_ bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [-1, -1]
        try #require(Foundation.pipe(&ends) == 0)
        // Written from another thread: more than a pipe buffer would block this one.
        let writer = ends[1]
        let thread = Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(writer)
        }
        thread.start()
        return ends[0]
    }

    /// Every block of `input`, joined, with the first line number of each.
    static func blocks(_ input: TextInput) throws -> [(text: String, firstLine: Int)] {
        var blocks: [(String, Int)] = []
        try input.forEachBlock { blocks.append(($0, $1)) }
        return blocks
    }

    @Test func argumentsAreOneLineEachFromLineOne() throws {
        let input = try TextInput(arguments: ["teh cat", "recieve"])
        var blocks: [(String, Int)] = []
        try input.forEachBlock { blocks.append(($0, $1)) }
        #expect(blocks.count == 1)
        #expect(blocks.first?.0 == "teh cat\nrecieve")
        #expect(blocks.first?.1 == 1)
        var none = 0
        try TextInput(arguments: []).forEachBlock { _, _ in none += 1 }
        #expect(none == 0)
    }

    @Test func aControlCharacterInAnArgumentNamesTheArgument() {
        do {
            _ = try TextInput(arguments: ["fine", "be\u{07}ll"])
            Issue.record("a BEL in an argument was accepted")
        } catch SpellingError.invalidText(let source, let line, let column, _) {
            #expect(source == "argument 2")
            #expect(line == 1)
            #expect(column == 3)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func standardInputComesBackWhole() throws {
        let text = "one line\nanother\nlast without a break"
        let descriptor = try Self.pipe(Array(text.utf8))
        defer { close(descriptor) }
        let input = try TextInput(standardInputWithLineLimit: 100, sizeLimit: 1000, descriptor: descriptor)
        let blocks = try Self.blocks(input)
        #expect(blocks.map(\.text).joined() == text)
        #expect(blocks.first?.firstLine == 1)
    }

    @Test func inputPastTheMemoryLimitIsSplitIntoBlocksOfWholeLinesNumberedFromTheirFirstLine() throws {
        // 6,000 lines of 1 KiB: past the 10 KiB memory limit, and over the 4 MiB blocks the spill is read back in.
        let line = String(repeating: "a", count: 1023) + "\n"
        let lines = (0..<6000).map { "\($0) " + line.dropFirst("\($0) ".count) }
        let descriptor = try Self.pipe(Array(lines.joined().utf8))
        defer { close(descriptor) }
        let input = try TextInput(standardInputWithLineLimit: 2000, sizeLimit: 1 << 30, memoryLimit: 10_000, descriptor: descriptor)
        let blocks = try Self.blocks(input)
        #expect(blocks.count > 1)
        #expect(blocks.map(\.text).joined() == lines.joined())
        var expectedFirstLine = 1
        for block in blocks {
            #expect(block.firstLine == expectedFirstLine)
            #expect(block.text.hasSuffix("\n"), "a block ends inside a line")
            #expect(block.text.hasPrefix("\(expectedFirstLine - 1) "), "block \(block.firstLine) starts with the wrong line")
            expectedFirstLine += block.text.filter { $0 == "\n" }.count
        }
        #expect(expectedFirstLine == 6001)
    }

    @Test func aLineOverTheLimitNamesItsLine() throws {
        let descriptor = try Self.pipe(Array("short\nfine too\n\(String(repeating: "x", count: 51))\n".utf8))
        defer { close(descriptor) }
        #expect(throws: TextInput.Failure.lineTooLong(line: 3, limit: 50)) {
            try TextInput(standardInputWithLineLimit: 50, sizeLimit: 1000, descriptor: descriptor)
        }
    }

    @Test func inputOverTheSizeLimitNamesTheLimit() throws {
        let descriptor = try Self.pipe(Array(String(repeating: "word\n", count: 40).utf8))
        defer { close(descriptor) }
        #expect(throws: TextInput.Failure.tooLarge(limit: 199)) {
            try TextInput(standardInputWithLineLimit: 50, sizeLimit: 199, descriptor: descriptor)
        }
    }

    @Test func invalidUTF8NamesTheLineAndColumn() throws {
        let descriptor = try Self.pipe(Array("good\nab".utf8) + [0xFF] + Array("c\n".utf8))
        defer { close(descriptor) }
        do {
            _ = try TextInput(standardInputWithLineLimit: 50, sizeLimit: 1000, descriptor: descriptor)
            Issue.record("invalid UTF-8 was accepted")
        } catch SpellingError.invalidText(let source, let line, let column, _) {
            #expect(source == "standard input")
            #expect(line == 2)
            #expect(column == 3)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func inputThatCannotBeReadGivesTheSystemsReason() throws {
        let directory = open("/", O_RDONLY)
        try #require(directory >= 0)
        defer { close(directory) }
        #expect(throws: TextInput.Failure.unreadable(reason: String(cString: strerror(EISDIR)))) {
            try TextInput(standardInputWithLineLimit: 50, sizeLimit: 1000, descriptor: directory)
        }
    }
}
