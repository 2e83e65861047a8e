/// Why a word-scramble round could not be set up.
public enum ScrambleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The requested root length is outside ``ScrambleConfiguration/lengths``.
    case lengthOutOfRange(Int)
    /// The root list holds no usable word of the requested length.
    case noRoots(length: Int)
    /// The root list was made for another length than the configuration asks for.
    case rootLengthMismatch(configured: Int, roots: Int)

    /// A message naming what was wrong and what to do.
    public var description: String {
        switch self {
        case .lengthOutOfRange(let length):
            "Root length \(length) is not available; choose a length from "
                + "\(ScrambleConfiguration.lengths.lowerBound) to \(ScrambleConfiguration.lengths.upperBound)."
        case .noRoots(let length):
            "The root list has no \(length)-letter words; rebuild the content or choose another length."
        case .rootLengthMismatch(let configured, let roots):
            "The root list holds \(roots)-letter words but the round asks for \(configured) letters."
        }
    }
}
