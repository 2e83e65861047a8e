import Foundation
import Testing
import WordKitTestSupport

/// The history store's data-loss faults of issue #25, end to end against the
/// built `wordkit`: a process killed while it repairs a damaged store, a
/// damaged migrations table, a store another process keeps locked, and a
/// file-size limit. In each, no game and no review may be lost.
@Suite struct HistoryStoreRecoveryTests {
    /// A fresh folder for one test.
    static func makeFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-recovery-\(UUID().uuidString)")
    }

    /// The store of `home`.
    static func store(_ home: URL) -> URL {
        home.appendingPathComponent("state/history.sqlite")
    }

    /// Runs `wordkit arguments…` in `home`.
    static func wordkit(_ arguments: [String], home: URL, input: String = "") throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(input.utf8), environment: ["WORDKIT_HOME": home.path])
    }

    /// The games `wordkit history --json` lists, and the run itself.
    static func games(_ home: URL) throws -> (count: Int, run: WordKitProcess.Result) {
        let run = try wordkit(["history", "--json"], home: home)
        return (run.lines.filter { $0.contains(#""type":"game""#) }.count, run)
    }

    /// Runs SQL on a store with the `sqlite3` command and returns what it printed.
    @discardableResult
    static func sqlite(_ store: URL, _ sql: String) throws -> String {
        let result = try ExternalCommand.run(["sqlite3", store.path], input: sql)
        #expect(result.status == 0, "sqlite3 \(sql): \(result.stderr)")
        return result.stdout
    }

    /// Makes in `home` a store of `games` + 1 games (one played, the rest
    /// inserted) and overwrites its middle table leaf page, as a crash or a
    /// bad disk would; returns how many games can still be read.
    static func makeDamagedStore(home: URL, games: Int) throws -> Int {
        #expect(try wordkit(["play", "guess", "--json", "--seed", "1"], home: home, input: "50\n").status == 0)
        try sqlite(store(home), """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(games))
            INSERT INTO game (kind, start, duration, won, result, steps, score, language, details)
            SELECT 'guess', 1700000000 + i, 1.5, 1, 'won', 3, NULL, NULL, '{"answer":"42","lives":"4","range":"0...100"}' FROM n;
            """)
        var bytes = [UInt8](try Data(contentsOf: store(home)))
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let leaves = stride(from: pageSize, to: bytes.count, by: pageSize).filter { bytes[$0] == 0x0D }
        let page = leaves[leaves.count / 2]
        for offset in (page + 8)..<(page + pageSize) { bytes[offset] = 0xEE }
        try Data(bytes).write(to: store(home))
        let (readable, run) = try Self.games(home)
        #expect(run.status == 0 && run.stderr.contains("is damaged"), "\(run.stderr)")
        #expect(readable > games - 200 && readable <= games, "\(readable) of \(games + 1) games readable")
        return readable
    }

    /// Copies `template`'s state folder into a fresh `home`.
    static func copyHome(_ template: URL, to home: URL) throws {
        try? FileManager.default.removeItem(at: home)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: template.appendingPathComponent("state"), to: home.appendingPathComponent("state"))
    }

    /// Issue #25, item 1: a `play` killed with SIGKILL while it repairs a
    /// damaged store (30 runs, killed at seeded random moments across the
    /// repair) never hides the history: every readable game is shown after
    /// each kill, the damaged store stays in place until the new one is
    /// complete, and the next game finishes the repair.
    @Test func aKillAtAnyMomentOfTheRepairOfADamagedStoreHidesNoGame() throws {
        let folder = Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("template")
        let readable = try Self.makeDamagedStore(home: template, games: 5_000)
        let damaged = try Data(contentsOf: Self.store(template))

        // One repair that runs to its end, timed: the kills below fall across it.
        let timed = folder.appendingPathComponent("timed")
        try Self.copyHome(template, to: timed)
        let started = Date()
        let played = try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: timed, input: "50\n")
        let repairTime = Date().timeIntervalSince(started)
        #expect(played.status == 0)
        #expect(played.stderr.contains("copied the \(readable) games"), "\(played.stderr)")
        #expect(try Self.games(timed).count == readable + 1)

        let input = folder.appendingPathComponent("input.txt")
        try Data("50\n".utf8).write(to: input)
        var random = SplitMix64(seed: 25)
        var interrupted = 0
        var counts: [Int] = []
        for run in 0..<30 {
            let home = folder.appendingPathComponent("run")
            try Self.copyHome(template, to: home)
            let delay = Double(random.next() % 10_000) / 10_000 * repairTime * 1.2
            let process = Process()
            process.executableURL = WordKitProcess.binary
            process.arguments = ["play", "guess", "--json", "--seed", String(run)]
            var environment = ProcessInfo.processInfo.environment
            environment["WORDKIT_HOME"] = home.path
            process.environment = environment
            process.standardInput = try FileHandle(forReadingFrom: input)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let state = home.appendingPathComponent("state")
            let files = try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
            let stillDamaged = try Data(contentsOf: Self.store(home)) == damaged
            // Killed after the repair began and before it ended: its files are left beside a store still damaged.
            if process.terminationReason == .uncaughtSignal, stillDamaged,
               files.contains(where: { !["history.sqlite", "history.sqlite.lock"].contains($0) }) {
                interrupted += 1
            }
            let (count, history) = try Self.games(home)
            counts.append(count)
            #expect(history.status == 0, "run \(run): \(history.stderr)")
            #expect(count == readable || count == readable + 1,
                    "run \(run), killed after \(String(format: "%.3f", delay)) s: \(count) games of \(readable); files \(files)")
            if stillDamaged {
                // The next game picks the repair up again: every readable game and this one.
                #expect(try Self.wordkit(["play", "guess", "--json", "--seed", "99"], home: home, input: "50\n").status == 0)
                #expect(try Self.games(home).count == count + 1, "run \(run): after the next game")
                #expect(try Data(contentsOf: URL(fileURLWithPath: Self.store(home).path + ".damaged")) == damaged)
                #expect(!FileManager.default.fileExists(atPath: Self.store(home).path + ".damaged2"))
            }
        }
        // The kills did land inside the repair (else this test could not fail).
        #expect(interrupted >= 3, "only \(interrupted) of 30 kills fell inside the repair (\(String(format: "%.3f", repairTime)) s)")
        print("repair of \(readable) games: \(String(format: "%.3f", repairTime)) s; \(interrupted) of 30 kills inside it; games after each kill: \(Set(counts).sorted())")
    }

    /// Issue #25, item 3: a deleted migrations table stopped every later save
    /// ("table game already exists") while `history` still showed the old games.
    @Test(arguments: ["DELETE FROM grdb_migrations", "DROP TABLE grdb_migrations"])
    func aDamagedMigrationsTableStopsNoSave(sql: String) throws {
        let home = Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home, input: "50\n").status == 0)
        try Self.sqlite(Self.store(home), sql)
        let played = try Self.wordkit(["play", "guess", "--json", "--seed", "2"], home: home, input: "50\n")
        #expect(played.status == 0)
        #expect(played.stderr.isEmpty, "\(played.stderr)")
        #expect(try Self.games(home).count == 2)
        #expect(try Self.sqlite(Self.store(home), "SELECT identifier FROM grdb_migrations ORDER BY identifier") == "v1\nv2-review\nv3-game-result\n")
    }

    /// Holds `BEGIN EXCLUSIVE` on a store from another process (`sqlite3`) until released.
    final class Locker {
        let process = Process()
        let input = Pipe()
        let output = Pipe()

        init(_ store: URL) throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["sqlite3", store.path]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nSELECT 'locked';\n".utf8))
            var seen = Data()
            while !String(decoding: seen, as: UTF8.self).contains("locked") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                seen.append(chunk)
            }
        }

        func release() throws {
            input.fileHandleForWriting.write(Data("COMMIT;\n.quit\n".utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// Issue #25, item 4: a game and a study review finished while another
    /// process holds the store locked (longer than the 10 s busy timeout) are
    /// kept beside the store, shown by `history`, and written by the next save.
    @Test func aGameAndAReviewFinishedWhileTheStoreIsLockedAreKeptAndSavedLater() throws {
        let home = Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home, input: "50\n").status == 0)

        // A study session started before the lock: it has read its reviews.
        let study = Process()
        study.executableURL = WordKitProcess.binary
        study.arguments = ["study", "en-es-top500", "--json", "--now", "2026-01-05T09:00:00Z"]
        var environment = ProcessInfo.processInfo.environment
        environment["WORDKIT_HOME"] = home.path
        study.environment = environment
        let studyInput = Pipe(), studyOutput = Pipe(), studyErrors = Pipe()
        study.standardInput = studyInput
        study.standardOutput = studyOutput
        study.standardError = studyErrors
        try study.run()
        var shown = Data()
        while !String(decoding: shown, as: UTF8.self).contains("\n") {
            let chunk = studyOutput.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            shown.append(chunk)
        }

        let locker = try Locker(Self.store(home))
        studyInput.fileHandleForWriting.write(Data("reveal\ngood\n".utf8))
        try studyInput.fileHandleForWriting.close()
        let played = try Self.wordkit(["play", "guess", "--json", "--seed", "2"], home: home, input: "50\n")
        let studyErrorText = String(decoding: studyErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let studyText = String(decoding: shown + studyOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        study.waitUntilExit()
        try locker.release()

        #expect(played.status == 0)
        #expect(played.stderr.contains("locked"), "\(played.stderr)")
        #expect(played.stderr.contains("history.sqlite.pending"), "\(played.stderr)")
        #expect(study.terminationStatus == 0)
        #expect(studyText.contains(#""event":"review""#))
        #expect(studyErrorText.contains("history.sqlite.pending"), "\(studyErrorText)")

        // Shown before it is written, then written by the next save, which says so.
        let (before, listed) = try Self.games(home)
        #expect(before == 2)
        #expect(listed.stderr.contains("pending"), "\(listed.stderr)")
        let next = try Self.wordkit(["play", "guess", "--json", "--seed", "3"], home: home, input: "50\n")
        #expect(next.status == 0)
        #expect(next.stderr.contains("added 1 game and 1 review"), "\(next.stderr)")
        #expect(try Self.games(home).count == 3)
        #expect(try Self.sqlite(Self.store(home), "SELECT count(*) FROM game; SELECT count(*) FROM review;") == "3\n1\n")
        let pending = (try? FileManager.default.contentsOfDirectory(atPath: Self.store(home).path + ".pending")) ?? []
        #expect(pending.isEmpty, "\(pending)")
        #expect(try Self.wordkit(["history"], home: home).stderr.isEmpty)
    }

    /// Runs `command` under bash with a file-size limit of `blocks` KiB
    /// (`ulimit -f`); its standard error (and output, unless redirected)
    /// reaches the test through a pipe, which the limit does not apply to.
    static func limited(_ blocks: Int, _ command: String, home: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        try ExternalCommand.run(
            ["bash", "-c", "( ulimit -f \(blocks); export WORDKIT_HOME='\(home.path)'; \(command) ) 2>&1 | cat >&2; exit ${PIPESTATUS[0]}"],
            input: "")
    }

    /// Issue #25, item 5: under `ulimit -f`, writes fail with EFBIG (exit
    /// 74 with a message) instead of SIGXFSZ killing the process (exit 153):
    /// no hot journal or temporary file is left behind, and the game is kept.
    @Test func aFileSizeLimitIsExit74AndLosesNothing() throws {
        let home = Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let binary = "'\(WordKitProcess.binary.path)'"
        #expect(try Self.wordkit(["play", "guess", "--json", "--seed", "1"], home: home, input: "50\n").status == 0)
        let output = home.appendingPathComponent("out.txt").path

        // A game whose events outgrow the limit (each line not a number is answered), on a store larger than it.
        let lines = String(repeating: "x\n", count: 200)
        let played = try Self.limited(2, "printf '\(lines)' | \(binary) play guess --json --seed 2 > '\(output)'", home: home)
        #expect(played.status == 74, "\(played.stderr)")
        #expect(played.stderr.contains("File too large"), "\(played.stderr)")
        #expect(played.stderr.contains("history.sqlite.pending"), "\(played.stderr)")
        let state = try FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("state").path)
        #expect(!state.contains("history.sqlite-journal"), "\(state)")
        #expect(try Self.games(home).count == 2)

        // Files written whole or not at all.
        let deck = home.appendingPathComponent("words.txt").path
        try Data("uno\tone\ndos\ttwo\n".utf8).write(to: URL(fileURLWithPath: deck))
        let imported = try Self.limited(0, "\(binary) deck import '\(deck)'", home: home)
        #expect(imported.status == 74, "\(imported.stderr)")
        #expect(imported.stderr.contains("File too large"), "\(imported.stderr)")
        let decks = home.appendingPathComponent("state/decks").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: decks)) ?? []).isEmpty)
        #expect(try Self.wordkit(["deck", "import", deck], home: home).status == 0)

        let exported = home.appendingPathComponent("export.txt").path
        let export = try Self.limited(0, "cd '\(home.path)' && \(binary) deck export words --output '\(exported)'", home: home)
        #expect(export.status == 74, "\(export.stderr)")
        #expect(export.stderr.contains("File too large"), "\(export.stderr)")
        #expect(!FileManager.default.fileExists(atPath: exported))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")

        let words = try Self.limited(4, "\(binary) words --lang en > '\(output)'", home: home)
        #expect(words.status == 74, "\(words.stderr)")
        #expect(words.stderr.contains("cannot write to standard output: File too large"), "\(words.stderr)")
    }
}
