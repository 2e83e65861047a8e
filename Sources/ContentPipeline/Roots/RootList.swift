import GameKernel

/// One generated root list and what was left out of it.
public struct RootList: Sendable, Equatable {
    /// One root with its frequency and tier.
    public struct Entry: Sendable, Equatable {
        /// The word.
        public var word: String
        /// Its rank in the language's frequency list (1 = most frequent).
        public var rank: Int
        /// Its Zipf frequency.
        public var zipf: Double
        /// Whether Hunspell gives the word itself as its stem (a dictionary
        /// headword, not a plural or a conjugated or enclitic verb form).
        public var isHeadword: Bool
        /// Its tier.
        public var difficulty: RootDifficulty
    }

    /// The language code.
    public var language: String
    /// The word length.
    public var length: Int
    /// The roots, most frequent first.
    public var entries: [Entry]
    /// How many candidates of this length each check rejected.
    public var rejections: [RootRejection: Int]
    /// How many candidates each blocklist removed, by list name.
    public var blockedBy: [String: Int]

    /// The roots, sorted by UTF-8 bytes.
    public var words: [String] { entries.map(\.word).sorted(by: Self.utf8Order) }
    /// The roots, most frequent first (for decks and examples).
    public var wordsByFrequency: [String] { entries.map(\.word) }
    /// The roots of one tier, most frequent first.
    ///
    /// - Parameter difficulty: The tier.
    public func entries(_ difficulty: RootDifficulty) -> [Entry] { entries.filter { $0.difficulty == difficulty } }

    /// The roots a game of `difficulty` draws from (see `GameKernel.RootDifficulty.includes(_:)`).
    ///
    /// - Parameter difficulty: The game's difficulty.
    public func pool(_ difficulty: RootDifficulty) -> [Entry] { entries.filter { difficulty.includes($0.difficulty) } }

    /// The file's path inside `Content/`.
    public var path: String { "roots/\(language)-\(length).txt" }

    /// The file's bytes: `word<TAB>rank<TAB>difficulty` a line, sorted by the
    /// word's bytes, LF.
    public var fileText: String {
        entries.sorted { Self.utf8Order($0.word, $1.word) }.map { "\($0.word)\t\($0.rank)\t\($0.difficulty.rawValue)\n" }.joined()
    }

    /// Builds the list of one length from the frequency list's words.
    ///
    /// Candidates are the frequency list's words with `length` characters;
    /// every one is judged by `filter`. The roots kept are then put in tiers
    /// (see ``RootSettings``): `easy` the most common headwords, `normal` the
    /// next headwords down to the Zipf threshold (and further while the easy
    /// and normal roots together are fewer than the minimum count), `hard`
    /// the rest.
    ///
    /// - Parameters:
    ///   - length: The word length.
    ///   - frequencies: The language's frequency list.
    ///   - filter: The root filter.
    ///   - isHeadword: Whether a root is a headword (Hunspell's stemming).
    ///   - blockingList: The name of the blocklist that blocks a word.
    /// - Returns: The list.
    public static func build(length: Int, frequencies: FrequencyList, filter: RootFilter,
                             isHeadword: (String) -> Bool = { _ in true },
                             blockingList: (String) -> String? = { _ in nil }) -> RootList {
        var kept: [Entry] = []
        var rejections: [RootRejection: Int] = [:]
        var blockedBy: [String: Int] = [:]
        for word in frequencies.words where word.count == length {
            let zipf = frequencies.zipf(of: word)
            if let reason = filter.rejection(of: word, zipf: zipf) {
                rejections[reason, default: 0] += 1
                if reason == .blocklisted { blockedBy[blockingList(word) ?? "blocklist", default: 0] += 1 }
            } else {
                kept.append(Entry(word: word, rank: frequencies.rank(of: word) ?? 0, zipf: zipf ?? 0,
                                  isHeadword: isHeadword(word), difficulty: .hard))
            }
        }
        let settings = filter.settings
        var headwords = 0
        for index in kept.indices where kept[index].isHeadword {
            headwords += 1
            if headwords <= settings.easyCount {
                kept[index].difficulty = .easy
            } else if kept[index].zipf >= settings.normalMinimumZipf || headwords <= settings.normalMinimumCount {
                kept[index].difficulty = .normal
            }
        }
        return RootList(language: filter.language.code, length: length, entries: kept, rejections: rejections, blockedBy: blockedBy)
    }

    /// Byte order of the UTF-8 encodings (`LC_ALL=C sort`).
    public static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
