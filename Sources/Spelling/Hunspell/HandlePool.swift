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
        // Handles are opened on first use: a check whose words are all in the
        // lexicon never pays for loading the dictionary into Hunspell.
        idle = []
        created = 0
    }

    /// Runs `body` with a handle no other thread uses meanwhile.
    func withHandle<T>(_ body: (PooledHandle) throws -> T) rethrows -> T {
        let handle = borrow()
        defer { giveBack(handle) }
        return try body(handle)
    }

    func borrow() -> PooledHandle {
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
        return PooledHandle(hunspell: HunspellHandle(affix: files.affixPath, dictionary: files.dictionaryPath, encoding: files.encoding))
    }

    func giveBack(_ handle: PooledHandle) {
        condition.lock()
        idle.append(handle)
        condition.signal()
        condition.unlock()
    }
}

/// A handle borrowed from a pool on first use and given back by `release()`:
/// work that may not need Hunspell at all (every word found in the lexicon)
/// never loads it.
final class HandleLease {
    private let pool: HandlePool
    private let learnedWords: LearnedWords?
    private var borrowed: HandlePool.PooledHandle?

    init(pool: HandlePool, learnedWords: LearnedWords?) {
        self.pool = pool
        self.learnedWords = learnedWords
    }

    /// The handle, borrowed now if not yet, with the learned words replayed.
    var handle: HandlePool.PooledHandle {
        if let borrowed { return borrowed }
        let handle = pool.borrow()
        learnedWords?.replay(into: handle)
        borrowed = handle
        return handle
    }

    /// Gives the handle back, if one was borrowed.
    func release() {
        if let borrowed { pool.giveBack(borrowed) }
        borrowed = nil
    }
}
