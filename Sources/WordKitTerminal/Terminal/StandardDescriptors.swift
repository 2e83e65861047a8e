import Foundation

/// Keeps file descriptors 0, 1 and 2 from being reused when the program
/// starts with any of them closed (`wordkit … <&-`, `>&-`).
///
/// POSIX `open` and `pipe` return the lowest free descriptor. With standard
/// input closed, the first pipe or file the program opened became
/// descriptor 0: a game read its own signal pipe and waited forever, and
/// with standard output closed too it wrote its events into that pipe and
/// read them back as signals (exit 251, "stopped by signal 123"); `check`
/// wrote its output into its own temporary file. Each closed standard
/// descriptor is therefore taken at startup by `/dev/null`, opened in the
/// direction it is never used in: standard input write-only, standard output
/// and error read-only. Every read of standard input and every write to
/// standard output then still fails with `EBADF`, exactly as on the closed
/// descriptor (exit 66 and 74), and nothing else can land on those numbers.
package enum StandardDescriptors {
    /// Takes each closed descriptor of 0, 1 and 2 with `/dev/null` opened the wrong way round.
    ///
    /// Call first thing in `main`, before any file or pipe is opened.
    package static func reserve() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where isClosed(descriptor) {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            guard placeholder >= 0 else { continue }
            // `open` returns the lowest free number, which is this one; dup2 in case it was not.
            if placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Whether `descriptor` is not open.
    private static func isClosed(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) == -1 && errno == EBADF
    }
}
