import Foundation
import GameKernel
import Spelling
import Synchronization
import WordKitPlay
import WordKitStore

/// The player's things for one command: made once at the edge, in the
/// command's `run()`, and handed down (to ``GameLauncher``, ``TerminalPlay``
/// and the deck, history and settings commands): the store (warnings go to
/// stderr), the content, the deck library, the saved settings (read once)
/// and the `PlayEnvironment` games are set up from.
final class PlayerContext: Sendable {
    /// The player's store.
    let store: PlayerStore
    /// The saved settings, once read (or saved) in this run.
    private let saved = Mutex<Settings?>(nil)

    /// The player's things over a store.
    ///
    /// - Parameter store: By default the player's store in their XDG folders
    ///   (`WORDKIT_HOME` moves them), its warnings on stderr.
    init(store: PlayerStore = .live(paths: WordKitPaths(), warn: StandardError.warn)) {
        self.store = store
    }

    /// The content to play with.
    ///
    /// - Throws: ``CLIFailure`` when there is none.
    func content() throws -> GameContent {
        try CLIFailure.mapping { try GameContent.located() }
    }

    /// The shipped and imported decks (content is optional: imported decks work without it).
    var decks: DeckLibrary {
        DeckLibrary(content: try? GameContent.located(), store: store)
    }

    /// The saved settings, read from the store the first time only; the
    /// defaults when they cannot be read (with a warning).
    var settings: Settings {
        saved.withLock { saved in
            if let saved { return saved }
            let loaded: Settings
            do {
                loaded = try store.loadSettings()
            } catch {
                StandardError.warn("\(error); using the defaults")
                loaded = Settings()
            }
            saved = loaded
            return loaded
        }
    }

    /// Applies and saves a change to the settings; ``settings`` is then the saved result.
    ///
    /// - Throws: The store's error when the settings cannot be saved.
    func updateSettings(_ change: (inout Settings) -> Void) throws {
        let updated = try store.updateSettings(change)
        saved.withLock { $0 = updated }
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
    func environment(seed: UInt64? = nil, dictionaries: String? = nil, clock: @escaping @Sendable () -> Date = { Date() }) -> PlayEnvironment {
        PlayEnvironment(
            storage: .storing(in: store, decks: { [self] in decks }, warn: StandardError.warn), content: { try GameContent.located() },
            dictionaries: Self.dictionaryFolder(named: dictionaries), lexicons: Self.lexicons(), learnedWords: Self.learnedWords, clock: clock, seed: seed,
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
