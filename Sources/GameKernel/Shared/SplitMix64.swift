/// A small, fast, seedable random number generator.
///
/// `SplitMix64` is the generator Steele, Lea and Flood published with
/// `java.util.SplittableRandom` (2014). Its whole state is one 64-bit word, so
/// the same seed always gives the same sequence on every platform and every
/// Swift version: that is what `wordkit play --seed N` needs and what tests use
/// to check that two runs of a game are identical.
///
/// It is not a cryptographic generator.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable, Hashable, Codable {
    /// The generator's entire state; it advances by a fixed odd constant on every call.
    public private(set) var state: UInt64

    /// Creates a generator whose sequence is determined by `seed`.
    ///
    /// - Parameter seed: Any 64-bit value; equal seeds give equal sequences.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 random bits and advances the generator.
    ///
    /// - Returns: A uniformly distributed 64-bit value.
    /// - Complexity: O(1).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z &>> 31)
    }
}
