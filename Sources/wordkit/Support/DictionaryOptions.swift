import ArgumentParser
import Foundation
import Spelling
import Synchronization
import WordKitStore

/// The options every spelling command shares: the language and where the
/// dictionaries are.
struct DictionaryOptions: ParsableArguments {
    @Option(name: [.customLong("lang"), .customShort("l")], help: "Language: en, es, it, or a dictionary name such as en_US or es_MX (default: en; for play scramble, the language setting, else en).")
    var languageOption: String?

    /// The language asked for, else English.
    var language: String {
        get { languageOption ?? "en" }
        set { languageOption = newValue }
    }

    @Option(name: .customLong("dictionaries"), help: ArgumentHelp("Folder of Hunspell dictionaries (default: WORDKIT_DICTIONARIES, else the Dictionaries folder shipped with WordKit).", valueName: "dir"))
    var dictionaries: String?

    /// The folder named by `--dictionaries`, else by `WORDKIT_DICTIONARIES`.
    private var namedFolder: String? {
        if let dictionaries { return dictionaries }
        let environment = ProcessInfo.processInfo.environment["WORDKIT_DICTIONARIES"]
        return environment?.isEmpty == false ? environment : nil
    }

    /// Whether the fallback notice was printed in this process (it is said once).
    private static let noticePrinted = Mutex(false)

    /// The dictionary folder: the one named, else the shipped one.
    func directory() throws -> DictionaryDirectory {
        try folder()
    }

    /// The chosen language's dictionary, checked but not loaded. A regional
    /// fallback is said once on stderr; a dictionary from outside the shipped
    /// folder is first loaded in a child process (see `DictionaryProbe`).
    func resolution() throws -> DictionaryResolution {
        let directory = try folder()
        do {
            let resolution = try directory.resolve(language)
            if let notice = resolution.fallbackNotice, !Self.noticePrinted.withLock({ printed in defer { printed = true }; return printed }) {
                StandardError.write("wordkit: note: \(notice)\n")
            }
            if !Self.isShipped(directory), let executable = Bundle.main.executableURL {
                try DictionaryProbe.check(
                    resolution.files, executable: executable, arguments: [ProbeDictionary.configuration.commandName ?? "probe-dictionary"],
                    cache: WordKitPaths().cacheDirectory.appendingPathComponent("probes", isDirectory: true)
                )
            }
            return resolution
        } catch let error as SpellingError {
            throw CLIFailure(error)
        }
    }

    /// The files of the chosen language's dictionary, checked but not loaded.
    func dictionaryFiles() throws -> DictionaryFiles {
        try resolution().files
    }

    /// The dictionary folder, turning a folder that holds no dictionary and
    /// spelling errors into CLI failures (exit 72).
    private func folder() throws -> DictionaryDirectory {
        do {
            let directory = try namedFolder.map(DictionaryDirectory.init(path:)) ?? DictionaryDirectory.locate()
            if namedFolder != nil, directory.availableDictionaries.isEmpty {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
                let problem = !exists ? "does not exist" : (isDirectory.boolValue ? "holds no Hunspell dictionary (.aff and .dic)" : "is not a folder")
                throw CLIFailure("dictionary folder \(directory.path) \(problem)", code: CLIFailure.dictionary)
            }
            return directory
        } catch let error as SpellingError {
            throw CLIFailure(error)
        }
    }

    /// Opens the checker for the chosen language, or fails with a CLI error.
    func openChecker() throws -> SpellChecker {
        try openChecker(for: dictionaryFiles())
    }

    /// Opens a checker for already resolved dictionary files, with the user's learned words.
    func openChecker(for files: DictionaryFiles) throws -> SpellChecker {
        let learned = LearnedWords(storage: LearnedWordsFile(paths: WordKitPaths()))
        learned.warnings.forEach(StandardError.warn)
        return SpellChecker(dictionary: files, learnedWords: learned)
    }

    /// Whether `directory` is the dictionary folder WordKit ships, bundled or
    /// in the source checkout it was built from (trusted: its files are
    /// tested against libhunspell in CI).
    private static func isShipped(_ directory: DictionaryDirectory) -> Bool {
        func canonical(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path }
        let shipped = [DictionaryDirectory.bundled?.path, BundledResources.sourceCheckout?.appendingPathComponent("Dictionaries").path]
        return shipped.compactMap { $0 }.map(canonical).contains(canonical(directory.path))
    }
}
