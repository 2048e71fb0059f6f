import Foundation

/// The two-finger gestures: they begin once two fingers move and follow them until one lifts.
@preconcurrency @MainActor
open class TwoFingerGestureRecognizer: UIGestureRecognizer {
    var startDistance: CGFloat = 0
    var startAngle: CGFloat = 0
    var previous: (time: TimeInterval, value: CGFloat)?

    var fingers: (CGPoint, CGPoint)? {
        let active = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard active.count >= 2 else { return nil }
        return (active[0].locationInWindow, active[1].locationInWindow)
    }

    var distance: CGFloat {
        guard let (a, b) = fingers else { return 0 }
        return hypot(b.x - a.x, b.y - a.y)
    }

    var angle: CGFloat {
        guard let (a, b) = fingers else { return 0 }
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2 {
            state = .failed
            return
        }
        if fingers != nil {
            startDistance = distance
            startAngle = angle
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }

    open override func reset() {
        startDistance = 0
        startAngle = 0
        previous = nil
    }

    /// Records `value` at `time`, returns its rate of change since the last sample (0 for the
    /// first), and moves the state: `.began` once `value` passes `threshold`, `.changed` after.
    func follow(_ value: CGFloat, at time: TimeInterval, beginsPast threshold: CGFloat, from rest: CGFloat) -> CGFloat? {
        var rate: CGFloat?
        if let previous, time > previous.time { rate = (value - previous.value) / CGFloat(time - previous.time) }
        previous = (time, value)
        if state == .possible, abs(value - rest) > threshold {
            state = .began
        } else if state == .began || state == .changed {
            state = .changed
        }
        return rate
    }
}

/// Recognizes two fingers moving apart or together: `scale` is the distance between them over
/// the distance when the gesture started.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: TwoFingerGestureRecognizer {
    open var scale: CGFloat = 1
    /// Scale change per second.
    public private(set) var velocity: CGFloat = 0

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers != nil, startDistance > 0 else { return }
        scale = distance / startDistance
        if let rate = follow(scale, at: event.timestamp, beginsPast: 0.05, from: 1) { velocity = rate }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
    }
}

/// Recognizes two fingers turning: `rotation` in radians since the gesture started (clockwise positive).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: TwoFingerGestureRecognizer {
    open var rotation: CGFloat = 0
    /// Radians per second.
    public private(set) var velocity: CGFloat = 0

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard fingers != nil else { return }
        var turn = angle - startAngle
        if turn > .pi { turn -= 2 * .pi }
        if turn < -.pi { turn += 2 * .pi }
        rotation = turn
        if let rate = follow(turn, at: event.timestamp, beginsPast: 0.05, from: 0) { velocity = rate }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
    }
}

/// Recognizes a quick stroke of at least 50 points in one of `direction`'s directions, within
/// 0.5 s, staying within 30° of it.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    private var start: (time: TimeInterval, point: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = (event.timestamp, location(in: nil))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if event.timestamp - start.time > 0.5 {
            state = .failed
            return
        }
        let now = location(in: nil)
        let dx = now.x - start.point.x, dy = now.y - start.point.y
        guard hypot(dx, dy) >= 50 else { return }
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let straight = abs(dx) >= abs(dy) ? abs(dy) <= abs(dx) * tan(.pi / 6) : abs(dx) <= abs(dy) * tan(.pi / 6)
        state = direction.contains(stroke) && straight && numberOfTouches == numberOfTouchesRequired ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
