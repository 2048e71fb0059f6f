import Foundation
import Graphics

extension CALayer {
    /// Whether the layer's shadow (without a `shadowPath`) must follow its sublayers' alpha as
    /// well as its own: some sublayer is shown, and what the sublayers draw does not all lie
    /// inside an opaque background of the layer (whose rounded rect then casts the same shadow,
    /// analytically). A sublayer lies inside when it sits by a translation alone, inside the
    /// rounded rect's straight part, casts no shadow, and is not a shape or replicator layer
    /// (which draw anywhere) unless it masks to its bounds; its own sublayers recursively so.
    func castsShadowOfSublayers(bounds: CGRect, cornerRadius: CGFloat, backgroundAlpha: CGFloat) -> Bool {
        let shown = sublayerList.filter { !$0.isHidden }
        guard !shown.isEmpty else { return false }
        guard backgroundAlpha >= 1 else { return true }
        if masksToBounds { return false }
        let half = min(bounds.width, bounds.height) / 2
        let circular = min(max(cornerRadius, 0), half)
        // A continuous corner leaves the straight edge further from the corner point.
        let radius = cornerCurve == .continuous ? min(circular * ContinuousCorner.extent, half) : circular
        let straight = [bounds.insetBy(dx: radius, dy: 0), bounds.insetBy(dx: 0, dy: radius)]
        return !shown.allSatisfy { $0.drawsInside(straight, parent: self) }
    }

    /// True when everything this layer draws lies inside one of `rects` of `parent`'s coordinates.
    private func drawsInside(_ rects: [CGRect], parent: CALayer) -> Bool {
        guard CATransform3DIsIdentity(transform), CATransform3DIsIdentity(parent.sublayerTransform),
            shadowOpacity <= 0 || shadowColor == nil,
            rects.contains(where: { !$0.isNull && $0.contains(frame) })
        else { return false }
        if masksToBounds { return true }
        guard !(self is CAShapeLayer), !(self is CAReplicatorLayer) else { return false }
        return sublayerList.allSatisfy { $0.isHidden || $0.drawsInside([bounds], parent: self) }
    }
}
