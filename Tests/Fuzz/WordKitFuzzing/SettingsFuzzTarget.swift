import Foundation
import Synchronization
import WordKitPlay
import WordKitStore

/// The settings file: the input is written as `settings.json` in a fresh
/// `WORDKIT_HOME`, then read and changed through `PlayerStore.live`, as
/// every `wordkit` command does.
///
/// Properties: loading never throws for a file that can be read; a JSON
/// object loses only the values that are not of their setting's type (each
/// named in a warning, and kept in the file by a change); a file that
/// is not a settings JSON object is set aside byte for byte (as `settings.json.damaged`,
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
            // A JSON object keeps every value that reads as its setting; one
            // that does not (`"size": "big"`) is ignored with a warning and kept.
            let wholeFileDecodes = (try? JSONDecoder().decode(Settings.self, from: data)) != nil
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            var readable = object ?? [:]
            var unreadable: [String: Any] = [:]
            for name in Self.fileKeys where !wholeFileDecodes {
                guard let value = object?[name], Self.decode([name: value]) == nil else { continue }
                readable[name] = nil
                unreadable[name] = value
            }
            let decoded = (try? JSONDecoder().decode(Settings.self, from: data)) ?? (object == nil ? nil : Self.decode(readable))

            let warnings = Warnings()
            let store = PlayerStore.live(paths: paths, warn: warnings.append)
            let loaded = try store.loadSettings()
            let aside = URL(fileURLWithPath: file.path + (hasEarlier ? ".damaged2" : ".damaged"))
            if let decoded {
                try require(try Data(contentsOf: file) == data, "loading changed a settings file that decodes")
                var dropped: [String] = []
                try require(loaded == decoded.sanitized(warnings: &dropped), "loaded \(loaded) from \(decoded)")
                if !wholeFileDecodes {
                    for name in unreadable.keys {
                        let key = Self.settingKey(fileKey: name)
                        try require(warnings.all.contains { $0.hasPrefix("ignoring the setting \(key): ") }, "no warning names \(name): \(warnings.all)")
                    }
                }
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
            let savedData = try Data(contentsOf: file)
            let savedObject = (try JSONSerialization.jsonObject(with: savedData)) as? [String: Any] ?? [:]
            var savedReadable = savedObject
            for (name, value) in unreadable where name != "lives" {
                try require((savedObject[name] as? NSObject)?.isEqual(value) == true, "the unreadable \(name) was not kept: \(savedObject[name] ?? "nothing")")
                savedReadable[name] = nil
            }
            let reread = Self.decode(savedReadable)
            try require(reread == expected, "the saved file reads back as \(reread.map { "\($0)" } ?? "nothing")")
            var dropped: [String] = []
            try require(try store.loadSettings() == expected.sanitized(warnings: &dropped), "settings after a change do not load as saved")
        }
    }
}

extension SettingsFuzzTarget {
    /// The settings file's keys.
    static let fileKeys = [
        "language", "length", "rules", "difficulty", "timeLimit", "lives", "size", "cards", "newPerDay", "retention", "deck", "speak",
    ]

    /// `wordkit settings` names for the file's keys.
    static func settingKey(fileKey: String) -> String {
        ["timeLimit": "time-limit", "newPerDay": "new-per-day"][fileKey] ?? fileKey
    }

    /// A JSON object decoded as settings, nil when it does not decode.
    static func decode(_ object: [String: Any]) -> Settings? {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return nil }
        return try? JSONDecoder().decode(Settings.self, from: data)
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
