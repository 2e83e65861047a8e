import Foundation
import Lexicon

/// Loads a dictionary in a child process first, so that a crash inside
/// libhunspell becomes an error instead of ending the program.
///
/// ``DictionaryPreflight`` refuses the patterns known to crash libhunspell
/// 1.7.1, but reading a file cannot rule every crash out. A program that
/// opens dictionaries it did not ship (the command line's `--dictionaries`)
/// runs itself as a child that opens the dictionary, checks and corrects a
/// few words, and exits; when the child dies of a signal, the dictionary is
/// refused with that signal named. A dictionary that passed is remembered by
/// its paths, sizes and modification times, so the probe runs once.
///
/// ```swift
/// // In the child (a hidden subcommand):
/// DictionaryProbe.exercise(files)
/// // In the parent:
/// try DictionaryProbe.check(files, executable: myExecutable, arguments: ["probe-dictionary"], cache: cacheFolder)
/// ```
public enum DictionaryProbe {
    /// Words every probe puts to Hunspell, besides the dictionary's own first words.
    static let sampleWords = ["a", "the", "Test", "xyzzy", "ab-cd", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]

    /// How long the child may take: real dictionaries load and answer in
    /// about a second (hu_HU, the largest, in two); a file that makes
    /// libhunspell work longer is refused rather than waited for.
    public static let timeLimit: TimeInterval = 20

    /// What the child does first: ends the process as soon as its parent
    /// ends, so that a probe never outlives the command that started it.
    ///
    /// The parent holds the write end of a pipe that is the child's standard
    /// input and writes nothing to it; when the parent ends, however it ends
    /// (SIGKILL included), the kernel closes that end and the read returns.
    /// (`prctl(PR_SET_PDEATHSIG)` would do the same on Linux, but it is a C
    /// variadic function, which Swift cannot call.)
    public static func endWithParent() {
        let watcher = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
            }
            // The parent is gone: nobody waits for the verdict.
            _exit(0)
        }
        watcher.start()
    }

    /// What the child does: opens the dictionary and exercises it.
    ///
    /// - Parameter files: The dictionary, already validated.
    public static func exercise(_ files: DictionaryFiles) {
        let handle = HunspellHandle(affix: files.affixPath, dictionary: files.dictionaryPath, encoding: files.encoding)
        var words = sampleWords
        if let data = FileManager.default.contents(atPath: files.dictionaryPath) {
            let lines = data.prefix(64 << 10).split(separator: 0x0A).dropFirst().prefix(20)
            for line in lines {
                let word = line.prefix { $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x20 && $0 != 0x0D }
                if let text = files.encoding.decode(word), !text.isEmpty { words.append(text) }
            }
        }
        for word in words {
            _ = handle.spell(word)
            _ = handle.spell(word + "s")
        }
        // One correction: suggestions read the REP, MAP and PHONE tables
        // (corrections of long words can take a second in a big dictionary).
        _ = handle.suggest("ab")
    }

    /// Runs the probe in a child process unless this dictionary passed before.
    ///
    /// - Parameters:
    ///   - files: The dictionary.
    ///   - executable: The program to run (usually the running one).
    ///   - arguments: Arguments that make it call ``exercise(_:)`` on the
    ///     dictionary named by the affix and dictionary paths appended to them.
    ///   - cache: A folder where passed probes are remembered, or nil.
    ///   - timeLimit: How long the child may take (``timeLimit`` by default).
    /// - Throws: ``SpellingError/malformedDictionary(path:line:reason:)`` when
    ///   the child crashed or took longer than `timeLimit` (it is then
    ///   killed); nothing when the child could not be started (the probe is a
    ///   safety net, not a requirement).
    public static func check(
        _ files: DictionaryFiles, executable: URL, arguments: [String], cache: URL?, timeLimit: TimeInterval = timeLimit
    ) throws {
        let marker = cache.flatMap { folder in stamp(of: files).map { folder.appendingPathComponent($0) } }
        if let marker, FileManager.default.fileExists(atPath: marker.path) { return }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + [files.affixPath, files.dictionaryPath]
        // The child's standard input is a pipe this process never writes to:
        // its end is the child's signal that this process has ended (``endWithParent()``).
        let lifeline = Pipe()
        process.standardInput = lifeline
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            return
        }
        try? lifeline.fileHandleForReading.close()
        defer { try? lifeline.fileHandleForWriting.close() }
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw SpellingError.malformedDictionary(
                path: files.affixPath, line: 1,
                reason: "libhunspell took more than \(Int(timeLimit)) s to load this dictionary and check a few words in a test process; WordKit will not load it"
            )
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            let signal = process.terminationStatus
            throw SpellingError.malformedDictionary(
                path: files.affixPath, line: 1,
                reason: "libhunspell crashed (signal \(signal)\(signalName(signal))) while loading this dictionary in a test process; WordKit will not load it"
            )
        }
        if let marker, process.terminationStatus == 0 {
            try? FileManager.default.createDirectory(at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data("passed\n".utf8).write(to: marker, options: .atomic)
        }
    }

    /// The paths, sizes and modification times of both files, hashed.
    private static func stamp(of files: DictionaryFiles) -> String? {
        var parts: [String] = ["probe-1"]
        for path in [files.affixPath, files.dictionaryPath] {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            parts.append("\(URL(fileURLWithPath: path).resolvingSymlinksInPath().path) \(size) \(modified)")
        }
        return SHA256.hexDigest(Data(parts.joined(separator: "\n").utf8))
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGABRT: return ", abort"
        case SIGSEGV: return ", segmentation fault"
        case SIGBUS: return ", bus error"
        case SIGKILL: return ", killed: out of memory?"
        default: return ""
        }
    }
}
