import ArgumentParser
import Foundation
import Spelling
import WordKitPlay
import WordKitStore

/// The options every spelling command shares: the language and where the
/// dictionaries are (looked up by `DictionaryFolder` in `WordKitPlay`).
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

    /// The language asked for, resolved once.
    var gameLanguage: GameLanguage { GameLanguage(language) }

    /// The dictionary folder: the one named, else the shipped one.
    func directory() throws -> DictionaryDirectory {
        try CLIFailure.mapping { try PlayerContext.dictionaryFolder(named: dictionaries).directory() }
    }

    /// The chosen language's dictionary, checked but not loaded.
    func resolution() throws -> DictionaryResolution {
        try CLIFailure.mapping { try PlayerContext.dictionaryFolder(named: dictionaries).resolve(language) }
    }

    /// The files of the chosen language's dictionary, checked but not loaded.
    func dictionaryFiles() throws -> DictionaryFiles {
        try resolution().files
    }

    /// Opens the checker for the chosen language, or fails with a CLI error.
    func openChecker() throws -> SpellChecker {
        try openChecker(for: dictionaryFiles())
    }

    /// Opens a checker for already resolved dictionary files, with the user's learned words.
    func openChecker(for files: DictionaryFiles) throws -> SpellChecker {
        SpellChecker(dictionary: files, learnedWords: PlayerContext.learnedWords())
    }
}
