import CHunspell
import Foundation
import Synchronization

/// Serialises every `Hunspell_create` and `Hunspell_destroy` in the process.
///
/// libhunspell 1.7 keeps a reference-counted Unicode table in a global that
/// `Hunspell_create` fills and `Hunspell_destroy` frees without a lock, so two
/// threads creating handles at once can corrupt it.
private let lifecycleLock = Mutex<Void>(())

/// One Hunspell handle for one dictionary.
///
/// A handle is **not** thread-safe: its owner must make sure only one thread
/// uses it at a time (``SpellChecker`` keeps a pool and lends each handle to
/// one caller). Results are copied into Swift values and the C lists freed at
/// once, so no C memory escapes.
final class HunspellHandle: @unchecked Sendable {
    private let handle: OpaquePointer

    /// Opens a dictionary. The files must already have been checked: Hunspell
    /// itself "succeeds" on missing files and then rejects every word.
    init(affix: String, dictionary: String) {
        handle = lifecycleLock.withLock { _ in
            Hunspell_create(affix, dictionary)
        }
    }

    deinit {
        lifecycleLock.withLock { _ in
            Hunspell_destroy(handle)
        }
    }

    /// `Hunspell_spell`: non-zero means a good word.
    func spell(_ word: String) -> Bool {
        Hunspell_spell(handle, word) != 0
    }

    /// `Hunspell_suggest`, best suggestion first.
    func suggest(_ word: String) -> [String] {
        copyList { list in Hunspell_suggest(handle, list, word) }
    }

    /// `Hunspell_stem`: the dictionary stems the word is built from.
    func stem(_ word: String) -> [String] {
        copyList { list in Hunspell_stem(handle, list, word) }
    }

    /// `Hunspell_add`: accepts `word` from now on (run-time dictionary only).
    func add(_ word: String) {
        _ = Hunspell_add(handle, word)
    }

    /// `Hunspell_remove`: marks `word` as no longer accepted.
    func remove(_ word: String) {
        _ = Hunspell_remove(handle, word)
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
            if let item = list[index] {
                result.append(String(decoding: UnsafeRawBufferPointer(start: item, count: strlen(item)), as: UTF8.self))
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
