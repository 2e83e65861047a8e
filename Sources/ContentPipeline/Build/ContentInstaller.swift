import Foundation

/// Builds content beside its destination and swaps it in, so that a failed
/// or interrupted build never leaves half a tree; what a killed build left
/// beside it is cleaned up by the next one.
public enum ContentInstaller {
    /// Builds with `builder` into a staging folder next to `destination`,
    /// then replaces `destination` with it.
    ///
    /// - Parameters:
    ///   - builder: The builder.
    ///   - destination: The content folder to create or replace.
    /// - Returns: The manifest.
    /// - Throws: The builder's errors (then `destination` is untouched), or
    ///   ``ContentError/unwritableOutput(path:reason:)``.
    public static func build(_ builder: ContentBuilder, replacing destination: URL) throws -> ContentManifest {
        let fileManager = FileManager.default
        let destination = destination.standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).building-\(suffix)", isDirectory: true)
        let retired = parent.appendingPathComponent(".\(destination.lastPathComponent).old-\(suffix)", isDirectory: true)
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            removeStaleFolders(of: destination)
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw ContentError.unwritableOutput(path: staging.path, reason: error.localizedDescription)
        }
        let manifest: ContentManifest
        do {
            manifest = try builder.build(into: staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        do {
            // Two renames: the old tree stays whole until the new one is in place.
            if fileManager.fileExists(atPath: destination.path) {
                try fileManager.moveItem(at: destination, to: retired)
            }
            try fileManager.moveItem(at: staging, to: destination)
            try? fileManager.removeItem(at: retired)
        } catch {
            if !fileManager.fileExists(atPath: destination.path), fileManager.fileExists(atPath: retired.path) {
                try? fileManager.moveItem(at: retired, to: destination)
            }
            try? fileManager.removeItem(at: staging)
            throw ContentError.unwritableOutput(path: destination.path, reason: error.localizedDescription)
        }
        return manifest
    }

    /// Removes the staging and retired folders that builds of `destination`
    /// which no longer run left behind (killed by SIGTERM or SIGKILL, or a
    /// trap); a retired tree is put back first when a build was killed
    /// between its two renames and `destination` is missing.
    ///
    /// A folder belongs to a build by the process id in its name
    /// (`.Content.building-PID`, `.Content.old-PID`); the folders of a build
    /// still running are left alone.
    ///
    /// - Parameter destination: The content folder (standardized).
    /// - Returns: The folders removed, for tests and messages.
    @discardableResult
    static func removeStaleFolders(of destination: URL) -> [URL] {
        let fileManager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        guard let names = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [URL] = []
        for name in names.sorted() {
            guard let (kind, process) = Self.buildFolder(name, of: destination.lastPathComponent), !Self.isRunning(process) else { continue }
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            if kind == "old", !fileManager.fileExists(atPath: destination.path), (try? fileManager.moveItem(at: folder, to: destination)) != nil {
                continue
            }
            if (try? fileManager.removeItem(at: folder)) != nil { removed.append(folder) }
        }
        return removed
    }

    /// The kind (`building` or `old`) and process id of a build folder's name, nil for any other name.
    private static func buildFolder(_ name: String, of destinationName: String) -> (String, pid_t)? {
        for kind in ["building", "old"] {
            let prefix = ".\(destinationName).\(kind)-"
            guard name.hasPrefix(prefix), let process = pid_t(name.dropFirst(prefix.count)), process > 0 else { continue }
            return (kind, process)
        }
        return nil
    }

    /// Whether a process with this id exists (one of another user counts too).
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
