import ArgumentParser
import Foundation
import Spelling
import WordKitStore

/// The options every spelling command shares: the language and where the
/// dictionaries are.
struct DictionaryOptions: ParsableArguments {
    @Option(name: [.customLong("lang"), .customShort("l")], help: "Language: en, es, it, or a dictionary name such as en_US or es_MX.")
    var language: String = "en"

    @Option(name: .customLong("dictionaries"), help: ArgumentHelp("Folder of Hunspell dictionaries (default: WORDKIT_DICTIONARIES, else the Dictionaries folder shipped with WordKit).", valueName: "dir"))
    var dictionaries: String?

    /// The folder named by `--dictionaries`, else by `WORDKIT_DICTIONARIES`.
    private var namedFolder: String? {
        if let dictionaries { return dictionaries }
        let environment = ProcessInfo.processInfo.environment["WORDKIT_DICTIONARIES"]
        return environment?.isEmpty == false ? environment : nil
    }

    /// The dictionary folder: the one named, else the shipped one.
    func directory() throws -> DictionaryDirectory {
        try files { $0 }
    }

    /// The files of the chosen language's dictionary, checked but not loaded.
    func dictionaryFiles() throws -> DictionaryFiles {
        try files { try $0.dictionary(for: language) }
    }

    /// Runs `body` on the dictionary folder, turning a folder that holds no
    /// dictionary and spelling errors into CLI failures (exit 72 or 64).
    private func files<T>(_ body: (DictionaryDirectory) throws -> T) throws -> T {
        do {
            let directory = try namedFolder.map(DictionaryDirectory.init(path:)) ?? DictionaryDirectory.locate()
            if namedFolder != nil, directory.availableDictionaries.isEmpty {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
                let problem = !exists ? "does not exist" : (isDirectory.boolValue ? "holds no Hunspell dictionary (.aff and .dic)" : "is not a folder")
                throw CLIFailure("dictionary folder \(directory.path) \(problem)", code: CLIFailure.dictionary)
            }
            return try body(directory)
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
}
