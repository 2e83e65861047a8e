import Testing
import WordKitTestSupport
@testable import WordKitLSP

/// Whatever arrives, the server answers or ignores it and keeps working.
@Suite struct RobustnessTests {
    private static let valid: [String] = [
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///f","languageId":"markdown","version":1,"text":"a teh\n```\nb"}}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///f","version":2},"contentChanges":[{"range":{"start":{"line":0,"character":1},"end":{"line":1,"character":2}},"text":"x😀\ny"}]}}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///f"},"range":{"start":{"line":0,"character":0},"end":{"line":9,"character":9}}}}"#,
        #"{"jsonrpc":"2.0","id":6,"method":"workspace/executeCommand","params":{"command":"wordkit.ignoreInDocument","arguments":["file:///f","teh"]}}"#,
        #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///f"}}}"#,
    ]

    @Test(arguments: 0..<10)
    func mutatedMessagesNeverStopTheServer(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        let client = try LSPClient()
        for _ in 0..<60 {
            var bytes = Array(Self.valid[Int(rng.next() % UInt64(Self.valid.count))].utf8)
            for _ in 0..<Int(rng.next() % 4) {
                let position = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: position)
                default: bytes.insert(contentsOf: Array("-1,[{\"".utf8).shuffled(using: &rng).prefix(2), at: position)
                }
            }
            _ = client.server.handle(bytes)
        }
        // Still alive and answering.
        #expect(client.request("shutdown", nil).response?["result"] == .null)
    }

    @Test(arguments: 0..<20)
    func randomStreamsAreFramedWithoutTrapping(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        var framer = MessageFramer(maximumBodyLength: 64)
        let pieces = ["Content-Length: ", "12", "999", "-3", "\r\n", "\r\n\r\n", "\n\n", "{}", "x", ":", "Content-Type: a"]
        var frames = 0
        for _ in 0..<200 {
            framer.append(Array(pieces[Int(rng.next() % UInt64(pieces.count))].utf8))
            // Each call consumes input: a stream of 200 short pieces cannot yield endless frames.
            while frames < 10_000, framer.next() != nil { frames += 1 }
        }
        #expect(frames < 10_000)
    }
}
