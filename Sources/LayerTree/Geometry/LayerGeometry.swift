import Foundation
import Graphics

/// Core Animation's layer geometry, written once for the model (`CALayer`) and for the
/// compositor (`RenderLayer` snapshots): where a layer sits in its superlayer, and the order in
/// which siblings draw.
package enum LayerGeometry {
    /// The anchor point in the layer's own coordinates.
    @inlinable package static func anchor(bounds: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps a layer's coordinates to its superlayer's, without the superlayer's sublayer
    /// transform: bounds origin → anchor → `transform` → `position` (and `zPosition`).
    @inlinable package static func placement(
        bounds: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat, transform: CATransform3D, position: CGPoint,
        zPosition: CGFloat
    ) -> CATransform3D {
        let anchor = anchor(bounds: bounds, anchorPoint: anchorPoint)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// A superlayer's `sublayerTransform` applied about its anchor point, in its coordinates.
    @inlinable package static func sublayerTransform(
        _ sublayerTransform: CATransform3D, bounds: CGRect, anchorPoint: CGPoint
    ) -> CATransform3D {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return CATransform3DIdentity }
        let anchor = anchor(bounds: bounds, anchorPoint: anchorPoint)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        m = CATransform3DConcat(m, sublayerTransform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// Siblings back to front, as Core Animation draws them: by `zPosition`, then in order.
    @inlinable package static func drawingOrder<Sibling>(_ siblings: [Sibling], zPosition: (Sibling) -> CGFloat) -> [Sibling] {
        siblings.enumerated()
            .sorted { (zPosition($0.element), $0.offset) < (zPosition($1.element), $1.offset) }
            .map(\.element)
    }
}
