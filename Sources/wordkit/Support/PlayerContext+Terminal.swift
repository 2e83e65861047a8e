import Foundation
import Spelling
import Synchronization
import WordKitPlay
import WordKitStore
import WordKitTerminal

/// The terminal's side of `PlayerContext` (in `WordKitStore`): the store in
/// the player's XDG folders, and an environment whose dictionary folder is
/// `--dictionaries` (else `WORDKIT_DICTIONARIES`, else the shipped one),
/// whose lexicons are cached in the player's cache folder, and whose
/// warnings and progress go to stderr. Each command makes one in `run()`
/// and hands it down (to `TerminalGames`, `TerminalPlay` and the deck,
/// history and settings commands).
extension PlayerContext {
    /// The player's things for one command: the store in their XDG folders
    /// (`WORDKIT_HOME` moves them), warnings on stderr.
    convenience init() {
        self.init(store: .live(paths: WordKitPaths(), warn: StandardError.warn), warn: StandardError.warn)
    }

    /// The environment games are set up from, as the terminal sets it up.
    ///
    /// - Parameters:
    ///   - seed: `--seed`: every game set up from it, else a fresh one each time.
    ///   - dictionaries: `--dictionaries`: another folder of Hunspell dictionaries.
    ///   - clock: Study's present (`--now`, else the system clock).
    func environment(seed: UInt64? = nil, dictionaries: String?, clock: @escaping @Sendable () -> Date = { Date() }) -> PlayEnvironment {
        environment(
            dictionaries: Self.dictionaryFolder(named: dictionaries), lexicons: Self.lexicons(), learnedWords: Self.learnedWords, seed: seed,
            clock: clock)
    }
    /// The dictionary folder named (else `WORDKIT_DICTIONARIES`, else the
    /// shipped one). A regional fallback is said once on stderr; a dictionary
    /// from outside the shipped folder is first loaded in a child process
    /// (`wordkit probe-dictionary`, see `DictionaryProbe`).
    static func dictionaryFolder(named path: String?) -> DictionaryFolder {
        DictionaryFolder(
            path: path,
            probe: { files in
                guard let executable = Bundle.main.executableURL else { return }
                try DictionaryProbe.check(
                    files, executable: executable, arguments: [ProbeDictionary.configuration.commandName ?? "probe-dictionary"],
                    cache: WordKitPaths().cacheDirectory.appendingPathComponent("probes", isDirectory: true))
            },
            notice: { notice in
                if !noticePrinted.withLock({ printed in defer { printed = true }; return printed }) {
                    StandardError.write("wordkit: note: \(notice)\n")
                }
            })
    }

    /// Shipped lexicons and built ones cached in the player's cache folder;
    /// a build shows its progress on stderr (when it is a terminal, or always).
    static func lexicons(progressAlways: Bool = false) -> LexiconLoader {
        LexiconLoader(
            store: LexiconStore(cacheDirectory: WordKitPaths().lexiconCacheDirectory),
            progress: { name in isatty(STDERR_FILENO) == 1 || progressAlways ? LexiconLoading.progressLine(for: name) : nil },
            notes: LexiconLoading.sayNotes)
    }

    /// The words the player taught, from their file (its problems said on stderr).
    @Sendable static func learnedWords() -> LearnedWords {
        let learned = LearnedWords(storage: LearnedWordsFile(paths: WordKitPaths()))
        learned.warnings.forEach(StandardError.warn)
        return learned
    }

    /// Whether the fallback notice was printed in this process (it is said once).
    private static let noticePrinted = Mutex(false)
}
