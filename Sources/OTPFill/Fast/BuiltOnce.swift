import Synchronization

/// A value made by the first caller that needs it (under a lock, once), then read with one
/// atomic load; for what only some runs need, so that the others never pay for it.
final class BuiltOnce<Value>: @unchecked Sendable {
    private let ready = Atomic<Bool>(false)
    private let lock = Mutex<Void>(())
    nonisolated(unsafe) private var stored: Value?

    /// The value, made now by `make` if no caller has needed it yet.
    @inline(__always)
    func value(_ make: () -> Value) -> Value {
        if ready.load(ordering: .acquiring), let stored { return stored }
        return lock.withLock { _ in
            if let stored { return stored }
            let made = make()
            stored = made
            ready.store(true, ordering: .releasing)
            return made
        }
    }
}
