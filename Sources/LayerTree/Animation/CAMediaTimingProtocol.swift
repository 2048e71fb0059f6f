import Foundation

/// Core Animation's timing protocol: what animations and emitter cells share. Active time is
/// `(t − beginTime) × speed + timeOffset`; see `CAAnimation` for how animations use the rest.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's.
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times a cycle repeats.
    var repeatCount: Float { get set }
    /// For how long cycles repeat.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays backwards after forwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
