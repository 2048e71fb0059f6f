import Foundation
import LayerTree

/// Where a layer's plane lies in its superlayer's, from the model's properties alone, as Core
/// Animation defines it: the anchor point (in the bounds, with `anchorPointZ`) is moved to the
/// origin, `transform` applies, the result is moved to `position` (and `zPosition`), and then the
/// superlayer's `sublayerTransform` applies about the superlayer's own anchor point. Depth is
/// dropped at the end: each layer is flattened into its superlayer's plane.
enum LayerPlacement {
    /// The layer's plane → its superlayer's plane. `parent` nil leaves out a sublayer transform
    /// (a mask is placed in the layer it masks this way).
    static func map(of layer: RenderLayer, in parent: RenderLayer?) -> PlaneMap {
        PlaneMap(transform(of: layer, in: parent))
    }

    /// The layer's space → its superlayer's, in 3D (what ``map(of:in:)`` flattens).
    static func transform(of layer: RenderLayer, in parent: RenderLayer?) -> CATransform3D {
        var m = CATransform3DMakeTranslation(-anchor(of: layer).x, -anchor(of: layer).y, -layer.anchorPointZ)
        m = CATransform3DConcat(m, layer.transform)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
        if let parent, !CATransform3DIsIdentity(parent.sublayerTransform) {
            m = CATransform3DConcat(m, about(anchor(of: parent), parent.sublayerTransform))
        }
        return m
    }

    /// The sublayers of a `CATransformLayer` back to front: by the depth of each one's centre
    /// once placed in the layer and the layer in its superlayer, in 3D; nearer last, ties in order.
    static func depthOrder(_ sublayers: [RenderLayer], in layer: RenderLayer) -> [RenderLayer] {
        let outer = transform(of: layer, in: nil)
        func depth(_ sublayer: RenderLayer) -> Double {
            let m = CATransform3DConcat(transform(of: sublayer, in: layer), outer)
            let x = Double(sublayer.bounds.midX), y = Double(sublayer.bounds.midY)
            let z = x * Double(m.m13) + y * Double(m.m23) + Double(m.m43)
            let w = x * Double(m.m14) + y * Double(m.m24) + Double(m.m44)
            let d = w > 0 ? z / w : z
            return d.isFinite ? d : 0
        }
        return sublayers.enumerated().map { ($0.offset, $0.element, depth($0.element)) }
            .sorted { ($0.2, $0.0) < ($1.2, $1.0) }.map(\.1)
    }

    /// `transform` applied about `point` of the plane (3D; flattened by the caller's ``PlaneMap``).
    static func about(_ point: CGPoint, _ transform: CATransform3D) -> CATransform3D {
        var m = CATransform3DMakeTranslation(-point.x, -point.y, 0)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(point.x, point.y, 0))
    }

    /// The anchor point in the layer's own coordinates.
    static func anchor(of layer: RenderLayer) -> CGPoint {
        CGPoint(
            x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
            y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    }

    /// Siblings back to front: by `zPosition`, then in their order (a stable sort).
    static func drawingOrder(_ layers: [RenderLayer]) -> [RenderLayer] {
        layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }
}
