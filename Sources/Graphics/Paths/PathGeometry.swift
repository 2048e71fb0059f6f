import Foundation

/// Path arithmetic shared by `CGPath`, `UIBezierPath` and `CGContext`.
package enum PathGeometry {
    /// Where the path ends: the last point, or the start of the last subpath after a close.
    static func currentPoint(of elements: [CGPathElementKind]) -> CGPoint? {
        var current: CGPoint?, subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                current = p
                subpathStart = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(_, let p), .addCurveToPoint(_, _, let p): current = p
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// Every point an element names, control points included.
    static func points(of element: CGPathElementKind) -> [CGPoint] {
        switch element {
        case .moveToPoint(let p), .addLineToPoint(let p): [p]
        case .addQuadCurveToPoint(let c, let p): [c, p]
        case .addCurveToPoint(let c1, let c2, let p): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    /// The box around `points`; `.null` when there are none.
    static func box(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The subpaths as polygons, curves sampled at 16 points each.
    package static func polygons(of elements: [CGPathElementKind]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = [], polygon: [CGPoint] = []
        func finish() {
            if !polygon.isEmpty { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            let from = polygon.last ?? .zero
            switch element {
            case .moveToPoint(let p):
                finish()
                polygon = [p]
            case .addLineToPoint(let p):
                polygon.append(p)
            case .addQuadCurveToPoint(let c, let p):
                polygon += (1...16).map { i in quadratic(from, c, p, CGFloat(i) / 16) }
            case .addCurveToPoint(let c1, let c2, let p):
                polygon += (1...16).map { i in cubic(from, c1, c2, p, CGFloat(i) / 16) }
            case .closeSubpath:
                let start = polygon.first
                finish()
                if let start { polygon = [start] }
            }
        }
        finish()
        return polygons.filter { $0.count > 1 }
    }

    /// Point-in-polygons under a fill rule (each polygon implicitly closed).
    static func contains(_ point: CGPoint, polygons: [[CGPoint]], rule: CGPathFillRule) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    static func transformed(_ elements: [CGPathElementKind], _ t: CGAffineTransform) -> [CGPathElementKind] {
        guard !t.isIdentity else { return elements }
        return elements.map { element in
            switch element {
            case .moveToPoint(let p): .moveToPoint(p.applying(t))
            case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
            case .addQuadCurveToPoint(let c, let p): .addQuadCurveToPoint(control: c.applying(t), end: p.applying(t))
            case .addCurveToPoint(let c1, let c2, let p):
                .addCurveToPoint(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The signed sweep from `start` to `end`: increasing angles unless `decreasing`; a full turn at most.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if decreasing {
            if delta <= -turn { return -turn }
            while delta > 0 { delta -= turn }
        } else {
            if delta >= turn { return turn }
            while delta < 0 { delta += turn }
        }
        return delta
    }

    struct TangentArc {
        let center: CGPoint, radius: CGFloat, start: CGPoint, startAngle: CGFloat, sweep: CGFloat
    }

    /// The arc of `radius` tangent to p0→p1 and p1→p2; nil when the lines are collinear or the radius is 0.
    static func tangentArc(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, radius: CGFloat) -> TangentArc? {
        let v1 = normalized(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y))
        let v2 = normalized(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        guard let v1, let v2, radius > 0 else { return nil }
        let cosine = v1.x * v2.x + v1.y * v2.y
        let angle = acos(min(max(cosine, -1), 1))
        guard angle > 1e-9, abs(angle - .pi) > 1e-9 else { return nil }
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x * distance, y: p1.y + v1.y * distance)
        let t2 = CGPoint(x: p1.x + v2.x * distance, y: p1.y + v2.y * distance)
        let bisector = normalized(CGPoint(x: v1.x + v2.x, y: v1.y + v2.y))!
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return TangentArc(center: center, radius: radius, start: t1, startAngle: a1, sweep: sweep)
    }

    private static func normalized(_ v: CGPoint) -> CGPoint? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 1e-12 ? CGPoint(x: v.x / length, y: v.y / length) : nil
    }

    static func quadratic(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}
