import Foundation
import Graphics

/// Touches on a segmented control: the segment under a touch is pressed (its content fades); on
/// touch up inside (UIKit's 70-point tolerance) the segment under the finger, if enabled, is
/// selected with the thumb sliding to it, its action (if it was made from one) is performed and
/// `.valueChanged` is sent — only when the selection changed, or on every tap of a momentary control.
extension UISegmentedControl {
    func segmentTrackingBegan(_ touch: UITouch) {
        pressedSegment = enabledSegment(at: touch.location(in: self))
        setNeedsLayout()
    }

    func segmentTrackingMoved(_ touch: UITouch) {
        let point = touch.location(in: self)
        let inside = bounds.insetBy(dx: -Self.touchTolerance, dy: -Self.touchTolerance).contains(point)
        let pressed = inside ? enabledSegment(at: point) : nil
        if pressed != pressedSegment {
            pressedSegment = pressed
            layOutSegments(animated: false)
        }
    }

    func segmentTrackingEnded(_ touch: UITouch?) {
        pressedSegment = nil
        defer { layOutSegments(animated: true) }
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.insetBy(dx: -Self.touchTolerance, dy: -Self.touchTolerance).contains(point),
            let index = enabledSegment(at: point)
        else { return }
        guard isMomentary || index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        layOutSegments(animated: true)
        if let action = segments[index].action { sendAction(action) }
        send(.valueChanged)
    }

    func segmentTrackingCancelled() {
        pressedSegment = nil
        layOutSegments(animated: false)
    }

    /// The enabled segment under `point`, or nil.
    private func enabledSegment(at point: CGPoint) -> Int? {
        guard let index = segmentIndex(at: point), segments[index].isEnabled else { return nil }
        return index
    }
}
