import Foundation
import LayerTree

extension ScreenGeometry {
    /// The sublayers of a layer that preserves depth (`CATransformLayer`), back to front: by the
    /// depth of each one's centre in the layer's superlayer's 3D space — placed in the layer by
    /// its own transform, then by the layer's, not flattened — farther first; equal depths keep
    /// their order. A painter's order on the planes' centres: exact for planes that do not cross.
    static func depthOrder(_ sublayers: [RenderLayer], in layer: RenderLayer) -> [RenderLayer] {
        let outer = toSuperlayer(layer, parent: nil)
        let depths = sublayers.map { sublayer -> CGFloat in
            let m = CATransform3DConcat(toSuperlayer(sublayer, parent: layer), outer)
            let x = sublayer.bounds.midX, y = sublayer.bounds.midY
            let z = x * m.m13 + y * m.m23 + m.m43, w = x * m.m14 + y * m.m24 + m.m44
            let depth = w > 0 ? z / w : z
            return depth.isFinite ? depth : 0
        }
        return sublayers.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { sublayers[$0] }
    }
}
