import Foundation

/// A value behind a lock: `Synchronization.Mutex`'s `withLock`, over a pthread mutex (`NSLock`).
///
/// ThreadSanitizer sees pthread mutexes (it intercepts them), but not the atomics inside
/// `Mutex`'s Linux implementation, which live in the uninstrumented standard library: every
/// access guarded by a `Mutex` is reported as a race there. With this lock the suite runs clean
/// under `scripts/sanitize.sh thread`.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
