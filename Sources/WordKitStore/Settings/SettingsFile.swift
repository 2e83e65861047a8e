import Foundation
import WordKitPlay

/// The settings file, `settings.json` in the WordKit config folder: a JSON
/// object with sorted keys, pretty-printed.
///
/// Every change re-reads the file under an advisory lock
/// (`settings.json.lock`), applies itself and replaces the file atomically,
/// so two processes changing settings at once lose nothing and a crash never
/// leaves half a file. A file that is not settings JSON is moved aside
/// (`settings.json.damaged`) with a warning saying where, and the defaults
/// are used; a value of the wrong type (`"size": "big"`) is ignored with a
/// warning naming its key, and kept in the file; a file that exists but cannot be read is reported and never
/// replaced (a change is refused until the file can be read).
struct SettingsFile: Sendable {
    /// The settings file.
    let fileURL: URL

    /// Reads the settings: the defaults when there is no file or it is
    /// damaged (it is then set aside, with a warning).
    ///
    /// - Returns: The settings, and warnings about what was set right.
    /// - Throws: ``StoreError`` when the file exists but cannot be read.
    func load() throws -> (settings: Settings, warnings: [String]) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return (Settings(), []) }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw StoreError(.read, "the settings", path: fileURL.path, reason: Self.reason(error))
        }
        if let settings = try? JSONDecoder().decode(Settings.self, from: data) { return (settings, []) }
        // One value of the wrong type must not cost every other setting: read
        // the object key by key, and set the file aside only when it is no
        // JSON object at all.
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            return (Settings(), [setAside(reason: "not valid settings JSON")])
        }
        var readable = object
        var unreadable: [SettingKey: String] = [:]
        var warnings: [String] = []
        for key in SettingKey.allCases {
            let name = key.fileKey
            guard let value = object[name], !Self.decodes([name: value]) else { continue }
            readable[name] = nil
            let text = Self.jsonText(value)
            unreadable[key] = text
            warnings.append(
                "ignoring the setting \(key.rawValue): \(text) in \(fileURL.path) is not of the right type "
                    + "(\(key.summary)); it stays in the file until the setting is changed")
        }
        guard let readData = try? JSONSerialization.data(withJSONObject: readable),
              var settings = try? JSONDecoder().decode(Settings.self, from: readData)
        else {
            return (Settings(), [setAside(reason: "not valid settings JSON")])
        }
        settings.unreadable = unreadable
        return (settings, warnings)
    }

    /// Whether a JSON object decodes as settings.
    private static func decodes(_ object: [String: Any]) -> Bool {
        guard let data = try? JSONSerialization.data(withJSONObject: object) else { return false }
        return (try? JSONDecoder().decode(Settings.self, from: data)) != nil
    }

    /// A JSON value as compact JSON text (`"big"`, `1e+308`).
    private static func jsonText(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return "a value" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Re-reads the file under the lock, applies `change` and saves the result.
    ///
    /// - Parameter change: What to change.
    /// - Returns: The settings saved, and warnings.
    /// - Throws: ``StoreError`` when the file cannot be read or written; it is then unchanged.
    func update(_ change: (inout Settings) -> Void) throws -> (settings: Settings, warnings: [String]) {
        do {
            return try FileSafety.withExclusiveLock(on: fileURL) {
                var (settings, warnings) = try load()
                change(&settings)
                try FileSafety.writeAtomically(Self.encoded(settings), to: fileURL)
                // What could not be read stays in the file, not in the value returned.
                settings.unreadable = [:]
                return (settings, warnings)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.write, "the settings", path: fileURL.path, reason: Self.reason(error))
        }
    }

    /// The file's bytes for `settings`: pretty JSON, sorted keys, a final
    /// line break; values that could not be read are written back as they were.
    static func encoded(_ settings: Settings) throws -> Data {
        let encoder = JSONEncoder()
        let formatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.outputFormatting = formatting
        let encoded = try encoder.encode(settings)
        guard settings.unreadable.keys.contains(where: { settings.value(of: $0) == nil }), var object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any] else {
            return encoded + Data("\n".utf8)
        }
        // A value set since (even by assigning the property) wins over what was unreadable.
        for (key, text) in settings.unreadable where settings.value(of: key) == nil {
            object[key.fileKey] = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        }
        // JSONSerialization's pretty printing is JSONEncoder's (two spaces, `" : "`).
        return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            + Data("\n".utf8)
    }

    /// Moves the damaged file to `settings.json.damaged` and says so.
    private func setAside(reason: String) -> String {
        do {
            let aside = try FileSafety.setAside(fileURL)
            return "the settings file \(fileURL.path) is \(reason); moved it to \(aside) and using the defaults"
        } catch {
            return "the settings file \(fileURL.path) is \(reason) and could not be moved aside (\(error)); using the defaults"
        }
    }

    /// A short reason for a file error.
    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}

extension SettingKey {
    /// The key's name in the settings file, its property's (`timeLimit` for `time-limit`).
    var fileKey: String {
        let words = rawValue.split(separator: "-")
        return words.prefix(1).joined() + words.dropFirst().map(\.capitalized).joined()
    }
}
