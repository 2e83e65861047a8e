import Foundation
import Spelling
import WordKitStore

/// The settings file, `settings.json` in the WordKit config folder: a JSON
/// object with sorted keys, pretty-printed.
///
/// Every change re-reads the file under an advisory lock
/// (`settings.json.lock`), applies itself and replaces the file atomically,
/// so two processes changing settings at once lose nothing and a crash never
/// leaves half a file. A file that cannot be read as settings is moved aside
/// (`settings.json.damaged`) with a warning, and the defaults are used.
struct SettingsStore {
    /// The settings file.
    let fileURL: URL

    /// Problems met and handled while reading (a damaged file set aside).
    private(set) var warnings: [String] = []

    /// The file at `settings.json` in the user's config folder.
    ///
    /// - Parameter paths: The user's WordKit folders.
    init(paths: WordKitPaths = WordKitPaths()) {
        self.init(fileURL: paths.configDirectory.appendingPathComponent("settings.json"))
    }

    /// The file at `fileURL`; it need not exist.
    ///
    /// - Parameter fileURL: The settings file.
    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Reads the settings: the defaults (nothing set) when there is no file,
    /// and when the file is damaged (which is then set aside).
    mutating func load() -> Settings {
        guard let data = try? Data(contentsOf: fileURL) else { return Settings() }
        do {
            return try JSONDecoder().decode(Settings.self, from: data)
        } catch {
            setAside(reason: "not valid settings JSON")
            return Settings()
        }
    }

    /// Re-reads the file under the lock, applies `change` and saves the result.
    ///
    /// - Parameter change: What to change.
    /// - Returns: The settings saved.
    /// - Throws: A file error when the folder or file cannot be written.
    @discardableResult
    mutating func update(_ change: (inout Settings) -> Void) throws -> Settings {
        try FileSafety.withExclusiveLock(on: fileURL) {
            var settings = load()
            change(&settings)
            try Self.encoded(settings).write(to: fileURL, options: .atomic)
            return settings
        }
    }

    /// The file's bytes for `settings`: pretty JSON, sorted keys, a final line break.
    static func encoded(_ settings: Settings) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(settings) + Data("\n".utf8)
    }

    /// Moves the damaged file to `settings.json.damaged` and records a warning.
    private mutating func setAside(reason: String) {
        do {
            let aside = try FileSafety.setAside(fileURL)
            warnings.append("the settings file \(fileURL.path) is \(reason); moved it to \(aside) and using the defaults")
        } catch {
            warnings.append("the settings file \(fileURL.path) is \(reason) and could not be moved aside (\(error)); using the defaults")
        }
    }
}

/// The entry point the games use to read the player's settings.
enum PlayerSettings {
    /// The saved settings; the defaults (nothing set) when there is no file or
    /// it is damaged, in which case a `wordkit: warning: …` goes to stderr.
    static func load() -> Settings {
        var store = SettingsStore()
        var warnings: [String] = []
        let settings = store.load().sanitized(warnings: &warnings)
        for warning in store.warnings + warnings { StandardError.write("wordkit: warning: \(warning)\n") }
        return settings
    }
}
