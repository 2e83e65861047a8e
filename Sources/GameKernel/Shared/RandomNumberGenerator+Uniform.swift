// The kernel (and the content build, within this package) draws its random numbers through these helpers rather than the
// standard library's `Int.random(in:using:)` and `shuffled(using:)`, whose
// algorithms are not documented and could change between Swift releases. A
// saved seed should replay the same game after a toolchain upgrade.

extension RandomNumberGenerator {
    /// Returns a uniformly distributed value in `0..<bound` (rejection sampling).
    ///
    /// - Parameter bound: The exclusive upper bound; a bound of 0 gives 0.
    /// - Returns: A value below `bound`.
    /// - Complexity: O(1) expected.
    package mutating func uniform(below bound: UInt64) -> UInt64 {
        guard bound > 1 else { return 0 }
        // Values at or above `limit` would make the lower residues more likely.
        let limit = UInt64.max - (UInt64.max % bound)
        while true {
            let value = next()
            if value < limit { return value % bound }
        }
    }

    /// Returns a uniformly distributed integer in `range`.
    ///
    /// - Parameter range: Any closed range, including one spanning all of `Int`.
    /// - Returns: A member of `range`.
    package mutating func uniform(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == UInt64.max { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: uniform(below: span + 1))
    }

    /// Returns `elements` in a random order (Fisher–Yates).
    ///
    /// - Parameter elements: The elements to shuffle.
    /// - Returns: A permutation of `elements`.
    /// - Complexity: O(*n*).
    package mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            let other = Int(uniform(below: UInt64(index + 1)))
            result.swapAt(index, other)
            index -= 1
        }
        return result
    }
}
