import Dispatch
import Foundation
import Testing
import WordKitTestSupport
@testable import Spelling

/// A brief Hunspell call waits for the busy handle instead of opening a
/// second dictionary; for a handle out on a long call, only for a while.
@Suite struct HandlePoolTests {
    static func englishPool(limit: Int, briefPatience: TimeInterval) throws -> HandlePool {
        HandlePool(files: try Repository.dictionaryDirectory.dictionary(for: "en"), limit: limit, briefPatience: briefPatience)
    }

    /// Borrows on another thread; the semaphore is signalled once the handle is back.
    static func borrowElsewhere(_ pool: HandlePool, brief: Bool, patience: TimeInterval? = nil) -> DispatchSemaphore {
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let handle = pool.borrow(brief: brief, patience: patience)
            _ = handle.hunspell.spell("house")
            pool.giveBack(handle)
            finished.signal()
        }
        return finished
    }

    @Test func aBriefBorrowerWaitsForABrieflyLentHandleInsteadOfOpeningAnother() throws {
        let pool = try Self.englishPool(limit: 2, briefPatience: 0.05)
        let first = pool.borrow(brief: true)
        #expect(first.hunspell.spell("house"))
        let finished = Self.borrowElsewhere(pool, brief: true)
        // While the first handle is out on a brief loan, the second borrower
        // waits, past its patience (which applies to long loans only).
        #expect(finished.wait(timeout: .now() + 0.3) == .timedOut)
        #expect(pool.openedCount == 1)
        pool.giveBack(first)
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(pool.openedCount == 1)
    }

    @Test func aBriefBorrowerOpensAHandleOnceItsPatienceRunsOut() throws {
        let pool = try Self.englishPool(limit: 2, briefPatience: 0.05)
        let first = pool.borrow()
        #expect(Self.borrowElsewhere(pool, brief: true).wait(timeout: .now() + 30) == .success)
        #expect(pool.openedCount == 2)
        pool.giveBack(first)
    }

    @Test func aBriefBorrowerWithoutALimitWaitsOutALongLoan() throws {
        let pool = try Self.englishPool(limit: 2, briefPatience: 0.05)
        let first = pool.borrow()
        let finished = Self.borrowElsewhere(pool, brief: true, patience: .infinity)
        // Well past the pool's own patience, the borrower still waits.
        #expect(finished.wait(timeout: .now() + 0.3) == .timedOut)
        #expect(pool.openedCount == 1)
        pool.giveBack(first)
        #expect(finished.wait(timeout: .now() + 30) == .success)
        #expect(pool.openedCount == 1)
    }

    @Test func aLongBorrowerOpensAHandleAtOnce() throws {
        let pool = try Self.englishPool(limit: 2, briefPatience: 60)
        let first = pool.borrow(brief: true)
        #expect(Self.borrowElsewhere(pool, brief: false).wait(timeout: .now() + 30) == .success)
        #expect(pool.openedCount == 2)
        pool.giveBack(first)
    }
}
