import Foundation

/// What the system says about a failed write: the POSIX error code behind
/// it, when there is one, and its words for it (`No space left on device`).
package enum WriteError {
    /// The POSIX error code behind a write error, if there is one.
    ///
    /// - Parameter error: The error a `FileHandle` write threw.
    /// - Returns: The code (`EPIPE`, `ENOSPC`), or nil when the error has none.
    package static func code(of error: any Error) -> Int32? {
        let nsError = error as NSError
        if let posix = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return Int32(posix.code)
        }
        return nsError.domain == NSPOSIXErrorDomain ? Int32(nsError.code) : nil
    }

    /// The system's words for a write error.
    ///
    /// - Parameter error: The error a `FileHandle` write threw.
    /// - Returns: `strerror` of its code, or its localized description when it has no code.
    package static func reason(_ error: any Error) -> String {
        code(of: error).map { String(cString: strerror($0)) } ?? (error as NSError).localizedDescription
    }
}
