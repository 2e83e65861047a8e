import Foundation
import Testing

/// Issue 21, item I: word scramble shows how many words of each length are
/// left (Text Twist's slots), marks a word that uses every letter, and its
/// help explains the scoring.
@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct ScrambleSlotsTests {
    @Test func theWordsLeftByLengthAWordOfEveryLetterAndTheScoring() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        // The counted words of MASTER, from JSON play: the oracle of the counts shown.
        let json = try run.wordkit(["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: ":quit\n", environment: environment)
        let missed = try #require(json.events.last?["missed"] as? [String])
        func left(_ words: [String]) -> String {
            Dictionary(grouping: words, by: \.count).sorted { $0.key < $1.key }.map { "\($0.value.count)×\($0.key)" }.joined(separator: "  ")
        }
        #expect(missed.contains("stream"))
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        let first = try #require(terminal.waitFor("Left "))
        #expect(first.contains("Left     \(left(missed))   (words × letters still to find)"), "\(first)")
        try terminal.type("stream")
        try terminal.press("Enter")
        let found = try #require(terminal.waitFor("Words 1"))
        #expect(found.contains("★ stream") && found.contains("every letter of the root!"))
        #expect(found.contains("Found 1 word, newest first (★ every letter):"))
        #expect(found.contains("stream★"))
        #expect(found.contains("Left     \(left(missed.filter { $0 != "stream" }))   (words × letters still to find)"), "\(found)")
        // A shorter word is not marked.
        try terminal.type("team")
        try terminal.press("Enter")
        let two = try #require(terminal.waitFor("Words 2"))
        #expect(two.contains("team ") && !two.contains("team★"))
        try terminal.press("?")
        let help = try #require(terminal.waitFor("HELP · word scramble"))
        #expect(help.contains("Score") && help.contains("1 point a letter; a word using every letter (★) scores double (classic rules)"))
        #expect(help.contains(":lang L"))
        try terminal.press("Space")
        try terminal.type(":quit")
        try terminal.press("Enter")
        #expect(terminal.waitFor("Word scramble: 1 round played.") != nil)
    }
}
