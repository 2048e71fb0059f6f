import Foundation

/// Recognizes fingers dragged more than 10 points, then follows them: `translation(in:)` from
/// where they went down, `velocity(in:)` in points per second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    private var origin: CGPoint?
    private var offset = CGPoint.zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    /// How far the centroid moved since the fingers went down (or since `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let now = location(in: nil)
        let inWindow = CGPoint(x: now.x - origin.x + offset.x, y: now.y - origin.y + offset.y)
        return Self.vector(inWindow, in: view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        origin = location(in: nil)
        offset = Self.vectorToWindow(translation, from: view)
    }

    /// The centroid's speed over the last samples, points per second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return Self.vector(CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt), in: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            state = .failed
            return
        }
        if state == .possible {
            origin = location(in: nil)
            offset = .zero
        } else if let origin {
            // A finger joined mid-pan: the centroid jumps, the translation must not.
            let before = Self.centroid(trackedTouches.filter { !touches.contains($0) })
            offset = CGPoint(x: before.x - origin.x + offset.x, y: before.y - origin.y + offset.y)
            self.origin = location(in: nil)
        }
        record(event.timestamp)
    }

    private static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map(\.locationInWindow)
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let origin else { return }
            let now = location(in: nil)
            if hypot(now.x - origin.x, now.y - origin.y) > 10 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard remaining.isEmpty else { return }  // the centroid of the remaining fingers continues
        // The release velocity is the movement of the last 0.1 s: fingers held still before
        // lifting release at rest.
        while let first = samples.first, samples.count > 1, event.timestamp - first.time > 0.1 { samples.removeFirst() }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func reset() {
        origin = nil
        offset = .zero
        samples = []
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, location(in: nil)))
        // Keep the last 0.1 s (at least two samples, at most five).
        while samples.count > 2, time - samples[0].time > 0.1 { samples.removeFirst() }
        if samples.count > 5 { samples.removeFirst(samples.count - 5) }
    }

    /// A window-space vector in `view`'s coordinates (no translation).
    static func vector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    static func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
