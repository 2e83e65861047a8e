import Foundation

/// Writes straight to a file descriptor, unbuffered, for a front end that
/// must know at once whether its reader is still there (`wordkit lsp`).
package enum DescriptorWrite {
    /// Writes all of `bytes` to `descriptor`, again after an interrupted or partial write.
    ///
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - descriptor: Where (standard output by default).
    /// - Returns: False when the descriptor takes no more (a closed pipe, a full disk, a bad descriptor).
    package static func all(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}
