import Foundation

/// Builds content beside its destination and swaps it in, so that a failed
/// or interrupted build never leaves half a tree.
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
}
