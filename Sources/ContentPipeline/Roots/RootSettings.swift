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

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - lengths: The root lengths.
    ///   - minimumZipf: The frequency threshold.
    ///   - minimumPlayableWords: The playability threshold.
    ///   - minimumWordLength: The shortest counted word.
    public init(lengths: [Int], minimumZipf: Double, minimumPlayableWords: Int, minimumWordLength: Int) {
        self.lengths = lengths
        self.minimumZipf = minimumZipf
        self.minimumPlayableWords = minimumPlayableWords
        self.minimumWordLength = minimumWordLength
    }

    /// Lengths 6–9 (Packt offered 7/8/9, Hacking with Swift 8), every word of
    /// wordfreq's lists (Zipf ≥ 1), at least 10 words of 3+ letters.
    public static let standard = RootSettings(lengths: [6, 7, 8, 9], minimumZipf: 1.0, minimumPlayableWords: 10, minimumWordLength: 3)
}
