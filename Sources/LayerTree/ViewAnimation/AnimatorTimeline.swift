import Foundation

/// A property animator's progress over time: a fraction 0…1 that stays put while paused and,
/// while running, moves from `anchorFraction` (at the global time `anchorTime`) by one whole
/// fraction every `pace` seconds, downwards when reversed, clamped to 0…1.
struct AnimatorTimeline: Equatable {
    var anchorFraction: Double = 0
    var anchorTime: CFTimeInterval = 0
    var isRunning = false
    var isReversed = false
    /// Seconds for the whole 0…1 run; the animator's duration unless `continueAnimation` changed it.
    var pace: Double

    init(pace: Double) {
        self.pace = pace
    }

    /// The fraction at the global time `time`.
    func fraction(at time: CFTimeInterval) -> Double {
        guard isRunning else { return anchorFraction }
        let moved = max(0, time - anchorTime) / max(pace, 1e-9)
        return min(1, max(0, anchorFraction + (isReversed ? -moved : moved)))
    }

    /// Whether a running timeline has reached its end (0 when reversed) by `time`.
    func hasReachedEnd(at time: CFTimeInterval) -> Bool {
        guard isRunning else { return false }
        let fraction = fraction(at: time)
        return isReversed ? fraction <= 0 : fraction >= 1
    }

    /// Re-anchors at `time` where the timeline is then, so that its rules can change from there.
    mutating func anchor(at time: CFTimeInterval) {
        anchorFraction = fraction(at: time)
        anchorTime = time
    }
}
