import Foundation
import Graphics

/// A layer's backdrop filter as committed: what lies behind the layer (within its bounds) is
/// blurred by a Gaussian, saturated, tinted, and drawn under the layer's own parts, clipped to
/// its rounded bounds. Made by the backdrop layer a `UIVisualEffectView` holds.
public struct RenderBackdrop: Sendable, Equatable {
    /// The Gaussian's standard deviation, in points (≥ 0).
    public let blurRadius: CGFloat
    /// 1 keeps colours; 0 turns them grey; above 1 makes them more vivid.
    public let saturation: Float
    /// Composited over the blurred, saturated backdrop; premultiplied.
    public let tint: PremultipliedRGBA

    public init(blurRadius: CGFloat, saturation: Float, tint: PremultipliedRGBA) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }
}
