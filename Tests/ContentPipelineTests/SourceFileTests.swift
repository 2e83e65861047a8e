import Testing
@testable import ContentPipeline

@Suite struct SourceFileTests {
    @Test func blocklistMatchesExactPrefixAndInfixEntries() throws {
        let list = try Blocklist(text: "# comment\nbad\nworse*  # stems\n*worst*\n\n", path: "b.txt")
        #expect(list.blocks("bad"))
        #expect(!list.blocks("badge"))
        #expect(list.blocks("worsening"))
        #expect(list.blocks("theworstone"))
        #expect(!list.blocks("good"))
    }

    @Test func blocklistErrorsNameFileAndLine() {
        #expect(throws: ContentError.malformedLine(path: "b.txt", line: 2, reason: "expected one lowercase word, stem* or *part*, got \"Two Words\"")) {
            try Blocklist(text: "ok\nTwo Words\n", path: "b.txt")
        }
    }

    @Test func frequencyListKeepsOrderAndRejectsBadLines() throws {
        let list = try FrequencyList(text: "the\t7.73\ncat\t5.01\n", path: "f.tsv")
        #expect(list.words == ["the", "cat"])
        #expect(list.zipf(of: "cat") == 5.01)
        #expect(list.zipf(of: "dog") == nil)
        #expect(throws: ContentError.self) { try FrequencyList(text: "the\t7.73\ncat five\n", path: "f.tsv") }
    }
}
