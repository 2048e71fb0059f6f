import Foundation

/// Shadows rasterized on the CPU: a shape's coverage blurred by a Gaussian and tinted, once per
/// change of the shape, for the compositor to draw as a texture.
package enum ShadowImage {
    /// The shadow of `coverage`'s alpha: `pad` pixels larger on each side, blurred by a
    /// Gaussian of about `sigma` pixels (three box blurs), tinted `color` (premultiplied).
    package static func make(coverage: PixelImage, pad: Int, sigma: CGFloat, color: PremultipliedRGBA) -> PixelImage {
        let width = coverage.width + 2 * pad, height = coverage.height + 2 * pad
        var shadow = PixelImage(width: width, height: height)
        shadow.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            coverage.bytes.withUnsafeBufferPointer { source in
                for y in 0..<coverage.height {
                    for x in 0..<coverage.width {
                        base[((y + pad) * width + x + pad) * 4 + 3] = source[(y * coverage.width + x) * 4 + 3]
                    }
                }
            }
            BoxBlur.blurAlpha(base, width: width, height: height, stride: width * 4, radius: boxRadius(for: sigma))
            tint(base, count: width * height, color: color)
        }
        return shadow
    }

    /// The box radius whose three passes make a Gaussian of `sigma`: their variance is r(r + 1).
    static func boxRadius(for sigma: CGFloat) -> Int {
        guard sigma > 0 else { return 0 }
        return max(0, Int(((-1 + (1 + 4 * sigma * sigma).squareRoot()) / 2).rounded()))
    }

    /// Every pixel becomes `color` scaled by its alpha byte (BGRA, premultiplied).
    private static func tint(_ base: UnsafeMutablePointer<UInt8>, count: Int, color: PremultipliedRGBA) {
        let channels = [color.blue, color.green, color.red, color.alpha].map { min(max($0, 0), 1) * 255 }
        for i in 0..<count {
            let coverage = Float(base[i * 4 + 3]) / 255
            for c in 0..<4 { base[i * 4 + c] = UInt8((channels[c] * coverage).rounded()) }
        }
    }
}
