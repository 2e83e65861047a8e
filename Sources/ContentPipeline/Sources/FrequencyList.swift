import Foundation

/// Word frequencies imported from `wordfreq` (`Dictionaries/frequency/<lang>.tsv`).
///
/// Each line is `word<TAB>zipf`, most frequent first. The Zipf scale is
/// log10 of occurrences per billion words: 7 for `the`, 3 for a word met
/// once in a million, 1 at the end of wordfreq's lists.
public struct FrequencyList: Sendable {
    /// The words, most frequent first.
    public let words: [String]
    private let zipfByWord: [String: Double]
    private let rankByWord: [String: Int]

    /// Parses the text of a frequency file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The file's path, for error messages.
    /// - Throws: ``ContentError/malformedLine(path:line:reason:)`` for a line
    ///   that is not `word<TAB>number`.
    public init(text: String, path: String) throws {
        var words: [String] = []
        var zipf: [String: Double] = [:]
        var ranks: [String: Int] = [:]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].isEmpty, let value = Double(fields[1]), value.isFinite else {
                throw ContentError.malformedLine(path: path, line: lineNumber, reason: "expected word<TAB>zipf, got \"\(line)\"")
            }
            let word = String(fields[0]).precomposedStringWithCanonicalMapping
            if zipf[word] == nil {
                zipf[word] = value
                words.append(word)
                ranks[word] = words.count
            }
        }
        self.words = words
        zipfByWord = zipf
        rankByWord = ranks
    }

    /// The word's Zipf frequency, or nil when the list does not have it.
    ///
    /// - Parameter word: A word in NFC.
    public func zipf(of word: String) -> Double? {
        zipfByWord[word]
    }

    /// The word's rank: 1 for the most frequent word of the list, nil when
    /// the list does not have it.
    ///
    /// - Parameter word: A word in NFC.
    public func rank(of word: String) -> Int? {
        rankByWord[word]
    }
}
