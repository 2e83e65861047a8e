import Foundation

/// The translations a FreeDict dictionary confirms, as
/// ``VocabularyDeckBuilder/confirmationKey(_:_:)`` keys.
///
/// FreeDict's dictionaries are small and old, so they never add a card on
/// their own; they only tell which of Apertium's translations (or, through
/// a pivot language, which guesses) a second dictionary agrees with.
enum FreeDictConfirmations {
    /// The keys for `entries`.
    ///
    /// - Parameters:
    ///   - entries: A FreeDict dictionary's entries.
    ///   - fromPrompt: Whether its headwords are in the prompt language (else
    ///     its translations are, and each key is turned round).
    /// - Returns: One key per headword and translation.
    static func keys(_ entries: [FreeDictReader.Entry], fromPrompt: Bool) -> Set<String> {
        var keys: Set<String> = []
        for entry in entries {
            for translation in entry.translations.map(clean) where !translation.isEmpty {
                keys.insert(fromPrompt ? VocabularyDeckBuilder.confirmationKey(entry.headword, translation)
                                       : VocabularyDeckBuilder.confirmationKey(translation, entry.headword))
            }
        }
        return keys
    }

    /// The translations of each one-word lowercase headword that a second
    /// dictionary, running the other way, also gives: `insieme` → `together`
    /// where `eng-ita` lists `insieme` under `together`. In the dictionary's
    /// order, English verbs without `to ` (`andare` → `go`).
    ///
    /// One small dictionary alone is not enough: `eng-ita` gives `become` →
    /// `ambientarsi` and `once` → `ancora`, which `ita-eng` does not.
    ///
    /// - Parameters:
    ///   - entries: A FreeDict dictionary's entries, headwords in the prompt language.
    ///   - confirmedBy: ``keys(_:fromPrompt:)`` of the dictionary running the other way.
    /// - Returns: Translations by headword; a headword with several entries
    ///   has their translations in entry order.
    static func translations(_ entries: [FreeDictReader.Entry], confirmedBy: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for entry in entries where !entry.headword.contains(" ") && entry.headword == entry.headword.lowercased() {
            for translation in entry.translations.map(clean) where !translation.isEmpty
                && confirmedBy.contains(VocabularyDeckBuilder.confirmationKey(entry.headword, translation)) {
                let answer = translation.hasPrefix("to ") ? String(translation.dropFirst(3)) : translation
                if !(result[entry.headword]?.contains(answer) ?? false) { result[entry.headword, default: []].append(answer) }
            }
        }
        return result
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
