import Lexicon

/// Decides whether a word may be a root word: the word a scramble game
/// shows, whose letters the player makes other words from.
///
/// The checks run in ``RootRejection`` order and the first that fails is
/// the verdict. The dictionary is injected (`lexicon`, `isCorrect`) so that
/// tests can pass small fakes.
public struct RootFilter: Sendable {
    /// The language.
    public var language: ContentLanguage
    /// Every verified word form of the language.
    public var lexicon: WordSet
    /// Hunspell's verdict, used to tell proper nouns and abbreviations apart.
    public var isCorrect: @Sendable (String) -> Bool
    /// Words never offered.
    public var blocklist: Blocklist
    /// The settings.
    public var settings: RootSettings
    /// The games' verdict on a word, when the language has game-word data:
    /// why it is not accepted, or why it is not counted (see ``GameWordCuration``).
    public var gameWordVerdict: (@Sendable (String) -> (rejection: GameWordCuration.Reason?, uncounted: GameWordCuration.Uncounted?))?
    /// The words the games count, which a root's playable words are made of;
    /// nil counts the lexicon's words.
    public var countedWords: WordSet?

    /// Creates a filter.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - lexicon: The language's lexicon.
    ///   - isCorrect: Hunspell's verdict for a word.
    ///   - blocklist: The language's blocklist.
    ///   - settings: Thresholds.
    public init(language: ContentLanguage, lexicon: WordSet, isCorrect: @escaping @Sendable (String) -> Bool,
                blocklist: Blocklist, settings: RootSettings) {
        self.language = language
        self.lexicon = lexicon
        self.isCorrect = isCorrect
        self.blocklist = blocklist
        self.settings = settings
    }

    /// The reason `word` is not a root, or nil when it is one.
    ///
    /// - Parameters:
    ///   - word: A lowercase word in NFC.
    ///   - zipf: Its frequency, nil when unknown.
    /// - Returns: The first failed check, or nil.
    public func rejection(of word: String, zipf: Double?) -> RootRejection? {
        if !language.isSpelledWithLetters(word) { return .notLetters }
        if Self.isRomanNumeral(word) { return .romanNumeral }
        if blocklist.blocks(word) { return .blocklisted }
        guard let zipf, zipf >= settings.minimumZipf else { return .rare }
        if !word.contains(where: { language.vowels.contains($0) }) { return .abbreviation }
        if !lexicon.contains(word) || !isCorrect(word) {
            // Hunspell accepts any word in capitals, so test the capitalised
            // form (a name) before the all-capitals one (an acronym).
            if isCorrect(word.prefix(1).uppercased() + word.dropFirst()) { return .properNoun }
            if isCorrect(word.uppercased()) { return .abbreviation }
            return .notInDictionary
        }
        if let verdict = gameWordVerdict?(word) {
            switch verdict.rejection {
            case .labelledName?: return .properNoun
            case .labelledOffensive?: return .offensive
            case .labelledAbbreviation?, .abbreviation?, .noVowel?: return .abbreviation
            case .romanNumeral?: return .romanNumeral
            case .blocklisted?: return .blocklisted
            case .unattested?: return .notGameWord
            case nil: break
            }
            switch verdict.uncounted {
            case .name?: return .properNoun
            case .offensive?: return .offensive
            case .archaic?: return .archaic
            case .rare?, nil: break
            }
        }
        let playable = (countedWords ?? lexicon).words(makeableFrom: word, minLength: settings.minimumWordLength).filter { $0 != word }
        if playable.count < settings.minimumPlayableWords { return .unplayable }
        return nil
    }

    /// Whether `word` is a well-formed roman numeral (`xiv`, `mcmxcix`).
    ///
    /// - Parameter word: A lowercase word.
    public static func isRomanNumeral(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        var rest = Substring(word)
        // Thousands, then hundreds, tens and units: each place is one of the
        // digit patterns of that place, tried longest first.
        while rest.hasPrefix("m") { rest = rest.dropFirst() }
        for (one, five, ten) in [("c", "d", "m"), ("x", "l", "c"), ("i", "v", "x")] {
            let patterns = [one + ten, one + five, five + one + one + one, five + one + one, five + one, five,
                            one + one + one, one + one, one]
            if let match = patterns.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(match.count) }
        }
        return rest.isEmpty
    }
}
