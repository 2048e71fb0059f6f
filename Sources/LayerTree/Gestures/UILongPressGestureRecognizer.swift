import Foundation

/// Recognizes fingers held still (within `allowableMovement`) for `minimumPressDuration`, then
/// follows them as a continuous gesture until they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var pressStart: TimeInterval?
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.locationInWindow }
        if starts.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if starts.count == numberOfTouchesRequired { pressStart = event.timestamp }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .changed
            return
        }
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if hypot(touch.locationInWindow.x - start.x, touch.locationInWindow.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
        timeAdvanced(to: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else {
            timeAdvanced(to: event.timestamp)
            state = state == .began ? .ended : .failed
        }
    }

    open override func timeAdvanced(to time: TimeInterval) {
        guard state == .possible, let pressStart, time - pressStart >= minimumPressDuration else { return }
        state = .began
    }

    open override func reset() {
        pressStart = nil
        starts = [:]
    }
}
