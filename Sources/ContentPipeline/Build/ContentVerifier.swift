import Foundation

/// Compares a content folder with a fresh build.
public enum ContentVerifier {
    /// How a content file differs from what the build makes.
    public enum Difference: Sendable, Equatable, Comparable, CustomStringConvertible {
        /// The build makes it, the folder lacks it.
        case missing(String)
        /// The folder's bytes differ (stale, or edited by hand).
        case changed(String)
        /// The folder has it, the build does not make it.
        case unexpected(String)

        /// The file's path inside the content folder.
        public var path: String {
            switch self {
            case let .missing(path), let .changed(path), let .unexpected(path): return path
            }
        }

        /// `changed: roots/en-8.txt` and the like.
        public var description: String {
            switch self {
            case let .missing(path): return "missing: \(path)"
            case let .changed(path): return "changed: \(path) (stale or edited by hand)"
            case let .unexpected(path): return "unexpected: \(path) (not made by the build)"
            }
        }

        /// Orders differences by path.
        public static func < (lhs: Difference, rhs: Difference) -> Bool { lhs.path < rhs.path }
    }

    /// The differences between `actual` and `expected`, sorted by path.
    ///
    /// - Parameters:
    ///   - actual: The content folder being checked.
    ///   - expected: A fresh build.
    /// - Returns: Empty when every file is byte-identical and none is extra.
    public static func differences(actual: URL, expected: URL) -> [Difference] {
        let actualFiles = Set(relativeFiles(in: actual))
        let expectedFiles = Set(relativeFiles(in: expected))
        var result: [Difference] = []
        for path in expectedFiles {
            if !actualFiles.contains(path) {
                result.append(.missing(path))
            } else if FileManager.default.contents(atPath: actual.appendingPathComponent(path).path)
                        != FileManager.default.contents(atPath: expected.appendingPathComponent(path).path) {
                result.append(.changed(path))
            }
        }
        for path in actualFiles.subtracting(expectedFiles) { result.append(.unexpected(path)) }
        return result.sorted()
    }

    /// Every regular file under `folder`, as paths relative to it, sorted.
    ///
    /// - Parameter folder: A folder (missing means no files).
    public static func relativeFiles(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }
}
