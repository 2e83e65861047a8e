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

    /// The files of the chosen language's dictionary, checked but not loaded.
    func dictionaryFiles() throws -> DictionaryFiles {
        do {
            let directory = try dictionaries.map(DictionaryDirectory.init(path:)) ?? DictionaryDirectory.locate()
            if dictionaries != nil, directory.availableDictionaries.isEmpty {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
                let problem = !exists ? "does not exist" : (isDirectory.boolValue ? "holds no Hunspell dictionary (.aff and .dic)" : "is not a folder")
                throw CLIFailure("dictionary folder \(directory.path) \(problem)", code: CLIFailure.dictionary)
            }
            return try directory.dictionary(for: language)
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
        for warning in learned.warnings { StandardError.write("wordkit: warning: \(warning)\n") }
        return SpellChecker(dictionary: files, learnedWords: learned)
    }
}
