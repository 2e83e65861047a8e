import Foundation
import Lexicon
import Synchronization

/// Checks words and running text against one Hunspell dictionary.
///
/// A `SpellChecker` is `Sendable` and may be used from many tasks at once:
/// every call borrows a Hunspell handle of its own from a pool. Input is
/// normalised to NFC before it reaches Hunspell (so the decomposed `niño` is
/// correct), and a word with the typographic apostrophe `’` is also tried
/// with `'` (Italian `l’acqua`).
///
/// ```swift
/// let checker = try SpellChecker(language: "es", in: DictionaryDirectory(path: "Dictionaries"))
/// checker.isCorrect("perro")             // true
/// checker.suggestions(for: "gatto")      // ["gato", "gatos", …]
/// ```
public final class SpellChecker: Sendable {
    /// The dictionary this checker reads.
    public let dictionary: DictionaryFiles
    /// Words the user taught WordKit, replayed into every handle; nil for none.
    public let learnedWords: LearnedWords?
    let pool: HandlePool
    private let tokenizer: HunspellTokenizer
    /// The dictionary's stems, for completions; read on first use.
    let completionStems = LazyValue<[String]>()
    private let attachedLexicon = Mutex<WordSet?>(nil)
    /// What corrections and completions read, loaded on first use; reset
    /// when another lexicon is attached.
    let correctionModel = Mutex<CorrectionModel?>(nil)
    /// Where data built for corrections is kept between runs.
    let correctionCache = Mutex<URL?>(nil)

    /// Opens the dictionary that serves `language` in `directory`.
    ///
    /// - Parameters:
    ///   - language: `en`, `en_US`, `es_MX`, … (see ``DictionaryDirectory/dictionary(for:)``).
    ///   - directory: Where the dictionaries are.
    ///   - learnedWords: The user's learned words, or nil.
    ///   - maximumHandles: How many Hunspell handles may serve calls at once
    ///     (default: one per processor).
    /// - Throws: ``SpellingError`` naming the language or the file at fault.
    public convenience init(
        language: String,
        in directory: DictionaryDirectory,
        learnedWords: LearnedWords? = nil,
        maximumHandles: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws {
        try self.init(dictionary: directory.dictionary(for: language), learnedWords: learnedWords, maximumHandles: maximumHandles)
    }

    /// Opens a dictionary given its files.
    ///
    /// - Parameters:
    ///   - dictionary: The validated dictionary files.
    ///   - learnedWords: The user's learned words, or nil.
    ///   - maximumHandles: How many Hunspell handles may serve calls at once.
    public init(
        dictionary: DictionaryFiles,
        learnedWords: LearnedWords? = nil,
        maximumHandles: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.dictionary = dictionary
        self.learnedWords = learnedWords
        pool = HandlePool(files: dictionary, limit: maximumHandles)
        tokenizer = HunspellTokenizer(extraWordCharacters: dictionary.extraWordCharacters, letters: Self.letters)
    }

    /// Hunspell's letter table, read once per process.
    private static let letters = HunspellHandle.letterTable()

    /// Gives the checker its language's lexicon (see ``LexiconStore``).
    ///
    /// Every form in a lexicon was verified by Hunspell, so a word found there
    /// is correct without asking Hunspell again: verdicts stay Hunspell's,
    /// only faster. The lexicon is also where corrections and completions
    /// come from (see ``suggestions(for:limit:)``).
    ///
    /// - Parameter lexicon: The lexicon built from this checker's dictionary.
    public func useLexicon(_ lexicon: WordSet) {
        attachedLexicon.withLock { $0 = lexicon }
        correctionModel.withLock { $0 = nil }
    }

    /// The lexicon given with ``useLexicon(_:)``, if any.
    public var lexicon: WordSet? { attachedLexicon.withLock { $0 } }

    /// Hunspell's own verdicts (no lexicon, no learned words) for many words,
    /// with one borrowed handle: the verification step of a lexicon build.
    func hunspellVerdicts(for words: ArraySlice<String>) -> [Bool] {
        pool.withHandle { handle in words.map { handle.hunspell.spell($0) } }
    }

    /// The dictionary's name, such as `es_ES`.
    public var language: String { dictionary.name }

    /// Whether Hunspell (plus the learned words) accepts `word`.
    ///
    /// - Parameter word: One word, in any Unicode normalisation form.
    /// - Returns: true for a correct word.
    public func isCorrect(_ word: String) -> Bool {
        if let lexicon, lexicon.contains(Self.normalize(word)) { return true }
        let lease = HandleLease(pool: pool, learnedWords: learnedWords, brief: true)
        defer { lease.release() }
        return accepts(word, lease, lexicon: nil)
    }

    /// The dictionary stems `word` is built from (`cats` → `cat`).
    ///
    /// - Parameter word: A word form.
    /// - Returns: Its stems; empty for a word Hunspell does not know.
    public func stems(of word: String) -> [String] {
        let normalized = Self.normalize(word)
        return withHandle { handle in handle.hunspell.stem(normalized) }
    }

    /// The words of `text` as `wordkit check` sees them.
    ///
    /// Words are cut as `hunspell -l` cuts them (see ``TokenizationMode``); in
    /// the default mode, words that Hunspell's tokenizer splits at an
    /// apostrophe but that Hunspell accepts whole (Italian `dell'acqua`)
    /// come back as one word.
    ///
    /// - Parameters:
    ///   - text: Running text.
    ///   - mode: How to cut it.
    /// - Returns: The words in text order.
    public func words(in text: String, mode: TokenizationMode = .wordkit) -> [WordToken] {
        checkedWords(in: text, mode: mode).map(\.token)
    }

    /// The misspelled words of `text`, in order.
    ///
    /// - Parameters:
    ///   - text: Running text (any length, several lines).
    ///   - mode: How to cut it into words.
    ///   - ignoring: Words to accept as they are written, besides the dictionary's.
    /// - Returns: The misspelled words with their UTF-16 ranges.
    public func misspelledWords(in text: String, mode: TokenizationMode = .wordkit, ignoring: Set<String> = []) -> [WordToken] {
        checkedWords(in: text, mode: mode, ignoring: ignoring, keepCorrect: false).map(\.token)
    }

    /// Tokenises `text` and judges every word, borrowing a Hunspell handle
    /// only for words the lexicon does not answer.
    ///
    /// - Parameter keepCorrect: Whether correct words are returned too; when
    ///   false, a word found in the lexicon costs no `String` at all.
    func checkedWords(in text: String, mode: TokenizationMode, ignoring: Set<String> = [], keepCorrect: Bool = true) -> [(token: WordToken, correct: Bool)] {
        // One pass over the scalars (Array(_:) would count them first).
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        let spans = tokenizer.spans(in: scalars)
        guard !spans.isEmpty else { return [] }
        // UTF-16 offsets, counted as the words are made: their starts never go
        // back (a joined word and its first part start together), so a cursor
        // does it in one pass, where a table of every offset took 8 bytes a
        // character (128 MB for a 16 MiB line).
        var cursor = (position: 0, offset: 0)
        func token(_ start: Int, _ end: Int) -> WordToken {
            while cursor.position < start {
                cursor.offset += UTF16.width(scalars[cursor.position])
                cursor.position += 1
            }
            var endOffset = cursor.offset
            for scalar in scalars[start..<end] { endOffset += UTF16.width(scalar) }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<end])
            return WordToken(text: String(word), utf16Range: cursor.offset..<endOffset)
        }
        let lexicon = self.lexicon
        /// A word below U+0300 throughout is already in NFC, so the lexicon
        /// can be asked about its scalars directly.
        func inLexicon(_ start: Int, _ end: Int) -> Bool {
            guard let lexicon else { return false }
            let word = scalars[start..<end]
            return word.allSatisfy { $0.value < 0x300 } && lexicon.contains(scalars: word)
        }
        // A handle is borrowed only if some word is not in the lexicon.
        let lease = HandleLease(pool: pool, learnedWords: learnedWords)
        defer { lease.release() }
        var result: [(token: WordToken, correct: Bool)] = []
        result.reserveCapacity(keepCorrect ? spans.count : 16)
        var index = 0
        while index < spans.count {
            if mode == .wordkit {
                // Words split at an apostrophe: `dell` ' `acqua`.
                var last = index
                while last + 1 < spans.count, spans[last].end + 1 == spans[last + 1].start,
                      scalars[spans[last].end] == "'" || scalars[spans[last].end] == "\u{2019}" {
                    last += 1
                }
                if last > index {
                    let joined = token(spans[index].start, spans[last].end)
                    if ignoring.contains(joined.text) || accepts(joined.text, lease, lexicon: lexicon) {
                        if keepCorrect { result.append((joined, true)) }
                        index = last + 1
                        continue
                    }
                }
            }
            let span = spans[index]
            index += 1
            if inLexicon(span.start, span.end) {
                if keepCorrect { result.append((token(span.start, span.end), true)) }
                continue
            }
            let word = token(span.start, span.end)
            let correct = ignoring.contains(word.text) || accepts(word.text, lease, lexicon: lexicon)
            if keepCorrect || !correct { result.append((word, correct)) }
        }
        return result
    }

    /// Hunspell's verdict with WordKit's normalisation: NFC, then `’` as `'`.
    ///
    /// When NFC changes the word's scalars, the word as typed is tried too, as
    /// `hunspell -l` would take it: NFC takes some characters apart for good
    /// (composition exclusions such as U+095F `य़`, singletons such as U+212B
    /// `Å`), and a dictionary that holds them whole, in UTF-8 or as one byte
    /// of an 8-bit set (ISCII 0xCE), accepts only the undecomposed form.
    private func accepts(_ word: String, _ lease: HandleLease, lexicon: WordSet?) -> Bool {
        let normalized = Self.normalize(word)
        if let lexicon, lexicon.contains(normalized) { return true }
        let hunspell = lease.handle.hunspell
        if hunspell.spell(normalized) { return true }
        // `==` on strings compares canonical equivalents as equal; the scalars tell them apart.
        if !normalized.unicodeScalars.elementsEqual(word.unicodeScalars), hunspell.spell(word) { return true }
        if normalized.unicodeScalars.contains("\u{2019}") {
            return hunspell.spell(normalized.replacingOccurrences(of: "\u{2019}", with: "'"))
        }
        return false
    }

    /// Runs `body` with a pooled handle that has the learned words;
    /// `brief` when `body` takes microseconds, and `patience` how long it
    /// waits for a handle out on a long call (see `HandlePool.borrow(brief:patience:)`).
    func withHandle<T>(brief: Bool = false, patience: TimeInterval? = nil, _ body: (HandlePool.PooledHandle) -> T) -> T {
        pool.withHandle(brief: brief, patience: patience) { handle in
            if let learnedWords { learnedWords.replay(into: handle) }
            return body(handle)
        }
    }

    /// NFC, skipping the work for plain ASCII, in time linear in the word's length.
    static func normalize(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word }
        return LinearNFC.normalize(word)
    }
}

/// How running text is cut into words.
public enum TokenizationMode: Sendable, Equatable {
    /// As `hunspell -l`, except that a word Hunspell accepts whole is never
    /// reported in pieces because the tokenizer split it at an apostrophe:
    /// Italian elisions (`dell'acqua`, `nell’anno`) are one word.
    case wordkit
    /// Exactly as `hunspell -l` tokenises.
    case hunspell
}
