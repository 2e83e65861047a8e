import Foundation

extension SpellChecker {
    /// Words that start with `partial`: every lexicon form when a lexicon is
    /// attached (``useLexicon(_:)``), else the `.dic` file's stems that are
    /// letters only and that Hunspell accepts, read once per checker.
    ///
    /// - Parameter partial: The beginning of a word; compared without regard to case.
    /// - Returns: Completions in alphabetical order, the partial word's leading
    ///   capital kept.
    /// - Complexity: O(log n + k) for k completions, after an O(n) first load.
    func completions(of partial: String) -> [String] {
        let prefix = Self.normalize(partial).lowercased()
        if let lexicon {
            let words = lexicon.words(withPrefix: prefix).filter { $0 != prefix }
            return keepLeadingCapital(of: partial, words)
        }
        let stems = completionStems.value(loading: { loadStems() })
        var low = 0
        var high = stems.count
        while low < high {
            let middle = (low + high) / 2
            if stems[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var index = low
        while index < stems.count, stems[index].hasPrefix(prefix) {
            if stems[index] != prefix { result.append(stems[index]) }
            index += 1
        }
        return keepLeadingCapital(of: partial, result)
    }

    private func keepLeadingCapital(of partial: String, _ words: [String]) -> [String] {
        guard let first = partial.first, first.isUppercase else { return words }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
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
