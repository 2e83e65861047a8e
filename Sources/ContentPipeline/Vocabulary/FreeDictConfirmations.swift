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

    /// Removes clutter: typographic hyphens, parenthesised notes, doubled spaces.
    static func clean(_ translation: String) -> String {
        var text = translation.replacingOccurrences(of: "\u{2010}", with: "-")
        while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            text.removeSubrange(open...close)
        }
        return text.split(separator: " ").joined(separator: " ")
    }
}
