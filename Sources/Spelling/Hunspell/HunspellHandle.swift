import CHunspell
import Foundation
import Lexicon
import Synchronization

/// Serialises every `Hunspell_create` and `Hunspell_destroy` in the process.
///
/// libhunspell 1.7 keeps a reference-counted Unicode table in a global that
/// `Hunspell_create` fills and `Hunspell_destroy` frees without a lock, so two
/// threads creating handles at once can corrupt it.
private let lifecycleLock = Mutex<Void>(())

/// Set once by a short-lived process: released handles are left to the
/// system at exit instead of being freed.
private let keepReleasedDictionaries = Atomic<Bool>(false)

/// How many handles `Hunspell_destroy` has freed in this process (read by
/// tests; counted only when a handle is freed, never on a hot path).
private let freedDictionaries = Atomic<Int>(0)

extension SpellChecker {
    /// Leaves every dictionary this process releases from now on to the
    /// system at exit instead of freeing it.
    ///
    /// For a short-lived program only (a command that checks or corrects a
    /// batch and exits): freeing an en_US dictionary takes 20–30 ms of
    /// `free`, spent at the very end of the run for nothing. A long-lived
    /// program (an editor's language server, an app) must not call it, or
    /// every checker it closes stays in memory. It cannot be undone.
    public static func keepDictionariesUntilExit() {
        keepReleasedDictionaries.store(true, ordering: .relaxed)
    }

    /// How many dictionaries (Hunspell handles) this process has freed so far.
    ///
    /// Read under the lock that serialises every destroy, so a reader that
    /// has just set ``keepDictionariesUntilExit()`` sees every free that
    /// began before, and none after (the flag is checked again under the lock).
    static var freedDictionaryCount: Int { lifecycleLock.withLock { _ in freedDictionaries.load(ordering: .relaxed) } }

    /// Undoes ``keepDictionariesUntilExit()``, for tests only: a test that
    /// calls it must not leave every later test's dictionaries unfreed.
    static func freeDictionariesAgainForTests() {
        keepReleasedDictionaries.store(false, ordering: .relaxed)
    }
}

/// One Hunspell handle for one dictionary.
///
/// A handle is **not** thread-safe: its owner must make sure only one thread
/// uses it at a time (``SpellChecker`` keeps a pool and lends each handle to
/// one caller). Results are copied into Swift values and the C lists freed at
/// once, so no C memory escapes.
///
/// Words cross this type as Swift strings whatever the dictionary's character
/// set: libhunspell compares bytes in the dictionary's own encoding, so text
/// is encoded into it on the way in and decoded on the way out. A word with a
/// character the encoding lacks (Cyrillic for an ISO8859-1 dictionary) is not
/// in the dictionary, and is not handed to Hunspell at all.
final class HunspellHandle: @unchecked Sendable {
    private let handle: OpaquePointer
    /// The dictionary's character set.
    let encoding: TextEncoding

    /// Opens a dictionary. The files must already have been checked: Hunspell
    /// itself "succeeds" on missing files and then rejects every word.
    init(affix: String, dictionary: String, encoding: TextEncoding = .utf8) {
        self.encoding = encoding
        handle = lifecycleLock.withLock { _ in
            Hunspell_create(affix, dictionary)
        }
    }

    /// Frees the dictionary, unless the process has said it exits soon
    /// (``SpellChecker/keepDictionariesUntilExit()``): `Hunspell_destroy` of
    /// en_US takes 20–30 ms (most of it `malloc_consolidate` over the
    /// dictionary's many small blocks, profiled with `perf`), which a
    /// short-lived `wordkit suggest` batch would otherwise spend at its very
    /// end, once per handle. The destroy stays serialised with every create.
    deinit {
        if keepReleasedDictionaries.load(ordering: .relaxed) { return }
        lifecycleLock.withLock { _ in
            // Checked again under the lock: a handle whose release began
            // before the flag was set but waited for the lock is kept too,
            // so a count read under the lock is exact.
            guard !keepReleasedDictionaries.load(ordering: .relaxed) else { return }
            Hunspell_destroy(handle)
            freedDictionaries.add(1, ordering: .relaxed)
        }
    }

    /// `Hunspell_spell`: non-zero means a good word.
    func spell(_ word: String) -> Bool {
        if encoding.isUTF8 { return Hunspell_spell(handle, word) != 0 }
        return withEncoded(word) { Hunspell_spell(handle, $0) != 0 } ?? false
    }

    /// `Hunspell_suggest`, best suggestion first.
    func suggest(_ word: String) -> [String] {
        if encoding.isUTF8 { return copyList { list in Hunspell_suggest(handle, list, word) } }
        return withEncoded(word) { bytes in copyList { list in Hunspell_suggest(handle, list, bytes) } } ?? []
    }

    /// `Hunspell_stem`: the dictionary stems the word is built from.
    func stem(_ word: String) -> [String] {
        if encoding.isUTF8 { return copyList { list in Hunspell_stem(handle, list, word) } }
        return withEncoded(word) { bytes in copyList { list in Hunspell_stem(handle, list, bytes) } } ?? []
    }

    /// `Hunspell_add`: accepts `word` from now on (run-time dictionary only).
    /// A word the dictionary's character set cannot hold is not added.
    func add(_ word: String) {
        if encoding.isUTF8 {
            _ = Hunspell_add(handle, word)
        } else {
            _ = withEncoded(word) { Hunspell_add(handle, $0) }
        }
    }

    /// `Hunspell_remove`: marks `word` as no longer accepted.
    func remove(_ word: String) {
        if encoding.isUTF8 {
            _ = Hunspell_remove(handle, word)
        } else {
            _ = withEncoded(word) { Hunspell_remove(handle, $0) }
        }
    }

    /// Calls `body` with `word` as a NUL-terminated C string in the
    /// dictionary's encoding, or returns nil when the encoding cannot hold it.
    private func withEncoded<T>(_ word: String, _ body: (UnsafePointer<CChar>) -> T) -> T? {
        guard var bytes = encoding.encode(word) else { return nil }
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                characters.baseAddress.map(body)
            }
        } ?? nil
    }

    /// Calls a list-returning Hunspell function, copies the strings, frees the list.
    private func copyList(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32) -> [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        let count = Int(call(&list))
        defer { Hunspell_free_list(handle, &list, Int32(max(count, 0))) }
        guard count > 0, let list else { return [] }
        var result: [String] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let item = list[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: item, count: strlen(item))
            if encoding.isUTF8 {
                result.append(String(decoding: bytes, as: UTF8.self))
            } else if let text = encoding.decode(bytes) {
                result.append(text)
            }
        }
        return result
    }

    /// Hunspell's own letter test (`unicodeisalpha`) for every code point of
    /// the Basic Multilingual Plane, read while holding a reference on
    /// Hunspell's Unicode table (taken and released under the lifecycle lock,
    /// as handle creation does).
    static func letterTable() -> LetterTable {
        lifecycleLock.withLock { _ in
            wordkit_hunspell_initialize_utf_tbl()
            defer { wordkit_hunspell_free_utf_tbl() }
            return LetterTable { wordkit_hunspell_unicodeisalpha($0) != 0 }
        }
    }
}
