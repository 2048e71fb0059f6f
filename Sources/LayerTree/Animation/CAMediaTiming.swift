import Foundation

/// How an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The animation has no effect outside its active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// It holds its final value after it ends (while it stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// It shows its initial value before it begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's timing model for one animation.
///
/// Active time: `(t − beginTime) × speed + timeOffset`. One cycle lasts `duration` (twice that
/// with `autoreverses`); cycles repeat `repeatCount` times (fractional counts stop mid-cycle;
/// infinity repeats forever) or for `repeatDuration` seconds.
struct MediaTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// Where the animation is at `time` (same clock as `beginTime`).
    enum Phase: Equatable {
        /// Before it begins; shows its start only with a backwards fill.
        case before(filled: Bool)
        /// Running: `progress` 0…1 along one direction of the current cycle.
        case active(progress: Double)
        /// Done; shows its end value (`progress`) only with a forwards fill.
        case after(progress: Double, filled: Bool)
    }

    /// The length of one pass (forward, plus back when autoreversing).
    var cycleLength: CFTimeInterval { max(duration, 0) * (autoreverses ? 2 : 1) }

    /// The length of the whole active period, in the animation's local time.
    var activeLength: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let cycles = repeatCount > 0 ? Double(repeatCount) : 1
        return cycles.isInfinite ? .infinity : cycleLength * cycles
    }

    func phase(at time: CFTimeInterval) -> Phase {
        // Elapsed active time; a negative speed runs the same span backwards from its end.
        let elapsed = (time - beginTime) * Double(abs(speed))
        guard duration > 0 else {
            return elapsed < 0 ? .before(filled: fills(.backwards)) : .after(progress: 1, filled: fills(.forwards))
        }
        if elapsed < 0 { return .before(filled: fills(.backwards)) }
        let length = activeLength
        if elapsed >= length {
            let end = speed < 0 ? 0 : progress(atLocal: length, ending: true)
            return .after(progress: end, filled: fills(.forwards))
        }
        // timeOffset starts the animation part-way through, wrapping within the active duration;
        // a stopped animation (speed 0) at or past its end shows its end.
        var local = elapsed + timeOffset
        if speed == 0, local >= length { return .active(progress: progress(atLocal: length, ending: true)) }
        if length.isFinite, length > 0 { local = local.truncatingRemainder(dividingBy: length) }
        if speed < 0 { local = max(0, length - local) }
        return .active(progress: progress(atLocal: local, ending: false))
    }

    private func fills(_ side: CAMediaTimingFillMode) -> Bool {
        fillMode == .both || fillMode == side
    }

    /// Progress within the current cycle: forward, then backward when autoreversing.
    private func progress(atLocal local: CFTimeInterval, ending: Bool) -> Double {
        let cycle = cycleLength
        var position = local.truncatingRemainder(dividingBy: cycle)
        if ending && position == 0 && local > 0 { position = cycle }
        if autoreverses {
            return position <= duration ? position / duration : (cycle - position) / duration
        }
        return min(position / duration, 1)
    }
}
