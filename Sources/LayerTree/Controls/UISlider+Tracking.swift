import Foundation

/// Dragging a slider's thumb, as UIKit's slider does it: only a touch on the thumb (within a
/// 48 × 48 square about its centre, so a small thumb is still easy to take) starts a drag; the
/// thumb's centre then follows the finger at the offset where it was taken, and the value is
/// where that centre lies along the thumb's travel.
extension UISlider {
    /// The smallest touch area of the thumb, centred on it.
    static let thumbTouchSize: CGFloat = 48

    /// The thumb's current rect, from the override points.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    /// The thumb grown to at least 48 × 48 about its centre.
    func thumbTouchArea(of thumb: CGRect) -> CGRect {
        let grow = { (length: CGFloat) in max(0, (Self.thumbTouchSize - length) / 2) }
        return thumb.insetBy(dx: -grow(thumb.width), dy: -grow(thumb.height))
    }

    func beginThumbDrag(at point: CGPoint) -> Bool {
        let thumb = currentThumbRect
        guard thumbTouchArea(of: thumb).contains(point) else { return false }
        hitOffset = (thumb.midX - point.x).rounded()
        setValue(value(forThumbCenterAt: point.x + hitOffset), animated: false)
        return true
    }

    func continueThumbDrag(to point: CGPoint) -> Bool {
        setValue(value(forThumbCenterAt: point.x + hitOffset), animated: false)
        if isContinuous { send(.valueChanged) }
        isHighlighted = true
        return true
    }

    /// The value that puts the thumb's centre at `x`: the inverse of the default
    /// `thumbRect(forBounds:trackRect:value:)`, clamped to the range.
    func value(forThumbCenterAt x: CGFloat) -> Float {
        let travel = trackRect(forBounds: bounds).insetBy(dx: -Self.trackInset, dy: 0)
        let width = thumbSize.width
        let span = travel.width - width
        guard span > 0 else { return minimumValue }
        var fraction = (x - travel.minX - width / 2) / span
        if isRightToLeft { fraction = 1 - fraction }
        fraction = min(max(fraction, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }
}
