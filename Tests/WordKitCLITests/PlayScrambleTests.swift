import Foundation
import Testing

/// `wordkit play scramble --json` and the anagram bot, end to end, over a
/// tiny dictionary and root lists written by the tests.
@Suite struct PlayScrambleTests {
    /// English words, some makeable from `master` or `garden`, some not.
    static let english = ["master", "stream", "mast", "tame", "team", "steam", "mate", "meat", "rest", "star", "tear", "ram", "art", "rat", "tar", "arm", "moon", "garden", "danger", "range", "anger", "read", "dear", "grade"]
    /// Spanish words with and without accents.
    static let spanish = ["canciones", "canción", "nación", "cien", "cosa", "casino", "son", "ocio"]

    /// A run whose dictionary folder holds `en_US` and `es_ES` built from the lists above.
    static func makeRun() throws -> (run: PlayRun, environment: [String: String]) {
        let run = try PlayRun(content: [
            "roots/en-6.txt": "master\ngarden\n\n",
            "roots/es-9.txt": "canciones\n",
        ])
        let dictionaries = run.folder.appendingPathComponent("dictionaries")
        try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
        for (name, words) in [("en_US", english), ("es_ES", spanish)] {
            try Data("SET UTF-8\n".utf8).write(to: dictionaries.appendingPathComponent("\(name).aff"))
            try Data(("\(words.count)\n" + words.joined(separator: "\n") + "\n").utf8)
                .write(to: dictionaries.appendingPathComponent("\(name).dic"))
        }
        return (run, ["WORDKIT_DICTIONARIES": dictionaries.path])
    }

    @Test func roundAcceptsRejectsAndEnds() throws {
        let (run, environment) = try Self.makeRun()
        let output = try run.wordkit(["play", "scramble", "--json", "--seed", "1", "--length", "6"], input: "", environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let start = try #require(output.events.first)
        let root = try #require(start["root"] as? String)
        #expect(["master", "garden"].contains(root))
        #expect(start["language"] as? String == "en")
        #expect(start["length"] as? Int == 6)
        let words = root == "master" ? ["stream", "tear", "moon", "zzz", "tear", "master", "am", "mats"] : ["danger", "dear", "moon", "zzz", "dear", "garden", "an", "nerd"]
        let played = try run.wordkit(["play", "scramble", "--json", "--seed", "1", "--length", "6"], input: words.joined(separator: "\n") + "\n", environment: environment)
        let events = played.events
        #expect(events.map { $0["event"] as? String ?? "" } == ["start", "accepted", "accepted", "rejected", "rejected", "rejected", "rejected", "rejected", "rejected", "end"])
        #expect(events[1]["score"] as? Int == 12)
        #expect(events[2]["score"] as? Int == 4)
        #expect(events[3...8].map { $0["reason"] as? String ?? "" } == ["impossible", "impossible", "duplicate", "root", "too-short", "unknown"])
        #expect(events[3...8].allSatisfy { ($0["title"] as? String)?.isEmpty == false && ($0["message"] as? String)?.isEmpty == false })
        let end = try #require(events.last)
        #expect(end["found"] as? [String] == [words[1], words[0]])
        #expect(end["score"] as? Int == 16)
        #expect((end["missed"] as? [String])?.count == (start["possible"] as? Int ?? 0) - 2)
    }

    @Test func commandsHintShuffleAndNew() throws {
        let (run, environment) = try Self.makeRun()
        let output = try run.wordkit(["play", "scramble", "--json", "--seed", "5", "--length", "6"], input: ":hint\n:shuffle\n:pause\n:new\n", environment: environment)
        let kinds = output.events.map { $0["event"] as? String ?? "" }
        #expect(kinds == ["start", "hint", "letters", "invalid", "end", "start", "end"])
        #expect(output.events[0]["root"] as? String != output.events[5]["root"] as? String)
        #expect(output.events[0]["seed"] as? Int == 5)
    }

    @Test func spanishWordsTypedWithoutAccentsCount() throws {
        let (run, environment) = try Self.makeRun()
        let output = try run.wordkit(["play", "scramble", "--json", "--seed", "2", "--lang", "es", "--length", "9"], input: "nacion\ncancion\ncasino\n", environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.events.first?["possible"] as? Int == 6)  // not the root, not "ocio" (one o)
        let accepted = output.events.filter { $0["event"] as? String == "accepted" }.map { $0["word"] as? String ?? "" }
        #expect(accepted == ["nación", "canción", "casino"])
    }

    @Test func missingContentAndBadOptionsFailClearly() throws {
        let (run, environment) = try Self.makeRun()
        let missing = try run.wordkit(["play", "scramble", "--json", "--length", "7"], environment: environment)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("roots/en-7.txt"))
        #expect(missing.stderr.contains("wordkit content build"))
        #expect(try run.wordkit(["play", "scramble", "--json", "--length", "12"], environment: environment).status == 64)
        #expect(try run.wordkit(["play", "scramble", "--json", "--rules", "chess"], environment: environment).status == 64)
        #expect(try run.wordkit(["play", "scramble", "--json", "--lang", "xx"], environment: environment).status == 64)
        let empty = try PlayRun(content: ["roots/en-6.txt": "\n  \nabc\n"])
        #expect(try empty.wordkit(["play", "scramble", "--json", "--length", "6"], environment: environment).status == 65)
    }

    @Test(arguments: [1, 2, 3, 4])
    func anagramBotFindsEveryWord(seed: Int) throws {
        let (run, environment) = try Self.makeRun()
        let output = try run.bot("scramble", ["--seed", String(seed), "--length", "6"], environment: environment)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let end = try #require(output.events.last)
        #expect(end["missed"] as? [String] == [])
        #expect((end["found"] as? [String])?.isEmpty == false)
    }
}
