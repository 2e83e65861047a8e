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
    /// A name: Hunspell accepts it only capitalised (`london`), a source
    /// labels it a name more than a word (`charlie`, `giacomo`), or Apertium's
    /// analyser knows it only as a proper noun (`santiago`).
    case properNoun
    /// An abbreviation: Hunspell accepts it only in capitals (`nato`), it has
    /// no vowel, or a source labels it only an abbreviation (`approx`).
    case abbreviation
    /// Offensive in one of its senses, by a source's label (`coon`, `kraut`).
    case offensive
    /// Archaic in every sense, by a source's label.
    case archaic
    /// Hunspell rejects it (and it is not in the verified lexicon).
    case notInDictionary
    /// Not a word the games accept (see ``GameWordCuration``): unattested.
    case notGameWord
    /// Fewer than the required number of counted words can be made from it.
    case unplayable

    /// Orders rejections by declaration order (the order checks run in).
    public static func < (lhs: RootRejection, rhs: RootRejection) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
