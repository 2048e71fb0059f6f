import Foundation

/// Core Animation's continuous ("squircle") corner, `CALayerCornerCurve.continuous`: the one
/// definition of the curve, which the compositor's shader, the reference renderer and the
/// shadow of a rounded rect all draw.
///
/// One corner is described in its own frame, in units of the corner radius: `x` runs along the
/// edge the corner is entered from, measured from the rect's corner point, `y` into the rect
/// from that edge. The curve leaves the straight edge at `(extent, 0)`, not `(1, 0)` as a
/// quarter circle does, and reaches the other edge at `(0, extent)`; it is symmetric about the
/// diagonal. It is five cubic Bézier pieces (three curves joined by two short lines, each line
/// written as a cubic with its control points at thirds), the control points of
/// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7 as PaintCode measured them ("Code for
/// iOS 7 rounded rectangles", paintcodeapp.com), which `cornerCurve = .continuous` draws too.
///
/// Where the full extent does not fit (`extent · r` more than half the shorter side), the
/// corner is blended towards a circular one (``blend(radius:halfSide:)``) until it does, so a
/// capsule (`r` half the shorter side) keeps round ends, as iOS draws it.
public enum ContinuousCorner {
    /// How far along each edge the continuous corner begins, in radii (a circular one: 1).
    public static let extent = 1.52866483

    /// The corner's sixteen control points: pieces `i` = 0…4 are points `3i…3i+3`.
    public static let continuousPoints: [CGPoint] = withLines([
        CGPoint(x: extent, y: 0), CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0),
        CGPoint(x: 0.66993427, y: 0.065496),
        CGPoint(x: 0.63149399, y: 0.074911),
        CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392), CGPoint(x: 0.074911, y: 0.63149399),
        CGPoint(x: 0.065496, y: 0.66993427),
        CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: extent),
    ])

    /// A circular corner in the same sixteen points (the quarter circle as one cubic, the other
    /// pieces collapsed onto its ends), so that the two can be blended point by point.
    public static let circularPoints: [CGPoint] = {
        let kappa = 0.5522847498  // the cubic closest to a quarter circle: 4/3 (√2 − 1)
        let start = CGPoint(x: 1, y: 0), end = CGPoint(x: 0, y: 1)
        let arc = [CGPoint(x: 1 - kappa, y: 0), CGPoint(x: 0, y: 1 - kappa)]
        return Array(repeating: start, count: 7) + arc + Array(repeating: end, count: 7)
    }()

    /// The number of cubic pieces.
    public static let pieceCount = 5

    /// How far a corner of radius `radius` is continuous (1) rather than circular (0) when the
    /// shorter side's half is `halfSide`: 1 while the full extent fits, falling linearly in the
    /// extent to 0 at a capsule. `radius` is first limited to `halfSide`, as for circular corners.
    /// At 0 the renderers draw the exact quarter circle rather than its cubic.
    public static func blend(radius: Double, halfSide: Double) -> Double {
        let r = min(radius, halfSide)
        guard r > 0 else { return 1 }
        return min(max((halfSide / r - 1) / (extent - 1), 0), 1)
    }

    /// The control points of a corner blended `blend` of the way from circular to continuous.
    public static func points(blend: Double) -> [CGPoint] {
        zip(circularPoints, continuousPoints).map { circular, continuous in
            CGPoint(
                x: circular.x + (continuous.x - circular.x) * blend, y: circular.y + (continuous.y - circular.y) * blend)
        }
    }

    /// The corner of radius `radius` (limited to `halfSide`) flattened into a polyline in its
    /// own frame, in the radius's units (points, pixels), from the entering edge to the other:
    /// `steps` segments per piece, lines included. `x` falls and `y` rises along it.
    public static func outline(radius: Double, halfSide: Double, steps: Int = 32) -> [CGPoint] {
        let r = min(max(radius, 0), halfSide)
        let p = points(blend: blend(radius: r, halfSide: halfSide))
        var outline: [CGPoint] = []
        for piece in 0..<pieceCount {
            let base = 3 * piece
            for step in 0..<steps {
                let t = Double(step) / Double(steps)
                let point = cubic(p[base], p[base + 1], p[base + 2], p[base + 3], at: t)
                outline.append(CGPoint(x: point.x * r, y: point.y * r))
            }
        }
        outline.append(CGPoint(x: p[15].x * r, y: p[15].y * r))
        return outline
    }

    /// Where the polyline `outline` (as ``outline(radius:halfSide:steps:)`` makes it) crosses
    /// `x`: its `y` there, linearly between its points; 0 past its start, its last `y` before x = 0.
    public static func depth(of outline: [CGPoint], at x: Double) -> Double {
        guard let first = outline.first, let last = outline.last, x < first.x else { return 0 }
        guard x > last.x else { return Double(last.y) }
        // The last point still beyond x, by bisection (x falls along the outline).
        var low = 0, high = outline.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if outline[middle].x > x { low = middle } else { high = middle }
        }
        let a = outline[low], b = outline[high]
        return a.x == b.x ? b.y : a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    /// The cubic Bézier through `p0`…`p3` at `t`.
    public static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: Double) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// `points` as a GLSL `const vec2` array named `name` (for the compositor's shader).
    public static func glslArray(_ name: String, _ points: [CGPoint]) -> String {
        let values = points.map { "vec2(\(glslNumber($0.x)), \(glslNumber($0.y)))" }
        return "const vec2 \(name)[\(points.count)] = vec2[\(points.count)](\(values.joined(separator: ", ")));\n"
    }

    private static func glslNumber(_ value: CGFloat) -> String {
        let text = String(format: "%.9f", Double(value))
        return text
    }

    /// The nine given points with each line's two inner control points (at thirds) added.
    private static func withLines(_ given: [CGPoint]) -> [CGPoint] {
        func third(_ a: CGPoint, _ b: CGPoint, _ k: Double) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k)
        }
        let firstLine = [third(given[3], given[4], 1.0 / 3), third(given[3], given[4], 2.0 / 3)]
        let secondLine = [third(given[7], given[8], 1.0 / 3), third(given[7], given[8], 2.0 / 3)]
        return Array(given[0...3]) + firstLine + Array(given[4...7]) + secondLine + Array(given[8...11])
    }
}
