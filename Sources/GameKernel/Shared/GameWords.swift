import Foundation
import Lexicon

/// A ``WordSource`` narrowed to the words a word game takes: the language's
/// words less the ones the content build set aside (abbreviations such as
/// `pts` and `rte`, names, slurs, roman numerals such as `xiv`), and of
/// those, the ones it counts: the words people know.
///
/// The scramble kernel and `wordkit anagrams --game` accept exactly this
/// filter's words; the "possible" and "missed" counts, the hints and
/// `anagrams --counted` take only its counted words (``commonness(of:)``), so
/// what the player is told to find is a word people know, and any other word
/// the game accepts is a bonus.
public struct GameWords: WordSource {
    /// The language's words.
    public let base: any WordSource
    /// The words that are not game words (lowercase, NFC).
    public let excluded: Set<String>
    /// The words a game counts, with their Zipf frequency; nil when every
    /// game word counts.
    public let counted: [String: Double]?
    /// The words a game accepts, when the content lists them; nil accepts
    /// every word of ``base`` not ``excluded``.
    public let accepted: WordSet?

    /// Creates the filter.
    ///
    /// - Parameters:
    ///   - base: The language's words.
    ///   - excluded: Words never accepted nor counted, such as the lines of
    ///   `Content/gamewords/<lang>-excluded.txt`.
    ///   - counted: The words a game counts (possible, missed, hints), with
    ///     their Zipf frequency, such as `Content/gamewords/<lang>-counted.txt`;
    ///     nil counts every game word.
    public init(base: any WordSource, excluded: Set<String>, counted: [String: Double]? = nil) {
        self.base = base
        self.excluded = excluded
        self.counted = counted
        accepted = nil
    }

    /// Creates the filter from the content's list of accepted words.
    ///
    /// - Parameters:
    ///   - base: The language's words.
    ///   - accepted: The words a game accepts, such as
    ///     `Content/gamewords/<lang>.wkdawg`.
    ///   - counted: The accepted words a game counts, with their Zipf
    ///     frequency; nil counts every accepted word.
    public init(base: any WordSource, accepted: WordSet, counted: [String: Double]?) {
        self.base = base
        excluded = []
        self.counted = counted
        self.accepted = accepted
    }

    /// Creates the filter from the lines of an exclusion file and, optionally,
    /// of a counted-words file.
    ///
    /// - Parameters:
    ///   - base: The language's words.
    ///   - lines: One excluded word a line; blank lines are ignored.
    ///   - countedLines: `word<TAB>zipf` a line (a line without a valid
    ///     frequency counts the word at 0); nil counts every game word.
    public init(base: any WordSource, excludedLines lines: [String], countedLines: [String]? = nil) {
        let words = lines.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().precomposedStringWithCanonicalMapping }
        self.init(base: base, excluded: Set(words.filter { !$0.isEmpty }), counted: countedLines.map(Self.countedTable))
    }

    /// The counted words of a counted-words file's lines, `word<TAB>zipf`
    /// (a line without a valid frequency counts its word at 0; blank lines
    /// are ignored).
    ///
    /// - Parameter lines: The file's lines.
    /// - Returns: Each word's frequency.
    public static func countedTable(_ lines: [String]) -> [String: Double] {
        var table: [String: Double] = [:]
        table.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = fields.first else { continue }
            let word = first.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().precomposedStringWithCanonicalMapping
            guard !word.isEmpty else { continue }
            table[word] = fields.count > 1 ? Double(fields[1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
        }
        return table
    }

    /// Whether `word` is a word of the language and a game word.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func isWord(_ word: String) -> Bool {
        isGameWord(word) && base.isWord(word)
    }

    /// Whether the filter lets `word` through (not whether the base has it).
    private func isGameWord(_ word: String) -> Bool {
        !excluded.contains(word) && accepted?.contains(word) != false
    }

    /// The game words that can be made from `letters`.
    ///
    /// - Parameters:
    ///   - letters: The letters available.
    ///   - minLength: The shortest word to return.
    public func words(makeableFrom letters: String, minLength: Int) -> [String] {
        base.words(makeableFrom: letters, minLength: minLength).filter(isGameWord)
    }

    /// The game words whose folded form is `folded`.
    ///
    /// - Parameter folded: A key made by `AccentFolding.fold(_:)` (Lexicon).
    public func forms(matchingFolded folded: String) -> [String] {
        base.forms(matchingFolded: folded).filter(isGameWord)
    }

    /// The word's Zipf frequency when the game counts it, else nil.
    ///
    /// - Parameter word: A lowercase NFC word.
    public func commonness(of word: String) -> Double? {
        guard isGameWord(word) else { return nil }
        guard let counted else { return base.commonness(of: word) }
        return counted[word]
    }
}
