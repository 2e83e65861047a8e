/// A flag as used in `.aff` and `.dic` files, decoded to a number.
///
/// The number depends on the file's ``FlagType``: a byte value, a two-byte
/// pair `first << 8 | second`, a decimal number or a Unicode scalar value.
public struct AffixFlag: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The decoded flag value.
    public let rawValue: UInt32

    /// Wraps a decoded flag value.
    ///
    /// - Parameter rawValue: The decoded value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Orders flags by value.
    ///
    /// - Parameters:
    ///   - lhs: A flag.
    ///   - rhs: Another flag.
    /// - Returns: `true` when `lhs` has the smaller value.
    public static func < (lhs: AffixFlag, rhs: AffixFlag) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The value in decimal, e.g. `65` for the single-byte flag `A`.
    public var description: String { String(rawValue) }
}
