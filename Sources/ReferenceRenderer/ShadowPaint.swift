import Foundation
import Graphics
import LayerTree

/// A rounded rect's shadow at a point: the rect's coverage blurred by a Gaussian of standard
/// deviation `sigma` (points of the layer's plane), times the colour. Computed as the blur is
/// defined — the integral of the Gaussian over the rect — in closed form for square corners (a
/// product of two error-function differences) and by integrating 64 rows otherwise (each row's
/// span, pulled in by the rounded corners it crosses — quarter circles or continuous — blurred
/// along x in closed form).
struct ShadowPaint {
    let rect: CGRect
    let cornerRadius: Double
    /// `CACornerMask`'s bits, plus 16 for continuous corners.
    let corners: UInt8
    let sigma: Double
    let color: Color
    /// The continuous corner's outline (in points, its own frame); nil for quarter circles.
    private let outline: [CGPoint]?

    init(rect: CGRect, cornerRadius: Double, corners: UInt8, sigma: Double, color: Color) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.corners = corners
        self.sigma = sigma
        self.color = color
        let half = min(Double(rect.width), Double(rect.height)) / 2, r = min(max(cornerRadius, 0), half)
        outline =
            corners & 16 != 0 && r > 0 && ContinuousCorner.blend(radius: r, halfSide: half) > 0
            ? ContinuousCorner.outline(radius: r, halfSide: half, steps: 64) : nil
    }

    static let rows = 64

    func color(at p: Point) -> Color { color * coverage(at: p) }

    func coverage(at p: Point) -> Double {
        let half = Point(Double(rect.width) / 2, Double(rect.height) / 2)
        guard half.x > 0, half.y > 0 else { return 0 }
        let q = p - Point(Double(rect.midX), Double(rect.midY))
        let r = min(max(cornerRadius, 0), half.x, half.y)
        guard sigma > 0 else { return 0 }
        if r == 0 || corners & 15 == 0 {
            return Self.share(q.x, -half.x, half.x, sigma) * Self.share(q.y, -half.y, half.y, sigma)
        }
        // ∫ over the rect's rows y of  G(q.y − y) · (share of G along x over the row's span) dy.
        let from = max(q.y - 5 * sigma, -half.y), to = min(q.y + 5 * sigma, half.y)
        guard to > from else { return 0 }
        let step = (to - from) / Double(Self.rows)
        var total = 0.0
        for i in 0..<Self.rows {
            let y = from + step * (Double(i) + 0.5)
            let top = y < 0
            let left = -half.x + inset(y, half.y, rounded(top ? 1 : 4) ? r : 0)
            let right = half.x - inset(y, half.y, rounded(top ? 2 : 8) ? r : 0)
            let weight = exp(-(q.y - y) * (q.y - y) / (2 * sigma * sigma)) / ((2 * Double.pi).squareRoot() * sigma)
            total += Self.share(q.x, left, right, sigma) * weight * step
        }
        return total
    }

    private func rounded(_ bit: UInt8) -> Bool { corners & bit != 0 }

    /// How far a corner of radius r pulls the row at height y in from the rect's side.
    private func inset(_ y: Double, _ halfHeight: Double, _ r: Double) -> Double {
        // A continuous corner is symmetric about its diagonal: the row's inset at a depth is the
        // outline's depth at that inset.
        if let outline, r > 0 { return ContinuousCorner.depth(of: outline, at: halfHeight - abs(y)) }
        let into = max(abs(y) - (halfHeight - r), 0)
        return r - max(r * r - into * into, 0).squareRoot()
    }

    /// The share of a Gaussian centred at x that lies between a and b.
    static func share(_ x: Double, _ a: Double, _ b: Double, _ sigma: Double) -> Double {
        guard b > a else { return 0 }
        return 0.5 * (erf((b - x) / (sigma * 2.squareRoot())) - erf((a - x) / (sigma * 2.squareRoot())))
    }
}
