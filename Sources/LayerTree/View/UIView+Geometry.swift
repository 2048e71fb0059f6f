import Foundation

extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (window coordinates when nil).
    /// Both views should be in the same window.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts `point` from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts `rect` to `view`'s coordinates; under rotation the result is the rect that
    /// completely covers the converted one.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts `rect` from `view`'s coordinates; under rotation, the covering rect.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// Runs a geometry change and autoresizes the subviews if it changed the bounds size.
    func resizing(_ change: () -> Void) {
        let oldSize = bounds.size
        change()
        let newSize = bounds.size
        guard newSize != oldSize, autoresizesSubviews else { return }
        for subview in subviews { subview.autoresize(superviewSizeFrom: oldSize, to: newSize) }
    }
}
