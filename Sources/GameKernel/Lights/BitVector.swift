/// A vector over GF(2) with up to 128 entries, for the lights solver.
///
/// Two 64-bit words hold a 9×9 board (81 lights) with room to spare; adding
/// vectors is XOR.
struct BitVector: Hashable, Sendable {
    /// Entries 0 to 63.
    private var low: UInt64 = 0
    /// Entries 64 to 127.
    private var high: UInt64 = 0

    /// The number of entries set.
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// Whether no entry is set.
    var isZero: Bool { low == 0 && high == 0 }

    /// Reads or writes entry `index` (0 ..< 128).
    subscript(index: Int) -> Bool {
        get {
            index < 64 ? (low >> UInt64(index)) & 1 == 1 : (high >> UInt64(index - 64)) & 1 == 1
        }
        set {
            if index < 64 {
                let bit: UInt64 = 1 << UInt64(index)
                low = newValue ? low | bit : low & ~bit
            } else {
                let bit: UInt64 = 1 << UInt64(index - 64)
                high = newValue ? high | bit : high & ~bit
            }
        }
    }

    /// Adds `other` (XOR) in place.
    ///
    /// - Parameter other: The vector to add.
    mutating func add(_ other: BitVector) {
        low ^= other.low
        high ^= other.high
    }
}
