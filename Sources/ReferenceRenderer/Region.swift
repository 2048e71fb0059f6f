import Foundation
import Graphics
import LayerTree

/// A region of a layer's plane: what one part of a layer covers before any clip. Each region
/// answers one question exactly — the signed distance of a point to its edge (negative inside) —
/// from which both "is this point inside" and "is this pixel on an edge" follow.
enum Region: Sendable {
    /// A rect with some corners rounded.
    case roundedRect(RoundedBox)
    /// The band `width` deep inside a rounded rect's edge: a border (the inner edge nil when the
    /// band meets itself, `width` at least half the shorter side: the whole rounded rect).
    case ring(outer: RoundedBox, inner: RoundedBox?)
    /// A circular arc's stroke, trimmed and capped.
    case arc(ArcStrokeGeometry, bounds: CGRect)
    /// Everything but a rounded rect: the hole of a ring, as one of its ``parts``.
    case outside(RoundedBox)

    /// `rect` with the corners named by `corners` (`CACornerMask` bits: 1 top-left, 2 top-right,
    /// 4 bottom-left, 8 bottom-right, y down) rounded by `radius`, at most half the shorter side.
    static func roundedRect(_ rect: CGRect, radius: Double, corners: UInt8) -> Region {
        .roundedRect(RoundedBox(rect, radius: radius, corners: corners))
    }

    /// A plain rect.
    static func rect(_ rect: CGRect) -> Region { .roundedRect(RoundedBox(rect, radius: 0, corners: 0)) }

    /// A border `width` deep inside the rounded rect; its inner corners rounded by what is left of `radius`.
    static func ring(_ rect: CGRect, radius: Double, width: Double, corners: UInt8) -> Region {
        let inner = rect.insetBy(dx: width, dy: width)
        let hasHole = width > 0 && inner.width > 0 && inner.height > 0 && !inner.isNull
        return .ring(
            outer: RoundedBox(rect, radius: radius, corners: corners),
            inner: hasHole ? RoundedBox(inner, radius: max(radius - width, 0), corners: corners) : nil)
    }

    static func arc(_ arc: RenderArcStroke) -> Region { .arc(ArcStrokeGeometry(arc), bounds: arc.bounds) }

    /// A box holding the region (for ``outside(_:)``, the box it leaves out).
    var bounds: CGRect {
        switch self {
        case .roundedRect(let box), .ring(let box, _), .outside(let box): box.rect
        case .arc(_, let bounds): bounds
        }
    }

    /// The region as the intersection of simpler ones, each with an edge of its own: a ring is its
    /// outer rounded rect less its hole. Pixels are classified against each part's edge, so that
    /// a pixel the hole's corner reaches into is an edge pixel even where the outer edge is nearer.
    var parts: [Region] {
        if case .ring(let outer, let inner?) = self { return [.roundedRect(outer), .outside(inner)] }
        if case .ring(let outer, nil) = self { return [.roundedRect(outer)] }
        return [self]
    }

    /// The distance from `p` to the region's edge, negative inside. Exact for rounded rects and
    /// arcs, and never more than the true distance for rings and capped arcs (so an edge found
    /// through it is never missed).
    func signedDistance(_ p: Point) -> Double {
        switch self {
        case .roundedRect(let box): box.signedDistance(p)
        case .ring(let outer, let inner): max(outer.signedDistance(p), inner.map { -$0.signedDistance(p) } ?? -.infinity)
        case .arc(let arc, _): arc.signedDistance(p)
        case .outside(let box): -box.signedDistance(p)
        }
    }
}

/// A rect with some corners rounded, kept as its centre and half sizes.
struct RoundedBox: Sendable {
    let rect: CGRect
    let centre: Point
    let halfWidth: Double
    let halfHeight: Double
    /// The radius of each corner: top-left, top-right, bottom-left, bottom-right (0 where square).
    let radii: (Double, Double, Double, Double)
    /// The rounded corners' outline when they are continuous (`corners` has bit 16); nil for
    /// quarter circles.
    let continuous: ContinuousCornerOutline?

    /// `corners`: `CACornerMask`'s bits, plus 16 for continuous corners.
    init(_ rect: CGRect, radius: Double, corners: UInt8) {
        self.rect = rect
        centre = Point(Double(rect.midX), Double(rect.midY))
        halfWidth = Double(rect.width) / 2
        halfHeight = Double(rect.height) / 2
        let r = min(max(radius, 0), halfWidth, halfHeight)
        func rounded(_ bit: UInt8) -> Double { corners & bit != 0 ? r : 0 }
        radii = (rounded(1), rounded(2), rounded(4), rounded(8))
        // Blended all the way to circular (a capsule), the corner is the exact quarter circle.
        let half = min(halfWidth, halfHeight)
        continuous =
            corners & 16 != 0 && r > 0 && ContinuousCorner.blend(radius: r, halfSide: half) > 0
            ? ContinuousCornerOutline(radius: r, halfSide: half) : nil
    }

    /// The exact signed distance: to the sides, or to the arc (or continuous outline) of the
    /// corner the point is nearest.
    func signedDistance(_ p: Point) -> Double {
        let qx = p.x - centre.x, qy = p.y - centre.y
        var r = qx < 0 ? (qy < 0 ? radii.0 : radii.2) : (qy < 0 ? radii.1 : radii.3)
        if r > 0, let continuous {
            let c = Point(halfWidth - abs(qx), halfHeight - abs(qy))
            if continuous.covers(c) { return continuous.signedDistance(c) }
            r = 0
        }
        let dx = abs(qx) - halfWidth + r, dy = abs(qy) - halfHeight + r
        return Point(max(dx, 0), max(dy, 0)).length + min(max(dx, dy), 0) - r
    }
}

/// A trimmed, capped arc stroke as a region: the annular sector between the trimmed ends, with
/// a half disc (round caps) or a half-width box (square caps) added past each end.
struct ArcStrokeGeometry {
    let centre: Point
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
        centre = Point(arc.center)
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

    func signedDistance(_ p: Point) -> Double {
        // A stroke going all the way round (or further) is not cut at its ends, but an open path
        // still has two ends, and its caps (fuzz seed 0x1317).
        var d = sectorDistance(p)
        let ends = [(point(at: firstAngle), -tangent(at: firstAngle)), (point(at: lastAngle), tangent(at: lastAngle))]
        switch cap {
        case .butt: break
        case .round:
            for (end, _) in ends { d = min(d, (p - end).length - halfWidth) }
        case .square:
            for (end, outwards) in ends {
                let boxCentre = end + outwards * (halfWidth / 2)
                d = min(d, Self.boxDistance(p - boxCentre, axis: outwards, halfSizes: Point(halfWidth / 2, halfWidth)))
            }
        }
        return d
    }

    /// The signed distance to the annular sector between the two ends (the butt-capped stroke).
    private func sectorDistance(_ p: Point) -> Double {
        let offset = p - centre
        let r = offset.length
        let band = abs(r - radius) - halfWidth
        if isWholeRing { return band }
        let inRange = angleFromFirst(offset) <= span
        // The edge is made of the two arcs (where the angle is in range) and the two end segments.
        var edge = Double.infinity
        if inRange { edge = abs(band) }
        for angle in [firstAngle, lastAngle] {
            let unit = Point(cos(angle), sin(angle))
            edge = min(edge, Self.segmentDistance(p, centre + unit * (radius - halfWidth), centre + unit * (radius + halfWidth)))
        }
        return inRange && band <= 0 ? -edge : edge
    }

    /// How far round from the first end `offset`'s direction lies, along the stroke (0 ..< 2π).
    private func angleFromFirst(_ offset: Point) -> Double {
        let turn = 2 * Double.pi
        let angle = direction * (atan2(offset.y, offset.x) - firstAngle)
        return angle - turn * (angle / turn).rounded(.down)
    }

    private func point(at angle: Double) -> Point { centre + Point(cos(angle), sin(angle)) * radius }

    /// The unit tangent at `angle`, pointing the way the stroke runs.
    private func tangent(at angle: Double) -> Point { Point(-sin(angle), cos(angle)) * direction }

    static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = p - a
        let t = min(max(ap.dot(ab) / max(ab.dot(ab), 1e-300), 0), 1)
        return (ap - ab * t).length
    }

    /// The signed distance to a box centred at the origin, its first axis along `axis`.
    static func boxDistance(_ p: Point, axis: Point, halfSizes: Point) -> Double {
        let dx = abs(p.dot(axis)) - halfSizes.x, dy = abs(p.x * -axis.y + p.y * axis.x) - halfSizes.y
        return Point(max(dx, 0), max(dy, 0)).length + min(max(dx, dy), 0)
    }
}
