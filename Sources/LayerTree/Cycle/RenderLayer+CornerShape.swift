import Foundation

extension RenderLayer {
    /// The bit that `cornerShape` (and the shapes the renderers draw from it) sets above the
    /// four `CACornerMask` bits when the corners are continuous.
    public static let continuousCornerBit: UInt8 = 16

    /// The layer's rounded corners as the renderers take them: `maskedCorners` (`CACornerMask`'s
    /// bits, 1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right), plus
    /// ``continuousCornerBit`` when `cornerCurve` is `.continuous`.
    public var cornerShape: UInt8 {
        Self.cornerShape(maskedCorners, continuous: continuousCorners)
    }

    /// `corners` (`CACornerMask`'s bits) with ``continuousCornerBit`` added when `continuous`.
    public static func cornerShape(_ corners: UInt8, continuous: Bool) -> UInt8 {
        (corners & 15) | (continuous ? continuousCornerBit : 0)
    }
}
