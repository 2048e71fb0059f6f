import Foundation
import Graphics

/// A path that is one circular arc, or a whole circle: what a progress ring strokes. Found in
/// any path whose one subpath keeps to a circle within a thousandth of its radius (the Bézier
/// arcs of `UIBezierPath(arcCenter:…)` and `addArc` do), so that its stroke can be drawn — and
/// cut by `strokeStart`/`strokeEnd` — exactly by the shader, with nothing rasterized.
struct CircularArc: Equatable {
    var center: CGPoint
    var radius: CGFloat
    /// Where the path starts, in radians (y down: increasing angles turn clockwise on screen).
    var startAngle: CGFloat
    /// How far it turns, signed; at most a whole turn.
    var sweep: CGFloat
    /// Whether the path closes: a whole circle ending where it began, stroked with no caps.
    var closed: Bool

    /// The arc `path` is, or nil.
    init?(_ path: CGPath) {
        var moves = 0
        var previous: CGPoint?, start: CGPoint?
        var closingGap: CGFloat?
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                moves += 1
                previous = p
                start = p
            case .addLineToPoint(let p):  // only a line that goes nowhere (some arcs begin with one)
                guard let from = previous, hypot(p.x - from.x, p.y - from.y) < 1e-3 else { return nil }
            case .addCurveToPoint(_, _, let p), .addQuadCurveToPoint(_, let p): previous = p
            case .closeSubpath:
                if let previous, let start { closingGap = hypot(previous.x - start.x, previous.y - start.y) }
            }
        }
        let lines = PathTrimming.polylines(of: path.elements)
        guard moves == 1, lines.count == 1, let points = lines.first?.points, points.count >= 8 else { return nil }
        let a = points[0], b = points[points.count / 3], c = points[2 * points.count / 3]
        guard let center = Self.circumcenter(a, b, c) else { return nil }
        let radius = hypot(a.x - center.x, a.y - center.y)
        guard radius > 0, points.allSatisfy({ abs(hypot($0.x - center.x, $0.y - center.y) - radius) <= radius * 1e-3 })
        else { return nil }
        var turns: [CGFloat] = []
        for (p, q) in zip(points, points.dropFirst()) {
            var turn = atan2(q.y - center.y, q.x - center.x) - atan2(p.y - center.y, p.x - center.x)
            if turn > .pi { turn -= 2 * .pi }
            if turn < -.pi { turn += 2 * .pi }
            turns.append(turn)
        }
        let sweep = turns.reduce(0, +)
        guard abs(sweep) > 1e-3, abs(sweep) <= 2 * .pi + 1e-3,
            turns.allSatisfy({ $0 * sweep >= -1e-9 })  // one way round: no turning back
        else { return nil }
        // A closed path is an arc only when it is the whole circle with nothing to close (a chord
        // back to the start would be part of the stroke).
        if let closingGap, closingGap > radius * 1e-3 || abs(abs(sweep) - 2 * .pi) > 1e-2 { return nil }
        closed = closingGap != nil
        self.center = center
        self.radius = radius
        startAngle = atan2(a.y - center.y, a.x - center.x)
        self.sweep = min(max(sweep, -2 * .pi), 2 * .pi)
    }

    private static func circumcenter(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint? {
        let d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y))
        guard abs(d) > 1e-9 else { return nil }
        let a2 = a.x * a.x + a.y * a.y, b2 = b.x * b.x + b.y * b.y, c2 = c.x * c.x + c.y * c.y
        return CGPoint(
            x: (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
            y: (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d)
    }
}
