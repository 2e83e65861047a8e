import Foundation
import Logging
import Synchronization

/// A stand-in for UIKit's `UITextChecker` where UIKit does not exist; there
/// it is also available as `UITextChecker` (see ``UITextChecker``).
///
/// Method names, parameters and results follow `UITextChecker`, so code
/// written for it compiles unchanged: ranges are `NSRange` in UTF-16 code
/// units, "no misspelling" is a range whose location is `NSNotFound`, and a
/// language that cannot be loaded behaves as an unknown language does on
/// Apple's platforms: nothing is misspelled and there are no guesses. Why a
/// language could not be loaded is logged once (through swift-log, label
/// `WordKit.Spelling`) and kept in ``unavailableLanguages``. Use
/// ``spellChecker(for:)`` or ``SpellChecker`` for a throwing API.
///
/// Ignored words belong to one `TextChecker` (like a spell document tag);
/// learned words belong to its ``LearnedWords`` store.
public final class TextChecker: Sendable {
    /// The dictionaries this checker opens, or nil when none was found.
    public let directory: DictionaryDirectory?
    /// The learned-words store consulted by every check.
    public let learnedWords: LearnedWords
    /// Where lexicons are found.
    public let lexiconStore: LexiconStore
    /// This checker's own checkers, when it has its own learned-words store
    /// (see ``spellChecker(for:)``).
    private let ownCheckers = Mutex<[String: SpellChecker]>([:])
    private let failures = Mutex<[String: SpellingError]>([:])
    private let ignored = Mutex<Set<String>>([])
    /// Why no dictionary folder was found, for ``unavailableLanguages``.
    private let directoryError: SpellingError?

    /// Makes a checker over a dictionary folder.
    ///
    /// - Parameters:
    ///   - directory: Where the dictionaries are.
    ///   - learnedWords: The learned-words store (default: the process-wide one).
    ///   - lexiconStore: Where shipped or cached lexicons are found (for
    ///     completions, and as a fast path for correct words).
    public init(directory: DictionaryDirectory, learnedWords: LearnedWords = TextChecker.sharedLearnedWords, lexiconStore: LexiconStore = LexiconStore()) {
        self.directory = directory
        self.learnedWords = learnedWords
        self.lexiconStore = lexiconStore
        directoryError = nil
    }

    /// Makes a checker over WordKit's default dictionaries, like `UITextChecker()`.
    ///
    /// The dictionaries are those of ``DictionaryDirectory/locate(environment:)``:
    /// the ones shipped with WordKit unless `WORDKIT_DICTIONARIES` names
    /// others. This never fails: when no dictionary can be found, every
    /// language is unavailable (see ``unavailableLanguages``).
    public convenience init() {
        do {
            self.init(directory: try DictionaryDirectory.locate())
        } catch {
            let reason = error as? SpellingError ?? .noDictionaryDirectory(searched: [])
            self.init(unavailable: reason)
        }
    }

    /// A checker with no dictionaries at all, for `init()` when none is found.
    private init(unavailable reason: SpellingError) {
        directory = nil
        learnedWords = TextChecker.sharedLearnedWords
        lexiconStore = LexiconStore()
        directoryError = reason
        Self.logger.warning("no dictionaries: \(reason)")
    }

    // MARK: Languages

    /// The dictionaries available to this checker (`en_US`, `es_ES`, `it_IT`, …).
    public var availableLanguages: [String] { directory?.availableDictionaries ?? [] }

    /// The dictionaries available in the default dictionary folder.
    public static var availableLanguages: [String] {
        (try? DictionaryDirectory.locate().availableDictionaries) ?? []
    }

    /// The languages asked for that could not be loaded, with the reason:
    /// an unknown language, a missing or unreadable dictionary file.
    ///
    /// Checks in those languages find nothing misspelled and give no guesses,
    /// as `UITextChecker` does for a language it does not know. A language
    /// stays unavailable for this checker; make a new one to try again (after
    /// installing a dictionary, for example).
    public var unavailableLanguages: [String: SpellingError] { failures.withLock { $0 } }

    /// The checker for `language`, opened once in the process and then reused.
    ///
    /// Checkers that use ``sharedLearnedWords`` (as `UITextChecker()` does)
    /// are shared by every `TextChecker` of the process that opens the same
    /// dictionary files with the same lexicon folders, as the platform's
    /// checkers share one spelling service: code that makes a
    /// `UITextChecker()` for every word (as UIKit examples do) opens each
    /// dictionary once, not once a word. Such a checker lives as long as the
    /// process. A `TextChecker` with a learned-words store of its own keeps
    /// its checkers to itself. Ignored words always stay with each
    /// `TextChecker`.
    ///
    /// - Parameter language: `en`, `es_ES`, `it`, …
    /// - Returns: The language's checker.
    /// - Throws: ``SpellingError`` for an unknown language or a bad dictionary.
    public func spellChecker(for language: String) throws -> SpellChecker {
        guard let directory else { throw directoryError ?? .noDictionaryDirectory(searched: []) }
        let files = try directory.dictionary(for: language)
        let key = sharingKey(files.affixPath, files.dictionaryPath)
        if let existing = withCache({ $0[key] }) { return existing }
        let checker = SpellChecker(dictionary: files, learnedWords: learnedWords)
        if let lexicon = lexiconStore.existingLexicon(for: files) {
            checker.useLexicon(lexicon)
        }
        checker.cacheCorrectionData(in: lexiconStore.cacheDirectory)
        return withCache { checkers in
            if let raced = checkers[key] { return raced }
            checkers[key] = checker
            return checker
        }
    }

    /// Where this checker keeps the checkers it opens: shared by the process
    /// for the shared learned-words store, its own otherwise.
    private func withCache<Result: Sendable>(_ body: (inout sending [String: SpellChecker]) -> sending Result) -> Result {
        learnedWords === Self.sharedLearnedWords ? Self.sharedCheckers.withLock(body) : ownCheckers.withLock(body)
    }

    /// The checkers of the process that use ``sharedLearnedWords``, by
    /// ``sharingKey(_:)``: by dictionary files, and by the language tag that
    /// found them in a folder.
    private static let sharedCheckers = Mutex<[String: SpellChecker]>([:])

    /// What two checkers must have in common to share a `SpellChecker`: the
    /// given parts (files, or a folder and a tag) and the lexicon folders.
    private func sharingKey(_ parts: String...) -> String {
        let context = [
            lexiconStore.contentDirectory?.path ?? "-",
            lexiconStore.cacheDirectory?.path ?? "-",
        ]
        return (parts + context).joined(separator: "\u{0}")
    }

    /// The checker for `language`, or nil when it cannot be loaded; the
    /// reason is logged the first time and kept in ``unavailableLanguages``.
    ///
    /// A tag is resolved once in a folder: later calls with it reuse its
    /// checker without touching the folder (resolving reads the dictionary's
    /// files, about 20 ms, which a caller checking word by word would pay on
    /// every word); a tag found unavailable stays so for this checker.
    private func availableChecker(for language: String) -> SpellChecker? {
        let tagKey = sharingKey("tag", directory?.path ?? "-", language)
        if let known = withCache({ $0[tagKey] }) { return known }
        if failures.withLock({ $0[language] != nil }) { return nil }
        do {
            let checker = try spellChecker(for: language)
            withCache { $0[tagKey] = checker }
            return checker
        } catch {
            let reason = error as? SpellingError ?? .unknownLanguage(language, available: availableLanguages)
            let isNew = failures.withLock { failures in
                defer { failures[language] = reason }
                return failures[language] == nil
            }
            if isNew { Self.logger.warning("language '\(language)' is unavailable: \(reason)") }
            return nil
        }
    }

    /// Where ``TextChecker`` reports languages it cannot load.
    static let logger = Logger(label: "WordKit.Spelling")

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
        guard let checker = availableChecker(for: language),
              let (text, base) = Self.substring(of: string, in: range) else { return notFound }
        let misspelled = checker.misspelledWords(in: text, ignoring: ignoredSet).map {
            NSRange(location: base + $0.utf16Range.lowerBound, length: $0.utf16Range.count)
        }
        if let first = misspelled.first(where: { $0.location >= startingOffset }) { return first }
        if wrapFlag, let first = misspelled.first(where: { $0.location < startingOffset }) { return first }
        return notFound
    }

    /// Corrections for the word in `range`, best first (see
    /// ``SpellChecker/suggestions(for:limit:)``: WordKit's own ranking, the
    /// word's case kept).
    ///
    /// - Parameters:
    ///   - range: The word's range in UTF-16 units.
    ///   - string: The text holding it.
    ///   - language: The language.
    /// - Returns: The guesses; empty for a language that cannot be loaded;
    ///   nil for a range that holds no word.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let (word, _) = Self.substring(of: string, in: range), !word.isEmpty else { return nil }
        guard let checker = availableChecker(for: language) else { return [] }
        return checker.suggestions(for: word)
    }

    /// Words that complete the partial word in `range`, most common first.
    ///
    /// Completions are the forms of the language's lexicon (shipped or
    /// cached; see ``LexiconStore``) that start with the partial word, ranked
    /// by word frequency, with the dictionary's capitalised words when the
    /// partial word is capitalised (`Feb` → `February`); see
    /// ``SpellChecker/completions(for:limit:)``. At most
    /// ``SpellChecker/defaultCompletionLimit`` are returned.
    ///
    /// - Parameters:
    ///   - range: The partial word's range in UTF-16 units.
    ///   - string: The text holding it.
    ///   - language: The language.
    /// - Returns: The completions; empty for a language that cannot be loaded;
    ///   nil for a range that holds no partial word.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let (partial, _) = Self.substring(of: string, in: range), !partial.isEmpty else { return nil }
        guard let checker = availableChecker(for: language) else { return [] }
        return checker.completions(for: partial)
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

    /// The learned words every checker made without a store of its own shares.
    ///
    /// They are kept in memory for the life of the process; give a checker a
    /// ``LearnedWords`` with a ``LearnedWordsStorage`` to keep them longer.
    public static let sharedLearnedWords = LearnedWords()

    /// Teaches the shared store `word` so every checker using it accepts it.
    ///
    /// Failures to save are ignored, as `UITextChecker.learnWord` cannot
    /// report them; use ``LearnedWords/learn(_:)`` to handle them.
    public static func learnWord(_ word: String) {
        try? sharedLearnedWords.learn(word)
    }

    /// Removes `word` from the shared learned words.
    public static func unlearnWord(_ word: String) {
        try? sharedLearnedWords.unlearn(word)
    }

    /// Whether the shared store holds `word`.
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
        // Compared, not added: a length such as `Int.max` would overflow `location + length`.
        let end = range.length > utf16.count - range.location ? utf16.count : range.location + range.length
        let startIndex = utf16.index(utf16.startIndex, offsetBy: range.location)
        let endIndex = utf16.index(utf16.startIndex, offsetBy: end)
        // A range that cuts a surrogate pair keeps only whole characters.
        guard let start = startIndex.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(after: startIndex).samePosition(in: string.unicodeScalars),
              let stop = endIndex.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(before: endIndex).samePosition(in: string.unicodeScalars),
              start <= stop else { return nil }
        return (String(string.unicodeScalars[start..<stop]), utf16.distance(from: utf16.startIndex, to: start))
    }
}
