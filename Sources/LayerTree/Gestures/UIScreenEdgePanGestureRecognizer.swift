import Foundation

/// A pan that starts near an edge of the screen: it fails unless its first finger comes down
/// within 20 points of one of ``edges`` of the window (the screen here), then follows the
/// fingers as any pan does.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (the left one is the leading edge in a left-to-right
    /// interface). None by default: nothing is recognized until one is set.
    open var edges: UIRectEdge = []

    /// How far from an edge a pan may start: 20 points (docs/uikit-decisions.md, VC-NAV).
    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, !startsAtEdge(location(in: nil)) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// Whether `point` (in window coordinates) lies within the edge width of one of ``edges``.
    private func startsAtEdge(_ point: CGPoint) -> Bool {
        guard let bounds = view?.window?.bounds else { return false }
        let width = Self.edgeWidth
        return (edges.contains(.left) && point.x - bounds.minX <= width)
            || (edges.contains(.right) && bounds.maxX - point.x <= width)
            || (edges.contains(.top) && point.y - bounds.minY <= width)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
    }
}
