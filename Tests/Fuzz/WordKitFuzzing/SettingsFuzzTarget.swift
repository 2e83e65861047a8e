import Foundation
import Synchronization
import WordKitStore

/// The settings file: the input is written as `settings.json` in a fresh
/// `WORDKIT_HOME`, then read and changed through `PlayerStore.live`, as
/// every `wordkit` command does.
///
/// Properties: loading never throws for a file that can be read; a file that
/// is not settings JSON is set aside byte for byte (as `settings.json.damaged`,
/// or `.damaged2` when an earlier damaged copy is there, which stays as it
/// was) and the defaults are used; a settings file that decodes is left
/// untouched by loading; what is loaded is in range (sanitising it again
/// changes nothing); a change saves every value the file held, out-of-range
/// ones too, and reads back as saved.
enum SettingsFuzzTarget {
    static func run(_ data: Data) throws {
        try FuzzHome.withFreshHome { paths in
            let file = paths.settingsFile
            try FileManager.default.createDirectory(at: paths.configDirectory, withIntermediateDirectories: true)
            try data.write(to: file)
            // An earlier damaged copy, for odd-sized inputs: it must never be overwritten.
            let earlier = Data("an earlier damaged copy\n".utf8)
            let hasEarlier = data.count % 2 == 1
            if hasEarlier { try earlier.write(to: URL(fileURLWithPath: file.path + ".damaged")) }
            let decoded = try? JSONDecoder().decode(Settings.self, from: data)

            let warnings = Warnings()
            let store = PlayerStore.live(paths: paths, warn: warnings.append)
            let loaded = try store.loadSettings()
            let aside = URL(fileURLWithPath: file.path + (hasEarlier ? ".damaged2" : ".damaged"))
            if let decoded {
                try require(try Data(contentsOf: file) == data, "loading changed a settings file that decodes")
                var dropped: [String] = []
                try require(loaded == decoded.sanitized(warnings: &dropped), "loaded \(loaded) from \(decoded)")
            } else {
                try require(loaded == Settings(), "a damaged file gave \(loaded), not the defaults")
                try require(!FileManager.default.fileExists(atPath: file.path), "a damaged settings file was left in place")
                try require((try? Data(contentsOf: aside)) == data, "the damaged file was not set aside byte for byte at \(aside.path)")
                try require(warnings.all.contains { $0.contains(aside.path) }, "no warning names \(aside.path): \(warnings.all)")
            }
            if hasEarlier {
                try require((try? Data(contentsOf: URL(fileURLWithPath: file.path + ".damaged"))) == earlier, "an earlier damaged copy was overwritten")
            }
            var again: [String] = []
            try require(loaded.sanitized(warnings: &again) == loaded && again.isEmpty, "loaded settings out of range: \(again)")

            let saved = try store.updateSettings { $0.lives = 3 }
            var expected = decoded ?? Settings()
            expected.lives = 3
            try require(saved == expected, "a change saved \(saved), expected \(expected)")
            let reread = try JSONDecoder().decode(Settings.self, from: try Data(contentsOf: file))
            try require(reread == expected, "the saved file reads back as \(reread)")
            var dropped: [String] = []
            try require(try store.loadSettings() == expected.sanitized(warnings: &dropped), "settings after a change do not load as saved")
        }
    }
}

/// Warnings a store reported.
final class Warnings: Sendable {
    private let lines = Mutex<[String]>([])

    /// Keeps one warning.
    @Sendable func append(_ line: String) { lines.withLock { $0.append(line) } }

    /// Every warning, in order.
    var all: [String] { lines.withLock { $0 } }
}
