import Foundation

/// Results written by several threads at once, each into slots of its own,
/// and read when all are done (the work of `DispatchQueue.concurrentPerform`
/// kept in input order).
final class ParallelSlots<Element: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var storage: [Element]
    private let lock = NSLock()

    /// `count` slots holding `initial`.
    init(repeating initial: Element, count: Int) {
        storage = Array(repeating: initial, count: count)
    }

    /// Writes `values` into the slots from `offset` on.
    func store(_ values: [Element], at offset: Int) {
        lock.lock()
        storage.replaceSubrange(offset..<(offset + values.count), with: values)
        lock.unlock()
    }

    /// Every slot, in order.
    var values: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
