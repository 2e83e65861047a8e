import Foundation
import GameKernel

/// Turns FreeDict entries into vocabulary cards: one card per prompt word,
/// most frequent first.
///
/// A prompt must be one lowercase word of its language that Hunspell accepts
/// (so no proper nouns, phrases or typos); a translation is kept only when
/// Hunspell of the answer language accepts every word of it (which drops
/// FreeDict's run-together phrases such as `inwhatway`). Entries with the same
/// headword are merged. A card's id is `<pair>:<prompt>`, so it survives any
/// change to its answer.
public struct VocabularyDeckBuilder: Sendable {
    /// The pair.
    public var pair: VocabularyPair
    /// The prompt language.
    public var fromLanguage: ContentLanguage
    /// Hunspell of the prompt language.
    public var acceptsPrompt: @Sendable (String) -> Bool
    /// Hunspell of the answer language.
    public var acceptsAnswer: @Sendable (String) -> Bool
    /// The prompt language's frequencies.
    public var frequencies: FrequencyList
    /// The most translations on one answer.
    public var maximumTranslations: Int
    /// Words never shown (the blocklists of both languages).
    public var isBlocked: @Sendable (String) -> Bool = { _ in false }

    /// Creates a builder.
    ///
    /// - Parameters:
    ///   - pair: The pair.
    ///   - fromLanguage: The prompt language.
    ///   - acceptsPrompt: Hunspell of the prompt language.
    ///   - acceptsAnswer: Hunspell of the answer language.
    ///   - frequencies: Frequencies of the prompt language.
    ///   - maximumTranslations: Translations per answer.
    public init(pair: VocabularyPair, fromLanguage: ContentLanguage, acceptsPrompt: @escaping @Sendable (String) -> Bool,
                acceptsAnswer: @escaping @Sendable (String) -> Bool, frequencies: FrequencyList, maximumTranslations: Int) {
        self.pair = pair
        self.fromLanguage = fromLanguage
        self.acceptsPrompt = acceptsPrompt
        self.acceptsAnswer = acceptsAnswer
        self.frequencies = frequencies
        self.maximumTranslations = maximumTranslations
    }

    /// The cards, most frequent prompt first (ties in byte order).
    ///
    /// - Parameter entries: The dictionary's entries.
    /// - Returns: The cards.
    public func cards(from entries: [FreeDictReader.Entry]) -> [Card] {
        var translationsByPrompt: [String: [String]] = [:]
        for entry in entries {
            let prompt = entry.headword
            guard prompt == prompt.lowercased(), fromLanguage.isSpelledWithLetters(prompt), !isBlocked(prompt), acceptsPrompt(prompt) else { continue }
            var kept = translationsByPrompt[prompt] ?? []
            for translation in entry.translations.map(Self.clean) where !translation.isEmpty && !kept.contains(translation) {
                if isAcceptedAnswer(translation) { kept.append(translation) }
            }
            translationsByPrompt[prompt] = kept
        }
        let prompts = translationsByPrompt.filter { !$0.value.isEmpty }.keys.sorted { lhs, rhs in
            let (left, right) = (frequencies.zipf(of: lhs) ?? 0, frequencies.zipf(of: rhs) ?? 0)
            return left != right ? left > right : RootList.utf8Order(lhs, rhs)
        }
        return prompts.map { prompt in
            let answer = (translationsByPrompt[prompt] ?? []).prefix(maximumTranslations).joined(separator: ", ")
            return Card(id: "\(pair.id):\(prompt)", prompt: prompt, answer: answer)
        }
    }

    /// Whether Hunspell of the answer language accepts every word of `translation`.
    func isAcceptedAnswer(_ translation: String) -> Bool {
        let words = translation.split(whereSeparator: { $0 == " " || $0 == "-" })
        return !words.isEmpty && words.allSatisfy { word in
            word.allSatisfy { $0.isLetter || $0 == "'" } && !isBlocked(word.lowercased()) && acceptsAnswer(String(word))
        }
    }

    /// Removes clutter: typographic hyphens, parenthesised notes, doubled spaces.
    static func clean(_ translation: String) -> String {
        var text = translation.replacingOccurrences(of: "\u{2010}", with: "-")
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        return text.split(separator: " ").joined(separator: " ")
    }
}
