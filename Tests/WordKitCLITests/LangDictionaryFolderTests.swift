import Foundation
import Testing
import WordKitTestSupport

/// `:lang` checks a language in the dictionary folder the game was started
/// with (`--dictionaries`), as the game it starts does, not in the shipped one.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct LangDictionaryFolderTests {
    @Test func langLooksInTheDictionariesFolderGiven() throws {
        let (run, _) = try PlayScrambleTests.makeRun()
        // A language only the folder given has; the shipped folder has no `xx`.
        let folder = run.folder.appendingPathComponent("dictionaries")
        let words = ["casino", "cosa", "son", "ocio"]
        try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent("xx_YY.aff"))
        try Data(("\(words.count)\n" + words.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("xx_YY.dic"))
        try Data("casino\n".utf8).write(to: run.contentFolder.appendingPathComponent("roots/xx-6.txt"))
        let terminal = try InteractivePlayTests.start(
            run, "scramble --seed 1 --length 6 --dictionaries \(folder.path)", environment: ["WORDKIT_DICTIONARIES": ""])
        #expect(terminal.waitFor("en · 6 letters") != nil)
        try terminal.type(":lang xx")
        try terminal.press("Enter")
        let switched = try #require(terminal.waitFor("xx · 6 letters"))
        #expect(switched.contains("C  A  S  I  N  O"))
        #expect(switched.contains("language = xx: a new game; saved."))
        // A language the shipped folder has but the folder given does not is refused, naming those it has.
        try terminal.type(":lang it")
        try terminal.press("Enter")
        let refused = try #require(terminal.waitFor("unknown language 'it'"))
        #expect(refused.contains("available languages: en_US, es_ES, xx_YY"))
        #expect(refused.contains("xx · 6 letters"))
        try terminal.type(":quit")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Word scramble:") != nil)
    }
}
