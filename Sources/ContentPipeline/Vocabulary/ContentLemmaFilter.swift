import Foundation

/// Decides which frequency-list words are *content lemmas*, the yardstick
/// of deck coverage ("at least 95 % of the 500 most frequent content lemmas
/// of the language appear").
///
/// A content lemma is a word a learner's deck should teach: a headword of
/// the language, not a name, an abbreviation, a function word or an
/// inflected form. The rules use the language's own dictionaries, never a
/// list of the words a deck happens to miss. A word is left out, first rule
/// first, when it
/// 1. is a single letter or not spelled with the language's letters;
/// 2. is a function word (`coverage/<lang>-function-words.txt`) or blocked
///    by one of the language's blocklists;
/// 3. is not a game word by the shared game-word filter
///    (``GameWordCuration``): an abbreviation (`dr`, `pp`, `sr`: no vowel;
///    `etc`, `núm`: listed or labelled) or a roman numeral, a word a source
///    labels only or mostly a name (`london`, `david`), or only offensive;
/// 4. is not accepted by the language's Hunspell dictionary as written, in
///    lowercase: a name or acronym Hunspell accepts only capitalised
///    (`london`, `nato`), or no word of the language at all;
/// 5. is a form, not a headword: Hunspell does not give it as its own stem,
///    or Apertium's analyser knows it only as inflected forms (`was`, `sono`);
/// 6. is a name that the dictionary also lists in lowercase: Hunspell lists
///    it capitalised (`John` beside `john`, `Juan` beside `juan`, `Paolo`
///    beside `paolo`) and Apertium's analyser of the language does not know
///    the lowercase word at all. A common word that is also a name (`mark`,
///    `rose`, Spanish `chile`) is known to the analyser and stays.
public struct ContentLemmaFilter: Sendable {
    /// Why a frequency-list word is not a content lemma.
    public enum Reason: String, Sendable, CaseIterable {
        /// A single letter, or a character that is not a letter of the language.
        case notAWord
        /// A function word (article, pronoun, preposition, conjunction…).
        case functionWord
        /// Blocked by a blocklist.
        case blocklisted
        /// Not a game word: an abbreviation or a roman numeral.
        case abbreviation
        /// Not accepted in lowercase by the Hunspell dictionary.
        case notInDictionary
        /// An inflected form rather than a headword.
        case inflected
        /// A name that the dictionary also lists in lowercase.
        case properNoun
    }

    /// The language.
    public var language: ContentLanguage
    /// Whether the word is a function word.
    public var isFunctionWord: @Sendable (String) -> Bool
    /// Whether a blocklist blocks the word.
    public var isBlocked: @Sendable (String) -> Bool
    /// Why the shared game-word filter rejects the word, if it does.
    public var gameWordRejection: @Sendable (String) -> GameWordCuration.Reason?
    /// Whether Hunspell accepts the word as written.
    public var isCorrect: @Sendable (String) -> Bool
    /// Hunspell's stems of a word (`John` → `John`, `john`).
    public var stems: @Sendable (String) -> [String]
    /// Whether Apertium's analyser knows the word only as inflected forms.
    public var isInflected: @Sendable (String) -> Bool
    /// Whether Apertium's analyser does not know the word at all.
    public var isUnknownToAnalyser: @Sendable (String) -> Bool

    /// Creates a filter from the language's dictionaries, passed in as functions.
    public init(language: ContentLanguage, isFunctionWord: @escaping @Sendable (String) -> Bool,
                isBlocked: @escaping @Sendable (String) -> Bool,
                gameWordRejection: @escaping @Sendable (String) -> GameWordCuration.Reason?,
                isCorrect: @escaping @Sendable (String) -> Bool, stems: @escaping @Sendable (String) -> [String],
                isInflected: @escaping @Sendable (String) -> Bool, isUnknownToAnalyser: @escaping @Sendable (String) -> Bool) {
        self.language = language
        self.isFunctionWord = isFunctionWord
        self.isBlocked = isBlocked
        self.gameWordRejection = gameWordRejection
        self.isCorrect = isCorrect
        self.stems = stems
        self.isInflected = isInflected
        self.isUnknownToAnalyser = isUnknownToAnalyser
    }

    /// Why `word` is not a content lemma, or nil when it is one.
    ///
    /// - Parameter word: A frequency-list word (lowercase, NFC).
    public func rejection(of word: String) -> Reason? {
        if word.count < 2 || !language.isSpelledWithLetters(word) { return .notAWord }
        if isFunctionWord(word) { return .functionWord }
        if isBlocked(word) { return .blocklisted }
        if let reason = gameWordRejection(word) {
            switch reason {
            case .blocklisted, .labelledOffensive: return .blocklisted
            case .labelledName: return .properNoun
            case .abbreviation, .noVowel, .romanNumeral, .labelledAbbreviation, .unattested: return .abbreviation
            }
        }
        if !isCorrect(word) { return .notInDictionary }
        if isInflected(word) || !stems(word).contains(word) { return .inflected }
        let capitalised = word.prefix(1).uppercased() + word.dropFirst()
        if capitalised != word, isUnknownToAnalyser(word), stems(capitalised).contains(capitalised) { return .properNoun }
        return nil
    }

    /// The first `count` content lemmas of a frequency list, and how many
    /// words above the last one each rule left out.
    ///
    /// - Parameters:
    ///   - words: The frequency list's words, most frequent first.
    ///   - count: How many lemmas to take.
    /// - Returns: The lemmas in frequency order, and the counts by reason.
    /// - Complexity: O(*n*) Hunspell look-ups, *n* the words read until `count` lemmas are found.
    public func lemmas(of words: [String], count: Int) -> (lemmas: [String], excluded: [Reason: [String]]) {
        var lemmas: [String] = []
        var excluded: [Reason: [String]] = [:]
        for word in words where lemmas.count < count {
            if let reason = rejection(of: word) {
                excluded[reason, default: []].append(word)
            } else {
                lemmas.append(word)
            }
        }
        return (lemmas, excluded)
    }
}
