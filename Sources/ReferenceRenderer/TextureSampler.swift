import Foundation
import Graphics

/// Reads a bitmap as a GPU's linear filter does: the four texels around a point weighted by
/// distance, texel centres at half-integers, coordinates beyond the image clamped to its edge;
/// or as its nearest filter does: the texel that holds the point.
struct TextureSampler {
    let image: PixelImage

    /// The premultiplied colour at (u, v), in texels from the image's top-left corner.
    func color(atTexel u: Double, _ v: Double) -> Color {
        guard image.width > 0, image.height > 0, u.isFinite, v.isFinite else { return .clear }
        let x = min(max(u - 0.5, -1), Double(image.width)), y = min(max(v - 0.5, -1), Double(image.height))
        let x0 = x.rounded(.down), y0 = y.rounded(.down)
        let fx = x - x0, fy = y - y0
        let top = texel(Int(x0), Int(y0)) * (1 - fx) + texel(Int(x0) + 1, Int(y0)) * fx
        let bottom = texel(Int(x0), Int(y0) + 1) * (1 - fx) + texel(Int(x0) + 1, Int(y0) + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The colour of the texel that holds (u, v) (in texels from the top-left corner), coordinates
    /// beyond the image clamped to its edge: a GPU's nearest filter.
    func nearestColor(atTexel u: Double, _ v: Double) -> Color {
        guard image.width > 0, image.height > 0, u.isFinite, v.isFinite else { return .clear }
        let x = min(max(u, 0), Double(image.width - 1)), y = min(max(v, 0), Double(image.height - 1))
        return texel(Int(x.rounded(.down)), Int(y.rounded(.down)))
    }

    /// The texel at (x, y), clamped to the image, as premultiplied 0…1 RGBA.
    private func texel(_ x: Int, _ y: Int) -> Color {
        let cx = min(max(x, 0), image.width - 1), cy = min(max(y, 0), image.height - 1)
        let offset = (cy * image.width + cx) * 4
        let b = image.bytes
        return Color(Double(b[offset + 2]), Double(b[offset + 1]), Double(b[offset]), Double(b[offset + 3])) * (1.0 / 255)
    }
}
