import Foundation
import Graphics
import LayerTree

/// A region of a layer's plane: what one part of a layer covers before any clip. Each region
/// answers one question exactly — the signed distance of a point to its edge (negative inside) —
/// from which both "is this point inside" and "is this pixel on an edge" follow.
enum Region: Sendable {
    /// A rect whose corners named by `corners` (`CACornerMask` bits: 1 top-left, 2 top-right,
    /// 4 bottom-left, 8 bottom-right, y down) are rounded by `radius`, at most half the shorter side.
    case roundedRect(CGRect, radius: Double, corners: UInt8)
    /// The band `width` deep inside a rounded rect's edge: a border. When the band meets itself
    /// (`width` at least half the shorter side), the whole rounded rect.
    case ring(CGRect, radius: Double, width: Double, corners: UInt8)
    /// A circular arc's stroke, trimmed and capped.
    case arc(RenderArcStroke)

    /// A plain rect.
    static func rect(_ rect: CGRect) -> Region { .roundedRect(rect, radius: 0, corners: 0) }

    /// A box holding the region.
    var bounds: CGRect {
        switch self {
        case .roundedRect(let rect, _, _), .ring(let rect, _, _, _): rect
        case .arc(let arc): arc.bounds
        }
    }

    /// The distance from `p` to the region's edge, negative inside. Exact for rounded rects and
    /// arcs, and never more than the true distance for rings and capped arcs (so an edge found
    /// through it is never missed).
    func signedDistance(_ p: SIMD2<Double>) -> Double {
        switch self {
        case .roundedRect(let rect, let radius, let corners):
            return Self.roundedRectDistance(p, rect, radius: radius, corners: corners)
        case .ring(let rect, let radius, let width, let corners):
            let outer = Self.roundedRectDistance(p, rect, radius: radius, corners: corners)
            let inner = rect.insetBy(dx: width, dy: width)
            guard inner.width > 0, inner.height > 0, width > 0 else { return outer }
            return max(outer, -Self.roundedRectDistance(p, inner, radius: max(radius - width, 0), corners: corners))
        case .arc(let arc):
            return ArcStrokeGeometry(arc).signedDistance(p)
        }
    }

    /// The exact signed distance to a rounded rect with some corners rounded.
    static func roundedRectDistance(_ p: SIMD2<Double>, _ rect: CGRect, radius: Double, corners: UInt8) -> Double {
        let half = SIMD2(Double(rect.width) / 2, Double(rect.height) / 2)
        let centre = SIMD2(Double(rect.midX), Double(rect.midY))
        let q = p - centre
        let bit: UInt8 = q.x < 0 ? (q.y < 0 ? 1 : 4) : (q.y < 0 ? 2 : 8)
        let r = corners & bit != 0 ? min(max(radius, 0), half.x, half.y) : 0
        let d = SIMD2(abs(q.x), abs(q.y)) - half + SIMD2(repeating: r)
        let outside = SIMD2(max(d.x, 0), max(d.y, 0))
        return (outside * outside).sum().squareRoot() + min(max(d.x, d.y), 0) - r
    }
}

/// A trimmed, capped arc stroke as a region: the annular sector between the trimmed ends, with
/// a half disc (round caps) or a half-width box (square caps) added past each end.
struct ArcStrokeGeometry {
    let centre: SIMD2<Double>
    let radius: Double
    let halfWidth: Double
    /// The trimmed ends as angles, and the way the arc runs from the first to the second (±1).
    let firstAngle: Double
    let lastAngle: Double
    let direction: Double
    /// The trimmed arc's angular length (radians, ≥ 0).
    let span: Double
    let cap: RenderArcStroke.Cap

    init(_ arc: RenderArcStroke) {
        centre = SIMD2(Double(arc.center.x), Double(arc.center.y))
        radius = Double(arc.radius)
        halfWidth = Double(arc.halfWidth)
        direction = arc.sweep < 0 ? -1 : 1
        let sweep = abs(Double(arc.sweep))
        let from = Double(arc.trimStart) * sweep, to = Double(arc.trimEnd) * sweep
        firstAngle = Double(arc.startAngle) + direction * from
        lastAngle = Double(arc.startAngle) + direction * to
        span = max(to - from, 0)
        cap = arc.cap
    }

    /// True when the stroke goes all the way round: a ring with no ends.
    var isWholeRing: Bool { span >= 2 * .pi - 1e-4 }

    func signedDistance(_ p: SIMD2<Double>) -> Double {
        var d = sectorDistance(p)
        guard !isWholeRing else { return d }
        let ends = [(point(at: firstAngle), -tangent(at: firstAngle)), (point(at: lastAngle), tangent(at: lastAngle))]
        switch cap {
        case .butt: break
        case .round:
            for (end, _) in ends { d = min(d, length(p - end) - halfWidth) }
        case .square:
            for (end, outwards) in ends {
                let boxCentre = end + outwards * (halfWidth / 2)
                d = min(d, Self.boxDistance(p - boxCentre, axis: outwards, halfSizes: SIMD2(halfWidth / 2, halfWidth)))
            }
        }
        return d
    }

    /// The signed distance to the annular sector between the two ends (the butt-capped stroke).
    private func sectorDistance(_ p: SIMD2<Double>) -> Double {
        let offset = p - centre
        let r = length(offset)
        let band = abs(r - radius) - halfWidth
        if isWholeRing { return band }
        let inRange = angleFromFirst(offset) <= span
        // The edge is made of the two arcs (where the angle is in range) and the two end segments.
        var edge = Double.infinity
        if inRange { edge = abs(band) }
        for angle in [firstAngle, lastAngle] {
            let unit = SIMD2(cos(angle), sin(angle))
            edge = min(edge, Self.segmentDistance(p, centre + unit * (radius - halfWidth), centre + unit * (radius + halfWidth)))
        }
        return inRange && band <= 0 ? -edge : edge
    }

    /// How far round from the first end `offset`'s direction lies, along the stroke (0 ..< 2π).
    private func angleFromFirst(_ offset: SIMD2<Double>) -> Double {
        let turn = 2 * Double.pi
        let angle = direction * (atan2(offset.y, offset.x) - firstAngle)
        return angle - turn * (angle / turn).rounded(.down)
    }

    private func point(at angle: Double) -> SIMD2<Double> { centre + SIMD2(cos(angle), sin(angle)) * radius }

    /// The unit tangent at `angle`, pointing the way the stroke runs.
    private func tangent(at angle: Double) -> SIMD2<Double> { SIMD2(-sin(angle), cos(angle)) * direction }

    private func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }

    static func segmentDistance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let ab = b - a, ap = p - a
        let t = min(max((ap * ab).sum() / max((ab * ab).sum(), 1e-300), 0), 1)
        let d = ap - ab * t
        return (d * d).sum().squareRoot()
    }

    /// The signed distance to a box centred at the origin, its first axis along `axis`.
    static func boxDistance(_ p: SIMD2<Double>, axis: SIMD2<Double>, halfSizes: SIMD2<Double>) -> Double {
        let local = SIMD2(abs((p * axis).sum()), abs(p.x * -axis.y + p.y * axis.x))
        let d = local - halfSizes
        let outside = SIMD2(max(d.x, 0), max(d.y, 0))
        return (outside * outside).sum().squareRoot() + min(max(d.x, d.y), 0)
    }
}
