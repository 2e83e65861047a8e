/// Why a scheduler could not be made.
public enum SchedulingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameters are out of range; each message names one problem.
    case invalidParameters([String])

    /// The problems, separated by semicolons.
    public var description: String {
        switch self {
        case let .invalidParameters(problems):
            "invalid FSRS parameters: " + problems.joined(separator: "; ")
        }
    }
}
