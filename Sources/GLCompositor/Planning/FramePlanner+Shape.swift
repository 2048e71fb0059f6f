import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A `CAShapeLayer`'s rasterized path: its bitmap over `frame` (layer coordinates, not
    /// clipped to the bounds unless the layer masks to them), antialiased at the quad's edges
    /// when turned.
    mutating func planShape(
        _ content: RenderContent, frame: CGRect, world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        records.liveContents.append(content.id)
        let shape = ScreenGeometry.isRectilinear(world) ? nil : ShapeCoverage(rect: frame, radius: 0, border: 0)
        let countBefore = ops.count
        append(
            quad: frame, world: world, source: .content(content, textureRect: CGRect(x: 0, y: 0, width: 1, height: 1)),
            shape: shape, opacity: opacity, clip: clip, into: &ops)
        if ops.count == countBefore { records.offscreenContents.append(content) }
    }
}
