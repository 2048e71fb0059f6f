import Foundation

/// What fills a region at a point of its layer's plane: a premultiplied colour.
typealias Paint = (SIMD2<Double>) -> SIMD4<Double>

/// One thing to draw: a region of a layer's plane, filled by a paint, faded, tinted and clipped.
struct Primitive {
    /// The layer's plane → target pixels.
    let toTarget: PlaneMap
    let region: Region
    let paint: Paint
    let opacity: Double
    /// Clips in force (any number, each exact).
    let clips: [PlacedRegion]
    /// Multiplies the paint's red, green and blue (a replicator instance's colour).
    let tint: SIMD3<Double>
    /// How far the paint may be off in a faithful renderer, as a fraction of its alpha: zero for
    /// exact colours; dithering, filtering and approximated blurs allow a little.
    let allowance: Double
}

extension Canvas {
    /// Draws `primitive`: every pixel it may touch gets the paint at the pixel's centre, times
    /// the share of the pixel inside the region and every clip.
    func draw(_ primitive: Primitive) {
        guard primitive.opacity > 0, let own = PlacedRegion(primitive.region, placedBy: primitive.toTarget) else { return }
        let regions = [own] + primitive.clips
        var box = own.pixelBox
        for clip in primitive.clips {
            guard let clipBox = clip.pixelBox else { continue }
            box = box.map { $0.intersection(clipBox) } ?? clipBox
        }
        guard let pixels = pixels(touching: box) else { return }
        for y in pixels.ys {
            for x in pixels.xs {
                let (fraction, isEdge) = Coverage.of(regions, pixel: x, y)
                guard fraction > 0 || isEdge,
                    let local = own.toLocal.apply(SIMD2(Double(x) + 0.5, Double(y) + 0.5))
                else { continue }
                var colour = primitive.paint(local) * primitive.opacity
                colour.x *= primitive.tint.x
                colour.y *= primitive.tint.y
                colour.z *= primitive.tint.z
                blend(
                    colour * fraction, at: y * width + x, isEdge: isEdge, potentialAlpha: colour.w,
                    allowance: primitive.allowance * colour.w)
            }
        }
    }

    /// Composites `group` (a canvas of the same size) over this one, each pixel gated by the
    /// alpha of `mask` there, faded by `opacity`, tinted, and clipped by `clips`. The group and
    /// mask went through 8-bit targets in a GPU renderer: their slack carries over, plus a rounding.
    func composite(
        _ group: Canvas, mask: Canvas?, opacity: Double, clips: [PlacedRegion], tint: SIMD3<Double>, additive: Bool = false
    ) {
        guard opacity > 0 else { return }
        var box: CGRect?
        for clip in clips {
            guard let clipBox = clip.pixelBox else { continue }
            box = box.map { $0.intersection(clipBox) } ?? clipBox
        }
        guard let pixels = pixels(touching: box) else { return }
        for y in pixels.ys {
            for x in pixels.xs {
                let index = y * width + x
                let (fraction, isEdge) = clips.isEmpty ? (1, false) : Coverage.of(clips, pixel: x, y)
                guard fraction > 0 || isEdge else { continue }
                let g = group.color[index]
                guard g != .zero || group.slack[index] > 0 else { continue }  // nothing drawn here
                let gate = mask.map { min(max($0.color[index].w, 0), 1) } ?? 1
                var colour = g * gate * opacity
                colour.x *= tint.x
                colour.y *= tint.y
                colour.z *= tint.z
                let carried =
                    (group.slack[index] * gate + (mask?.slack[index] ?? 0) * min(max(g.w, 0), 1)) * opacity
                    + Self.quantum
                if additive {
                    add(colour * fraction, at: index, slack: carried + (isEdge ? colour.w : 0))
                } else {
                    blend(colour * fraction, at: index, isEdge: isEdge, potentialAlpha: colour.w, allowance: carried)
                }
            }
        }
    }
}
