/// A store that could not be read or written, with what and where.
///
/// Nothing is changed when one is thrown: a settings file that cannot be
/// read is never replaced, a game that cannot be saved leaves the history as
/// it was.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Whether reading or writing failed.
    public enum Operation: Sendable, Equatable {
        /// The store could not be read.
        case read
        /// The store could not be written.
        case write
    }

    /// Whether reading or writing failed.
    public let operation: Operation
    /// What was being read or written, such as `the history`.
    public let what: String
    /// The file.
    public let path: String
    /// Why, as the system or the database said it.
    public let reason: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - operation: Reading or writing.
    ///   - what: What, such as `the settings`.
    ///   - path: The file.
    ///   - reason: Why.
    public init(_ operation: Operation, _ what: String, path: String, reason: String) {
        self.operation = operation
        self.what = what
        self.path = path
        self.reason = reason
    }

    /// `cannot read the history at PATH: REASON` or `cannot save the settings to PATH: REASON`.
    public var description: String {
        switch operation {
        case .read: "cannot read \(what) at \(path): \(reason)"
        case .write: "cannot save \(what) to \(path): \(reason)"
        }
    }
}
