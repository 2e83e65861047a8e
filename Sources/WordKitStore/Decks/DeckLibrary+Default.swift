import Foundation

extension DeckLibrary {
    /// The deck `play flashcards` and `study` use when none is named (no
    /// `--deck`, no `deck` setting): a vocabulary deck *from* the player's
    /// language (see ``defaultDeckID(among:language:)``).
    ///
    /// - Parameter language: The language setting in force (`en`, `es_MX`…),
    ///   read as the language the player knows.
    /// - Returns: The deck's id, or nil when no deck is shipped.
    public func defaultDeckID(language: String) -> String? {
        Self.defaultDeckID(among: bundledIDs, language: language)
    }

    /// The rule for the deck played when none is named.
    ///
    /// The `language` setting (the scramble language, English by default) is
    /// read as the player's own language: the words they know, and so the
    /// words a card shows them. A shipped vocabulary deck is named
    /// `FROM-TO-SIZE` (prompts in FROM, answers in TO), so the default is the
    /// deck from that language, the top 500 first, the other language by id
    /// order: `en` gives `en-es-top500`, `es` gives `es-en-top500`. Anagram
    /// decks (`anagrams-en`) are not vocabulary and come only last, for a
    /// content folder that ships nothing else.
    ///
    /// - Parameters:
    ///   - ids: The shipped decks' ids.
    ///   - language: The language setting; a region or script (`es_MX`) is ignored.
    /// - Returns: The first of: the top-500 deck from the language, any
    ///   deck from it, any top-500 vocabulary deck, any vocabulary deck, the
    ///   first id; nil when `ids` is empty.
    public static func defaultDeckID(among ids: [String], language: String) -> String? {
        let code = String(language.prefix { $0 != "_" && $0 != "-" }).lowercased()
        let sorted = ids.sorted()
        let vocabulary = sorted.filter { id in
            let parts = id.split(separator: "-", omittingEmptySubsequences: false)
            return parts.count >= 3 && parts[0] != parts[1] && !parts[0].isEmpty && !parts[1].isEmpty && parts[0] != "anagrams"
        }
        let fromLanguage = vocabulary.filter { $0.hasPrefix(code + "-") }
        return fromLanguage.first { $0.hasSuffix("-top500") } ?? fromLanguage.first
            ?? vocabulary.first { $0.hasSuffix("-top500") } ?? vocabulary.first ?? sorted.first
    }
}
