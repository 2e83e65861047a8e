/// How decks are built.
public struct DeckSettings: Sendable, Hashable, Codable {
    /// The size of each pair's short deck (`en-es-top500`).
    public var topCount: Int
    /// The most translations kept on one answer.
    public var maximumTranslations: Int
    /// The least Zipf frequency of a one-word translation (drops archaic and rare words).
    public var minimumAnswerZipf: Double
    /// The size of each deck's reviewed sample.
    public var sampleSize: Int
    /// The seed of the reviewed samples.
    public var sampleSeed: UInt64
    /// The number of cards in each anagram deck.
    public var anagramCount: Int
    /// The root lengths anagram cards are drawn from.
    public var anagramLengths: [Int]
    /// The seed of the anagram shuffles (mixed with each word).
    public var anagramSeed: UInt64

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - topCount: Cards in a "top" deck.
    ///   - maximumTranslations: Translations per answer.
    ///   - minimumAnswerZipf: The least frequency of a one-word translation.
    ///   - sampleSize: Cards in each deck's reviewed sample.
    ///   - sampleSeed: The sample's seed.
    ///   - anagramCount: Cards in an anagram deck.
    ///   - anagramLengths: Root lengths for anagram cards.
    ///   - anagramSeed: Shuffle seed.
    public init(topCount: Int, maximumTranslations: Int, minimumAnswerZipf: Double, sampleSize: Int, sampleSeed: UInt64, anagramCount: Int, anagramLengths: [Int], anagramSeed: UInt64) {
        self.topCount = topCount
        self.maximumTranslations = maximumTranslations
        self.minimumAnswerZipf = minimumAnswerZipf
        self.sampleSize = sampleSize
        self.sampleSeed = sampleSeed
        self.anagramCount = anagramCount
        self.anagramLengths = anagramLengths
        self.anagramSeed = anagramSeed
    }

    /// Top 500, three translations of Zipf 2.5 or more, samples of 50,
    /// 500 anagrams of 6 and 7 letters.
    public static let standard = DeckSettings(topCount: 500, maximumTranslations: 3, minimumAnswerZipf: 2.5, sampleSize: 50, sampleSeed: 12,
                                              anagramCount: 500, anagramLengths: [6, 7], anagramSeed: 2024)
}
