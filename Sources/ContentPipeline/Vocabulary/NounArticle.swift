import GameKernel

/// The definite article a Spanish or Italian noun takes, so that a card
/// teaches `la casa`, `el agua`, `il cane`, `lo zio`, `l'acqua`, and, for a
/// noun used only in the plural, `las gafas`, `gli occhiali`.
public enum NounArticle {
    /// The noun with its article, or the noun alone when the language has no
    /// gendered article here or the gender is unknown.
    ///
    /// - Parameters:
    ///   - noun: The noun (a multi-word noun takes its first word's article).
    ///   - gender: Its gender.
    ///   - language: `es` or `it`.
    ///   - plural: Whether the noun is a plural (`las gafas`, `i soldi`):
    ///     ``isPluralOnly(_:language:isInflected:)``.
    /// - Returns: `el perro`, `la casa`, `el/la estudiante`, `il cane`, …
    public static func withArticle(_ noun: String, gender: GrammaticalGender?, language: String, plural: Bool = false) -> String {
        // A multi-word noun may carry its article already (`los años setenta`).
        if let first = noun.split(separator: " ").first, first.count < noun.count,
           articles[language]?.contains(first.lowercased()) ?? false { return noun }
        guard let gender, let article = plural ? pluralArticle(for: noun, gender: gender, language: language)
                                                : article(for: noun, gender: gender, language: language) else { return noun }
        return article.hasSuffix("'") ? article + noun : article + " " + noun
    }

    /// The one gender the definite article before a noun as a card shows it
    /// tells (`il membro`, `los años`: masculine; `la corte`: feminine); nil
    /// for an article of either (`el/la estudiante`), an elided one
    /// (`l'arte`), none, and Spanish `el` before a stressed `a` (`el agua`
    /// is feminine).
    ///
    /// - Parameters:
    ///   - noun: A noun as a card shows it, article first.
    ///   - language: `es` or `it`.
    public static func gender(shownBy noun: String, language: String) -> GrammaticalGender? {
        let words = noun.split(separator: " ", maxSplits: 1).map { $0.lowercased() }
        guard words.count == 2 else { return nil }
        switch (language, words[0]) {
        case ("es", "el"): return spanishTakesEl(words[1]) ? nil : .masculine
        case ("es", "los"), ("it", "il"), ("it", "lo"), ("it", "i"), ("it", "gli"): return .masculine
        case ("es", "la"), ("es", "las"), ("it", "la"), ("it", "le"): return .feminine
        default: return nil
        }
    }

    /// Each language's definite articles, singular and plural.
    private static let articles: [String: Set<String>] = [
        "es": ["el", "la", "los", "las"],
        "it": ["il", "lo", "la", "i", "gli", "le"],
    ]

    /// Each language's singular articles and articled prepositions that
    /// show a noun's gender in running text (`un membro`, `della capitale`).
    static let genderedArticles: [String: (masculine: Set<String>, feminine: Set<String>)] = [
        "es": (["el", "un", "del", "al"], ["la", "una"]),
        "it": (["il", "lo", "un", "uno", "del", "dello", "al", "allo", "nel", "nello", "dal", "dallo", "sul", "sullo"],
               ["la", "una", "della", "alla", "nella", "dalla", "sulla"]),
    ]

    /// Each language's possessives and demonstratives that show a noun's
    /// gender as its articles do (`il suo account`, `questa casa`).
    static let genderedDeterminers: [String: (masculine: Set<String>, feminine: Set<String>)] = [
        "es": (["nuestro", "vuestro", "este", "ese", "aquel"], ["nuestra", "vuestra", "esta", "esa", "aquella"]),
        "it": (["mio", "tuo", "suo", "nostro", "vostro", "questo", "quel", "quello"],
               ["mia", "tua", "sua", "nostra", "vostra", "questa", "quella"]),
    ]

    /// Whether a word is one of the definite articles ``withArticle(_:gender:language:plural:)``
    /// writes in a language (`las`, `gli`); false for a language it writes
    /// none in.
    ///
    /// - Parameters:
    ///   - word: A lowercase word.
    ///   - language: A language code.
    public static func isDefiniteArticle(_ word: String, language: String) -> Bool {
        articles[language]?.contains(word) ?? false
    }

    /// The plural definite article, nil when there is none to give.
    ///
    /// - Parameters:
    ///   - noun: The noun, a plural.
    ///   - gender: Its gender.
    ///   - language: `es` or `it`.
    /// - Returns: `los`, `las`, `i`, `gli`, `le`, or both genders' for a common noun.
    public static func pluralArticle(for noun: String, gender: GrammaticalGender, language: String) -> String? {
        let word = noun.split(separator: " ").first.map(String.init) ?? noun
        let italianMasculinePlural = italianMasculine(word) == "il" ? "i" : "gli"
        switch (language, gender) {
        case ("es", .masculine): return "los"
        case ("es", .feminine): return "las"
        case ("es", .common): return "los/las"
        case ("it", .masculine): return italianMasculinePlural
        case ("it", .feminine): return "le"
        case ("it", .common): return "\(italianMasculinePlural)/le"
        default: return nil
        }
    }

    /// Whether a noun lemma is a plural: its first word is one the language's
    /// analyser knows only as inflected forms (`Dictionaries/apertium/<lang>-lemmas.tsv`)
    /// and it ends as a plural does (Spanish `-s`, Italian `-i`, or `-e` but
    /// not `-ice`).
    ///
    /// Apertium lists a noun used only in the plural under its plural
    /// (`gafas`, `vacaciones`, `soldi`, `nozze`), and a singular article
    /// before it is wrong (`la gafas`). A feminine singular such as `hija`
    /// is an inflected form too (of `hijo`), but does not end as a plural.
    ///
    /// - Parameters:
    ///   - noun: The noun lemma.
    ///   - language: `es` or `it`.
    ///   - isInflected: Whether the analyser knows a word only as inflected forms.
    public static func isPluralOnly(_ noun: String, language: String, isInflected: (String) -> Bool) -> Bool {
        let word = (noun.split(separator: " ").first.map(String.init) ?? noun).lowercased()
        guard word.count > 2, isInflected(word), let last = word.last else { return false }
        switch language {
        case "es": return last == "s"
        // An Italian feminine in `-ice` is a singular (`elettrice`, the
        // feminine of `elettore`, plural `elettrici`).
        case "it": return last == "i" || (last == "e" && !word.hasSuffix("ice"))
        default: return false
        }
    }

    /// The gender and number of a Spanish or Italian noun form, from its
    /// lemma's gender: a form ending as a plural does is a plural, and one
    /// whose ending is feminine where its lemma's is masculine is feminine
    /// (`amigas` of `amigo`; Italian `amiche` of `amico`, `case` of `casa`),
    /// as is the singular in `-a` of a lemma in `-o` (`ragazza` of `ragazzo`,
    /// `amiga` of `amigo`), which the analysers read as a form of it.
    ///
    /// - Parameters:
    ///   - form: The lowercase form (`cosas`, `anni`, `foto`).
    ///   - lemma: Its lemma (`cosa`, `anno`, `foto`).
    ///   - lemmaGender: The lemma's gender.
    ///   - language: `es` or `it`.
    /// - Returns: nil when the form is neither the lemma nor a plural of it.
    public static func formGender(of form: String, lemma: String, lemmaGender: GrammaticalGender,
                                  language: String) -> (gender: GrammaticalGender, plural: Bool)? {
        if form == lemma { return (lemmaGender, false) }
        if ["es", "it"].contains(language), lemmaGender != .feminine, lemma.hasSuffix("o"), form == lemma.dropLast() + "a" {
            return (.feminine, false)
        }
        switch language {
        case "es":
            guard form.hasSuffix("s") else { return nil }
            // `amigas`, the feminine plural of `amigo`.
            if lemmaGender == .masculine, lemma.hasSuffix("o"), form.hasSuffix("as") { return (.feminine, true) }
            return (lemmaGender, true)
        case "it":
            guard let last = form.last, last == "i" || last == "e", !form.hasSuffix("ice") else { return nil }
            // `amiche` of `amico`: a plural in `-e` of a lemma in `-o` is feminine.
            if last == "e", lemmaGender == .masculine, lemma.hasSuffix("o") { return (.feminine, true) }
            return (lemmaGender, true)
        default:
            return nil
        }
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

    /// Whether a word begins with a vowel or `h` (not an `i` before a vowel,
    /// `iodio`), where Italian elides the article (`l'idea`, `un'idea`) and
    /// Spanish takes `el` before a stressed `a` of a feminine noun (`el agua`).
    static func startsWithVowel(_ word: String) -> Bool {
        guard let first = word.lowercased().first else { return false }
        return "aeiouàèéìòùh".contains(first) && !(first == "i" && word.count > 1 && "aeiou".contains(Array(word.lowercased())[1]))
    }
}
