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

    /// Gives a damaged file a second name, the first free one of
    /// `<file>.damaged`, `<file>.damaged2`, …, as a hard link: the file stays
    /// where it is, byte for byte, until a replacement is renamed over it, so
    /// that no moment exists at which it is in neither place.
    ///
    /// A name that is already a link to this very file (left by a set-aside
    /// that was interrupted) is used again rather than a new one made. Where
    /// the file system has no hard links, the bytes are copied.
    ///
    /// - Parameter fileURL: The damaged file.
    /// - Returns: The path of the second name.
    /// - Throws: A file error when neither a link nor a copy can be made.
    static func linkAside(_ fileURL: URL) throws -> String {
        if let existing = asideLink(of: fileURL) { return existing }
        var candidate = fileURL.path + ".damaged"
        var counter = 1
        while FileManager.default.fileExists(atPath: candidate) {
            counter += 1
            candidate = fileURL.path + ".damaged\(counter)"
        }
        if link(fileURL.path, candidate) != 0 {
            let reason = errno
            guard [EPERM, EXDEV, ENOTSUP, EMLINK].contains(reason) else { throw posixError(reason, path: candidate) }
            try writeAtomically(try Data(contentsOf: fileURL), to: URL(fileURLWithPath: candidate))
        }
        syncFolder(fileURL.deletingLastPathComponent().path)
        return candidate
    }

    /// The `.damaged` name that is a hard link to `fileURL` itself, if one is.
    static func asideLink(of fileURL: URL) -> String? {
        var file = stat()
        guard stat(fileURL.path, &file) == 0 else { return nil }
        var candidate = fileURL.path + ".damaged"
        var counter = 1
        var other = stat()
        while stat(candidate, &other) == 0 {
            if other.st_dev == file.st_dev, other.st_ino == file.st_ino { return candidate }
            counter += 1
            candidate = fileURL.path + ".damaged\(counter)"
        }
        return nil
    }

    /// Writes `data` to `fileURL` whole or not at all: into a temporary file
    /// beside it, synced, then renamed over it, and the folder synced.
    ///
    /// On failure (a full disk, a file-size limit, a read-only folder) the
    /// temporary file is removed and `fileURL` is as it was. Unlike
    /// `Data.write(to:options: .atomic)`, nothing is left behind when the
    /// write fails, and the file is on disk when this returns.
    ///
    /// - Parameters:
    ///   - data: The file's new bytes.
    ///   - fileURL: The file.
    /// - Throws: `CocoaError` with the system's reason (`File too large`,
    ///   `No space left on device`) and the path.
    public static func writeAtomically(_ data: Data, to fileURL: URL) throws {
        let folder = fileURL.deletingLastPathComponent().path
        let temporary = folder + "/.\(fileURL.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw posixError(errno, path: temporary) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary, fileURL.path) != 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw posixError(failure, path: fileURL.path)
        }
        syncFolder(folder)
    }

    /// Syncs a folder, so that names created, renamed or removed in it are on
    /// disk (rename(2) is atomic, but only durable once its folder is synced).
    ///
    /// - Parameter path: The folder.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// A file error with the system's reason, as Foundation reports one.
    static func posixError(_ code: Int32, path: String) -> CocoaError {
        let reason = String(cString: strerror(code))
        return CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSFilePathErrorKey: path, NSLocalizedDescriptionKey: reason,
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
            ])
    }
}
