import Synchronization

/// A value computed on first use and then kept, safe across threads.
final class LazyValue<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)

    /// The value, computed by `load` the first time (under the lock, so once).
    func value(loading load: () -> Value) -> Value {
        storage.withLock { stored in
            if let stored { return stored }
            let value = load()
            stored = value
            return value
        }
    }
}
