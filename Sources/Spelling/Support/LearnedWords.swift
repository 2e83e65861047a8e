import Foundation
import Synchronization

/// Where learned words are kept between runs: a file, a database, a
/// preference store. WordKit's own is `WordKitStore.LearnedWordsFile`.
///
/// Both calls may block (a file lock, a disk); a storage is used from any
/// thread, so it is `Sendable`.
public protocol LearnedWordsStorage: Sendable {
    /// Reads the stored words.
    ///
    /// - Returns: The words, in NFC, and warnings about what was set right on
    ///   the way (a damaged file set aside), for the caller to show.
    /// - Throws: When the words exist but cannot be read.
    func load() throws -> (words: Set<String>, warnings: [String])

    /// Re-reads the stored words, applies `change` and stores the result, as
    /// one step no other writer can interleave with.
    ///
    /// - Parameter change: The change to apply.
    /// - Returns: The words now stored, and warnings as for ``load()``.
    /// - Throws: When the words cannot be read or written; nothing is changed then.
    func update(_ change: (inout Set<String>) -> Void) throws -> (words: Set<String>, warnings: [String])
}

/// The words a user taught WordKit (`learnWord`), shared by every
/// ``SpellChecker`` and ``TextChecker`` given this store.
///
/// Without a storage the words live as long as the store (UIKit's learned
/// words persist; give a ``LearnedWordsStorage`` to do the same, as the
/// `wordkit` command does with `WordKitStore.LearnedWordsFile`).
public final class LearnedWords: Sendable {
    /// Where the words are kept between runs, or nil for memory only.
    public let storage: (any LearnedWordsStorage)?
    private let state: Mutex<State>

    private struct State {
        var words: Set<String>
        var generation: Int
        var warnings: [String]
    }

    /// A store in memory only.
    public init() {
        storage = nil
        state = Mutex(State(words: [], generation: 0, warnings: []))
    }

    /// A store whose words are read from and saved to `storage`.
    ///
    /// Words that cannot be read start the store empty, with the reason in
    /// ``warnings``; the storage is left as it is.
    ///
    /// - Parameter storage: Where the words are kept.
    public init(storage: some LearnedWordsStorage) {
        self.storage = storage
        let words: Set<String>
        var warnings: [String]
        do {
            (words, warnings) = try storage.load()
        } catch {
            words = []
            warnings = ["cannot read the learned words (\(error)); starting with none"]
        }
        state = Mutex(State(words: Set(words.map(SpellChecker.normalize)), generation: 0, warnings: warnings))
    }

    /// The learned words, sorted.
    public var words: [String] { state.withLock { $0.words.sorted() } }

    /// Problems met while reading or saving (a damaged file set aside), for
    /// the caller to show.
    public var warnings: [String] { state.withLock { $0.warnings } }

    /// Whether `word` has been learned (compared in NFC).
    public func contains(_ word: String) -> Bool {
        let word = SpellChecker.normalize(word)
        return state.withLock { $0.words.contains(word) }
    }

    /// Adds `word` and saves it.
    ///
    /// - Throws: ``SpellingError/emptyWord``, ``SpellingError/controlCharacter(_:word:)``,
    ///   or the storage's error when it cannot be saved.
    public func learn(_ word: String) throws {
        let word = try Self.validated(word)
        try update { $0.insert(word) }
    }

    /// Removes `word` and saves the change.
    ///
    /// - Throws: The storage's error when the change cannot be saved.
    public func unlearn(_ word: String) throws {
        let word = SpellChecker.normalize(word)
        try update { $0.remove(word) }
    }

    /// Applies `change` to the stored words (re-read first, so changes made
    /// by other processes are kept), then to the words in memory.
    private func update(_ change: (inout Set<String>) -> Void) throws {
        var warnings: [String] = []
        var words: Set<String>
        if let storage {
            (words, warnings) = try storage.update(change)
        } else {
            words = state.withLock { $0.words }
            change(&words)
        }
        state.withLock { state in
            state.words = words
            state.generation += 1
            state.warnings += warnings
        }
    }

    /// Tells a pooled Hunspell handle about words learned or unlearned since
    /// it last looked. Words the dictionary already accepts are not added, so
    /// unlearning them never forbids a real word.
    func replay(into handle: HandlePool.PooledHandle) {
        let (words, generation) = state.withLock { ($0.words, $0.generation) }
        guard handle.learnedGeneration != generation else { return }
        for word in handle.added.subtracting(words) {
            handle.hunspell.remove(word)
            handle.added.remove(word)
        }
        for word in words.subtracting(handle.added) where !handle.hunspell.spell(word) {
            handle.hunspell.add(word)
            handle.added.insert(word)
        }
        handle.learnedGeneration = generation
    }

    /// `word` trimmed and in NFC, or an error for an empty word or one holding
    /// a control character.
    ///
    /// - Parameter word: A word to learn.
    /// - Returns: The word as stored.
    /// - Throws: ``SpellingError/emptyWord`` or ``SpellingError/controlCharacter(_:word:)``.
    public static func validated(_ word: String) throws -> String {
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw SpellingError.emptyWord }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw SpellingError.controlCharacter(control.value, word: trimmed)
        }
        return SpellChecker.normalize(trimmed)
    }
}
