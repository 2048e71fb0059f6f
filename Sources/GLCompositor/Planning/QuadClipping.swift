import Foundation
import LayerTree

/// Cuts a quad down to what an exact clip can let through, so that the fragments a rotated or
/// rounded clip would zero are never shaded: a card larger than the turned, rounded view that
/// clips it draws only the clip's area (plus a margin for the antialiased edge), not its own.
///
/// Applies to each clip whose rect lies axis-aligned in the quad's own coordinates (a clipping
/// ancestor turned together with its contents, the usual case); the shader still applies the
/// clip exactly, so pixels are unchanged.
enum QuadClipping {
    /// Pixels of margin kept around a clip's rect: its antialiased edge reaches half a pixel out.
    static let marginPixels: CGFloat = 2

    /// The part of `quad` (in the coordinates `world` maps to target pixels) that `clips` can
    /// let through: `quad` itself when no clip cuts it, nil when nothing is left.
    static func visiblePart(of quad: CGRect, world: CATransform3D, clips: [ClipShape]) -> CGRect? {
        guard world.m14 == 0, world.m24 == 0, world.m44 == 1 else { return quad }
        let pixelsPerUnit = min(hypot(world.m11, world.m12), hypot(world.m21, world.m22))
        guard pixelsPerUnit > 0, pixelsPerUnit.isFinite else { return quad }
        let margin = marginPixels / pixelsPerUnit
        var visible = quad
        for clip in clips {
            guard let rect = clipRect(clip, inCoordinatesOf: world) else { continue }
            guard let cut = ScreenGeometry.overlap(visible, rect.insetBy(dx: -margin, dy: -margin)) else { return nil }
            visible = cut
        }
        return visible
    }

    /// The clip's rect in the quad's coordinates, when the map between the two is a scale and a
    /// translation (within Float rounding of the stored map); nil otherwise.
    private static func clipRect(_ clip: ClipShape, inCoordinatesOf world: CATransform3D) -> CGRect? {
        let t = clip.targetToLocal.map { CGFloat($0) }
        // Row vectors: (x, y, 1) · world (its 2D part) · targetToLocal = clip coordinates, homogeneous.
        let w: [CGFloat] = [world.m11, world.m12, 0, world.m21, world.m22, 0, world.m41, world.m42, 1]
        func c(_ r: Int, _ k: Int) -> CGFloat { w[r * 3] * t[k] + w[r * 3 + 1] * t[3 + k] + w[r * 3 + 2] * t[6 + k] }
        let sx = c(0, 0), sy = c(1, 1), scale = abs(sx) + abs(sy)
        let tolerance = 1e-4 * scale
        guard scale > 0, abs(c(0, 1)) <= tolerance, abs(c(1, 0)) <= tolerance, abs(c(0, 2)) <= 1e-6 * scale,
            abs(c(1, 2)) <= 1e-6 * scale
        else { return nil }
        let w2 = c(2, 2)
        guard w2 > 0, abs(sx) > tolerance, abs(sy) > tolerance else { return nil }
        // clip = (local · s + offset) / w2  ⇒  local = (clip · w2 − offset) / s
        let x0 = (clip.rect.minX * w2 - c(2, 0)) / sx, x1 = (clip.rect.maxX * w2 - c(2, 0)) / sx
        let y0 = (clip.rect.minY * w2 - c(2, 1)) / sy, y1 = (clip.rect.maxY * w2 - c(2, 1)) / sy
        let rect = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        return rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite ? rect : nil
    }

    /// The part of `textureRect` that `part` of `quad` shows.
    static func textureRect(_ textureRect: CGRect, of quad: CGRect, showing part: CGRect) -> CGRect {
        let sx = textureRect.width / quad.width, sy = textureRect.height / quad.height
        return CGRect(
            x: textureRect.minX + (part.minX - quad.minX) * sx, y: textureRect.minY + (part.minY - quad.minY) * sy,
            width: part.width * sx, height: part.height * sy)
    }
}
