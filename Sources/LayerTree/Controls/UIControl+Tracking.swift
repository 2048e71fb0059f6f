import Foundation

/// Touches into control events, as UIKit sends them: touch down (and down-repeat for a second
/// tap), drags inside or outside with enter and exit as the touch crosses the bounds grown by 70
/// points, touch up inside or outside, or cancel; the primary action with its event.
extension UIControl {
    /// How far outside its bounds a touch still counts as inside a control.
    static let touchTolerance: CGFloat = 70

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        trackingState = TrackingState(isTracking: true, isTouchInside: true)
        isHighlighted = true
        send(.touchDown)
        if touch.tapCount > 1 { send(.touchDownRepeat) }
        if !beginTracking(touch, with: event) { stopTracking() }
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideTolerance(touch)
        let wasInside = isTouchInside
        trackingState.isTouchInside = inside
        isHighlighted = inside
        // Crossing the edge sends exit or enter first, then the drag event of the new side.
        if wasInside != inside { send(inside ? .touchDragEnter : .touchDragExit) }
        send(inside ? .touchDragInside : .touchDragOutside)
        if !continueTracking(touch, with: event) { stopTracking() }
    }

    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideTolerance(touch)
        trackingState.isTouchInside = inside
        isHighlighted = false
        // endTracking sees where the touch ended (isTouchInside) before the touch-up event goes out.
        endTracking(touch, with: event)
        stopTracking()
        send(inside ? .touchUpInside : .touchUpOutside)
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        stopTracking()
        send(.touchCancel)
        cancelTracking(with: event)
    }

    /// Sends `events`, and the primary action's event when they include the control's primary event.
    func send(_ events: Event) {
        var all = events
        if !events.isDisjoint(with: primaryEvent) { all.insert(.primaryActionTriggered) }
        sendActions(for: all)
    }

    private func stopTracking() {
        trackedTouch = nil
        trackingState = TrackingState()
        isHighlighted = false
    }

    private func isInsideTolerance(_ touch: UITouch) -> Bool {
        let tolerance = Self.touchTolerance
        return bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(touch.location(in: self))
    }
}
