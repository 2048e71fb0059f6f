import Graphics

/// What a layer asks of its delegate. `UIView` is the delegate of its own layer.
///
/// Every method has a default: ``display(_:)`` draws into the layer's backing store through
/// ``draw(_:in:)``, which draws nothing; ``layoutSublayers(of:)`` does nothing.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's standard display; implement it to set `contents` directly.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, which is clipped to the area to redraw.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers; called by the layout pass for layers that need layout.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event`: nil to let the layer keep searching, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { DrawProbe.baseDrawReached = true }
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// Tells the display pass that a `draw` call reached a do-nothing default, so that a layer whose
/// drawing paints nothing gets no backing bitmap and is not counted as a `draw(_:)` call.
@MainActor
package enum DrawProbe {
    package static var baseDrawReached = false
}
