import Foundation

/// The two file mechanisms every WordKit store shares: an advisory lock
/// beside a file, and setting a damaged file aside without losing anything.
public enum FileSafety {
    /// Runs `body` holding an exclusive `flock` on `<file>.lock`, creating
    /// the file's folder first. Other WordKit processes that lock the same
    /// file wait; the lock is released when `body` returns or throws.
    ///
    /// - Parameters:
    ///   - fileURL: The file the lock guards.
    ///   - body: The work to do under the lock.
    /// - Returns: What `body` returns.
    /// - Throws: A file error when the lock file cannot be created, or what `body` throws.
    public static func withExclusiveLock<T>(on fileURL: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lockPath = fileURL.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: lockPath])
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Moves a damaged file to the first free name of `<file>.damaged`,
    /// `<file>.damaged2`, …, so that an earlier damaged copy is never overwritten.
    ///
    /// - Parameter fileURL: The damaged file.
    /// - Returns: The path it was moved to.
    /// - Throws: A file error when it cannot be moved.
    @discardableResult
    public static func setAside(_ fileURL: URL) throws -> String {
        var candidate = fileURL.path + ".damaged"
        var counter = 1
        while FileManager.default.fileExists(atPath: candidate) {
            counter += 1
            candidate = fileURL.path + ".damaged\(counter)"
        }
        try FileManager.default.moveItem(atPath: fileURL.path, toPath: candidate)
        return candidate
    }
}
