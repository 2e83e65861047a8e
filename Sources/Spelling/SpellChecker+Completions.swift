import Foundation
import Lexicon

extension SpellChecker {
    /// How many completions ``completions(for:)`` returns.
    public static let defaultCompletionLimit = 10

    /// Words that complete `partial`, most common first.
    ///
    /// The same as ``completions(for:limit:)`` with ``defaultCompletionLimit``.
    ///
    /// - Parameter partial: The beginning of a word.
    /// - Returns: Up to ten completions.
    public func completions(for partial: String) -> [String] {
        completions(for: partial, limit: Self.defaultCompletionLimit)
    }

    /// Words that complete `partial`, most common first: `hous` → `house`,
    /// `houses`, `housing`…; `Feb` → `February`.
    ///
    /// Completions are lexicon forms that start with `partial` (compared
    /// without regard to case) ranked by the language's word frequencies;
    /// forms the frequency list lacks follow in alphabetical order. When
    /// `partial` starts with a capital, the dictionary's capitalised words
    /// (`February`, `Britain`) are completions too, and every completion
    /// starts with a capital (all capitals for an all-capitals `partial`).
    /// The partial word itself is never a completion. Without a lexicon
    /// (``useLexicon(_:)``) the dictionary's stems are used.
    ///
    /// - Parameters:
    ///   - partial: The beginning of a word, in any Unicode normalisation form.
    ///   - limit: The most completions to return.
    /// - Returns: The completions; empty for an empty `partial` or a limit below 1.
    ///   Any larger limit is safe (`Int.max` returns every completion).
    /// - Complexity: One pass over the frequency list at most (a few
    ///   milliseconds), after the correction data is loaded on first use.
    public func completions(for partial: String, limit: Int) -> [String] {
        let typed = Self.normalize(partial)
        guard limit > 0, !typed.isEmpty else { return [] }
        let pattern = CasePattern(of: typed)
        let prefix = typed.lowercased()
        let model = loadedCorrectionModel()
        var results: [String] = []
        var seen: Set<String> = [prefix]
        func offer(_ word: String) -> Bool {
            guard !model.noSuggest.contains(word) else { return results.count < limit }
            let shown = pattern.apply(to: word)
            if seen.insert(shown.lowercased()).inserted { results.append(shown) }
            return results.count < limit
        }
        let capitalised = pattern != .lower
        // The listed words, most frequent first.
        let prefixBytes = Array(prefix.utf8)
        let lexicon = self.lexicon
        for rank in 0..<model.frequencies.count {
            let entry = model.frequencies.entry(at: rank)
            guard entry.utf8.count > prefixBytes.count, entry.utf8.starts(with: prefixBytes) else { continue }
            let word = String(decoding: entry.utf8, as: UTF8.self)
            if let lexicon {
                if lexicon.contains(word) {
                    guard offer(word) else { return results }
                    continue
                }
            } else if isCorrect(word) {
                guard offer(word) else { return results }
                continue
            }
            if capitalised {
                let title = CasePattern.capitalised.apply(to: word)
                if model.supplementWords.contains(title) {
                    guard offer(title) else { return results }
                }
            }
        }
        // Then the forms the list lacks, alphabetically: a few times the limit
        // (some are dropped as duplicates), without overflowing for a huge limit.
        let (scaled, overflow) = limit.multipliedReportingOverflow(by: 4)
        let candidates = overflow ? Int.max : scaled
        let rest: [String]
        if let lexicon {
            rest = Array(lexicon.wordSequence(withPrefix: prefix).lazy.filter { $0 != prefix }.prefix(candidates))
        } else {
            rest = stemCompletions(of: prefix, limit: candidates)
        }
        for word in rest where !offer(word) { return results }
        if capitalised {
            let title = CasePattern.capitalised.apply(to: prefix)
            for word in model.supplementWords.wordSequence(withPrefix: title).prefix(candidates) where !offer(word) { return results }
        }
        return results
    }

    /// The `.dic` file's lowercase-letter stems that start with `prefix` and
    /// that Hunspell accepts, read once per checker.
    private func stemCompletions(of prefix: String, limit: Int) -> [String] {
        let stems = completionStems.value(loading: { loadStems() })
        var low = 0
        var high = stems.count
        while low < high {
            let middle = (low + high) / 2
            if stems[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var index = low
        while index < stems.count, stems[index].hasPrefix(prefix), result.count < limit {
            if stems[index] != prefix { result.append(stems[index]) }
            index += 1
        }
        return result
    }

    private func loadStems() -> [String] {
        guard let data = FileManager.default.contents(atPath: dictionary.dictionaryPath) else { return [] }
        var stems = Set<String>()
        // An 8-bit dictionary's lines are decoded from its own character set;
        // CRLF line ends count as line ends ("\r\n" is one Character).
        let encoding = dictionary.encoding
        let lines = encoding.isUTF8
            ? String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            : data.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }).compactMap { encoding.decode($0).map { Substring($0) } }
        for line in lines.dropFirst() {
            let stem = line.prefix { $0 != "/" && $0 != "\t" && $0 != " " }
            guard !stem.isEmpty, stem.allSatisfy({ $0.isLetter && $0.isLowercase }) else { continue }
            stems.insert(Self.normalize(String(stem)))
        }
        return stems.filter(isCorrect).sorted()
    }
}
