import Foundation
import LayerTree

/// A layer's contents read through its `magnificationFilter` and `minificationFilter`, as Core
/// Animation samples them: per pixel, magnified where one target pixel spans at most one texel
/// (GL's footprint ρ = the longer of the texel steps one pixel right and one pixel down, ≤ 1),
/// minified elsewhere; `.nearest` reads the texel that holds the point, `.linear` and
/// `.trilinear` interpolate (no mipmaps: docs/uikit-decisions.md, "Contents filters").
///
/// Where a faithful renderer may choose differently, the slack allows either colour (over any
/// backdrop, as the colours composite): a
/// footprint within 2 % of one texel (a GPU's derivatives are rounded), or one on both sides of
/// one texel across the pixel (a nine-part seam), picks either filter, and a point within 1/64
/// texel of a texel's edge either texel.
struct ContentsFiltering {
    let sampler: TextureSampler
    /// The layer's plane → target pixels, and back.
    let toTarget: PlaneMap
    let toLocal: PlaneMap?
    /// A point of the layer's plane → texels of the image.
    let texels: (Point) -> Point
    let magnifiesNearest: Bool
    let minifiesNearest: Bool

    init(layer: RenderLayer, sampler: TextureSampler, toTarget: PlaneMap, texels: @escaping (Point) -> Point) {
        self.sampler = sampler
        self.toTarget = toTarget
        toLocal = toTarget.inverse
        self.texels = texels
        magnifiesNearest = layer.magnificationFilter == .nearest
        minifiesNearest = layer.minificationFilter == .nearest
    }

    /// True when both filters interpolate (every layer's default): the plain bilinear read.
    var isLinear: Bool { !magnifiesNearest && !minifiesNearest }

    /// The colour at `p`, through the filter in force there.
    func color(at p: Point) -> Color {
        let t = texels(p)
        guard !isLinear else { return sampler.color(atTexel: t.x, t.y) }
        let magnified = (footprint(at: p) ?? 0) <= 1
        return read(t, nearest: magnified ? magnifiesNearest : minifiesNearest)
    }

    /// How far a faithful renderer may differ at `p`, as a fraction of full scale.
    func slack(at p: Point) -> Double {
        guard !isLinear else { return 0 }
        let t = texels(p)
        var choices: [Bool] = []  // nearest or not, for each filter that may be in force
        if let rho = footprint(at: p), abs(rho - 1) < 0.02 || footprintCrossesOne(around: p) {
            choices = [magnifiesNearest, minifiesNearest]
        } else {
            choices = [(footprint(at: p) ?? 0) <= 1 ? magnifiesNearest : minifiesNearest]
        }
        var colors = choices.map { read(t, nearest: $0) }
        if choices.contains(true) {
            let e = 1.0 / 64
            for dx in [-e, 0, e] {
                for dy in [-e, 0, e] { colors.append(read(t + Point(dx, dy), nearest: true)) }
            }
        }
        var widest = 0.0
        for a in colors {
            for b in colors { widest = max(widest, Self.composited(a, differingFrom: b)) }
        }
        return min(widest, 1)
    }

    /// How far apart `a` and `b` (premultiplied) may come out once composited over any backdrop
    /// D in 0…1: per channel (a − b) − D (a.alpha − b.alpha), largest at D = 0 or D = 1.
    static func composited(_ a: Color, differingFrom b: Color) -> Double {
        let alpha = a.alpha - b.alpha
        var widest = abs(alpha)
        for channel in [a.red - b.red, a.green - b.green, a.blue - b.blue] {
            widest = max(widest, abs(channel), abs(channel - alpha))
        }
        return widest
    }

    /// True when the footprint at the corners of the pixel over `p` lies on both sides of one
    /// texel: where the pixel straddles the seam between two spans of a nine-part stretch, each
    /// of its own scale (a middle squeezed to nothing beside a cap at its natural size), a GPU
    /// takes the footprint of whichever piece's triangle the centre falls in by its rounding,
    /// and so either filter (fuzz seed 0x2b00166: centre 0.0015 points from the seam).
    private func footprintCrossesOne(around p: Point) -> Bool {
        guard let toLocal, let q = toTarget.apply(p) else { return false }
        var magnified = false, minified = false
        for (dx, dy) in [(-0.5, -0.5), (0.5, -0.5), (-0.5, 0.5), (0.5, 0.5)] {
            guard let corner = toLocal.apply(q + Point(dx, dy)), let rho = footprint(at: corner) else { continue }
            if rho <= 1 { magnified = true } else { minified = true }
        }
        return magnified && minified
    }

    private func read(_ t: Point, nearest: Bool) -> Color {
        nearest ? sampler.nearestColor(atTexel: t.x, t.y) : sampler.color(atTexel: t.x, t.y)
    }

    /// Texels per target pixel at `p` (GL's ρ), from the texel steps of a small move of the
    /// target pixel right and down; nil where the map has no inverse or the point is behind the eye.
    func footprint(at p: Point) -> Double? {
        guard let toLocal, let q = toTarget.apply(p) else { return nil }
        let h = 1.0 / 64
        guard let right = toLocal.apply(q + Point(h, 0)), let down = toLocal.apply(q + Point(0, h)) else { return nil }
        let t = texels(p)
        let dx = (texels(right) - t) / h, dy = (texels(down) - t) / h
        return max(dx.length, dy.length)
    }
}
