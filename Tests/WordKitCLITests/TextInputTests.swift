import Testing

@testable import wordkit

/// `TextInput` from arguments in-process (standard input is read through
/// `InputReader`, tested in InputReaderTests).
@Suite struct TextInputTests {
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

    @Test func aControlCharacterInAnArgumentIsBadDataNamingTheArgument() {
        do {
            _ = try TextInput(arguments: ["fine", "be\u{07}ll"])
            Issue.record("a BEL in an argument was accepted")
        } catch let failure as CLIFailure {
            #expect(failure.code == 65)
            #expect(failure.message.contains("argument 2"), "\(failure.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
