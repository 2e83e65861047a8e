import Foundation
import Testing

/// A home that cannot be written: a read-only file system and a full disk,
/// made for real with a mount namespace (`unshare --user --mount`, no root
/// needed), so the kernel's own EROFS and ENOSPC reach WordKit. Reads show
/// everything saved; writes fail with a message and change nothing.
@Suite(.enabled(if: MountNamespace.works, MountNamespace.missing))
struct ConstrainedHomeTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordkit-constrained-\(UUID().uuidString)")
    var home: URL { scratch.appendingPathComponent("home") }
    var results: URL { scratch.appendingPathComponent("results") }

    /// One command's outcome inside the namespace.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A home with three games and two settings, saved the normal way and not
    /// read since (a read leaves files beside a store that rests in WAL mode).
    func prepareHome() throws {
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        for seed in 1...3 {
            let played = try run(["play", "guess", "--json", "--seed", "\(seed)"], stdin: "50\n25\n75\n")
            #expect(played.status == 0, "\(played.stderr)")
        }
        for (key, value) in [("language", "es"), ("length", "6")] {
            #expect(try run(["settings", key, value], stdin: "").status == 0)
        }
    }

    func run(_ arguments: [String], stdin: String) throws -> WordKitProcess.Result {
        try WordKitProcess.run(arguments, input: Data(stdin.utf8), environment: ["WORDKIT_HOME": home.path])
    }

    /// Runs the reads and writes under `home` after `setUp` (shell, in the namespace).
    func runConstrained(after setUp: String) throws -> [String: Outcome] {
        let steps: [(String, String)] = [
            ("history", "history --json"),
            ("settings", "settings"),
            ("setting", "settings length 7"),
            ("play", "play guess --json --seed 9"),
            ("historyAfter", "history --json"),
            ("settingsAfter", "settings"),
        ]
        var script = "set -e\n\(setUp)\nexport WORDKIT_HOME=\(quoted(home.path))\nset +e\n"
        for (name, command) in steps {
            let out = quoted(results.appendingPathComponent(name).path)
            script += "echo 50 | \(quoted(WordKitProcess.binary.path)) \(command) >\(out).out 2>\(out).err; echo $? >\(out).status\n"
        }
        let setUpRun = try MountNamespace.shell(script, inNamespace: true)
        #expect(setUpRun.status == 0, "the namespace script failed: \(setUpRun.stderr)")
        var outcomes: [String: Outcome] = [:]
        for (name, _) in steps {
            let base = results.appendingPathComponent(name).path
            func text(_ suffix: String) -> String { (try? String(contentsOfFile: base + suffix, encoding: .utf8)) ?? "" }
            outcomes[name] = Outcome(
                status: Int32(text(".status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                stdout: text(".out"), stderr: text(".err"))
        }
        return outcomes
    }

    /// What both constrained homes must show: the same history and settings
    /// as before, a settings write refused with 74 and a message, a game
    /// played to its end with a warning that it was not saved.
    func expectReadsWorkAndWritesFail(_ outcomes: [String: Outcome], before history: String, settings: String) {
        let read = outcomes["history"]
        #expect(read?.status == 0, "history: \(read?.stderr ?? "")")
        #expect(read?.stdout == history)
        #expect(read?.stdout.components(separatedBy: "\"type\":\"game\"").count == 4)
        #expect(outcomes["settings"]?.status == 0)
        #expect(outcomes["settings"]?.stdout == settings)

        let setting = outcomes["setting"]
        #expect(setting?.status == 74)
        #expect(setting?.stderr.hasPrefix("wordkit: cannot save the settings to \(home.path)/config/settings.json: ") == true, "\(setting?.stderr ?? "")")

        let play = outcomes["play"]
        #expect(play?.status == 0)
        #expect(play?.stdout.contains("\"event\":\"end\"") == true)
        #expect(play?.stderr.contains("wordkit: warning: could not save the game: cannot save the game to \(home.path)/state/history.sqlite") == true, "\(play?.stderr ?? "")")

        #expect(outcomes["historyAfter"]?.stdout == history)
        #expect(outcomes["settingsAfter"]?.stdout == settings)
    }

    @Test func aReadOnlyHomeShowsEverythingAndRefusesWrites() throws {
        try prepareHome()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let settingsBytes = try Data(contentsOf: home.appendingPathComponent("config/settings.json"))
        let h = quoted(home.path)
        let outcomes = try runConstrained(after: "mount --bind \(h) \(h)\nmount -o remount,bind,ro \(h)")
        // Out of the namespace the same files are there, unchanged, and read the same.
        #expect(try Data(contentsOf: home.appendingPathComponent("config/settings.json")) == settingsBytes)
        let history = try run(["history", "--json"], stdin: "").stdout
        let settings = try run(["settings"], stdin: "").stdout
        expectReadsWorkAndWritesFail(outcomes, before: history, settings: settings)
    }

    @Test func aStoreAnOlderWordKitLeftInWALModeIsReadOnAReadOnlyHome() throws {
        try prepareHome()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let store = home.appendingPathComponent("state/history.sqlite").path
        #expect(try MountNamespace.shell("sqlite3 \(quoted(store)) 'PRAGMA journal_mode = WAL'", inNamespace: false).status == 0)
        let h = quoted(home.path)
        let outcomes = try runConstrained(after: "mount --bind \(h) \(h)\nmount -o remount,bind,ro \(h)")
        expectReadsWorkAndWritesFail(
            outcomes, before: try run(["history", "--json"], stdin: "").stdout, settings: try run(["settings"], stdin: "").stdout)
    }

    @Test func aFullDiskShowsEverythingAndRefusesWrites() throws {
        try prepareHome()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let h = quoted(home.path)
        let copy = quoted(scratch.appendingPathComponent("copy").path)
        // The home moves onto a 1 MiB file system that is then filled to the last block.
        let setUp = """
            cp -a \(h) \(copy)
            mount -t tmpfs -o size=1m tmpfs \(h)
            cp -a \(copy)/. \(h)/
            dd if=/dev/zero of=\(h)/filler bs=4k 2>/dev/null || true
            test "$(df --output=avail \(h) | tail -1 | tr -d ' ')" = 0
            """
        let outcomes = try runConstrained(after: setUp)
        // The home under the file system was never touched: read it for what the full one had to show.
        let history = try run(["history", "--json"], stdin: "").stdout
        let settings = try run(["settings"], stdin: "").stdout
        expectReadsWorkAndWritesFail(outcomes, before: history, settings: settings)
    }

    /// Issue #25, item 1: on a nearly full disk the repair of a damaged store
    /// cannot finish ("database or disk is full"). The damaged store was moved
    /// aside first, and after space was freed `history` showed 0 games. Now it
    /// stays where it is until its repair has committed: every readable game
    /// is shown throughout, the game played is kept beside it, and once there
    /// is room the next game finishes the repair with both.
    @Test func aFullDiskDuringTheRepairOfADamagedStoreLosesNoGame() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let readable = try HistoryStoreRecoveryTests.makeDamagedStore(home: home, games: 5_000)
        let h = quoted(home.path)
        let copy = quoted(scratch.appendingPathComponent("copy").path)
        let wordkit = quoted(WordKitProcess.binary.path)
        func step(_ name: String, _ command: String) -> String {
            let out = quoted(results.appendingPathComponent(name).path)
            return "echo 50 | \(wordkit) \(command) >\(out).out 2>\(out).err; echo $? >\(out).status\n"
        }
        // The home on a 3 MiB file system with 256 KiB left: room for a game, not for a copy of the store.
        var script = """
            set -e
            cp -a \(h) \(copy)
            mount -t tmpfs -o size=3m tmpfs \(h)
            cp -a \(copy)/. \(h)/
            dd if=/dev/zero of=\(h)/filler bs=1k count=$(( $(df --output=avail -k \(h) | tail -1) - 256 )) 2>/dev/null
            export WORDKIT_HOME=\(h)
            set +e

            """
        script += step("play", "play guess --json --seed 2") + step("history", "history --json")
        script += "rm \(h)/filler\n" + step("playAgain", "play guess --json --seed 3") + step("historyAfter", "history --json")
        script += "ls -a \(h)/state > \(quoted(results.appendingPathComponent("files").path))\n"
        let run = try MountNamespace.shell(script, inNamespace: true)
        #expect(run.status == 0, "the namespace script failed: \(run.stderr)")
        func text(_ name: String) -> String {
            (try? String(contentsOfFile: results.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
        }
        func games(_ name: String) -> Int { text(name + ".out").components(separatedBy: #""type":"game""#).count - 1 }

        #expect(text("play.status") == "0\n")
        #expect(text("play.err").contains("database or disk is full"), "\(text("play.err"))")
        #expect(text("play.err").contains("history.sqlite.pending"), "\(text("play.err"))")
        #expect(text("history.status") == "0\n")
        #expect(games("history") == readable + 1, "\(text("history.err"))")
        #expect(text("playAgain.status") == "0\n")
        #expect(text("playAgain.err").contains("copied the \(readable) games"), "\(text("playAgain.err"))")
        #expect(games("historyAfter") == readable + 2, "\(text("historyAfter.err"))")
        #expect(text("files").contains("history.sqlite.damaged\n"), "\(text("files"))")
    }

    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// Runs shell scripts in a user and mount namespace of their own.
enum MountNamespace {
    static let missing: Comment = "user and mount namespaces are not available here (unshare --user --mount): skipped"

    /// Whether this machine lets an unprivileged process mount in its own namespace.
    static let works: Bool = {
        (try? shell("mount -t tmpfs -o size=64k tmpfs \"$(mktemp -d)\"", inNamespace: true).status) == 0
    }()

    /// Runs `script` with bash, in a new user and mount namespace when asked.
    static func shell(_ script: String, inNamespace: Bool) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (inNamespace ? ["unshare", "--user", "--map-root-user", "--mount"] : []) + ["bash", "-c", script]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
