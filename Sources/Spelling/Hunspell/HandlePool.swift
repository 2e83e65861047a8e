import Foundation

/// Lends Hunspell handles of one dictionary to one caller at a time.
///
/// Hunspell handles are not thread-safe, so each call borrows a handle of its
/// own. The pool grows on demand up to `limit` handles (one per core by
/// default: a handle of it_IT holds tens of megabytes) and callers beyond that
/// wait for a handle to come back.
final class HandlePool: @unchecked Sendable {
    private let files: DictionaryFiles
    private let limit: Int
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var idle: [PooledHandle]
    private var created: Int

    /// A handle plus what it has been told about learned words.
    final class PooledHandle {
        let hunspell: HunspellHandle
        /// The learned-words generation replayed into this handle.
        var learnedGeneration = -1
        /// The learned words this handle was given with `Hunspell_add`.
        var added: Set<String> = []

        init(hunspell: HunspellHandle) {
            self.hunspell = hunspell
        }
    }

    init(files: DictionaryFiles, limit: Int) {
        self.files = files
        self.limit = max(1, limit)
        // One handle now: it proves the files load and keeps Hunspell's
        // Unicode table alive for the tokenizer.
        idle = [PooledHandle(hunspell: HunspellHandle(affix: files.affixPath, dictionary: files.dictionaryPath))]
        created = 1
    }

    /// Runs `body` with a handle no other thread uses meanwhile.
    func withHandle<T>(_ body: (PooledHandle) throws -> T) rethrows -> T {
        let handle = borrow()
        defer { giveBack(handle) }
        return try body(handle)
    }

    private func borrow() -> PooledHandle {
        condition.lock()
        while idle.isEmpty && created >= limit {
            condition.wait()
        }
        if let handle = idle.popLast() {
            condition.unlock()
            return handle
        }
        created += 1
        condition.unlock()
        return PooledHandle(hunspell: HunspellHandle(affix: files.affixPath, dictionary: files.dictionaryPath))
    }

    private func giveBack(_ handle: PooledHandle) {
        condition.lock()
        idle.append(handle)
        condition.signal()
        condition.unlock()
    }
}
