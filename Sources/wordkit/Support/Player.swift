import Foundation
import GameKernel
import Spelling
import Synchronization
import WordKitPlay
import WordKitStore

/// The player's things as every command uses them, made once per process:
/// the store (warnings go to stderr), the content, the deck library, and
/// the `PlayEnvironment` games are set up from.
enum Player {
    /// The player's store in their XDG folders (`WORDKIT_HOME` moves them).
    static let store = PlayerStore.live(paths: WordKitPaths(), warn: StandardError.warn)

    /// The content to play with.
    ///
    /// - Throws: ``CLIFailure`` when there is none.
    static func content() throws -> GameContent {
        try CLIFailure.mapping { try GameContent.located() }
    }

    /// The shipped and imported decks (content is optional: imported decks work without it).
    static var decks: DeckLibrary {
        DeckLibrary(content: try? GameContent.located(), store: store)
    }

    /// The saved settings; the defaults when they cannot be read (with a warning).
    static func settings() -> Settings {
        do {
            return try store.loadSettings()
        } catch {
            StandardError.warn("\(error); using the defaults")
            return Settings()
        }
    }

    /// The environment games are set up from: the player's store, the
    /// content found, the dictionary folder named (else `WORDKIT_DICTIONARIES`,
    /// else the shipped one), lexicons cached in the player's cache folder
    /// with progress on stderr, and warnings on stderr.
    ///
    /// - Parameters:
    ///   - seed: `--seed`: every game set up from it, else a fresh one each time.
    ///   - dictionaries: `--dictionaries`: another folder of Hunspell dictionaries.
    ///   - clock: Study's present (`--now`, else the system clock).
    static func environment(seed: UInt64? = nil, dictionaries: String? = nil, clock: @escaping @Sendable () -> Date = { Date() }) -> PlayEnvironment {
        PlayEnvironment(
            storage: .storing(in: store, decks: { decks }, warn: StandardError.warn), content: { try GameContent.located() },
            dictionaries: dictionaryFolder(named: dictionaries), lexicons: lexicons(), learnedWords: learnedWords, clock: clock, seed: seed,
            warn: StandardError.warn)
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
