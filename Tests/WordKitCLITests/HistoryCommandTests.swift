import Foundation
import Testing

/// `wordkit history` and the history store every game writes to, end to end:
/// several games, concurrent writers, a process killed mid-game, a damaged store.
@Suite struct HistoryCommandTests {
    /// A fresh WORDKIT_HOME for one test.
    static func makeHome() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-history-\(UUID().uuidString)")
    }

    /// Starts `wordkit arguments` with `home` as its home, its input open,
    /// its output read line by line and its errors dropped.
    fileprivate static func startGame(_ arguments: [String], home: URL) throws -> (process: Process, input: Pipe, reader: LineReader) {
        let process = Process()
        process.executableURL = WordKitProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = home.path
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, input, LineReader(output.fileHandleForReading))
    }

    /// Runs `wordkit arguments…` in `home`.
    static func wordkit(_ arguments: [String], home: URL, input: String = "") throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(input.utf8), environment: ["WORDKIT_HOME": home.path])
    }

    /// A guess game on 0…1 that is won: one of the two guesses is the secret.
    static func wonGuess(home: URL, seed: Int) throws {
        let result = try wordkit(["play", "guess", "--json", "--seed", String(seed), "--min", "0", "--max", "1"], home: home, input: "0\n1\n")
        #expect(result.status == 0)
    }

    /// `wordkit history --json` parsed: the game objects and the summary object.
    static func history(home: URL, game: String? = nil) throws -> (games: [[String: Any]], summary: [String: Any]) {
        let result = try wordkit(["history", "--json"] + (game.map { ["--game", $0] } ?? []), home: home)
        #expect(result.status == 0, "\(result.stderr)")
        let objects = result.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
        #expect(objects.count == result.lines.count)
        let games = objects.filter { $0["type"] as? String == "game" }
        let summary = objects.last { $0["type"] as? String == "summary" } ?? [:]
        return (games, summary)
    }

    @Test func emptyHistory() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let table = try Self.wordkit(["history"], home: home)
        #expect(table.status == 0)
        #expect(table.lines == ["No games played yet."])
        let (games, summary) = try Self.history(home: home)
        #expect(games.isEmpty)
        #expect((summary["total"] as? [String: Any])?["games"] as? Int == 0)
    }

    @Test func listsEveryGameNewestFirstAndSumsThemUp() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // guess: won, won, abandoned (end of input), won; lights: quit; lights: abandoned at end of input.
        try Self.wonGuess(home: home, seed: 1)
        try Self.wonGuess(home: home, seed: 2)
        #expect(try Self.wordkit(["play", "guess", "--json", "--seed", "3"], home: home).status == 0)
        try Self.wonGuess(home: home, seed: 4)
        #expect(try Self.wordkit(["play", "lights", "--json", "--seed", "1", "--size", "3"], home: home, input: "0 0\n:quit\n").status == 0)
        #expect(try Self.wordkit(["play", "lights", "--json", "--seed", "2"], home: home).status == 0)

        let (games, summary) = try Self.history(home: home)
        #expect(games.map { $0["game"] as? String ?? "" } == ["lights", "lights", "guess", "guess", "guess", "guess"])
        #expect(games.map { $0["won"] as? Bool } == [false, false, true, false, true, true])
        #expect(games.map { $0["result"] as? String } == ["abandoned", "abandoned", "won", "abandoned", "won", "won"])
        #expect(games[1]["steps"] as? Int == 1)
        #expect(games[1]["details"] as? [String: String] == ["size": "3", "hints": "0"])
        let guess = try #require((summary["games"] as? [String: Any])?["guess"] as? [String: Any])
        #expect(guess["games"] as? Int == 4)
        #expect(guess["wins"] as? Int == 3)
        // Leaving a game is not losing it: the streak runs on over it.
        #expect(guess["abandoned"] as? Int == 1)
        #expect(guess["currentStreak"] as? Int == 3)
        #expect(guess["longestStreak"] as? Int == 3)
        #expect(guess["bestTime"] as? Double != nil)
        let lights = try #require((summary["games"] as? [String: Any])?["lights"] as? [String: Any])
        #expect(lights["games"] as? Int == 2)
        #expect(lights["wins"] as? Int == 0)
        #expect(lights["bestTime"] is NSNull)
        #expect((summary["total"] as? [String: Any])?["games"] as? Int == 6)

        // --game keeps one kind.
        let onlyLights = try Self.history(home: home, game: "lights")
        #expect(onlyLights.games.count == 2)
        #expect((onlyLights.summary["games"] as? [String: Any])?.keys.sorted() == ["lights"])

        // The table: a header, six games, a blank line, the totals of two kinds;
        // then the chart: a blank line, its heading, guess's games, win rate and
        // time, lights's games (both abandoned: no win rate, no time).
        let table = try Self.wordkit(["history"], home: home)
        #expect(table.status == 0)
        #expect(table.lines.count == 1 + 6 + 1 + 1 + 2 + 2 + 3 + 1, "\(table.stdout)")
        #expect(table.lines.first?.hasPrefix("START") == true)
        #expect(table.lines[1].contains("lights"))
        #expect(table.lines[10].hasPrefix("lights"))
        let chart = Array(table.lines.suffix(4))
        #expect(chart.map { $0.split(separator: " ").filter { !["guess", "lights"].contains($0) }.first ?? "" } == ["games", "win", "time", "games"])
        // This week is the last column: four guesses; three won, one abandoned (not counted in the rate).
        #expect(chart[0].hasPrefix("guess") && chart[0].contains("·······█  4 games"))
        #expect(chart[1].contains("·······█") && chart[1].contains("100% won (3 of 3)"))
        #expect(chart[3].hasPrefix("lights") && chart[3].contains("2 games"))

        #expect(try Self.wordkit(["history", "--game", "chess"], home: home).status == 64)
    }

    @Test func scrambleRoundsAreStoredWithTheirLanguageAndScore() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let played = try Self.wordkit(["play", "scramble", "--json", "--seed", "3", "--lang", "es"], home: home, input: ":new\n:hint\n:new\n")
        #expect(played.status == 0, "\(played.stderr)")
        let (games, summary) = try Self.history(home: home, game: "scramble")
        // `:new` before any move leaves the first round unstored (issue 21, item A); after a hint it
        // ends the second as abandoned; the end of input quits the third before any move: not stored either.
        #expect(games.count == 1)
        #expect(games.map { $0["result"] as? String } == ["abandoned"])
        #expect(games.allSatisfy { $0["language"] as? String == "es" && $0["score"] as? Int == 0 })
        #expect(games.first?["won"] as? Bool == false)
        #expect((summary["total"] as? [String: Any])?["bestScore"] as? Int == 0)
    }

    @Test func twoProcessesWritingAtOnceLoseNothing() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = home.appendingPathComponent("input.txt")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("50\n".utf8).write(to: input)
        // Two waves of ten processes each, all started before any is waited for.
        var processes: [Process] = []
        for index in 0..<20 {
            let process = Process()
            process.executableURL = WordKitProcess.binary
            process.arguments = ["play", "guess", "--json", "--seed", String(index)]
            var environment = ProcessInfo.processInfo.environment
            environment["WORDKIT_HOME"] = home.path
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append(process)
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let (games, summary) = try Self.history(home: home)
        #expect(games.count == 20)
        #expect((summary["total"] as? [String: Any])?["games"] as? Int == 20)
    }

    @Test func killedMidGameLeavesAReadableStore() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Self.wonGuess(home: home, seed: 1)

        // A lights game whose input stays open: it is killed while being played.
        let (process, input, reader) = try Self.startGame(["play", "lights", "--json", "--seed", "7"], home: home)
        #expect(reader.nextLine()?.contains("\"start\"") == true)
        input.fileHandleForWriting.write(Data("0 0\n".utf8))
        #expect(reader.nextLine()?.contains("\"press\"") == true)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        try? input.fileHandleForWriting.close()

        // The store still reads, holds the earlier game, and takes new ones.
        let (games, _) = try Self.history(home: home)
        #expect(games.map { $0["game"] as? String } == ["guess"])
        try Self.wonGuess(home: home, seed: 2)
        #expect(try Self.history(home: home).games.count == 2)
    }

    /// SIGINT, SIGTERM and SIGHUP end a JSON game as abandoned: it is stored,
    /// its end event is written, and the program stops with 128 + the signal.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalMidGameRecordsItAsAbandoned(signal: Int32) throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (process, input, reader) = try Self.startGame(["play", "guess", "--json", "--seed", "3"], home: home)
        #expect(reader.nextLine()?.contains("\"start\"") == true)
        // A guess below the range costs a life but can never win.
        input.fileHandleForWriting.write(Data("-1\n".utf8))
        #expect(reader.nextLine()?.contains("\"guess\"") == true)
        kill(process.processIdentifier, signal)
        #expect(reader.nextLine()?.contains("\"end\"") == true)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        #expect(process.terminationStatus == 128 + signal)
        let (games, _) = try Self.history(home: home)
        #expect(games.count == 1)
        #expect(games.first?["result"] as? String == "abandoned")
        #expect(games.first?["steps"] as? Int == 1)
    }

    @Test func writersKilledAtAnyMomentLeaveAReadableStore() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let input = home.appendingPathComponent("input.txt")
        try Data("50\n".utf8).write(to: input)
        var processes: [Process] = []
        for index in 0..<12 {
            let process = Process()
            process.executableURL = WordKitProcess.binary
            process.arguments = ["play", "guess", "--json", "--seed", String(index)]
            var environment = ProcessInfo.processInfo.environment
            environment["WORDKIT_HOME"] = home.path
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append(process)
        }
        // Every other writer is killed, wherever it is: before, while or after writing.
        for (index, process) in processes.enumerated() where index.isMultiple(of: 2) {
            kill(process.processIdentifier, SIGKILL)
        }
        for process in processes { process.waitUntilExit() }
        let finished = processes.filter { $0.terminationReason == .exit && $0.terminationStatus == 0 }.count
        let (games, _) = try Self.history(home: home)
        #expect(games.count >= finished)
        #expect(games.count <= processes.count)
        // And the store takes new games.
        try Self.wonGuess(home: home, seed: 99)
        #expect(try Self.history(home: home).games.count == games.count + 1)
    }

    @Test func damagedStoreIsSetAsideWithAWarningAndTheGameStillStarts() throws {
        let home = Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let store = state.appendingPathComponent("history.sqlite")
        try Data(String(repeating: "this is not an SQLite database\n", count: 64).utf8).write(to: store)

        let played = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home)
        #expect(played.status == 0)
        #expect(played.lines.first?.contains("\"start\"") == true)
        #expect(played.stderr.contains("wordkit: warning:"))
        #expect(played.stderr.contains("history.sqlite.damaged"))
        #expect(FileManager.default.fileExists(atPath: store.path + ".damaged"))
        #expect(try Self.history(home: home).games.count == 1)

        // Damaged again, and read by `history` first: it too sets it aside and works.
        try Data(String(repeating: "garbage\n", count: 200).utf8).write(to: store)
        let listed = try Self.wordkit(["history"], home: home)
        #expect(listed.status == 0)
        #expect(listed.stderr.contains("wordkit: warning:"))
        #expect(listed.lines == ["No games played yet."])
    }
}

/// Reads a pipe line by line, blocking until each line is complete.
private final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next line without its line break; `nil` at the end of the output.
    func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                return String(decoding: line, as: UTF8.self)
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
    }
}
