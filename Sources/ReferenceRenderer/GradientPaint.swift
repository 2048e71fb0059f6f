import Foundation
import LayerTree

/// A `CAGradientLayer`'s colour at a point, as the model describes it: a position t along the
/// gradient (axial: projected on the line from start to end; radial: the distance from start
/// in units of the ellipse through end; conic: the turn from end's direction, clockwise on a
/// y-down screen), all measured in the unit square of the gradient's rect; the straight colours
/// of the stops around t mixed, the ends extended, then premultiplied.
struct GradientPaint {
    let gradient: RenderGradient

    func color(at p: SIMD2<Double>) -> SIMD4<Double> {
        let rect = gradient.rect
        guard rect.width != 0, rect.height != 0 else { return colour(atPosition: 0) }
        let unit = SIMD2((p.x - Double(rect.minX)) / Double(rect.width), (p.y - Double(rect.minY)) / Double(rect.height))
        return colour(atPosition: position(of: unit))
    }

    /// Where a point of the unit square lies along the gradient.
    func position(of p: SIMD2<Double>) -> Double {
        let start = SIMD2(Double(gradient.start.x), Double(gradient.start.y))
        let end = SIMD2(Double(gradient.end.x), Double(gradient.end.y))
        let d = end - start
        switch gradient.kind {
        case .axial:
            let length2 = (d * d).sum()
            return length2 > 0 ? ((p - start) * d).sum() / length2 : 0
        case .radial:
            let scaled = (p - start) / SIMD2(max(abs(d.x), 1e-6), max(abs(d.y), 1e-6))
            return (scaled * scaled).sum().squareRoot()
        case .conic:  // a direction of no length (end at start, or the point at start) is the +x axis
            func angle(_ v: SIMD2<Double>) -> Double { v == .zero ? 0 : atan2(v.y, v.x) }
            let turn = (angle(p - start) - angle(d)) / (2 * .pi)
            return turn - turn.rounded(.down)
        }
    }

    /// The colour at position t: before the first stop its colour, after the last its colour,
    /// between two stops their straight colours mixed in proportion; at a repeated location the
    /// later stop wins.
    func colour(atPosition t: Double) -> SIMD4<Double> {
        let stops = gradient.stops
        guard let first = stops.first else { return .zero }
        func straight(_ s: RenderGradient.Stop) -> SIMD4<Double> {
            SIMD4(Double(s.red), Double(s.green), Double(s.blue), Double(s.alpha))
        }
        var c = straight(first)
        for (a, b) in zip(stops, stops.dropFirst()) {
            let la = Double(a.location), lb = Double(b.location)
            if t >= lb {
                c = straight(b)
                continue
            }
            if t > la { c = straight(a) + (straight(b) - straight(a)) * ((t - la) / (lb - la)) }
            break
        }
        return SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)
    }
}
