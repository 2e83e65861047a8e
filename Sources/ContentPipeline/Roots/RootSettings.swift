/// The thresholds of the root-word filter, recorded in the manifest.
public struct RootSettings: Sendable, Hashable, Codable {
    /// The root lengths built (`<lang>-<n>.txt` for each).
    public var lengths: [Int]
    /// The lowest Zipf frequency a root may have.
    public var minimumZipf: Double
    /// The fewest other lexicon words a root must make.
    public var minimumPlayableWords: Int
    /// The shortest word counted as made from a root.
    public var minimumWordLength: Int
    /// How many of the most common headwords of each list are `easy`.
    public var easyCount: Int
    /// The least Zipf frequency of a `normal` root (3.0: once per million words)…
    public var normalMinimumZipf: Double
    /// …unless fewer than this many headwords reach it, then the next
    /// most common headwords fill the tier up to this count.
    public var normalMinimumCount: Int

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - lengths: The root lengths.
    ///   - minimumZipf: The frequency threshold.
    ///   - minimumPlayableWords: The playability threshold.
    ///   - minimumWordLength: The shortest counted word.
    ///   - easyCount: The size of the `easy` tier.
    ///   - normalMinimumZipf: The frequency threshold of the `normal` tier.
    ///   - normalMinimumCount: The least size of the `normal` tier.
    public init(lengths: [Int], minimumZipf: Double, minimumPlayableWords: Int, minimumWordLength: Int,
                easyCount: Int = 400, normalMinimumZipf: Double = 3.0, normalMinimumCount: Int = 1500) {
        self.lengths = lengths
        self.minimumZipf = minimumZipf
        self.minimumPlayableWords = minimumPlayableWords
        self.minimumWordLength = minimumWordLength
        self.easyCount = easyCount
        self.normalMinimumZipf = normalMinimumZipf
        self.normalMinimumCount = normalMinimumCount
    }

    /// Lengths 6–9 (Packt offered 7/8/9, Hacking with Swift 8), every word of
    /// wordfreq's lists (Zipf ≥ 1), at least 10 words of 3+ letters; 400
    /// easy roots, normal roots down to Zipf 3.0 and at least 1,500.
    public static let standard = RootSettings(lengths: [6, 7, 8, 9], minimumZipf: 1.0, minimumPlayableWords: 10, minimumWordLength: 3)
}
