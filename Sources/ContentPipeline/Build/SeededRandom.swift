import GameKernel

/// Seeded draws with documented algorithms, so that content stays the same
/// across Swift releases (the standard library's `shuffled(using:)` may change).
enum SeededRandom {
    /// A generator seeded from a text (FNV-1a of its UTF-8) mixed with `seed`:
    /// each word gets its own stream, independent of the other words.
    static func generator(seed: UInt64, text: String) -> SplitMix64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return SplitMix64(seed: hash ^ seed)
    }

    /// A uniform value in `0..<bound` (rejection sampling).
    static func uniform(below bound: Int, using rng: inout SplitMix64) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        let limit = UInt64.max - (UInt64.max % range)
        while true {
            let value = rng.next()
            if value < limit { return Int(value % range) }
        }
    }

    /// `elements` in a Fisher–Yates shuffle.
    static func shuffled<T>(_ elements: [T], using rng: inout SplitMix64) -> [T] {
        var result = elements
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, uniform(below: index + 1, using: &rng))
            index -= 1
        }
        return result
    }
}
