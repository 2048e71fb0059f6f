import Foundation

/// Seconds, as Core Animation counts time.
public typealias CFTimeInterval = Double
/// Seconds since 1 January 2001 (CoreFoundation's absolute time).
public typealias CFAbsoluteTime = Double

/// The current absolute time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// The one clock animations run on: the system's monotonic clock, or a manual clock that hosts
/// and tests set and advance, so that frames, completions and presentation values are
/// deterministic.
@preconcurrency @MainActor
public enum MediaClock {
    private static var manualTime: CFTimeInterval?
    private static let origin = ContinuousClock.now

    /// The clock's time in seconds.
    public static var now: CFTimeInterval {
        if let manualTime { return manualTime }
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// Stops the clock at `t`; it moves only through ``advance(by:)`` from then on.
    public static func useManualTime(_ t: CFTimeInterval) {
        manualTime = t
    }

    /// Moves a manual clock forward by `seconds` (a no-op on the system clock).
    public static func advance(by seconds: CFTimeInterval) {
        guard let current = manualTime, seconds.isFinite else { return }
        manualTime = current + max(0, seconds)
    }

    /// Goes back to the system's monotonic clock.
    public static func useSystemTime() {
        manualTime = nil
    }

    /// Whether the clock is manual.
    public static var isManual: Bool { manualTime != nil }
}

/// The current media time: the `MediaClock`'s time.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }
