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
        let listed = anagrams.stdout.split(separator: "\n").map(String.init)
        #expect(listed.count == start["possible"] as? Int)
        #expect(!listed.contains("pts") && !listed.contains("años") && !listed.contains("portans"))
        let end = try #require(events.last)
        #expect(Set((end["missed"] as? [String] ?? []) + ["anos"]) == Set(listed))
    }
}
