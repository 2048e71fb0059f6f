import Foundation
import Graphics

/// Paths in between two paths, as Core Animation animates a shape layer's `path`: when both
/// have the same elements in the same order, each point moves from its place in one to its
/// place in the other; otherwise there is nothing in between (the animation switches).
enum PathInterpolation {
    /// The path `t` of the way from `a` to `b`; nil when their elements differ in kind.
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        let path = CGMutablePath()
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
            CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t))
        }
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.moveToPoint(let p), .moveToPoint(let q)): path.move(to: mix(p, q))
            case (.addLineToPoint(let p), .addLineToPoint(let q)): path.addLine(to: mix(p, q))
            case (.addQuadCurveToPoint(let c, let p), .addQuadCurveToPoint(let d, let q)):
                path.addQuadCurve(to: mix(p, q), control: mix(c, d))
            case (.addCurveToPoint(let c1, let c2, let p), .addCurveToPoint(let d1, let d2, let q)):
                path.addCurve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            case (.closeSubpath, .closeSubpath): path.closeSubpath()
            default: return nil
            }
        }
        return path
    }
}
