import Foundation

/// Where WordKit keeps the player's files, following the XDG base directories.
///
/// `WORDKIT_HOME`, when set, moves all three under one folder
/// (`$WORDKIT_HOME/config`, `/state`, `/cache`): tests and sandboxes use it.
public struct WordKitPaths: Sendable, Equatable {
    /// Settings and learned words: `$XDG_CONFIG_HOME/wordkit`.
    public let configDirectory: URL
    /// History and card reviews: `$XDG_STATE_HOME/wordkit`.
    public let stateDirectory: URL
    /// Rebuildable data: `$XDG_CACHE_HOME/wordkit`.
    public let cacheDirectory: URL

    /// Resolves the three folders from an environment.
    ///
    /// - Parameter environment: Usually `ProcessInfo.processInfo.environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let home = environment["WORDKIT_HOME"], !home.isEmpty {
            let root = URL(fileURLWithPath: home, isDirectory: true)
            configDirectory = root.appendingPathComponent("config", isDirectory: true)
            stateDirectory = root.appendingPathComponent("state", isDirectory: true)
            cacheDirectory = root.appendingPathComponent("cache", isDirectory: true)
            return
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        func base(_ variable: String, _ fallback: String) -> URL {
            // The XDG specification ignores relative paths.
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("wordkit", isDirectory: true)
        stateDirectory = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("wordkit", isDirectory: true)
        cacheDirectory = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("wordkit", isDirectory: true)
    }
}

extension WordKitPaths {
    /// The learned words (`learned-words.txt` in the config folder).
    public var learnedWordsFile: URL { configDirectory.appendingPathComponent("learned-words.txt") }
    /// The settings (`settings.json` in the config folder).
    public var settingsFile: URL { configDirectory.appendingPathComponent("settings.json") }
    /// The history database (`history.sqlite` in the state folder).
    public var historyDatabase: URL { stateDirectory.appendingPathComponent("history.sqlite") }
    /// The imported decks (`decks/` in the state folder).
    public var importedDecksDirectory: URL { stateDirectory.appendingPathComponent("decks", isDirectory: true) }
    /// Lexicons built from dictionaries WordKit does not ship (`lexicon/` in the cache folder).
    public var lexiconCacheDirectory: URL { cacheDirectory.appendingPathComponent("lexicon", isDirectory: true) }
}
