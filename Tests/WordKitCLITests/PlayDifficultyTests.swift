import Foundation
import Testing

/// Root difficulty and the game-word filter, end to end over a tiny Spanish
/// dictionary and content written by the test.
@Suite struct PlayDifficultyTests {
    static let spanish = ["portans", "años", "anos", "sano", "sonar", "ratas", "pts", "rasos", "osas", "pero", "peró", "ropas", "prosa", "sopa", "ropa", "sapo"]

    static func makeRun() throws -> (run: PlayRun, environment: [String: String]) {
        let run = try PlayRun(content: [
            "roots/es-7.txt": "portans\t10\teasy\nsoparos\t900\thard\n",
            "gamewords/es-excluded.txt": "pts\n",
            "gamewords/es-counted.txt": "anos\t3\nsano\t4\nsonar\t4.2\nratas\t3.1\npero\t6\nropas\t3.5\nprosa\t3.3\nsopa\t4.4\nropa\t4.9\n",
        ])
        let dictionaries = run.folder.appendingPathComponent("dictionaries")
        try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
        try Data("SET UTF-8\n".utf8).write(to: dictionaries.appendingPathComponent("es_ES.aff"))
        try Data(("\(spanish.count + 1)\n" + (spanish + ["soparos"]).joined(separator: "\n") + "\n").utf8)
            .write(to: dictionaries.appendingPathComponent("es_ES.dic"))
        return (run, ["WORDKIT_DICTIONARIES": dictionaries.path])
    }

    @Test func normalDrawsEasyRootsHardDrawsHardOnes() throws {
        let (run, environment) = try Self.makeRun()
        for seed in ["1", "2", "3"] {
            let normal = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--length", "7", "--seed", seed], environment: environment)
            #expect(normal.status == 0, "\(normal.stderr)")
            #expect(normal.events.first?["root"] as? String == "portans")
            let hard = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--length", "7", "--difficulty", "hard", "--seed", seed],
                                       environment: environment)
            #expect(hard.events.first?["root"] as? String == "soparos")
        }
        let bad = try run.wordkit(["play", "scramble", "--json", "--difficulty", "extreme"], environment: environment)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--difficulty extreme is unknown"))
    }

    @Test func possibleCountAgreesWithAnagramsGameAndExcludedWordsAreRejected() throws {
        let (run, environment) = try Self.makeRun()
        let played = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--length", "7", "--seed", "1"],
                                     input: "pts\nanos\naños\n", environment: environment)
        let events = played.events
        let start = try #require(events.first)
        #expect(events.dropFirst().first?["reason"] as? String == "unknown")  // pts is not a game word
        #expect(events.dropFirst(2).first?["event"] as? String == "accepted")  // anos from a rack without ñ
        #expect(events.dropFirst(3).first?["reason"] as? String == "impossible")  // años needs ñ
        let anagrams = try run.wordkit(["anagrams", "portans", "--lang", "es", "--game"], environment: environment)
        #expect(anagrams.status == 0, "\(anagrams.stderr)")
        let accepted = anagrams.stdout.split(separator: "\n").map(String.init)
        #expect(!accepted.contains("pts") && !accepted.contains("años") && !accepted.contains("portans"))
        // Issue 20: the round counts the common words (`--counted`); the others are bonus words.
        let counted = try run.wordkit(["anagrams", "portans", "--lang", "es", "--counted"], environment: environment)
        let listed = counted.stdout.split(separator: "\n").map(String.init)
        #expect(listed.count == start["possible"] as? Int)
        #expect(Set(listed) == ["anos", "sano", "sonar", "ropas", "prosa", "sopa", "ropa"])  // not pero, ratas: not possible
        #expect(Set(listed).isSubset(of: Set(accepted)) && accepted.contains("sapo") && !listed.contains("sapo"))
        #expect(start["bonus"] as? Int == accepted.count - listed.count)
        let end = try #require(events.last)
        #expect(Set((end["missed"] as? [String] ?? []) + ["anos"]) == Set(listed))
        #expect(try run.wordkit(["anagrams", "portans", "--game", "--counted"], environment: environment).status == 64)
    }

    /// A bonus word is accepted and scored but never missed, and hints point
    /// at the most common word left, not the longest.
    @Test func bonusWordsAndHintsByCommonness() throws {
        let (run, environment) = try Self.makeRun()
        let played = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--length", "7", "--seed", "1"],
                                     input: "sapo\n:hint\nropa\n:hint\n:quit\n", environment: environment)
        let events = played.events
        #expect(events.dropFirst().first?["event"] as? String == "accepted")
        #expect(events.dropFirst().first?["bonus"] as? Bool == true)
        #expect(events.dropFirst(2).first?["start"] as? String == "r" && events.dropFirst(2).first?["length"] as? Int == 4)  // ropa, 4.9
        #expect(events.dropFirst(3).first?["bonus"] as? Bool == false)
        #expect(events.dropFirst(4).first?["start"] as? String == "s" && events.dropFirst(4).first?["length"] as? Int == 4)  // sopa, 4.4
        let end = try #require(events.last)
        #expect(end["bonus"] as? [String] == ["sapo"])
        #expect(!(end["missed"] as? [String] ?? []).contains("sapo"))
    }
}

/// Issue 21: `play scramble --root WORD`, a root of the player's choice.
@Suite struct ChosenRootTests {
    @Test func aRootOfThePlayersChoiceIsPlayedAndANonWordIsAUsageError() throws {
        let (run, environment) = try PlayDifficultyTests.makeRun()
        let played = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--root", "Portans", "--seed", "1"],
                                     input: "sano\n:quit\n", environment: environment)
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.events.first?["root"] as? String == "portans" && played.events.first?["length"] as? Int == 7)
        #expect(played.events.dropFirst().first?["event"] as? String == "accepted")
        let unknown = try run.wordkit(["play", "scramble", "--json", "--lang", "es", "--root", "xxxxxxx"], environment: environment)
        #expect(unknown.status == 64 && unknown.stderr.contains("--root xxxxxxx is not a word of the game in es"))
        let short = try run.wordkit(["play", "scramble", "--json", "--root", "sano"], environment: environment)
        #expect(short.status == 64 && short.stderr.contains("6 to 9 letters"))
    }
}
