import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A `CAGradientLayer`'s gradient over its bounds, shaped like its background (rounded by
    /// `cornerRadius`, antialiased when turned) and clipped as contents are.
    mutating func planGradient(
        _ gradient: RenderGradient, of layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        let shape =
            layer.cornerRadius > 0 || !ScreenGeometry.isRectilinear(world)
            ? ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: 0, corners: layer.cornerShape) : nil
        append(
            quad: layer.bounds, world: world, source: .gradient(gradient), shape: shape, opacity: opacity, clip: clip, into: &ops)
    }
}
