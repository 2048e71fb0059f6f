import Foundation
import Graphics

/// A layer's shadow as the compositor draws it, under the layer's background: made at commit
/// from the presentation values of `shadowColor`, `shadowOpacity`, `shadowOffset`,
/// `shadowRadius` and `shadowPath`, with the offset applied.
public struct RenderShadow: Sendable {
    /// What casts the shadow.
    public enum Shape: Sendable {
        /// A rounded rect in the layer's coordinates, blurred analytically by the shader; `corners`
        /// are the rounded ones, as `CACornerMask`'s bits (15: all four), plus
        /// `RenderLayer.continuousCornerBit` when they are continuous.
        case roundedRect(CGRect, cornerRadius: CGFloat, corners: UInt8 = 15)
        /// The shadow already blurred and tinted on the CPU, over `frame` of the layer's coordinates.
        case bitmap(RenderContent, frame: CGRect)
        /// The alpha of everything the layer draws — background, drawing, sublayers (their own
        /// shadows included), border — moved by `offset` in the layer's coordinates: blurred
        /// from the composited subtree by the renderer, since it follows the sublayers.
        case subtree(offset: CGSize)
    }

    public let shape: Shape
    /// The shadow's colour, premultiplied (its alpha included, not the opacity).
    public let color: PremultipliedRGBA
    /// `shadowOpacity`, 0…1: it multiplies, so that fading a shadow redraws nothing.
    public let opacity: Float
    /// The Gaussian's standard deviation in points: `shadowRadius`.
    public let sigma: CGFloat
}
