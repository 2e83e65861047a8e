/// One generated root list and what was left out of it.
public struct RootList: Sendable, Equatable {
    /// The language code.
    public var language: String
    /// The word length.
    public var length: Int
    /// The roots, sorted by UTF-8 bytes.
    public var words: [String]
    /// The roots, most frequent first (for decks and examples).
    public var wordsByFrequency: [String]
    /// How many candidates of this length each check rejected.
    public var rejections: [RootRejection: Int]

    /// The file's path inside `Content/`.
    public var path: String { "roots/\(language)-\(length).txt" }

    /// The file's bytes: one word a line, LF.
    public var fileText: String { words.map { $0 + "\n" }.joined() }

    /// Builds the list of one length from the frequency list's words.
    ///
    /// Candidates are the frequency list's words with `length` characters;
    /// every one is judged by `filter`.
    ///
    /// - Parameters:
    ///   - length: The word length.
    ///   - frequencies: The language's frequency list.
    ///   - filter: The root filter.
    /// - Returns: The list.
    public static func build(length: Int, frequencies: FrequencyList, filter: RootFilter) -> RootList {
        var kept: [String] = []
        var rejections: [RootRejection: Int] = [:]
        for word in frequencies.words where word.count == length {
            if let reason = filter.rejection(of: word, zipf: frequencies.zipf(of: word)) {
                rejections[reason, default: 0] += 1
            } else {
                kept.append(word)
            }
        }
        return RootList(language: filter.language.code, length: length, words: kept.sorted(by: Self.utf8Order),
                        wordsByFrequency: kept, rejections: rejections)
    }

    /// Byte order of the UTF-8 encodings (`LC_ALL=C sort`).
    public static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
