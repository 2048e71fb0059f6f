import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A layer's backdrop filter (a visual effect view's blur), under its background: what the
    /// operations planned so far in this pass draw within the layer's reach (its box on screen
    /// grown by three standard deviations, within the target) goes into an offscreen pass of its
    /// own, which the executor blurs, and one operation over the layer's bounds — rounded by its
    /// corner radius, under its clip — draws the blur saturated and tinted. The pass holds copies
    /// of those operations cut to the reach, so its signature changes exactly when what lies
    /// behind changes, and an executor may keep the blur while it does not.
    mutating func planBackdrop(
        _ backdrop: RenderBackdrop, of layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        let sigma = backdrop.blurRadius * scale
        guard sigma.isFinite, backdrop.saturation.isFinite, backdrop.tint.isFinite else { return }
        let shape =
            layer.cornerRadius > 0 || !ScreenGeometry.isRectilinear(world)
            ? ShapeCoverage(rect: layer.bounds, radius: layer.cornerRadius, border: 0, corners: layer.cornerShape) : nil
        func filter(pass: Int) -> BackdropFilter {
            BackdropFilter(pass: pass, sigma: sigma, saturation: backdrop.saturation, tint: backdrop.tint)
        }
        guard
            var op = makeOp(
                quad: layer.bounds, world: world, source: .backdrop(filter(pass: -1)), shape: shape, opacity: opacity,
                clip: clip)
        else { return }
        let drawn = DamageTracker.damageBounds(of: op)
        let reach = Int((3 * sigma).rounded(.up)) + 1
        let region = PixelRect(
            x: drawn.x - reach, y: drawn.y - reach, width: drawn.width + 2 * reach, height: drawn.height + 2 * reach
        ).intersection(targetRect)
        guard !region.isEmpty else { return }
        let behind = ops.compactMap { $0.restricted(to: region) }
        op.source = .backdrop(filter(pass: appendPass(bounds: region, ops: behind)))
        ops.append(op)
    }
}
