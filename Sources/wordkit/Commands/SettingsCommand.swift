import ArgumentParser
import Foundation
import WordKitPlay
import WordKitStore

/// `wordkit settings [KEY [VALUE]]`: show or change the saved defaults of `wordkit play`.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change the defaults of wordkit play and wordkit study (" + SettingKey.allCases.map(\.rawValue).joined(separator: ", ") + ").",
        discussion: """
        Without arguments, prints every setting (KEY = VALUE, '-' when unset). With KEY, \
        prints its value. With KEY VALUE, checks and saves it; an option given to wordkit play \
        or wordkit study wins, else the setting applies, else the built-in default. Keys: \(SettingKey.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; ")). \
        Settings live in $XDG_CONFIG_HOME/wordkit/settings.json ($WORDKIT_HOME/config when \
        WORDKIT_HOME is set). Exit codes: 0 success, 64 unknown key or invalid value, \
        74 the file cannot be written.
        """
    )

    @Argument(help: SettingKey.help(ArgumentHelp("The setting.", valueName: "key")), completion: SettingKey.completion, transform: parseKey)
    var key: SettingKey?

    @Argument(help: ArgumentHelp("The new value.", valueName: "value"))
    var value: String?

    @Option(
        name: .customLong("dictionaries"),
        help: ArgumentHelp(
            "The folder of Hunspell dictionaries a language is checked against, as wordkit play --dictionaries (default: WORDKIT_DICTIONARIES, else the Dictionaries folder shipped with WordKit).",
            valueName: "dir"))
    var dictionaries: String?

    @Flag(help: "Clear KEY (or, without KEY, every setting), so the built-in default applies again.")
    var reset = false

    @Flag(help: "Print the settings as one JSON object.")
    var json = false

    func validate() throws {
        if reset, value != nil { throw ValidationError("--reset takes a KEY but no VALUE") }
    }

    func run() throws {
        let player = PlayerContext()
        let store = player.store
        let parsedKey = key
        if reset {
            try save(store) { settings in
                if let parsedKey { settings.clear(parsedKey) } else { settings = Settings() }
            }
            return
        }
        guard let parsedKey else {
            let settings = try CLIFailure.mapping { try store.loadSettings() }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                try Output.line(String(decoding: try encoder.encode(settings), as: UTF8.self))
            } else {
                for key in SettingKey.allCases { try Output.display("\(key.rawValue) = \(settings.value(of: key) ?? "-")\n") }
            }
            return
        }
        guard let value else {
            let current = try CLIFailure.mapping { try store.loadSettings() }.value(of: parsedKey)
            try Output.line(current ?? "-")
            return
        }
        var checked = Settings()
        do {
            try checked.set(parsedKey, to: value)
        } catch {
            throw CLIFailure(ErrorAdvice.message(for: error), code: CLIFailure.usage)
        }
        if parsedKey == .language {
            try Self.checkLanguage(checked.value(of: .language) ?? value, in: player.environment(dictionaries: dictionaries).dictionaries)
        }
        if parsedKey == .deck { try Self.checkDeck(checked.deck, in: player.decks) }
        try save(store) { settings in
            // Cannot fail: the value has just been checked.
            try? settings.set(parsedKey, to: value)
        }
        try Output.line("\(parsedKey.rawValue) = \(checked.value(of: parsedKey) ?? "-")")
    }

    /// Saves a change, turning store errors into exit code 74.
    private func save(_ store: PlayerStore, _ change: (inout Settings) -> Void) throws {
        _ = try CLIFailure.mapping { try store.updateSettings(change) }
    }

    /// Reads a key, or fails listing the keys (a usage error, exit 64).
    @Sendable static func parseKey(_ text: String) throws -> SettingKey {
        guard let key = SettingKey(argument: text) else {
            throw ValidationError(
                "unknown setting '\(text)'; the settings are: "
                    + SettingKey.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: "; "))
        }
        return key
    }

    /// Fails (a usage error, as for any invalid value) unless `deck` names a deck of `decks`.
    static func checkDeck(_ deck: String?, in decks: DeckLibrary) throws {
        do {
            _ = try decks.deckToPlay(deck, language: Settings().languageInForce)
        } catch let error as PlayError {
            throw CLIFailure("\(ErrorAdvice.message(for: error)); see wordkit deck list", code: CLIFailure.usage)
        }
    }

    /// Fails unless a dictionary of `folder` serves `language`, listing those
    /// available, as `:lang` checks it (so `--dictionaries` and
    /// `WORDKIT_DICTIONARIES` count, as they do for the game it sets up).
    static func checkLanguage(_ language: String, in folder: DictionaryFolder) throws {
        try CLIFailure.mapping { try folder.checkLanguage(language) }
    }
}
