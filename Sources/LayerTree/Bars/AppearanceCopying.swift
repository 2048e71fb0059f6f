import Foundation

/// A value handed back from a main-actor block to the nonisolated caller already on the main
/// thread (`MainActor.assumeIsolated` returns only `Sendable` values).
private struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value
}

/// `NSCopying.copy(with:)` and `NSObject.copy()` are nonisolated; the bar appearances are
/// main-actor objects, so their copies are made on the main actor (a call from another thread
/// traps, as touching UIKit objects off the main thread is an error on iOS too).
nonisolated func copyOnMainActor(_ makeCopy: @MainActor () -> NSObject) -> Any {
    MainActor.assumeIsolated { MainThreadValue(value: makeCopy()) }.value
}
