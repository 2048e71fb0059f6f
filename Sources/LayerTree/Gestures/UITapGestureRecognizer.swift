import Foundation

/// Recognizes `numberOfTapsRequired` taps by `numberOfTouchesRequired` fingers: touches that
/// lift without moving more than 10 points, each tap within 0.35 s of the previous one.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    private var taps = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var lastTapEnd: TimeInterval?
    private var touchesDown = 0
    private var maxTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let lastTapEnd, event.timestamp - lastTapEnd > 0.35 {
            state = .failed
            return
        }
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.locationInWindow }
        touchesDown += touches.count
        maxTouches = max(maxTouches, touchesDown)
        if touchesDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y) > 10 {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesDown -= touches.count
        guard touchesDown == 0 else { return }
        guard maxTouches == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        maxTouches = 0
        lastTapEnd = event.timestamp
        if taps >= numberOfTapsRequired { state = .recognized }
    }

    open override func timeAdvanced(to time: TimeInterval) {
        // Waiting for another tap that did not come in time (not a recognition waiting on others).
        if state == .possible, taps < numberOfTapsRequired, let lastTapEnd, touchesDown == 0, time - lastTapEnd > 0.35 {
            state = .failed
        }
    }

    open override func reset() {
        taps = 0
        starts = [:]
        lastTapEnd = nil
        touchesDown = 0
        maxTouches = 0
    }
}
