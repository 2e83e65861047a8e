import Foundation
import Synchronization

/// A stand-in for UIKit's `UITextChecker` where UIKit does not exist.
///
/// Method names, parameters and results follow `UITextChecker`, so code
/// written for it ports by changing the type name: ranges are `NSRange` in
/// UTF-16 code units, "no misspelling" is a range whose location is
/// `NSNotFound`, and an unknown language gives `NSNotFound` or nil rather
/// than an error. Use ``SpellChecker`` directly for a throwing, plain Swift API.
///
/// Ignored words belong to one `TextChecker` (like a spell document tag);
/// learned words are the user's and persist in the WordKit config directory.
public final class TextChecker: Sendable {
    /// The dictionaries this checker opens.
    public let directory: DictionaryDirectory
    /// The learned-words store consulted by every check.
    public let learnedWords: LearnedWords
    /// Where lexicons are found.
    public let lexiconStore: LexiconStore
    private let checkers = Mutex<[String: SpellChecker]>([:])
    private let ignored = Mutex<Set<String>>([])

    /// Makes a checker over a dictionary folder.
    ///
    /// - Parameters:
    ///   - directory: Where the dictionaries are.
    ///   - learnedWords: The learned-words store (default: the user's).
    ///   - lexiconStore: Where shipped or cached lexicons are found (for completions).
    public init(directory: DictionaryDirectory, learnedWords: LearnedWords = TextChecker.sharedLearnedWords, lexiconStore: LexiconStore = LexiconStore()) {
        self.directory = directory
        self.learnedWords = learnedWords
        self.lexiconStore = lexiconStore
    }

    /// Makes a checker over the default dictionaries (see ``DictionaryDirectory/locate(environment:executablePath:currentDirectory:)``).
    ///
    /// - Throws: ``SpellingError/noDictionaryDirectory(searched:)`` when none is found.
    public convenience init() throws {
        try self.init(directory: DictionaryDirectory.locate())
    }

    // MARK: Languages

    /// The dictionaries available to this checker (`en_US`, `es_ES`, `it_IT`, …).
    public var availableLanguages: [String] { directory.availableDictionaries }

    /// The dictionaries available in the default dictionary folder.
    public static var availableLanguages: [String] {
        (try? DictionaryDirectory.locate().availableDictionaries) ?? []
    }

    /// The checker for `language`, opened once and then reused.
    ///
    /// - Throws: ``SpellingError`` for an unknown language or a bad dictionary.
    public func spellChecker(for language: String) throws -> SpellChecker {
        let files = try directory.dictionary(for: language)
        if let existing = checkers.withLock({ $0[files.name] }) { return existing }
        let checker = SpellChecker(dictionary: files, learnedWords: learnedWords)
        if let fingerprint = try? lexiconStore.fingerprint(of: files),
           let lexicon = lexiconStore.existingLexicon(matching: fingerprint) {
            checker.useLexicon(lexicon)
        }
        return checkers.withLock { cache in
            if let raced = cache[files.name] { return raced }
            cache[files.name] = checker
            return checker
        }
    }

    // MARK: Checking

    /// Finds the first misspelled word in part of a string.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - range: The part to check, in UTF-16 units; clamped to the string.
    ///   - startingOffset: Where to start looking (an index into `string`).
    ///   - wrapFlag: Whether to go on from the start of `range` when nothing is
    ///     found between `startingOffset` and its end.
    ///   - language: The language (`en`, `es_ES`, …).
    /// - Returns: The misspelled word's range, or `NSRange(location: NSNotFound, length: 0)`.
    public func rangeOfMisspelledWord(in string: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let checker = try? spellChecker(for: language),
              let (text, base) = Self.substring(of: string, in: range) else { return notFound }
        let misspelled = checker.misspelledWords(in: text, ignoring: ignoredSet).map {
            NSRange(location: base + $0.utf16Range.lowerBound, length: $0.utf16Range.count)
        }
        if let first = misspelled.first(where: { $0.location >= startingOffset }) { return first }
        if wrapFlag, let first = misspelled.first(where: { $0.location < startingOffset }) { return first }
        return notFound
    }

    /// Corrections for the word in `range`, best first.
    ///
    /// - Parameters:
    ///   - range: The word's range in UTF-16 units.
    ///   - string: The text holding it.
    ///   - language: The language.
    /// - Returns: The guesses (possibly empty), or nil for an unknown language or a bad range.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let checker = try? spellChecker(for: language),
              let (word, _) = Self.substring(of: string, in: range), !word.isEmpty else { return nil }
        return checker.suggestions(for: word)
    }

    /// Words that complete the partial word in `range`, in alphabetical order.
    ///
    /// Completions are every form of the language's lexicon (shipped or
    /// cached; see ``LexiconStore``) that starts with the partial word, or the
    /// dictionary's stems when no lexicon has been built yet; the case of the
    /// partial word's first letter is kept.
    ///
    /// - Parameters:
    ///   - range: The partial word's range in UTF-16 units.
    ///   - string: The text holding it.
    ///   - language: The language.
    /// - Returns: The completions (possibly empty), or nil for an unknown language or a bad range.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let checker = try? spellChecker(for: language),
              let (partial, _) = Self.substring(of: string, in: range), !partial.isEmpty else { return nil }
        return checker.completions(of: partial)
    }

    // MARK: Ignoring and learning

    /// Accepts `word` in this checker's future checks (not saved).
    public func ignoreWord(_ word: String) {
        let word = SpellChecker.normalize(word)
        ignored.withLock { _ = $0.insert(word) }
    }

    /// The words this checker ignores, sorted; set nil or empty to clear.
    public var ignoredWords: [String]? {
        get {
            let words = ignored.withLock { $0 }
            return words.isEmpty ? nil : words.sorted()
        }
        set {
            let words = Set((newValue ?? []).map(SpellChecker.normalize))
            ignored.withLock { $0 = words }
        }
    }

    private var ignoredSet: Set<String> { ignored.withLock { $0 } }

    /// The user's learned words, in the WordKit config directory.
    public static let sharedLearnedWords = LearnedWords(paths: WordKitPaths())

    /// Teaches the user's store `word` so every checker accepts it from now on.
    ///
    /// Failures to save (an unwritable config folder) are ignored, as
    /// `UITextChecker.learnWord` cannot report them; use ``LearnedWords/learn(_:)``
    /// to handle them.
    public static func learnWord(_ word: String) {
        try? sharedLearnedWords.learn(word)
    }

    /// Removes `word` from the user's learned words.
    public static func unlearnWord(_ word: String) {
        try? sharedLearnedWords.unlearn(word)
    }

    /// Whether the user has learned `word`.
    public static func hasLearnedWord(_ word: String) -> Bool {
        sharedLearnedWords.contains(word)
    }

    /// Teaches this checker's store `word` (see ``learnWord(_:)-swift.type.method``).
    public func learnWord(_ word: String) {
        try? learnedWords.learn(word)
    }

    /// Removes `word` from this checker's store.
    public func unlearnWord(_ word: String) {
        try? learnedWords.unlearn(word)
    }

    /// Whether this checker's store holds `word`.
    public func hasLearnedWord(_ word: String) -> Bool {
        learnedWords.contains(word)
    }

    /// The text of `range` in `string` and the range's start, or nil when the
    /// range lies outside the string. A range ending past the string is cut.
    static func substring(of string: String, in range: NSRange) -> (String, Int)? {
        let utf16 = string.utf16
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location <= utf16.count else { return nil }
        let end = min(utf16.count, range.location + range.length)
        let startIndex = utf16.index(utf16.startIndex, offsetBy: range.location)
        let endIndex = utf16.index(utf16.startIndex, offsetBy: end)
        // A range that cuts a surrogate pair keeps only whole characters.
        guard let start = startIndex.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(after: startIndex).samePosition(in: string.unicodeScalars),
              let stop = endIndex.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(before: endIndex).samePosition(in: string.unicodeScalars),
              start <= stop else { return nil }
        return (String(string.unicodeScalars[start..<stop]), utf16.distance(from: utf16.startIndex, to: start))
    }
}
