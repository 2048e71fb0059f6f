import Foundation

/// What fills a region at a point of its layer's plane: a premultiplied colour.
typealias Paint = (Point) -> Color

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
    let tint: Tint
    /// How far the paint may be off in a faithful renderer, as a fraction of its alpha: zero for
    /// exact colours; dithering, filtering and approximated blurs allow a little.
    let allowance: Double
    /// Whether the paint jumps inside the pixel whose corners and centre (in the layer's plane)
    /// are given — a gradient's hard stop or a conic's seam — and if so the largest alpha it takes
    /// there. Such a pixel is an edge pixel: one renderer samples its centre, another averages
    /// it, and either may show any of the colours. Nil for paints without jumps.
    var jumps: (([Point]) -> Double?)? = nil
    /// What a faithful renderer may differ by at a point of the layer's plane whatever the
    /// paint's alpha there, as a fraction of full scale: a blurred shadow carries what its
    /// caster's edge pixels allowed, blurred with it. Nil for none.
    var slack: ((Point) -> Double)? = nil
}

extension Canvas {
    /// Draws `primitive`: every pixel it may touch gets the paint at the pixel's centre, times
    /// the share of the pixel inside the region and every clip.
    func draw(_ primitive: Primitive) {
        let parts = primitive.region.parts.compactMap { PlacedRegion($0, placedBy: primitive.toTarget) }
        guard primitive.opacity > 0, let own = parts.first, parts.count == primitive.region.parts.count else { return }
        let regions = parts + primitive.clips
        var box = own.pixelBox
        for clip in primitive.clips {
            guard let clipBox = clip.pixelBox else { continue }
            box = box.map { $0.intersection(clipBox) } ?? clipBox
        }
        guard let pixels = pixels(touching: box) else { return }
        // Blocks of pixels wholly inside or outside every region are judged at once.
        let size = Coverage.blockSize
        for blockY in stride(from: pixels.ys.lowerBound, to: pixels.ys.upperBound, by: size) {
            for blockX in stride(from: pixels.xs.lowerBound, to: pixels.xs.upperBound, by: size) {
                let block = Coverage.ofBlock(regions, blockX, blockY)
                guard block != .outside else { continue }
                for y in blockY..<min(blockY + size, pixels.ys.upperBound) {
                    for x in blockX..<min(blockX + size, pixels.xs.upperBound) {
                        draw(primitive, own, regions, x, y, wholly: block == .inside)
                    }
                }
            }
        }
    }

    /// One pixel of `primitive`: covered `wholly` (its block lies inside every region), or as
    /// much as ``Coverage/of(_:pixel:_:)`` finds.
    private func draw(_ primitive: Primitive, _ own: PlacedRegion, _ regions: [PlacedRegion], _ x: Int, _ y: Int, wholly: Bool) {
        var (fraction, isEdge) = wholly ? (1.0, false) : Coverage.of(regions, pixel: x, y)
        guard fraction > 0 || isEdge, let local = own.toLocal.apply(Point(Double(x) + 0.5, Double(y) + 0.5)) else { return }
        let colour = (primitive.paint(local) * primitive.opacity).tinted(primitive.tint)
        var potential = colour.alpha
        if let jumps = primitive.jumps {
            let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].compactMap {
                own.toLocal.apply(Point(Double(x) + $0.0, Double(y) + $0.1))
            }
            if corners.count == 4, let largest = jumps(corners + [local]) {
                isEdge = true
                potential = max(potential, largest * primitive.opacity)
            }
        }
        blend(
            colour * fraction, at: y * width + x, isEdge: isEdge, potentialAlpha: potential,
            allowance: primitive.allowance * colour.alpha + (primitive.slack?(local) ?? 0) * primitive.opacity)
    }

    /// Composites `group` (a canvas of the same size) over this one, each pixel gated by the
    /// alpha of `mask` there, faded by `opacity`, tinted, and clipped by `clips`. The group and
    /// mask went through 8-bit targets in a GPU renderer: their slack carries over (the product's
    /// error bound, cross term included), plus a rounding.
    func composite(
        _ group: Canvas, mask: Canvas?, opacity: Double, clips: [PlacedRegion], tint: Tint, additive: Bool = false
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
                guard g != .clear || group.slack[index] > 0 else { continue }  // nothing drawn here
                let gate = mask.map { min(max($0.color[index].alpha, 0), 1) } ?? 1
                let colour = (g * (gate * opacity)).tinted(tint)
                // (g + dg)(m + dm) − g·m = dg·m + dm·g + dg·dm: where both the content's and the
                // mask's edges cross the pixel, the product of their slacks counts too.
                let groupSlack = group.slack[index], maskSlack = mask?.slack[index] ?? 0
                let carried =
                    (groupSlack * gate + maskSlack * min(max(g.alpha, 0), 1) + groupSlack * maskSlack) * opacity
                    + Self.quantum
                if additive {
                    add(colour * fraction, at: index, slack: carried + (isEdge ? colour.alpha : 0))
                } else {
                    blend(colour * fraction, at: index, isEdge: isEdge, potentialAlpha: colour.alpha, allowance: carried)
                }
            }
        }
    }
}
