import Foundation
import Testing

/// Spelling Bee's rank ladder in word scramble (issue 21), end to end: the
/// ranks of `--json` checked against a maximum worked out from
/// `wordkit anagrams --counted`, and the rank on the screen and in `?`.
@Suite struct ScrambleRankCLITests {
    /// Spelling Bee's ladder, written out here independently of the program.
    static let ladder: [(name: String, percent: Int)] = [
        ("Beginner", 0), ("Good Start", 2), ("Moving Up", 5), ("Good", 8), ("Solid", 15),
        ("Nice", 25), ("Great", 40), ("Amazing", 50), ("Genius", 70),
    ]

    /// The rank of `points` out of `maximum`, and the points to the next one.
    static func expected(_ points: Int, of maximum: Int) -> (rank: String, next: String?, toNext: Int) {
        if points >= maximum { return ("Queen Bee", nil, 0) }
        let thresholds = ladder.map { ($0.name, Int((Double(maximum * $0.percent) / 100).rounded(.toNearestOrAwayFromZero))) }
        let index = thresholds.lastIndex { points >= $0.1 } ?? 0
        let next = index + 1 < thresholds.count ? thresholds[index + 1] : ("Queen Bee", maximum)
        return (thresholds[index].0, next.0, next.1 - points)
    }

    @Test func theRankFollowsTheCountedPointsUpToQueenBee() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        // The oracle: the counted words of MASTER, less the root (classic rules do not accept it).
        let counted = try run.wordkit(["anagrams", "master", "--counted", "--min-length", "3"], environment: environment)
        let words = counted.stdout.split(separator: "\n").map(String.init).filter { $0 != "master" }
        #expect(!words.isEmpty)
        // Classic scoring: a point a letter, a word of every letter its letters again.
        let points = { (word: String) in word.count + (word.count == 6 ? 6 : 0) }
        let maximum = words.map(points).reduce(0, +)
        let output = try run.wordkit(
            ["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: words.joined(separator: "\n") + "\n:quit\n",
            environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let start = try #require(output.events.first)
        #expect(start["possible"] as? Int == words.count)
        #expect(start["rank"] as? String == "Beginner")
        var total = 0
        let accepted = output.events.filter { $0["event"] as? String == "accepted" }
        #expect(accepted.count == words.count)
        for (event, word) in zip(accepted, words) {
            #expect(event["word"] as? String == word)
            total += points(word)
            let rank = Self.expected(total, of: maximum)
            #expect(event["rank"] as? String == rank.rank, "\(total) of \(maximum)")
            #expect(event["nextRank"] as? String == rank.next)
            #expect(event["pointsToNextRank"] as? Int == rank.toNext)
        }
        let end = try #require(output.events.last)
        #expect(end["rank"] as? String == "Queen Bee")
        #expect(end["nextRank"] is NSNull)
        #expect(end["pointsToNextRank"] as? Int == 0)
    }
}

@Suite(.enabled(if: TmuxTerminal.isAvailable, TmuxTerminal.missing), .serialized)
struct ScrambleRankTerminalTests {
    @Test func theScreenShowsTheRankAndHelpTheLadder() throws {
        let (run, environment) = try PlayScrambleTests.makeRun()
        let output = try run.wordkit(["play", "scramble", "--json", "--root", "master", "--seed", "1"], input: "stream\n", environment: environment)
        let start = try #require(output.events.first)
        let after = try #require(output.events.dropFirst().first)
        let terminal = try InteractivePlayTests.start(run, "scramble --seed 1 --root master", environment: environment)
        let first = try #require(terminal.waitFor("Rank     Beginner"))
        let toNext = try #require(start["pointsToNextRank"] as? Int)
        #expect(first.contains("Rank     Beginner · \(toNext) point\(toNext == 1 ? "" : "s") to \(start["nextRank"] as? String ?? "?")"))
        try terminal.type("stream")
        try terminal.press("Enter")
        let rank = try #require(after["rank"] as? String)
        #expect(terminal.waitFor("Rank     \(rank) · ") != nil)
        try terminal.type("?")
        let help = try #require(terminal.waitFor("Genius 70%"))
        #expect(help.contains("Queen Bee"))
        try terminal.press("Escape")
        try terminal.press("Escape")
        #expect(terminal.waitFor("WORDKIT PLAY") != nil)
        try terminal.press("q")
        #expect(terminal.waitFor("Word scramble: 1 round played.") != nil)
    }
}
