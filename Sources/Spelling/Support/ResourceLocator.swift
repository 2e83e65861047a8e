import Foundation

/// Finds WordKit's data folders (`Dictionaries`, `Content`) when none is named.
///
/// Looks in the folder of the running program and every folder above it,
/// then in the current directory and every folder above it, so that a
/// checkout's `.build/release/wordkit` finds the checkout's data wherever it
/// is run from.
public enum ResourceLocator {
    /// The first folder called `name` that satisfies `accept`, with the places searched.
    ///
    /// - Parameters:
    ///   - name: The folder's name, such as `Content`.
    ///   - executablePath: The running program's path.
    ///   - currentDirectory: The working directory.
    ///   - accept: Whether a candidate folder is the right one.
    /// - Returns: The folder found (or nil) and a description of where it looked.
    public static func find(
        _ name: String,
        executablePath: String = currentExecutablePath,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        accept: (URL) -> Bool
    ) -> (found: URL?, searched: [String]) {
        var searched: [String] = []
        for start in [URL(fileURLWithPath: executablePath).deletingLastPathComponent(), URL(fileURLWithPath: currentDirectory)] {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent(name, isDirectory: true)
                if accept(candidate) { return (candidate, searched) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
            searched.append("\(start.path) and the folders above it")
        }
        return (nil, searched)
    }

    /// The running program's resolved path (`/proc/self/exe` on Linux).
    public static var currentExecutablePath: String {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().path
    }

    /// The `Content` folder: `WORDKIT_CONTENT`, else one found as above holding `manifest.json` or `lexicon/`.
    public static func contentDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let path = environment["WORDKIT_CONTENT"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return find("Content") { candidate in
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent("manifest.json").path)
                || FileManager.default.fileExists(atPath: candidate.appendingPathComponent("lexicon").path)
        }.found
    }
}
