import Foundation
import LayerTree

/// A `CAGradientLayer`'s colour at a point, as the model describes it: a position t along the
/// gradient (axial: projected on the line from start to end; radial: the distance from start
/// in units of the ellipse through end; conic: the turn from end's direction, clockwise on a
/// y-down screen), all measured in the unit square of the gradient's rect; the straight colours
/// of the stops around t mixed, the ends extended, then premultiplied.
struct GradientPaint {
    let gradient: RenderGradient

    func color(at p: Point) -> Color {
        let rect = gradient.rect
        guard rect.width != 0, rect.height != 0 else { return colour(atPosition: 0) }
        let unit = Point((p.x - Double(rect.minX)) / Double(rect.width), (p.y - Double(rect.minY)) / Double(rect.height))
        return colour(atPosition: position(of: unit))
    }

    /// Whether the colour jumps among `points` (a pixel's corners and centre, in the layer's plane):
    /// they straddle a hard stop (two stops at one location, of different colours), for a conic
    /// gradient its seam (where the position wraps from 1 to 0) or its centre (where every colour
    /// meets), for a radial one of no height or width the line it is flat on. If so, the largest alpha of any stop; nil when the colour is continuous there.
    func jumps(among points: [Point]) -> Double? {
        jumpsAnywhere(among: points) ? Double(gradient.stops.map(\.alpha).max() ?? 0) : nil
    }

    private func jumpsAnywhere(among points: [Point]) -> Bool {
        let rect = gradient.rect
        guard rect.width != 0, rect.height != 0 else { return false }
        let units = points.map {
            Point(($0.x - Double(rect.minX)) / Double(rect.width), ($0.y - Double(rect.minY)) / Double(rect.height))
        }
        let positions = units.map(position(of:))
        let lowest = positions.min() ?? 0, highest = positions.max() ?? 0
        let start = Point(gradient.start), end = Point(gradient.end)
        switch gradient.kind {
        case .conic:
            if highest - lowest > 0.5 || Self.contains(units, start) { return true }
        case .radial:  // an ellipse of no height (or width): every colour but the first lies off its line
            func straddles(_ values: [Double], _ line: Double) -> Bool {
                values.contains { $0 <= line } && values.contains { $0 >= line }
            }
            if abs(end.y - start.y) < 1e-6, straddles(units.map(\.y), start.y) { return true }
            if abs(end.x - start.x) < 1e-6, straddles(units.map(\.x), start.x) { return true }
        case .axial:
            break
        }
        for (a, b) in zip(gradient.stops, gradient.stops.dropFirst()) where a.location == b.location && a != b {
            if Double(a.location) >= lowest && Double(a.location) <= highest { return true }
        }
        return false
    }

    /// True when `point` lies in the quadrilateral of the first four `corners` (top-left, top-right,
    /// bottom-left, bottom-right), or on its edge.
    static func contains(_ corners: [Point], _ point: Point) -> Bool {
        let ring = [corners[0], corners[1], corners[3], corners[2]]
        let sides = (0..<4).map { i -> Double in
            let a = ring[i], b = ring[(i + 1) % 4]
            return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
        }
        return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }

    /// Where a point of the unit square lies along the gradient.
    func position(of p: Point) -> Double {
        let start = Point(gradient.start), end = Point(gradient.end)
        let d = end - start
        switch gradient.kind {
        case .axial:
            let length2 = d.dot(d)
            return length2 > 0 ? (p - start).dot(d) / length2 : 0
        case .radial:
            let offset = p - start
            return Point(offset.x / max(abs(d.x), 1e-6), offset.y / max(abs(d.y), 1e-6)).length
        case .conic:  // a direction of no length (end at start, or the point at start) is the +x axis
            func angle(_ v: Point) -> Double { v == .zero ? 0 : atan2(v.y, v.x) }
            let turn = (angle(p - start) - angle(d)) / (2 * .pi)
            return turn - turn.rounded(.down)
        }
    }

    /// The colour at position t: before the first stop its colour, after the last its colour,
    /// between two stops their straight colours mixed in proportion; at a repeated location the
    /// later stop wins.
    func colour(atPosition t: Double) -> Color {
        let stops = gradient.stops
        guard let first = stops.first else { return .clear }
        func straight(_ s: RenderGradient.Stop) -> Color {
            Color(Double(s.red), Double(s.green), Double(s.blue), Double(s.alpha))
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
        return c.premultiplied
    }
}
