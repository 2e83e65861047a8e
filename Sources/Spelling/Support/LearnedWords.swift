import Foundation
import Synchronization

/// The words a user taught WordKit (`learnWord`), kept in a file and shared by
/// every ``SpellChecker`` that is given this store.
///
/// The file is plain UTF-8, one word a line, sorted. Every change re-reads the
/// file under an advisory lock, applies itself and replaces the file
/// atomically, so two processes learning at once lose nothing and a crash
/// never leaves half a file. A file that is not valid text is moved aside
/// (`learned-words.txt.damaged`) with a warning instead of being overwritten.
public final class LearnedWords: Sendable {
    /// The file the words live in.
    public let fileURL: URL
    private let state: Mutex<State>

    private struct State {
        var words: Set<String>
        var generation: Int
        var warnings: [String]
    }

    /// Opens (or prepares) the store at `fileURL`; the file need not exist.
    ///
    /// - Parameter fileURL: The words file.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        var warnings: [String] = []
        let words = Self.read(fileURL, warnings: &warnings)
        state = Mutex(State(words: words, generation: 0, warnings: warnings))
    }

    /// The store in the user's WordKit config directory (`learned-words.txt`).
    ///
    /// - Parameter paths: The user's WordKit folders.
    public convenience init(paths: WordKitPaths) {
        self.init(fileURL: paths.configDirectory.appendingPathComponent("learned-words.txt"))
    }

    /// The learned words, sorted.
    public var words: [String] { state.withLock { $0.words.sorted() } }

    /// Problems met while reading the file (a damaged file set aside), for the
    /// caller to show.
    public var warnings: [String] { state.withLock { $0.warnings } }

    /// Whether `word` has been learned (compared in NFC).
    public func contains(_ word: String) -> Bool {
        let word = SpellChecker.normalize(word)
        return state.withLock { $0.words.contains(word) }
    }

    /// Adds `word` and saves the file.
    ///
    /// - Throws: ``SpellingError/emptyWord``, ``SpellingError/controlCharacter(_:word:)``,
    ///   or a file error when the folder cannot be written.
    public func learn(_ word: String) throws {
        let word = try Self.validated(word)
        try update { $0.insert(word) }
    }

    /// Removes `word` and saves the file.
    ///
    /// - Throws: A file error when the folder cannot be written.
    public func unlearn(_ word: String) throws {
        let word = SpellChecker.normalize(word)
        try update { $0.remove(word) }
    }

    /// Re-reads the file under the lock, applies `change`, writes it back atomically.
    private func update(_ change: (inout Set<String>) -> Void) throws {
        try FileSafety.withExclusiveLock(on: fileURL) { try updateLocked(change) }
    }

    private func updateLocked(_ change: (inout Set<String>) -> Void) throws {
        var warnings: [String] = []
        var words = Self.read(fileURL, warnings: &warnings)
        change(&words)
        let text = words.sorted().map { $0 + "\n" }.joined()
        try Data(text.utf8).write(to: fileURL, options: .atomic)
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

    private static func read(_ url: URL, warnings: inout [String]) -> Set<String> {
        guard let data = try? Data(contentsOf: url) else { return [] }
        guard let text = String(data: data, encoding: .utf8),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" }) else {
            let aside = setAside(url)
            warnings.append("learned words file \(url.path) is damaged; moved it to \(aside) and started an empty list")
            return []
        }
        var words = Set<String>()
        for line in text.split(whereSeparator: \.isNewline) {
            let word = line.trimmingCharacters(in: .whitespaces)
            if !word.isEmpty { words.insert(SpellChecker.normalize(word)) }
        }
        return words
    }

    /// Moves a damaged file aside and returns where it went.
    private static func setAside(_ url: URL) -> String {
        (try? FileSafety.setAside(url)) ?? "(could not be moved: \(url.path))"
    }

    static func validated(_ word: String) throws -> String {
        let trimmed = word.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw SpellingError.emptyWord }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw SpellingError.controlCharacter(control.value, word: trimmed)
        }
        return SpellChecker.normalize(trimmed)
    }
}
