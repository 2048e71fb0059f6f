import Foundation

extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (window coordinates when nil).
    /// Views in different windows convert through screen coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let (mine, theirs) = windows(differingFrom: view) else { return layer.convert(point, to: view?.layer) }
        let onScreen = mine.convert(layer.convert(point, to: nil), to: nil as UIWindow?)
        return view!.layer.convert(theirs.convert(onScreen, from: nil as UIWindow?), from: nil)
    }

    /// Converts `point` from `view`'s coordinates (window coordinates when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, windows(differingFrom: view) != nil else { return layer.convert(point, from: view?.layer) }
        return view.convert(point, to: self)
    }

    /// Converts `rect` to `view`'s coordinates (window coordinates when nil). Under rotation the
    /// result is the rect that completely covers the converted one: as UIKit does, the rect is
    /// enclosed in a box at the nearest common ancestor, and that box is enclosed again in `view`.
    /// Views in different windows meet on the screen.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let (mine, theirs) = windows(differingFrom: view) else { return layer.convert(rect, to: view?.layer) }
        let onScreen = mine.convert(layer.convert(rect, to: nil), to: nil as UIWindow?)
        return view!.layer.convert(theirs.convert(onScreen, from: nil as UIWindow?), from: nil)
    }

    /// Converts `rect` from `view`'s coordinates; under rotation, the covering rect.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view, windows(differingFrom: view) != nil else { return layer.convert(rect, from: view?.layer) }
        return view.convert(rect, to: self)
    }

    /// This view's window and `view`'s, when both exist and differ.
    private func windows(differingFrom view: UIView?) -> (UIWindow, UIWindow)? {
        guard let view, let mine = window, let theirs = view.window, mine !== theirs else { return nil }
        return (mine, theirs)
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
