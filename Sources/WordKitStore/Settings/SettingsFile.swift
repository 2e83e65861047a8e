import Foundation

/// The settings file, `settings.json` in the WordKit config folder: a JSON
/// object with sorted keys, pretty-printed.
///
/// Every change re-reads the file under an advisory lock
/// (`settings.json.lock`), applies itself and replaces the file atomically,
/// so two processes changing settings at once lose nothing and a crash never
/// leaves half a file. A file that is not settings JSON is moved aside
/// (`settings.json.damaged`) with a warning saying where, and the defaults
/// are used; a file that exists but cannot be read is reported and never
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
        do {
            return (try JSONDecoder().decode(Settings.self, from: data), [])
        } catch {
            return (Settings(), [setAside(reason: "not valid settings JSON")])
        }
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
                return (settings, warnings)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.write, "the settings", path: fileURL.path, reason: Self.reason(error))
        }
    }

    /// The file's bytes for `settings`: pretty JSON, sorted keys, a final line break.
    static func encoded(_ settings: Settings) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(settings) + Data("\n".utf8)
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
