import GameKernel

/// The definite article a Spanish or Italian noun takes in the singular, so
/// that a card teaches `la casa`, `el agua`, `il cane`, `lo zio`, `l'acqua`.
public enum NounArticle {
    /// The noun with its article, or the noun alone when the language has no
    /// gendered article here or the gender is unknown.
    ///
    /// - Parameters:
    ///   - noun: The noun (a multi-word noun takes its first word's article).
    ///   - gender: Its gender.
    ///   - language: `es` or `it`.
    /// - Returns: `el perro`, `la casa`, `el/la estudiante`, `il cane`, …
    public static func withArticle(_ noun: String, gender: GrammaticalGender?, language: String) -> String {
        guard let gender, let article = article(for: noun, gender: gender, language: language) else { return noun }
        return article.hasSuffix("'") ? article + noun : article + " " + noun
    }

    /// The article alone, nil when there is none to give.
    ///
    /// - Parameters:
    ///   - noun: The noun.
    ///   - gender: Its gender.
    ///   - language: `es` or `it`.
    public static func article(for noun: String, gender: GrammaticalGender, language: String) -> String? {
        let word = noun.split(separator: " ").first.map(String.init) ?? noun
        switch (language, gender) {
        case ("es", .masculine): return "el"
        case ("es", .feminine): return spanishTakesEl(word) ? "el" : "la"
        case ("es", .common): return "el/la"
        case ("it", .masculine): return italianMasculine(word)
        case ("it", .feminine): return startsWithVowel(word) ? "l'" : "la"
        case ("it", .common): return startsWithVowel(word) ? "l'" : "\(italianMasculine(word))/la"
        default: return nil
        }
    }

    /// A feminine Spanish noun whose first syllable is a stressed `a` takes
    /// `el` in the singular (`el agua`, `el hacha`, `el águila`): written
    /// `á`/`há`, or `a`/`ha` in a two-syllable word without a written accent
    /// that ends in a vowel, `n` or `s` (stress on the first syllable).
    static func spanishTakesEl(_ word: String) -> Bool {
        let lower = word.lowercased()
        let body = lower.hasPrefix("h") ? String(lower.dropFirst()) : lower
        if body.hasPrefix("á") { return true }
        guard body.hasPrefix("a"), !lower.contains(where: { "áéíóú".contains($0) }),
              let last = lower.last, "aeiouns".contains(last) else { return false }
        return syllableNuclei(lower) == 2
    }

    /// The number of vowel groups (a rough syllable count).
    private static func syllableNuclei(_ word: String) -> Int {
        var count = 0
        var inVowel = false
        for character in word {
            let vowel = "aeiouáéíóúü".contains(character)
            if vowel, !inVowel { count += 1 }
            inVowel = vowel
        }
        return count
    }

    /// `il`, `lo` or `l'` before a masculine Italian noun.
    private static func italianMasculine(_ word: String) -> String {
        let lower = word.lowercased()
        if startsWithVowel(lower) { return "l'" }
        let characters = Array(lower)
        guard let first = characters.first else { return "il" }
        let second = characters.count > 1 ? characters[1] : " "
        let vowels = "aeiouàèéìòù"
        if first == "z" || first == "x" || first == "y" { return "lo" }
        if first == "s", !vowels.contains(second) { return "lo" }
        if ["gn", "ps", "pn"].contains(String(characters.prefix(2))) { return "lo" }
        if first == "i", vowels.contains(second) { return "lo" }
        return "il"
    }

    private static func startsWithVowel(_ word: String) -> Bool {
        guard let first = word.lowercased().first else { return false }
        return "aeiouàèéìòùh".contains(first) && !(first == "i" && word.count > 1 && "aeiou".contains(Array(word.lowercased())[1]))
    }
}
