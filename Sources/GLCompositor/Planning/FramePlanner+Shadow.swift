import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A layer's shadow, under everything else of it and clipped as its contents are (a layer
    /// that masks to its bounds hides the shadow around them, as on iOS). A rounded rect is
    /// blurred by the shader over a quad grown by three standard deviations; a CPU-blurred
    /// bitmap is drawn as a texture. `shadowOpacity` multiplies the operation's opacity, so
    /// fading, moving or turning a shadow redraws and uploads nothing. The shadow of the layer's
    /// whole content is blurred from a pass of it (``planSubtreeShadow(_:_:offset:world:opacity:clip:into:)``).
    mutating func planShadow(
        _ shadow: RenderShadow, of layer: RenderLayer, world: CATransform3D, opacity: Float, clip: ClipState,
        into ops: inout [DrawOp]
    ) {
        let faded = opacity * shadow.opacity
        switch shadow.shape {
        case .roundedRect(let rect, let cornerRadius, let corners):
            let reach = 3 * shadow.sigma
            let blurred = BlurredRect(
                rect: rect, cornerRadius: cornerRadius, sigma: shadow.sigma, color: shadow.color, corners: corners)
            append(
                quad: rect.insetBy(dx: -reach, dy: -reach), world: world, source: .blurredRect(blurred), shape: nil,
                opacity: faded, clip: clip, into: &ops)
        case .bitmap(let content, let frame):
            records.liveContents.append(content.id)
            let shape = ScreenGeometry.isRectilinear(world) ? nil : ShapeCoverage(rect: frame, radius: 0, border: 0)
            append(
                quad: frame, world: world, source: .content(content, textureRect: CGRect(x: 0, y: 0, width: 1, height: 1)),
                shape: shape, opacity: faded, clip: clip, into: &ops)
        case .subtree(let offset):
            planSubtreeShadow(layer, shadow, offset: offset, world: world, opacity: opacity, clip: clip, into: &ops)
        }
    }
}
