import Testing
@testable import WordKitLSP

@Suite struct MessageFramerTests {
    private func framed(_ body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }

    @Test func readsMessagesWhateverTheChunksTheyArriveIn() {
        let stream = framed(#"{"a":1}"#) + Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}".utf8)
        for chunkSize in [1, 2, 7, 1000] {
            var framer = MessageFramer()
            var frames: [MessageFramer.Frame] = []
            var index = 0
            while index < stream.count {
                framer.append(stream[index..<min(index + chunkSize, stream.count)])
                index += chunkSize
                while let frame = framer.next() { frames.append(frame) }
            }
            #expect(frames == [.message(Array(#"{"a":1}"#.utf8)), .message(Array("{}".utf8))], "chunks of \(chunkSize)")
            #expect(!framer.hasPartialMessage)
        }
    }

    @Test func skipsAnOversizedBodyAndGoesOn() {
        var framer = MessageFramer(maximumBodyLength: 10)
        framer.append(Array("Content-Length: 20\r\n\r\n0123456789".utf8))
        guard case .problem(let problem) = framer.next() else { Issue.record("no problem reported"); return }
        #expect(problem.contains("over the limit"))
        #expect(framer.next() == nil)
        framer.append(Array("0123456789".utf8) + framed("[]"))
        #expect(framer.next() == .message(Array("[]".utf8)))
    }

    @Test func reportsBadHeadersAndReadsTheNextMessage() {
        var framer = MessageFramer()
        framer.append(Array("Content-Length: abc\r\n\r\n".utf8) + Array("X-Other: 1\r\n\r\n".utf8) + Array("no colon\r\n\r\n".utf8) + framed("1"))
        var problems = 0
        var messages: [[UInt8]] = []
        while let frame = framer.next() {
            switch frame {
            case .problem: problems += 1
            case .message(let body): messages.append(body)
            }
        }
        #expect(problems == 3)
        #expect(messages == [Array("1".utf8)])
    }

    @Test func dropsAHeaderThatNeverEnds() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 10))
        guard case .problem = framer.next() else { Issue.record("no problem reported"); return }
        framer.append(framed("2"))
        #expect(framer.next() == .message(Array("2".utf8)))
    }
}
