import Foundation

extension CGPath {
    /// The part of the path between the fractions `start` and `end` of its length, as Core
    /// Animation's `strokeStart` and `strokeEnd` cut a stroke: the subpaths are measured one
    /// after another (closed ones with their closing segment), curves flattened finely enough
    /// that the cut lands within a small fraction of a point. A closed subpath kept whole stays
    /// closed, so its stroke joins where it meets itself.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let subpaths = PathTrimming.polylines(of: elements)
        let total = subpaths.reduce(0) { $0 + $1.length }
        let from = min(max(start, 0), 1) * total, to = min(max(end, 0), 1) * total
        let result = CGMutablePath()
        guard to > from else { return result }
        var offset: CGFloat = 0
        for subpath in subpaths {
            defer { offset += subpath.length }
            guard offset + subpath.length > from, offset < to else { continue }
            if subpath.closed, offset >= from, offset + subpath.length <= to {
                result.addLines(between: Array(subpath.points.dropLast()))  // the close draws the last segment
                result.closeSubpath()
            } else {
                result.addLines(between: subpath.points(from: from - offset, to: to - offset))
            }
        }
        return result
    }
}

/// Subpaths as measured polylines.
package enum PathTrimming {
    package struct Polyline {
        /// The points, the closing one repeated at the end for a closed subpath.
        package var points: [CGPoint]
        var closed: Bool
        /// Distance along the polyline at each point.
        var distances: [CGFloat]
        var length: CGFloat { distances.last ?? 0 }

        /// The polyline between two distances along it.
        func points(from start: CGFloat, to end: CGFloat) -> [CGPoint] {
            var result: [CGPoint] = []
            for i in 1..<points.count {
                let d0 = distances[i - 1], d1 = distances[i]
                guard d1 > start, d0 < end, d1 > d0 else { continue }
                let a = points[i - 1], b = points[i]
                func at(_ d: CGFloat) -> CGPoint {
                    let t = (d - d0) / (d1 - d0)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if result.isEmpty { result.append(start > d0 ? at(start) : a) }
                result.append(end < d1 ? at(end) : b)
            }
            return result
        }
    }

    /// The subpaths of `elements`, curves sampled at about one point per point of length (4…256).
    package static func polylines(of elements: [CGPathElementKind]) -> [Polyline] {
        var lines: [Polyline] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if closed, let first = points.first, points.last != first { points.append(first) }
            if points.count > 1 { lines.append(measured(points, closed: closed)) }
            points = []
        }
        for element in elements {
            let from = points.last ?? .zero
            switch element {
            case .moveToPoint(let p):
                finish(closed: false)
                points = [p]
            case .addLineToPoint(let p):
                if points.isEmpty { points = [from] }
                points.append(p)
            case .addQuadCurveToPoint(let c, let p):
                if points.isEmpty { points = [from] }
                let steps = samples(along: [from, c, p])
                points += (1...steps).map { PathGeometry.quadratic(from, c, p, CGFloat($0) / CGFloat(steps)) }
            case .addCurveToPoint(let c1, let c2, let p):
                if points.isEmpty { points = [from] }
                let steps = samples(along: [from, c1, c2, p])
                points += (1...steps).map { PathGeometry.cubic(from, c1, c2, p, CGFloat($0) / CGFloat(steps)) }
            case .closeSubpath:
                let start = points.first
                finish(closed: true)
                if let start { points = [start] }
            }
        }
        finish(closed: false)
        return lines
    }

    private static func measured(_ points: [CGPoint], closed: Bool) -> Polyline {
        var distances: [CGFloat] = [0]
        for i in 1..<points.count {
            distances.append(distances[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
        }
        return Polyline(points: points, closed: closed, distances: distances)
    }

    /// Samples for a curve with these control points: about one per point of its control polygon.
    private static func samples(along control: [CGPoint]) -> Int {
        let length = zip(control, control.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        guard length.isFinite else { return 256 }
        return Int(min(max(length.rounded(.up), 4), 256))
    }
}
