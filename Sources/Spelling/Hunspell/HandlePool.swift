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
    /// How long a brief borrower waits for a busy handle before opening one.
    private let briefPatience: TimeInterval
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var idle: [PooledHandle]
    private var created: Int
    /// Handles lent for a call that may be long (not brief).
    private var longLoans = 0

    /// A handle plus what it has been told about learned words.
    final class PooledHandle {
        let hunspell: HunspellHandle
        /// The learned-words generation replayed into this handle.
        var learnedGeneration = -1
        /// The learned words this handle was given with `Hunspell_add`.
        var added: Set<String> = []
        /// Whether the handle is lent for a call that may be long (guarded by the pool's lock).
        fileprivate var onLongLoan = false

        init(hunspell: HunspellHandle) {
            self.hunspell = hunspell
        }
    }

    /// A pool of at most `limit` handles of `files`.
    ///
    /// - Parameter briefPatience: How long a brief borrower waits for a busy
    ///   handle out for a long call before opening another (see
    ///   ``borrow(brief:patience:)``); 0.1 s, about what opening a handle takes.
    init(files: DictionaryFiles, limit: Int, briefPatience: TimeInterval = 0.1) {
        self.files = files
        self.limit = max(1, limit)
        self.briefPatience = briefPatience
        // Handles are opened on first use: a check whose words are all in the
        // lexicon never pays for loading the dictionary into Hunspell.
        idle = []
        created = 0
    }

    /// Runs `body` with a handle no other thread uses meanwhile.
    ///
    /// - Parameters:
    ///   - brief: Whether `body` is quick (see ``borrow(brief:patience:)``).
    ///   - patience: How long a brief borrower waits for a handle out on a
    ///     long call; nil for the pool's `briefPatience`.
    ///   - body: The work.
    func withHandle<T>(brief: Bool = false, patience: TimeInterval? = nil, _ body: (PooledHandle) throws -> T) rethrows -> T {
        let handle = borrow(brief: brief, patience: patience)
        defer { giveBack(handle) }
        return try body(handle)
    }

    /// Lends a handle, opening one when none is idle and the limit allows.
    ///
    /// A brief borrower (a few `Hunspell_spell` calls, microseconds) waits
    /// for a busy handle instead of opening another: opening one costs
    /// 40–90 ms of CPU and tens of megabytes, and a batch of corrections on
    /// two cores otherwise opened a second handle for its verdicts alone.
    /// When a busy handle is out for a call that may be long (a
    /// `Hunspell_suggest`, a document's check), it waits at most
    /// `briefPatience`, about what opening a handle takes, unless told
    /// otherwise: a batch of corrections waits out a long call
    /// (`Double.infinity`), since its other lane would otherwise open a
    /// second dictionary for a few verdicts.
    ///
    /// - Parameters:
    ///   - brief: Whether the handle comes back within microseconds.
    ///   - patience: How long a brief borrower waits for a handle out on a
    ///     long call; nil for the pool's `briefPatience`.
    func borrow(brief: Bool = false, patience: TimeInterval? = nil) -> PooledHandle {
        condition.lock()
        var patient = brief
        // No deadline for an unlimited patience: `NSCondition.wait(until:)`
        // traps on a date too far ahead for a `timespec`.
        let waiting = patience ?? briefPatience
        let deadline = waiting.isFinite ? Date(timeIntervalSinceNow: min(waiting, 86_400)) : nil
        while idle.isEmpty {
            if created < limit, !(patient && created > 0) { break }
            if patient, created < limit, longLoans > 0 {
                if let deadline {
                    if !condition.wait(until: deadline) { patient = false }
                } else {
                    condition.wait()
                }
            } else {
                condition.wait()
            }
        }
        let handle: PooledHandle
        if let idleHandle = idle.popLast() {
            handle = idleHandle
        } else {
            created += 1
            condition.unlock()
            handle = PooledHandle(hunspell: HunspellHandle(affix: files.affixPath, dictionary: files.dictionaryPath, encoding: files.encoding))
            condition.lock()
        }
        if !brief {
            handle.onLongLoan = true
            longLoans += 1
            // A brief borrower waiting without a limit now waits with one.
            condition.broadcast()
        }
        condition.unlock()
        return handle
    }

    /// How many handles the pool has opened so far (for tests and measurements).
    var openedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return created
    }

    func giveBack(_ handle: PooledHandle) {
        condition.lock()
        if handle.onLongLoan {
            handle.onLongLoan = false
            longLoans -= 1
        }
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
    private let brief: Bool
    private var borrowed: HandlePool.PooledHandle?

    /// A lease on `pool`; `brief` when it is released within microseconds
    /// of its first use (see ``HandlePool/borrow(brief:patience:)``).
    init(pool: HandlePool, learnedWords: LearnedWords?, brief: Bool = false) {
        self.pool = pool
        self.learnedWords = learnedWords
        self.brief = brief
    }

    /// The handle, borrowed now if not yet, with the learned words replayed.
    var handle: HandlePool.PooledHandle {
        if let borrowed { return borrowed }
        let handle = pool.borrow(brief: brief)
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
