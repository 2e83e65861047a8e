import GameKernel

/// Seeded generators for the content build: each word draws from a stream of
/// its own. The draws themselves are the kernel's documented algorithms
/// (`uniform(below:)`, `shuffled(_:)`), so content stays the same across
/// Swift releases (the standard library's `shuffled(using:)` may change).
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
}
