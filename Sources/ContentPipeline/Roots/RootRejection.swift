/// Why a frequent word is not a root word. Each is counted in the manifest
/// and the content report.
public enum RootRejection: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// A character that is not a lowercase letter of the language.
    case notLetters
    /// A roman numeral such as `mcmxcix`.
    case romanNumeral
    /// On the language's blocklist (profanity, slurs).
    case blocklisted
    /// Rarer than the frequency threshold.
    case rare
    /// Hunspell accepts it only capitalised (`london`).
    case properNoun
    /// Hunspell accepts it only in capitals (`nato`), or it has no vowel.
    case abbreviation
    /// Hunspell rejects it (and it is not in the verified lexicon).
    case notInDictionary
    /// Fewer than the required number of lexicon words can be made from it.
    case unplayable

    /// Orders rejections by declaration order (the order checks run in).
    public static func < (lhs: RootRejection, rhs: RootRejection) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
